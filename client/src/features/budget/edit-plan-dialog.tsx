import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { centsToDecimalString } from "@shared/domain/money";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { readAmount } from "./amounts";
import { plannedAmountField } from "./amount-field";
import { type BudgetDto, useUpdatePlannedAmount } from "./api";

const schema = z.object({ plannedAmount: plannedAmountField });
type Values = z.infer<typeof schema>;

interface EditPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  budget: BudgetDto | null;
  monthLabel: string;
}

export function EditPlanDialog({ open, onOpenChange, budget, monthLabel }: EditPlanDialogProps) {
  const update = useUpdatePlannedAmount();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { plannedAmount: "" } });

  React.useEffect(() => {
    if (open && budget) form.reset({ plannedAmount: budget.plannedAmount });
  }, [open, budget, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (!budget) return;
    const plannedAmount = centsToDecimalString(readAmount(values.plannedAmount, "required").cents!);
    update.mutate(
      { id: budget.id, plannedAmount },
      {
        onSuccess: () => {
          toast({ title: "Budget updated successfully" });
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ["plannedAmount"]);
          notifyMutationError(error, "Failed to update budget");
        },
      },
    );
  });

  return (
    <Dialog open={open && !!budget} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Edit Plan</DialogTitle>
          <DialogDescription>
            Planned amount for {budget?.category.name} in {monthLabel}.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <FormField
              control={form.control}
              name="plannedAmount"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Planned Amount</FormLabel>
                  <FormControl>
                    <Input type="number" inputMode="decimal" step="0.01" min="0" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
