import { useQuery } from "@tanstack/react-query";
import { Archive, FileCheck2, MapPin, Plus, Search, Upload } from "lucide-react";
import * as React from "react";
import { LICENSE_STATUS_OPTIONS } from "@shared/domain/labels";
import { type LicenseStatusFilter, matchesLicenseSearch, matchesLicenseStatus } from "@shared/domain/license-filter";
import { SearchInput } from "@/components/search-input";
import { PageHeader } from "@/components/page-header";
import { SelectOptions } from "@/components/select-options";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState, EmptyStateCard } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { useLocationToday } from "@/app/location-today";
import { useSelectedLocation } from "@/app/selected-location";
import { notifyMutationError, serverMessage } from "@/app/unauthorized";
import { toast } from "@/components/ui/use-toast";
import { hasDraft } from "@/lib/form-draft";
import { useDialogTarget } from "@/lib/use-dialog-target";
import { extractLicenseDocument, type LicenseDto, licensesQuery, useArchiveLicense } from "./api";
import { AddLicenseDialog, NEW_LICENSE_DRAFT } from "./add-license-dialog";
import { DeleteLicenseDialog } from "./delete-license-dialog";
import { type OnDocumentSelected, prefillFromExtraction } from "./document-prefill";
import { EditLicenseDialog } from "./edit-license-dialog";
import { activeTypeIds, splitLicenses, stateOf } from "./license-lists";
import { LicensesTable } from "./licenses-table";
import { RequirementsCards } from "./requirements-cards";
import { RenewLicenseDialog } from "./renew-license-dialog";
import { RenewalSubmittedDialog } from "./renewal-submitted-dialog";
import { useRenewFromLink } from "./use-renew-from-link";
import { ViewLicenseDialog } from "./view-license-dialog";

/** The add dialog reads each chosen document on the server and prefills the form from it. */
const readLicenseDocument: OnDocumentSelected = async (file, signal, onProgress) =>
  prefillFromExtraction(await extractLicenseDocument(file, signal, onProgress));

function Section({ title, icon: Icon, children }: { title: string; icon: typeof FileCheck2; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle id={id} className="flex items-center gap-2 text-base sm:text-lg">
            <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

interface FilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  status: LicenseStatusFilter;
  onStatus: (status: LicenseStatusFilter) => void;
}

function FilterBar({ search, onSearch, status, onStatus }: FilterBarProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchInput value={search} onChange={onSearch} placeholder="Search licenses..." label="Search licenses by type, number, category or notes" className="sm:w-80" />
      <Select value={status} onValueChange={(v) => onStatus(v as LicenseStatusFilter)}>
        <SelectTrigger className="sm:w-48" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Statuses</SelectItem>
          <SelectOptions options={LICENSE_STATUS_OPTIONS} />
        </SelectContent>
      </Select>
    </div>
  );
}

