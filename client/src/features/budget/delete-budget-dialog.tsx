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
    <AlertDialog open={open && !!budget} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete the {budget?.category.name} line?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes the {monthLabel} plan for {budget?.category.name} and its weekly actuals. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete Line"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
