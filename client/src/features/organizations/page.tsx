import { useQuery } from "@tanstack/react-query";
import { Building, Eye, LogOut, MapPin } from "lucide-react";
import * as React from "react";
import { formatDisplayDate } from "@shared/domain/dates";
import { locationStatusLabel } from "@shared/domain/labels";
import { PageHeader } from "@/components/page-header";
import { SuperAdminRequired } from "@/components/super-admin-required";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { SortableHead } from "@/components/sortable-head";
import { TruncatedText } from "@/components/truncated-text";
import { SHOW_FROM, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TIGHT_COLUMN } from "@/components/ui/table";
import type { SortValues } from "@/lib/sorting";
import { useSortedRows } from "@/lib/use-sorted-rows";
import { cn } from "@/lib/utils";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/app/auth";
import { notifyMutationError } from "@/app/unauthorized";
import {
  organizationLocationsQuery,
  organizationsQuery,
  useImpersonate,
  useStopImpersonation,
  type OrganizationSummaryDto,
} from "./api";

function ImpersonationCard({ organizationName }: { organizationName: string }) {
  const stop = useStopImpersonation();
  const onStop = () =>
    stop
      .mutateAsync()
      .then(() => toast({ title: "Impersonation Stopped", description: "Returned to super admin view" }))
      .catch((error: unknown) => notifyMutationError(error, "Failed to stop impersonation"));
  return (
    <Card className="border-warning bg-warning/10">
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-4">
        <div className="flex min-w-0 items-center gap-3">
          <Badge variant="warning" data-testid="organizations-impersonation-badge">
            <Eye className="mr-1 size-3" aria-hidden="true" />
            Browsing as: {organizationName}
          </Badge>
          <p className="text-sm text-muted-foreground">Every change you make is recorded in the audit log under your name.</p>
        </div>
        <Button variant="outline" onClick={onStop} disabled={stop.isPending}>
          <LogOut aria-hidden="true" />
          {stop.isPending ? "Stopping..." : "Stop Impersonation"}
        </Button>
      </CardContent>
    </Card>
  );
}

type SortKey = "name" | "users" | "locations" | "created";

const SORT_VALUES: SortValues<OrganizationSummaryDto, SortKey> = {
  name: (o) => o.name,
  users: (o) => o.userCount,
  locations: (o) => o.locationCount,
  created: (o) => o.createdAt,
};