export default function LicensesPage() {
  const { selectedLocation } = useSelectedLocation();
  const { can } = useAuth();
  const locationId = selectedLocation?.id ?? null;
  const { data, isLoading, error } = useQuery(licensesQuery(locationId));
  // Back from a sign-in with an unsaved Upload License form: open it again with its text.
  const [adding, setAdding] = React.useState(() => hasDraft(NEW_LICENSE_DRAFT));
  // The license type a Missing requirement's Upload button asked for; null from the header's button.
  const [addingType, setAddingType] = React.useState<string | null>(null);
  const startAdding = (licenseTypeId: string | null = null) => {
    setAddingType(licenseTypeId);
    setAdding(true);
  };
  const [search, setSearch] = React.useState("");
  const [status, setStatus] = React.useState<LicenseStatusFilter>("all");
  const view = useDialogTarget<LicenseDto>();
  const edit = useDialogTarget<LicenseDto>();
  const remove = useDialogTarget<LicenseDto>();
  const renewing = useDialogTarget<LicenseDto>();
  const submitted = useDialogTarget<LicenseDto>();
  // The expiry notification links to /licenses?renew=<id>: its Renew dialog opens once the licenses are in.
  useRenewFromLink(data, renewing.start);
  // The location's date (its time zone's), as the server's one rule judges its licenses.
  const today = useLocationToday();

  const total = data?.length ?? 0;
  const filtering = search.trim() !== "" || status !== "all";
  const shown = React.useMemo(
    () => (data ?? []).filter((l) => matchesLicenseSearch(l, search) && matchesLicenseStatus(l, status, today)),
    [data, search, status, today],
  );
  const { active, inactive } = React.useMemo(() => splitLicenses(shown), [shown]);
  const heldTypeIds = React.useMemo(() => activeTypeIds(data ?? []), [data]);
  const archive = useArchiveLicense();
  const archiveOnly = (license: LicenseDto) =>
    archive.mutate(license.id, {
      onSuccess: () => toast({ title: "License archived successfully" }),
      onError: (error) => notifyMutationError(error, "Failed to archive license"),
    });
  const renewal = { onRenew: renewing.start, onRenewalSubmitted: submitted.start };
  const actions = can("records.delete")
    ? { onView: view.start, onEdit: edit.start, onDelete: remove.start, ...renewal }
    : { onView: view.start, onEdit: edit.start, onArchive: archiveOnly, ...renewal };

  const header = (
    <PageHeader
      title="License Management"
      subtitle={`Track all required licenses for ${selectedLocation?.name ?? "your location"}`}
      actions={
        <Button onClick={() => startAdding()} disabled={!locationId}>
          <Upload aria-hidden="true" />
          Upload License
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
          description="Add a location under Organization, then choose it in the top bar to track its licenses."
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      {isLoading ? (
        <PageSpinner label="Loading licenses..." />
      ) : error ? (
        <EmptyStateCard title="Could not load the licenses" description={serverMessage(error)} />
      ) : (
        <>
          {total > 0 && <FilterBar search={search} onSearch={setSearch} status={status} onStatus={setStatus} />}
          {filtering && shown.length === 0 && (
            <EmptyStateCard icon={Search} title="No licenses match your search." />
          )}
          {(!filtering || active.length > 0) && (
            <Section title={`Active Licenses (${active.length})`} icon={FileCheck2}>
              {active.length === 0 ? (
                <EmptyState
                  icon={FileCheck2}
                  title="No active licenses found"
                  className="py-6"
                  action={
                    <Button onClick={() => startAdding()}>
                      <Plus aria-hidden="true" />
                      Add First License
                    </Button>
                  }
                />
              ) : (
                <LicensesTable licenses={active} label="Active licenses" today={today} variant="active" {...actions} />
              )}
            </Section>
          )}
          {inactive.length > 0 && (
            <Section title={`Expired & Archived Licenses (${inactive.length})`} icon={Archive}>
              <LicensesTable
                licenses={inactive}
                label="Expired and archived licenses"
                today={today}
                variant="inactive"
                {...actions}
              />
            </Section>
          )}
        </>
      )}
      <RequirementsCards location={selectedLocation} state={stateOf(selectedLocation)} heldTypeIds={heldTypeIds} onUpload={startAdding} />

      <AddLicenseDialog
        open={adding}
        onOpenChange={setAdding}
        locationId={selectedLocation.id}
        locationState={stateOf(selectedLocation)}
        locationIdentity={selectedLocation}
        licenses={data ?? []}
        licenseTypeId={addingType}
        onFileSelected={readLicenseDocument}
      />
      <ViewLicenseDialog
        open={view.open}
        onOpenChange={view.setOpen}
        license={view.target}
        today={today}
        onRenew={(license) => {
          view.setOpen(false);
          renewing.start(license);
        }}
      />
      <RenewLicenseDialog open={renewing.open} onOpenChange={renewing.setOpen} license={renewing.target} onFileSelected={readLicenseDocument} />
      <RenewalSubmittedDialog open={submitted.open} onOpenChange={submitted.setOpen} license={submitted.target} today={today} />
      <EditLicenseDialog open={edit.open} onOpenChange={edit.setOpen} license={edit.target} />
      <DeleteLicenseDialog open={remove.open} onOpenChange={remove.setOpen} license={remove.target} />
    </div>
  );
}
