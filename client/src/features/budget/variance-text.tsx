import type { BudgetVariance } from "@shared/domain/budget";
import { formatDollars } from "@shared/domain/money";
import { cn } from "@/lib/utils";

/** "$250.00 under budget" (green), "$80.00 over budget" (red) or "On budget". */
export function VarianceText({ variance, className }: { variance: BudgetVariance; className?: string }) {
  if (variance.direction === "on") return <span className={cn("font-medium text-muted-foreground", className)}>On budget</span>;
  const over = variance.direction === "over";
  return (
    <span className={cn("font-medium", over ? "text-destructive" : "text-success", className)} data-variance={variance.direction}>
      {formatDollars(variance.cents)} {over ? "over budget" : "under budget"}
    </span>
  );
}
