import * as React from "react";
import { BUDGET_WEEK_FIELDS, type BudgetWeekField } from "@shared/domain/budget";
import { centsToDecimalString, formatDollars, sumCents } from "@shared/domain/money";
import { MONEY_INPUT_PROPS } from "@/components/money-input-props";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { readAmount } from "./amounts";
import { type BudgetDto, useUpdateWeeklyActuals } from "./api";

type Values = Record<BudgetWeekField, string>;

const initialValues = (budget: BudgetDto): Values => ({
  weekOneActual: budget.weekOneActual ?? "0",
  weekTwoActual: budget.weekTwoActual ?? "0",
  weekThreeActual: budget.weekThreeActual ?? "0",
  weekFourActual: budget.weekFourActual ?? "0",
});

/**
 * SPEC section 4 row edit: starts with the row's four weekly values; Save sends the four weeks and an
 * actual amount equal to their sum (blank counts as 0), all as decimal strings.
 */
export function WeeklyActualsForm({ budget, onDone }: { budget: BudgetDto; onDone: () => void }) {
  const [values, setValues] = React.useState<Values>(() => initialValues(budget));
  const [showErrors, setShowErrors] = React.useState(false);
  const update = useUpdateWeeklyActuals();
  const idBase = React.useId();

  const results = BUDGET_WEEK_FIELDS.map((field) => readAmount(values[field], "zero"));
  const valid = results.every((r) => r.error === undefined);
  const totalCents = valid ? sumCents(results.map((r) => r.cents ?? 0)) : null;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || totalCents === null) {
      setShowErrors(true);
      return;
    }
    const weeks = Object.fromEntries(
      BUDGET_WEEK_FIELDS.map((field, i) => [field, centsToDecimalString(results[i]!.cents ?? 0)]),
    ) as Values;
    update.mutate(
      { id: budget.id, input: { ...weeks, actualAmount: centsToDecimalString(totalCents) } },
      {
        onSuccess: () => {
          toast({ title: "Budget updated successfully" });
          onDone();
        },
        onError: (error) => notifyMutationError(error, "Failed to update budget"),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Weekly actuals for ${budget.category.name}`}
      className="mt-3 rounded-md border bg-muted/40 p-3"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {BUDGET_WEEK_FIELDS.map((field, i) => {
          const id = `${idBase}-${field}`;
          const error = showErrors ? results[i]!.error : undefined;
          return (
            <div key={field} className="space-y-1">
              <Label htmlFor={id}>Week {i + 1}</Label>
              <Input
                id={id}
                {...MONEY_INPUT_PROPS}
                value={values[field]}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                onFocus={(e) => e.target.select()}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="tabular-nums"
                autoFocus={i === 0}
              />
              {error && (
                <p id={`${id}-error`} className="text-xs font-medium text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Total actual:{" "}
          <span className="font-semibold text-foreground tabular-nums" data-testid="weekly-total">
            {totalCents === null ? "—" : formatDollars(totalCents)}
          </span>
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </div>
    </form>
  );
}
