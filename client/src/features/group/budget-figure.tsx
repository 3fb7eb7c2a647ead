import { formatDollars } from "@shared/domain/money";
import { cn } from "@/lib/utils";
import type { BudgetFigureDto } from "./api";

/** "$1,200.00 / $1,500.00" over "$300.00 left" (or "over"): one cell of the group budget. */
export function Figure({ figure }: { figure: BudgetFigureDto | null }) {
  if (!figure) return <span className="text-muted-foreground">—</span>;
  const over = figure.variance.startsWith("-");
  return (
    <span className="block whitespace-nowrap text-right tabular-nums">
      {formatDollars(figure.actual)} <span className="text-muted-foreground">/ {formatDollars(figure.planned)}</span>
      <span className={cn("block text-xs", over ? "text-destructive" : "text-muted-foreground")}>
        {over ? `${formatDollars(figure.variance.slice(1))} over` : `${formatDollars(figure.variance)} left`}
      </span>
    </span>
  );
}
