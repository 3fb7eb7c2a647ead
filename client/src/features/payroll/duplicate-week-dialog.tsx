import { formatDisplayDate } from "@shared/domain/dates";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";

interface DuplicateWeekDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  weekEnding: string;
  /** Absent while the list that names it is still loading (after a 409 from the server). */
  onOpenExisting: (() => void) | null;
  onReplace: () => void;
  pending: boolean;
}

/** Issue 24: a week that already has a calculation at the location is opened or replaced, never doubled. */
export function DuplicateWeekDialog({ open, onOpenChange, weekEnding, onOpenExisting, onReplace, pending }: DuplicateWeekDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="This week already has a calculation"
      description={
        <>
          The week ending {weekEnding ? formatDisplayDate(weekEnding) : ""} was already calculated for this location. Open that calculation, or
          replace it with these files (the old one is deleted).
        </>
      }
      confirmLabel="Replace it"
      pendingLabel="Replacing..."
      confirmVariant="destructive"
      pending={pending}
      onConfirm={onReplace}
      extraActions={
        <Button variant="outline" onClick={() => onOpenExisting?.()} disabled={pending || !onOpenExisting}>
          Open it
        </Button>
      }
    />
  );
}
