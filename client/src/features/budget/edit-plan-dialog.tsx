import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { centsToDecimalString } from "@shared/domain/money";
import { FormDialog } from "@/components/form-dialog";
import { FormInputField } from "@/components/form-text-field";
import { MONEY_INPUT_PROPS } from "@/components/money-input-props";
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
    <FormDialog
      open={open && !!budget}
      onOpenChange={onOpenChange}
      title="Edit Plan"
      description={<>Planned amount for {budget?.category.name} in {monthLabel}.</>}
      className="max-w-md"
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save Changes"
      pending={update.isPending}
    >
      <FormInputField control={form.control} name="plannedAmount" label="Planned Amount" {...MONEY_INPUT_PROPS} />
    </FormDialog>
  );
}