function OrganizationsTable({
  organizations,
  selectedId,
  impersonating,
  onView,
}: {
  organizations: OrganizationSummaryDto[];
  selectedId: string | null;
  impersonating: boolean;
  onView: (org: OrganizationSummaryDto) => void;
}) {
  const start = useImpersonate();
  const browse = (org: OrganizationSummaryDto) =>
    start
      .mutateAsync(org.id)
      .then(() => toast({ title: "Organization Impersonation Active", description: "Now viewing as the organization" }))
      .catch((error: unknown) => notifyMutationError(error, "Failed to impersonate organization"));

  const { rows, sort, onSort } = useSortedRows(organizations, SORT_VALUES);
  const head = { sort, onSort };
  const actions = (org: OrganizationSummaryDto) => (
    <div className="flex gap-2 max-md:flex-wrap md:justify-end">
      <Button variant="outline" size="sm" onClick={() => onView(org)} aria-label={`View details of ${org.name}`}>
        View Details
      </Button>
      <Button size="sm" onClick={() => void browse(org)} disabled={impersonating || start.isPending} aria-label={`Browse as Admin of ${org.name}`}>
        <Eye aria-hidden="true" />
        Browse as Admin
      </Button>
    </div>
  );

  return (
    <>
      <div className="hidden md:block">
        <Table label="All organizations" className="min-w-0">
          <TableHeader>
            <TableRow>
              <SortableHead label="Name" sortKey="name" {...head} className="w-2/5 max-w-0" />
              <TableHead className={cn(SHOW_FROM.xl, "w-3/5 max-w-0")}>Description</TableHead>
              <SortableHead label="Users" sortKey="users" {...head} align="right" className={TIGHT_COLUMN} />
              <SortableHead label="Locations" sortKey="locations" {...head} align="right" className={TIGHT_COLUMN} />
              <SortableHead label="Created" sortKey="created" {...head} className={cn(SHOW_FROM.xl, TIGHT_COLUMN)} />
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((org) => (
              <TableRow key={org.id} data-state={org.id === selectedId ? "selected" : undefined} data-testid="organization-row">
                <TableCell className="w-2/5 max-w-0 font-medium">
                  <TruncatedText text={org.name} />
                </TableCell>
                <TableCell className={cn(SHOW_FROM.xl, "w-3/5 max-w-0 text-muted-foreground")}>
                  <TruncatedText text={org.description ?? "—"} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{org.userCount}</TableCell>
                <TableCell className="text-right tabular-nums">{org.locationCount}</TableCell>
                <TableCell className={cn(SHOW_FROM.xl, TIGHT_COLUMN)}>{formatDisplayDate(new Date(org.createdAt))}</TableCell>
                <TableCell className={TIGHT_COLUMN}>{actions(org)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden" aria-label="All organizations">
        {rows.map((org) => (
          <li key={org.id} className="space-y-2 py-3 first:pt-0 last:pb-0" data-testid="organization-card">
            <p className="break-words font-medium">{org.name}</p>
            {org.description && <p className="break-words text-sm text-muted-foreground">{org.description}</p>}
            <p className="text-xs text-muted-foreground">
              {org.userCount} {org.userCount === 1 ? "user" : "users"} · {org.locationCount} {org.locationCount === 1 ? "location" : "locations"} ·
              Created {formatDisplayDate(new Date(org.createdAt))}
            </p>
            {actions(org)}
          </li>
        ))}
      </ul>
    </>
  );
}

function LocationsCard({ organization }: { organization: OrganizationSummaryDto }) {
  const { data: locations = [], isLoading } = useQuery(organizationLocationsQuery(organization.id));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Locations — {organization.name}</CardTitle>
        <CardDescription>
          {organization.userCount} {organization.userCount === 1 ? "user" : "users"}, {organization.locationCount}{" "}
          {organization.locationCount === 1 ? "location" : "locations"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading locations..." className="py-8" />
        ) : locations.length === 0 ? (
          <EmptyState icon={MapPin} title="No locations found" />
        ) : (
          <Table label={`Locations of ${organization.name}`} className="min-w-0">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>City</TableHead>
                <TableHead>State</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {locations.map((location) => (
                <TableRow key={location.id}>
                  <TableCell className="font-medium">{location.name}</TableCell>
                  <TableCell>{location.city ?? "—"}</TableCell>
                  <TableCell>{location.state ?? "—"}</TableCell>
                  <TableCell>
                    <Badge variant={location.status === "active" ? "success" : "secondary"}>{locationStatusLabel(location.status)}</Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export default function OrganizationsPage() {
  const { user, isSuperAdmin } = useAuth();
  const { data: organizations = [], isLoading } = useQuery({ ...organizationsQuery, enabled: isSuperAdmin });
  const [selectedId, setSelectedId] = React.useState<string | null>(null);
  const selected = organizations.find((o) => o.id === selectedId) ?? null;

  if (!isSuperAdmin) {
    return (
      <div>
        <PageHeader title="Organizations" />
        <SuperAdminRequired />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Organizations" subtitle="Every organization on the platform. Browse as an admin to see and support one." />
      {user?.impersonation && <ImpersonationCard organizationName={user.impersonation.organizationName} />}
      <Card>
        <CardHeader>
          <CardTitle>All Organizations ({organizations.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <PageSpinner label="Loading organizations..." />
          ) : organizations.length === 0 ? (
            <EmptyState icon={Building} title="No organizations yet" />
          ) : (
            <OrganizationsTable
              organizations={organizations}
              selectedId={selectedId}
              impersonating={!!user?.impersonation}
              onView={(org) => setSelectedId(org.id)}
            />
          )}
        </CardContent>
      </Card>
      {selected ? (
        <LocationsCard organization={selected} />
      ) : (
        organizations.length > 0 && <p className="text-sm text-muted-foreground">Choose View Details to see an organization's locations.</p>
      )}
    </div>
  );
}
