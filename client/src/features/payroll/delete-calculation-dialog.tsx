import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { formatDisplayDate } from "@shared/domain/dates";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { type PayrollRecordDto, useDeleteCalculation } from "./api";

interface DeleteCalculationDialogProps {
  open: boolean;
  record: PayrollRecordDto | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

export function DeleteCalculationDialog({ open, record, onOpenChange, onDeleted }: DeleteCalculationDialogProps) {
  const remove = useDeleteCalculation();
  const confirm = () => {
    if (!record) return;
    // The breakdown closes first, so its query is not refetched for a record that is gone.
    onDeleted();
    remove.mutate(record.id, {
      onSuccess: () => {
        toast({ title: "Payroll calculation deleted" });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to delete payroll calculation"),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={open && !!record}
      onOpenChange={onOpenChange}
      title={<>Delete this calculation?</>}
      description={<>The tip calculation for the week ending {record ? formatDisplayDate(record.weekEnding) : ""} ({record?.fileName}) is removed. The
            files are not kept, so you would upload them again to recalculate.</>}
      confirmLabel="Delete Calculation"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
