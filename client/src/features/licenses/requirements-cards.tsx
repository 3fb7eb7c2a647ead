import { useQuery } from "@tanstack/react-query";
import { licenseCategoryLabel } from "@shared/domain/labels";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/app/unauthorized";
import { type RequiredLicenseDto, requiredLicensesQuery } from "./api";
import { renewalText } from "./license-lists";

function RequirementItem({ item, held, showMissing }: { item: RequiredLicenseDto; held: boolean; showMissing: boolean }) {
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
          showMissing && <Badge variant="destructive">Missing</Badge>
        )}
      </div>
      {item.description && <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {costRange && <span>Cost: {costRange}</span>}
        <span>{renewalText(item.requirement.renewalPeriodMonths)}</span>
        {issuingAuthority && <span>Issued by: {issuingAuthority}</span>}
      </div>
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
}

function RequirementCard({ title, description, items, heldTypeIds, showMissing, emptyText, isLoading, error }: RequirementCardProps) {
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
              <RequirementItem key={item.id} item={item} held={heldTypeIds.has(item.id)} showMissing={showMissing} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Required Licenses for {location} ({state})' and 'Optional Licenses' for the location's state. */
export function RequirementsCards({
  locationName,
  state,
  heldTypeIds,
}: {
  locationName: string;
  state: string;
  heldTypeIds: Set<string>;
}) {
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
      />
    </div>
  );
}
