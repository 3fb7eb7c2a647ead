import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { centsToDecimalString } from "@shared/domain/money";
import { DialogFormFooter } from "@/components/dialog-form-footer";
import { FormSelectField } from "@/components/form-select-field";
import { FormInputField } from "@/components/form-text-field";
import { MONEY_INPUT_PROPS } from "@/components/money-input-props";
import { byName } from "@/components/select-options";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormDescription } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { readAmount } from "./amounts";
import { plannedAmountField } from "./amount-field";
import { type BudgetCategoryDto, useCreateBudget } from "./api";

const schema = z.object({
  categoryId: z.string().min(1, "Choose a category"),
  plannedAmount: plannedAmountField,
});
type Values = z.infer<typeof schema>;
const FIELDS = ["categoryId", "plannedAmount"] as const;

interface AddBudgetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locationId: string;
  locationName: string;
  month: string;
  monthLabel: string;
  /** Categories without a line this month. */
  categories: BudgetCategoryDto[];
  /** Absent for managers: categories are the organization's, kept by administrators. */
  onManageCategories?: () => void;
}

export function AddBudgetDialog(props: AddBudgetDialogProps) {
  const { open, onOpenChange, locationId, locationName, month, monthLabel, categories, onManageCategories } = props;
  const create = useCreateBudget();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { categoryId: "", plannedAmount: "" } });

  React.useEffect(() => {
    if (open) form.reset({ categoryId: "", plannedAmount: "" });
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) => {
    const plannedAmount = centsToDecimalString(readAmount(values.plannedAmount, "required").cents!);
    create.mutate(
      { locationId, categoryId: values.categoryId, month, plannedAmount },
      {
        onSuccess: () => {
          toast({ title: "Budget line added successfully" });
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, FIELDS);
          notifyMutationError(error, "Failed to add budget line");
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add Budget Line</DialogTitle>
          <DialogDescription>
            Plan a category for {locationName} in {monthLabel}.
          </DialogDescription>
        </DialogHeader>
        {categories.length === 0 ? (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground">
              Every category already has a line this month. Add a category of your own to plan something else.
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              {onManageCategories && <Button onClick={onManageCategories}>Manage Categories</Button>}
            </DialogFooter>
          </div>
        ) : (
          <Form {...form}>
            <form onSubmit={onSubmit} className="space-y-4" noValidate>
              <FormSelectField
                control={form.control}
                name="categoryId"
                label="Category"
                options={byName(categories)}
                placeholder="Select category"
              />
              <FormInputField
                control={form.control}
                name="plannedAmount"
                label="Planned Amount"
                {...MONEY_INPUT_PROPS}
                placeholder="0.00"
                hint={<FormDescription>In dollars, for the whole month.</FormDescription>}
              />
              <DialogFormFooter
                onCancel={() => onOpenChange(false)}
                submitLabel="Add Line"
                pendingLabel="Adding..."
                pending={create.isPending}
              />
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
