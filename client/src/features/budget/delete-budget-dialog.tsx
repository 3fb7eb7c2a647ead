import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyMutationError } from "@/app/unauthorized";
import { toastWithUndo } from "@/features/trash/undo-delete-toast";
import { type BudgetDto, createBudget, updateWeeklyActuals, useDeleteBudget } from "./api";

/** The line written again as it was: its plan, then its weekly actuals. */
async function recreate(line: BudgetDto) {
  const again = await createBudget({ locationId: line.locationId, categoryId: line.categoryId, month: line.month, plannedAmount: line.plannedAmount });
  const { weekOneActual, weekTwoActual, weekThreeActual, weekFourActual } = line;
  if ([weekOneActual, weekTwoActual, weekThreeActual, weekFourActual].some((w) => Number(w) !== 0)) {
    await updateWeeklyActuals({ id: again.id, input: { weekOneActual, weekTwoActual, weekThreeActual, weekFourActual, actualAmount: line.actualAmount } });
  }
}

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
        toastWithUndo({ title: "Budget line deleted successfully", name: `The ${budget.category.name} line`, undo: () => recreate(budget) });
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
      description={<>This removes the {monthLabel} plan for {budget?.category.name} and its weekly actuals.</>}
      confirmLabel="Delete Line"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
