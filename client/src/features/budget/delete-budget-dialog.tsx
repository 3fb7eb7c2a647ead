import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { type BudgetDto, useDeleteBudget } from "./api";

interface DeleteBudgetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  budget: BudgetDto | null;
  monthLabel: string;
}

export function DeleteBudgetDialog({ open, onOpenChange, budget, monthLabel }: DeleteBudgetDialogProps) {
  const remove = useDeleteBudget();
  const confirm = () => {
    if (!budget) return;
    remove.mutate(budget.id, {
      onSuccess: () => {
        toast({ title: "Budget line deleted successfully" });
        onOpenChange(false);
      },
      onError: (error) => notifyMutationError(error, "Failed to delete budget line"),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={open && !!budget}
      onOpenChange={onOpenChange}
      title={<>Delete the {budget?.category.name} line?</>}
      description={<>This removes the {monthLabel} plan for {budget?.category.name} and its weekly actuals. This cannot be undone.</>}
      confirmLabel="Delete Line"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
