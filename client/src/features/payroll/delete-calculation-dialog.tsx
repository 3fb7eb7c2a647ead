import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { formatDisplayDate } from "@shared/domain/dates";
import { type PayrollRecordDto, useDeleteCalculationWithUndo } from "./api";

interface DeleteCalculationDialogProps {
  open: boolean;
  record: PayrollRecordDto | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

export function DeleteCalculationDialog({ open, record, onOpenChange, onDeleted }: DeleteCalculationDialogProps) {
  const remove = useDeleteCalculationWithUndo();
  const confirm = () => {
    if (!record) return;
    // The breakdown closes first, so its query is not refetched for a record that is gone.
    onDeleted();
    onOpenChange(false);
    remove(record);
  };
  return (
    <ConfirmDeleteDialog
      open={open && !!record}
      onOpenChange={onOpenChange}
      title={<>Delete this calculation?</>}
      description={<>The tip calculation for the week ending {record ? formatDisplayDate(record.weekEnding) : ""} ({record?.fileName}) is removed. The
            files are not kept, so you would upload them again to recalculate.</>}
      confirmLabel="Delete Calculation"
      pending={false}
      onConfirm={confirm}
    />
  );
}
