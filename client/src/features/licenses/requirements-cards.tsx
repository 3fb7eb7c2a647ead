import { useQuery } from "@tanstack/react-query";
import { MapPin, Upload } from "lucide-react";
import * as React from "react";
import { licenseCategoryLabel } from "@shared/domain/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { serverMessage } from "@/app/unauthorized";
import type { LocationDto } from "@/app/locations";
import { LocationFormDialog } from "@/features/organization/location-form-dialog";
import { type RequiredLicenseDto, requiredLicensesQuery } from "./api";
import { renewalText } from "./license-lists";

interface RequirementItemProps {
  item: RequiredLicenseDto;
  held: boolean;
  showMissing: boolean;
  onUpload: (licenseTypeId: string) => void;
}

function RequirementItem({ item, held, showMissing, onUpload }: RequirementItemProps) {
  const missing = !held && showMissing;
  const { costRange, issuingAuthority } = item.requirement;
  return (
    <li className="rounded-md border p-3" data-testid="requirement-item">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-medium">{item.name}</p>
          <p className="text-xs text-muted-foreground">{licenseCategoryLabel(item.category)}</p>
        </div>
        {held ? (
          <Badge variant="success">Active</Badge>
        ) : (
          missing && <Badge variant="destructive">Missing</Badge>
        )}
      </div>
      {item.description && <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {costRange && <span>Cost: {costRange}</span>}
        <span>{renewalText(item.requirement.renewalPeriodMonths)}</span>
        {issuingAuthority && <span>Issued by: {issuingAuthority}</span>}
      </div>
      {missing && (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => onUpload(item.id)} aria-label={`Upload ${item.name}`}>
          <Upload aria-hidden="true" />
          Upload
        </Button>
      )}
    </li>
  );
}

interface RequirementCardProps {
  title: string;
  description: string;
  items: RequiredLicenseDto[];
  heldTypeIds: Set<string>;
  showMissing: boolean;
  emptyText: string;
  isLoading: boolean;
  error: unknown;
  onUpload: (licenseTypeId: string) => void;
}

function RequirementCard(props: RequirementCardProps) {
  const { title, description, items, heldTypeIds, showMissing, emptyText, isLoading, error, onUpload } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base sm:text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading requirements..." className="py-6" />
        ) : error ? (
          <p className="text-sm text-destructive">Could not load the requirements: {serverMessage(error)}</p>
        ) : items.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="space-y-3" aria-label={title}>
            {items.map((item) => (
              <RequirementItem key={item.id} item={item} held={heldTypeIds.has(item.id)} showMissing={showMissing} onUpload={onUpload} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A location without a state: say so and ask for it (admins set it here) rather than guess one. */
function NoStateCard({ location }: { location: LocationDto }) {
  const { isAdmin } = useAuth();
  const [editing, setEditing] = React.useState(false);
  return (
    <Card data-testid="no-state">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base sm:text-lg">
          <MapPin className="size-5 text-warning" aria-hidden="true" />
          No state set for {location.name}
        </CardTitle>
        <CardDescription>
          Required licenses depend on the state. Set this location's state to see which licenses it needs.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isAdmin ? (
          <>
            <Button onClick={() => setEditing(true)}>Set State</Button>
            <LocationFormDialog open={editing} onOpenChange={setEditing} location={location} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Ask an administrator of your organization to set it.</p>
        )}
      </CardContent>
    </Card>
  );
}

interface RequirementsCardsProps {
  location: LocationDto;
  /** The location's state; null when it has none. */
  state: string | null;
  heldTypeIds: Set<string>;
  /** A Missing requirement's Upload button: add a license of that type. */
  onUpload: (licenseTypeId: string) => void;
}

/** 'Required Licenses for {location} ({state})' and 'Optional Licenses' for the location's state. */
export function RequirementsCards({ location, state, ...rest }: RequirementsCardsProps) {
  if (!state) return <NoStateCard location={location} />;
  return <StateRequirementsCards locationName={location.name} state={state} {...rest} />;
}

function StateRequirementsCards({
  locationName,
  state,
  heldTypeIds,
  onUpload,
}: Omit<RequirementsCardsProps, "location" | "state"> & { locationName: string; state: string }) {
  const { data = [], isLoading, error } = useQuery(requiredLicensesQuery(state));
  const required = data.filter((item) => item.requirementStatus === "required");
  const optional = data.filter((item) => item.requirementStatus === "optional");
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <RequirementCard
        title={`Required Licenses for ${locationName} (${state})`}
        description="Licenses this state requires of a restaurant."
        items={required}
        heldTypeIds={heldTypeIds}
        showMissing
        emptyText={`No required licenses defined for ${state}`}
        isLoading={isLoading}
        error={error}
        onUpload={onUpload}
      />
      <RequirementCard
        title="Optional Licenses"
        description="Licenses that apply depending on how this location operates."
        items={optional}
        heldTypeIds={heldTypeIds}
        showMissing={false}
        emptyText={`No optional licenses defined for ${state}`}
        isLoading={isLoading}
        error={error}
        onUpload={onUpload}
      />
    </div>
  );
}
