import { useQuery } from "@tanstack/react-query";
import { Archive, FileCheck2, MapPin, Plus, Upload } from "lucide-react";
import * as React from "react";
import { toIsoDate } from "@shared/domain/calendar";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { useSelectedLocation } from "@/app/selected-location";
import { serverMessage } from "@/app/unauthorized";
import { hasDraft } from "@/lib/form-draft";
import { extractLicenseDocument, type LicenseDto, licensesQuery } from "./api";
import { AddLicenseDialog, NEW_LICENSE_DRAFT } from "./add-license-dialog";
import { DeleteLicenseDialog } from "./delete-license-dialog";
import { type OnDocumentSelected, prefillFromExtraction } from "./document-prefill";
import { EditLicenseDialog } from "./edit-license-dialog";
import { activeTypeIds, splitLicenses, stateOf } from "./license-lists";
import { LicensesTable } from "./licenses-table";
import { RequirementsCards } from "./requirements-cards";
import { ViewLicenseDialog } from "./view-license-dialog";

/** The add dialog reads each chosen document on the server and prefills the form from it. */
const readLicenseDocument: OnDocumentSelected = async (file, signal) =>
  prefillFromExtraction(await extractLicenseDocument(file, signal));

function useDialogTarget() {
  // The target outlives the open flag so a dialog keeps its content while it animates closed.
  const [target, setTarget] = React.useState<LicenseDto | null>(null);
  const [open, setOpen] = React.useState(false);
  const start = React.useCallback((license: LicenseDto) => {
    setTarget(license);
    setOpen(true);
  }, []);
  return { target, open, setOpen, start };
}

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

export default function LicensesPage() {
  const { selectedLocation } = useSelectedLocation();
  const locationId = selectedLocation?.id ?? null;
  const { data, isLoading, error } = useQuery(licensesQuery(locationId));
  // Back from a sign-in with an unsaved Upload License form: open it again with its text.
  const [adding, setAdding] = React.useState(() => hasDraft(NEW_LICENSE_DRAFT));
  const view = useDialogTarget();
  const edit = useDialogTarget();
  const remove = useDialogTarget();
  const today = toIsoDate(new Date());

  const { active, inactive } = React.useMemo(() => splitLicenses(data ?? []), [data]);
  const heldTypeIds = React.useMemo(() => activeTypeIds(data ?? []), [data]);
  const actions = { onView: view.start, onEdit: edit.start, onDelete: remove.start };

  const header = (
    <PageHeader
      title="License Management"
      subtitle={`Track all required licenses for ${selectedLocation?.name ?? "your location"}`}
      actions={
        <Button onClick={() => setAdding(true)} disabled={!locationId}>
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
        <Card>
          <CardContent className="p-0 sm:p-0">
            <EmptyState
              icon={MapPin}
              title="No location selected"
              description="Add a location under Organization, then choose it in the top bar to track its licenses."
            />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      {isLoading ? (
        <PageSpinner label="Loading licenses..." />
      ) : error ? (
        <Card>
          <CardContent className="p-0 sm:p-0">
            <EmptyState title="Could not load the licenses" description={serverMessage(error)} />
          </CardContent>
        </Card>
      ) : (
        <>
          <Section title={`Active Licenses (${active.length})`} icon={FileCheck2}>
            {active.length === 0 ? (
              <EmptyState
                icon={FileCheck2}
                title="No active licenses found"
                className="py-6"
                action={
                  <Button onClick={() => setAdding(true)}>
                    <Plus aria-hidden="true" />
                    Add First License
                  </Button>
                }
              />
            ) : (
              <LicensesTable licenses={active} label="Active licenses" today={today} variant="active" {...actions} />
            )}
          </Section>
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
      <RequirementsCards locationName={selectedLocation.name} state={stateOf(selectedLocation)} heldTypeIds={heldTypeIds} />

      <AddLicenseDialog
        open={adding}
        onOpenChange={setAdding}
        locationId={selectedLocation.id}
        onFileSelected={readLicenseDocument}
      />
      <ViewLicenseDialog open={view.open} onOpenChange={view.setOpen} license={view.target} today={today} />
      <EditLicenseDialog open={edit.open} onOpenChange={edit.setOpen} license={edit.target} />
      <DeleteLicenseDialog open={remove.open} onOpenChange={remove.setOpen} license={remove.target} />
    </div>
  );
}
