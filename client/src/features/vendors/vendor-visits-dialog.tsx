import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/app/unauthorized";
import { vendorRecordsQuery } from "@/features/binder/api";
import { RecordList } from "@/features/binder/record-list";
import type { VendorDto } from "./api";

/** The visits a vendor made: every completion recorded as done by it, newest first, with its proof. */
export function VendorVisitsDialog({ open, vendor, onOpenChange }: { open: boolean; vendor: VendorDto | null; onOpenChange: (open: boolean) => void }) {
  const { data, isLoading, error } = useQuery(vendorRecordsQuery(open ? (vendor?.id ?? null) : null));
  return (
    <Dialog open={open && !!vendor} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Service visits: {vendor?.name}</DialogTitle>
          <DialogDescription>Completions recorded as done by this vendor.</DialogDescription>
        </DialogHeader>
        {isLoading ? (
          <Spinner label="Loading visits..." />
        ) : error ? (
          <p className="text-sm text-destructive">Could not load the visits: {serverMessage(error)}</p>
        ) : (
          <RecordList records={data ?? []} label={`Visits of ${vendor?.name ?? "the vendor"}`} />
        )}
      </DialogContent>
    </Dialog>
  );
}
