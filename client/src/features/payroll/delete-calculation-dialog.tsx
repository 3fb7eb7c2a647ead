import { formatDisplayDate } from "@shared/domain/dates";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
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
    <AlertDialog open={open && !!record} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this calculation?</AlertDialogTitle>
          <AlertDialogDescription>
            The tip calculation for the week ending {record ? formatDisplayDate(record.weekEnding) : ""} ({record?.fileName}) is removed. The
            files are not kept, so you would upload them again to recalculate.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Calculation"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
