import { useQuery } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import * as React from "react";
import { locationToday } from "@shared/domain/time-zone";
import { PageHeader } from "@/components/page-header";
import { EmptyStateCard } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { NoAccess } from "@/components/no-access";
import { useAuth } from "@/app/auth";
import { useSelectedLocation } from "@/app/selected-location";
import { notifyMutationError, serverMessage } from "@/app/unauthorized";
import { toast } from "@/components/ui/use-toast";
import { payrollDetailQuery, payrollListQuery, type PayrollRecordDto, type PayrollUploadInput, useUploadPayroll } from "./api";
import { CalculationView } from "./calculation-view";
import { DeleteCalculationDialog } from "./delete-calculation-dialog";
import { HowToCard } from "./how-to-card";
import { PoliciesCard } from "./policies-card";
import { RecentCalculations } from "./recent-calculations";
import { UploadCard } from "./upload-card";

interface OpenCalculationProps {
  id: string;
  /** Changes every time a calculation is opened, also the one already open: each opening brings it into view. */
  openedAt: number;
  onClose: () => void;
  onDelete?: (record: PayrollRecordDto) => void;
  /** The files of this calculation are still in memory (just uploaded): a merged spelling can be kept apart. */
  onKeepApart?: (spelling: string) => void;
  keepingApart?: boolean;
}

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The breakdown below the list. Issue 24: opening one scrolls it into view once it has loaded (not to the spinner
 * that came first) and moves focus to its heading, so keyboard and screen-reader users land on it too.
 */
function OpenCalculation({ id, openedAt, onClose, onDelete, onKeepApart, keepingApart }: OpenCalculationProps) {
  const { data, isLoading, error } = useQuery(payrollDetailQuery(id));
  const ref = React.useRef<HTMLDivElement>(null);
  const shownFor = React.useRef<number | null>(null);
  const settled = !isLoading;
  React.useEffect(() => {
    if (!settled || shownFor.current === openedAt || !ref.current) return;
    shownFor.current = openedAt;
    ref.current.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    ref.current.querySelector<HTMLElement>("[data-breakdown-heading]")?.focus({ preventScroll: true });
  }, [settled, openedAt]);
  return (
    <div ref={ref} className="scroll-mt-20">
      {isLoading ? (
        <Spinner label="Loading the breakdown..." className="py-10" />
      ) : error || !data ? (
        <EmptyStateCard title="Could not load this calculation" description={serverMessage(error)} />
      ) : (
        <CalculationView calculation={data} onClose={onClose} onDelete={onDelete} onKeepApart={onKeepApart} keepingApart={keepingApart} />
      )}
    </div>
  );
}

/** Staff see payroll only when their organization shares it (shared/domain/permissions.ts). */
export default function PayrollPage() {
  const { can } = useAuth();
  if (!can("payroll.see")) {
    return (
      <NoAccess
        page="Payroll Calculator"
        title="Payroll is not shared with staff"
        description="Your organization keeps payroll and tip calculations to managers and administrators."
      />
    );
  }
  return <PayrollScreen canDelete={can("payroll.delete")} />;
}

function PayrollScreen({ canDelete }: { canDelete: boolean }) {
  const { selectedLocation } = useSelectedLocation();
  const locationId = selectedLocation?.id ?? null;
  const list = useQuery(payrollListQuery(locationId));
  const [open, setOpenState] = React.useState<{ id: string; locationId: string; openedAt: number } | null>(null);
  const setOpen = (next: { id: string; locationId: string } | null) => setOpenState(next && { ...next, openedAt: Date.now() });
  // The target outlives the open flag so the dialog keeps its text while it animates closed.
  const [deleteTarget, setDeleteTarget] = React.useState<PayrollRecordDto | null>(null);
  const [deleting, setDeleting] = React.useState(false);
  // The last upload's request (its files in memory): splitting a merge of names uploads them again with keepApart.
  const [lastUpload, setLastUpload] = React.useState<{ recordId: string; sent: PayrollUploadInput } | null>(null);
  const reupload = useUploadPayroll();
  const keepApart = (spelling: string) => {
    if (!lastUpload) return;
    const sent = { ...lastUpload.sent, keepApart: [...(lastUpload.sent.keepApart ?? []), spelling] };
    reupload.mutate(
      { ...sent, replace: true },
      {
        onSuccess: (c) => {
          setLastUpload({ recordId: c.record.id, sent });
          setOpen({ id: c.record.id, locationId: c.record.locationId });
          toast({ title: `"${spelling}" is now counted as a person of its own` });
        },
        onError: (error) => notifyMutationError(error, "Could not keep the names apart"),
      },
    );
  };
  // A calculation of another location closes when the location changes.
  const openId = open && open.locationId === locationId ? open.id : null;

  const header = (
    <PageHeader
      title="Payroll Calculator"
      subtitle={selectedLocation ? `Calculate tip distribution for ${selectedLocation.name}` : "Calculate tip distribution from payroll files"}
    />
  );

  if (!selectedLocation) {
    return (
      <div>
        {header}
        <EmptyStateCard
          icon={MapPin}
          title="No location selected"
          description="Add a location under Organization, then choose it in the top bar to calculate its tips."
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      {/* Wide screens: upload, tip policies and the list on the left, the how-to card on the right, the open breakdown full width below. */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <UploadCard
            // A new location starts from its own pay week.
            key={selectedLocation.id}
            locationId={selectedLocation.id}
            payWeekEndDay={selectedLocation.payWeekEndDay}
            today={locationToday(selectedLocation, new Date())}
            records={list.data}
            onCalculated={(c, sent) => {
              setLastUpload({ recordId: c.record.id, sent });
              setOpen({ id: c.record.id, locationId: c.record.locationId });
            }}
            onOpenExisting={(id) => setOpen({ id, locationId: selectedLocation.id })}
          />
        </div>
        <div className="lg:col-start-3 lg:row-span-3 lg:row-start-1">
          <HowToCard />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <PoliciesCard locationId={selectedLocation.id} state={selectedLocation.state} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <RecentCalculations
            records={list.data}
            isLoading={list.isLoading}
            error={list.error ? (serverMessage(list.error) ?? "Something went wrong") : null}
            openId={openId}
            onOpen={(id) => setOpen({ id, locationId: selectedLocation.id })}
          />
        </div>
        {openId && (
          <div className="min-w-0 lg:col-span-3">
            <OpenCalculation
              id={openId}
              openedAt={open?.openedAt ?? 0}
              onClose={() => setOpen(null)}
              onKeepApart={lastUpload?.recordId === openId ? keepApart : undefined}
              keepingApart={reupload.isPending}
              onDelete={
                canDelete
                  ? (record) => {
                      setDeleteTarget(record);
                      setDeleting(true);
                    }
                  : undefined
              }
            />
          </div>
        )}
      </div>

      <DeleteCalculationDialog open={deleting} record={deleteTarget} onOpenChange={setDeleting} onDeleted={() => setOpen(null)} />
    </div>
  );
}
