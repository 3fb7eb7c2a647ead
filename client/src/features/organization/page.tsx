import { useQuery } from "@tanstack/react-query";
import { Building2, Download, MapPin, Plus, Search, Upload } from "lucide-react";
import * as React from "react";
import { SearchInput } from "@/components/search-input";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, EmptyStateCard } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { type LocationDto, locationsQuery } from "@/app/locations";
import { useDialogTarget } from "@/lib/use-dialog-target";
import { organizationQuery, type OrganizationDto } from "./api";
import { CreateOrganizationDialog } from "./create-organization-dialog";
import { DeleteLocationDialog } from "./delete-location-dialog";
import { EXPORT_URL } from "./import-api";
import { ImportDialog } from "./import-dialog";
import { filterLocations, type StatusFilter } from "./filter-locations";
import { LocationCard } from "./location-card";
import { LocationFormDialog } from "./location-form-dialog";
import { VendorServicesDialog } from "./vendor-services-dialog";
import { LOCATION_STATUS_OPTIONS } from "./location-status";
import { TrashCard } from "@/features/trash/trash-card";
import { StaffAccessCard } from "./staff-access-card";
import { WebhooksCard } from "@/features/webhooks/webhooks-card";

function CreateOrganizationCard() {
  const [open, setOpen] = React.useState(false);
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="p-0 sm:p-0">
        <EmptyState
          icon={Building2}
          title="Create Your Organization"
          description="Set up your organization to start adding locations and managing your restaurants."
          action={
            <Button onClick={() => setOpen(true)}>
              <Plus aria-hidden="true" />
              Create Organization
            </Button>
          }
        />
      </CardContent>
      <CreateOrganizationDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}

function OrganizationSummary({ organization }: { organization: OrganizationDto }) {
  const count = organization.locationCount;
  return (
    <Card className="mb-6">
      <CardHeader className="flex-row items-start gap-4 space-y-0">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <CardTitle className="break-words text-xl" data-testid="organization-name">
            {organization.name}
          </CardTitle>
          {organization.description && (
            <CardDescription className="whitespace-pre-line break-words">{organization.description}</CardDescription>
          )}
          <p className="flex items-center gap-1.5 pt-1 text-sm font-medium" data-testid="location-count">
            <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
            {count} {count === 1 ? "location" : "locations"}
          </p>
        </div>
      </CardHeader>
    </Card>
  );
}

function LocationsSection({ isAdmin, onAdd }: { isAdmin: boolean; onAdd: () => void }) {
  const { data: locations = [], isLoading } = useQuery(locationsQuery(true));
  const [search, setSearch] = React.useState("");
  const [status, setStatus] = React.useState<StatusFilter>("all");
  // The target outlives the open flag so the dialogs keep their text while they animate closed.
  const [editing, setEditing] = React.useState<LocationDto | null>(null);
  const [editOpen, setEditOpen] = React.useState(false);
  const [deleting, setDeleting] = React.useState<LocationDto | null>(null);
  const [deleteOpen, setDeleteOpen] = React.useState(false);
  const startEdit = (location: LocationDto) => {
    setEditing(location);
    setEditOpen(true);
  };
  const startDelete = (location: LocationDto) => {
    setDeleting(location);
    setDeleteOpen(true);
  };

  const visible = React.useMemo(() => filterLocations(locations, search, status), [locations, search, status]);

  if (isLoading) return <PageSpinner label="Loading locations..." />;

  return (
    <section aria-labelledby="locations-heading">
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h2 id="locations-heading" className="text-lg font-semibold">
          Locations
        </h2>
        {locations.length > 0 && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchInput value={search} onChange={setSearch} placeholder="Search locations..." label="Search locations by name, address or manager" />
            <Select value={status} onValueChange={(v) => setStatus(v as StatusFilter)}>
              <SelectTrigger className="sm:w-48" aria-label="Filter by status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Status</SelectItem>
                {LOCATION_STATUS_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
      </div>

      {locations.length === 0 ? (
        <EmptyStateCard
          icon={MapPin}
          title="No locations yet"
          description={
            isAdmin ? "Add your first restaurant location to get started." : "No locations have been assigned to you yet."
          }
          action={
            isAdmin && (
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" />
                Add First Location
              </Button>
            )
          }
        />
      ) : visible.length === 0 ? (
        <EmptyStateCard icon={Search} title="No locations match your filters" description="Try another search or status." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Locations">
          {visible.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} canManage={isAdmin} onEdit={startEdit} onDelete={startDelete} />
            </li>
          ))}
        </ul>
      )}

      <LocationFormDialog open={editOpen} onOpenChange={setEditOpen} location={editing} />
      <DeleteLocationDialog open={deleteOpen} onOpenChange={setDeleteOpen} location={deleting} />
    </section>
  );
}

export default function OrganizationPage() {
  const { isAdmin, can } = useAuth();
  const { data: organization, isLoading } = useQuery(organizationQuery);
  const [adding, setAdding] = React.useState(false);
  // A location just added: its vendor services are offered (issue 32, point 5).
  const servicesFor = useDialogTarget<LocationDto>();
  const [importing, setImporting] = React.useState(false);

  if (isLoading) return <PageSpinner label="Loading organization..." />;

  if (!organization) {
    return (
      <div>
        <PageHeader title="Organization" subtitle="Manage your organization and its locations" />
        <CreateOrganizationCard />
      </div>
    );
  }

  return (
    <div>
      <PageHeader
        title="Organization"
        subtitle="Manage your organization and its locations"
        actions={
          isAdmin && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" />
                Import
              </Button>
              <Button variant="outline" asChild>
                <a href={EXPORT_URL} download>
                  <Download aria-hidden="true" />
                  Export
                </a>
              </Button>
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                Add Location
              </Button>
            </div>
          )
        }
      />
      <OrganizationSummary organization={organization} />
      {isAdmin && <StaffAccessCard organization={organization} />}
      <LocationsSection isAdmin={isAdmin} onAdd={() => setAdding(true)} />
      {can("records.delete") && <TrashCard />}
      {isAdmin && <WebhooksCard />}
      <LocationFormDialog open={adding} onOpenChange={setAdding} onCreated={servicesFor.start} />
      <VendorServicesDialog open={servicesFor.open} onOpenChange={servicesFor.setOpen} location={servicesFor.target} />
      {isAdmin && <ImportDialog open={importing} onOpenChange={setImporting} />}
    </div>
  );
}
