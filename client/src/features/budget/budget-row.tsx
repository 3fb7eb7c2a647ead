import { MoreHorizontal, Pencil, Trash2, TrendingUp } from "lucide-react";
import { budgetProgressOf, budgetVariance } from "@shared/domain/budget";
import { formatDollars, parseMoneyToCentsStrict } from "@shared/domain/money";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Progress } from "@/components/ui/progress";
import type { BudgetDto } from "./api";
import { BAND_BAR_CLASS, formatPercent } from "./progress-style";
import { VarianceText } from "./variance-text";
import { WeeklyActualsForm } from "./weekly-actuals-form";

interface BudgetRowProps {
  budget: BudgetDto;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  /** Administrators: change the plan or delete the line. */
  onEditPlan?: () => void;
  onDelete?: () => void;
}

export function BudgetRow({ budget, editing, onEdit, onDoneEditing, onEditPlan, onDelete }: BudgetRowProps) {
  const planned = parseMoneyToCentsStrict(budget.plannedAmount);
  const actual = parseMoneyToCentsStrict(budget.actualAmount);
  const { percent, band } = budgetProgressOf(actual, planned);
  const name = budget.category.name;

  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="budget-row" data-category={name}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h3 className="font-semibold">{name}</h3>
          {budget.category.description && <p className="text-sm text-muted-foreground">{budget.category.description}</p>}
        </div>
        <div className="shrink-0 sm:text-right">
          <p className="font-semibold tabular-nums" data-testid="budget-amounts">
            {formatDollars(actual)} <span className="font-normal text-muted-foreground">/ {formatDollars(planned)}</span>
          </p>
          <p className="text-xs" data-testid="budget-variance">
            <VarianceText variance={budgetVariance(actual, planned)} />
          </p>
        </div>
      </div>
      <Progress
        className="mt-3"
        value={percent}
        indicatorClassName={BAND_BAR_CLASS[band]}
        aria-label={`${name} budget used`}
        data-band={band}
        data-testid="budget-progress"
      />
      <div className="mt-2 flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-testid="budget-percent">
          {formatPercent(percent)} of budget used
        </p>
        {!editing && (
          <div className="flex items-center gap-1">
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Update actuals for ${name}`}>
              <TrendingUp aria-hidden="true" />
              Update Actuals
            </Button>
            {onEditPlan && onDelete && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon" className="size-9" aria-label={`More actions for ${name}`}>
                    <MoreHorizontal aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={onEditPlan}>
                    <Pencil aria-hidden="true" />
                    Edit Plan
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
                    <Trash2 aria-hidden="true" />
                    Delete Line
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </div>
        )}
      </div>
      {editing && <WeeklyActualsForm budget={budget} onDone={onDoneEditing} />}
    </li>
  );
}
