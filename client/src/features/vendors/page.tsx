import { useQuery } from "@tanstack/react-query";
import { Building2, FileDown, MapPin, Plus, Search } from "lucide-react";
import * as React from "react";
import { matchesVendorSearch, vendorCategoryCounts } from "@shared/domain/vendors";
import { SearchInput } from "@/components/search-input";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState, EmptyStateCard } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { useLocationToday } from "@/app/location-today";
import { useSelectedLocation } from "@/app/selected-location";
import { serverMessage } from "@/app/unauthorized";
import { downloadText, slug } from "@/lib/download";
import { hasDraft } from "@/lib/form-draft";
import { useDialogTarget } from "@/lib/use-dialog-target";
import { type VendorDto, vendorsQuery } from "./api";
import { vendorsCsv } from "./csv";
import { DeleteVendorDialog } from "./delete-vendor-dialog";
import { SummaryCards } from "./summary-cards";
import { NEW_VENDOR_DRAFT, VendorFormDialog } from "./vendor-form-dialog";
import { VendorsTable } from "./vendors-table";
import { VendorVisitsDialog } from "./vendor-visits-dialog";

const ALL = "all";

export default function VendorsPage() {
  const { selectedLocation } = useSelectedLocation();
  const { can } = useAuth();
  const locationId = selectedLocation?.id ?? null;
  const { data, isLoading, error } = useQuery(vendorsQuery(locationId));
  const vendors = React.useMemo(() => data ?? [], [data]);
  const [search, setSearch] = React.useState("");
  const [category, setCategory] = React.useState<string>(ALL);
  // Back from a sign-in with an unsaved Add Vendor form: open it again with its text.
  const [adding, setAdding] = React.useState(() => hasDraft(NEW_VENDOR_DRAFT));
  const edit = useDialogTarget<VendorDto>();
  const remove = useDialogTarget<VendorDto>();
  const visits = useDialogTarget<VendorDto>();
  const onDelete = can("records.delete") ? remove.start : undefined;
  const today = useLocationToday();

  // SPEC: 'All Categories' plus the categories present; a filter whose category is gone falls back to all.
  const present = React.useMemo(() => vendorCategoryCounts(vendors), [vendors]);
  const activeCategory = category !== ALL && present.some((c) => c.category === category) ? category : ALL;
  const visible = React.useMemo(
    () => vendors.filter((v) => (activeCategory === ALL || v.category === activeCategory) && matchesVendorSearch(v, search)),
    [vendors, activeCategory, search],
  );

  const exportCsv = () => {
    const name = selectedLocation ? slug(selectedLocation.name) : "location";
    downloadText(`vendors-${name}-${today}.csv`, vendorsCsv(visible));
  };

  const header = (
    <PageHeader
      title="Vendor Management"
      subtitle={`Manage vendors and service schedules for ${selectedLocation?.name ?? "your location"}`}
      actions={
        <Button onClick={() => setAdding(true)} disabled={!locationId}>
          <Plus aria-hidden="true" />
          Add Vendor
        </Button>
      }
    />
  );

  if (!selectedLocation) {
    return (
      <div>
        {header}
        <EmptyStateCard
          icon={MapPin}
          title="No location selected"
          description="Add a location under Organization, then choose it in the top bar to manage its vendors."
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      {isLoading ? (
        <PageSpinner label="Loading vendors..." />
      ) : error ? (
        <EmptyStateCard title="Could not load the vendors" description={serverMessage(error)} />
      ) : (
        <>
          <SummaryCards vendors={vendors} />
          <Card>
            <CardContent className="space-y-4 p-4 sm:p-6">
              <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
                <div className="flex flex-col gap-2 sm:flex-row">
                  <SearchInput value={search} onChange={setSearch} placeholder="Search vendors..." label="Search vendors by name, contact or category" />
                  <Select value={activeCategory} onValueChange={setCategory}>
                    <SelectTrigger className="sm:w-52" aria-label="Filter by category">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={ALL}>All Categories</SelectItem>
                      {present.map((c) => (
                        <SelectItem key={c.category} value={c.category}>
                          {c.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <Button variant="outline" onClick={exportCsv} disabled={visible.length === 0} className="self-start lg:self-auto">
                  <FileDown aria-hidden="true" />
                  Export CSV
                </Button>
              </div>
              {vendors.length === 0 ? (
                <EmptyState icon={Building2} title="No vendors found. Click 'Add Vendor' to get started." />
              ) : visible.length === 0 ? (
                <EmptyState icon={Search} title="No vendors match your filters" />
              ) : (
                <VendorsTable vendors={visible} today={today} onEdit={edit.start} onVisits={visits.start} onDelete={onDelete} />
              )}
            </CardContent>
          </Card>
        </>
      )}

      <VendorFormDialog open={adding} onOpenChange={setAdding} locationId={selectedLocation.id} />
      <VendorFormDialog open={edit.open} onOpenChange={edit.setOpen} locationId={selectedLocation.id} vendor={edit.target} />
      <DeleteVendorDialog open={remove.open} onOpenChange={remove.setOpen} vendor={remove.target} />
      <VendorVisitsDialog open={visits.open} onOpenChange={visits.setOpen} vendor={visits.target} />
    </div>
  );
}
