import { DollarSign, Gauge, Receipt, type LucideIcon } from "lucide-react";
import type * as React from "react";
import type { BudgetTotals } from "@shared/domain/budget";
import { budgetVariance } from "@shared/domain/budget";
import { formatDollars } from "@shared/domain/money";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { BAND_BAR_CLASS, formatPercent } from "./progress-style";
import { VarianceText } from "./variance-text";

interface SummaryCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  testId: string;
  children?: React.ReactNode;
}

function SummaryCard({ title, value, icon: Icon, testId, children }: SummaryCardProps) {
  return (
    <Card>
      <CardContent className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
            <p className="mt-1 truncate text-2xl font-bold tabular-nums" data-testid={testId}>
              {value}
            </p>
          </div>
          <span className="rounded-md bg-accent p-2 text-accent-foreground">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/** Total Planned, Total Actual and Overall Progress (with a bar) for the month. */
export function SummaryCards({ totals, monthLabel }: { totals: BudgetTotals; monthLabel: string }) {
  const variance = budgetVariance(totals.actualCents, totals.plannedCents);
  return (
    <section aria-label="Budget summary" className="grid gap-3 sm:grid-cols-3 lg:gap-4">
      <SummaryCard title="Total Planned" value={formatDollars(totals.plannedCents)} icon={DollarSign} testId="total-planned">
        <p className="mt-0.5 truncate text-xs text-muted-foreground">{monthLabel}</p>
      </SummaryCard>
      <SummaryCard title="Total Actual" value={formatDollars(totals.actualCents)} icon={Receipt} testId="total-actual">
        <p className="mt-0.5 truncate text-xs">
          {totals.plannedCents > 0 || totals.actualCents > 0 ? (
            <VarianceText variance={variance} />
          ) : (
            <span className="text-muted-foreground">Nothing spent yet</span>
          )}
        </p>
      </SummaryCard>
      <SummaryCard title="Overall Progress" value={formatPercent(totals.percent)} icon={Gauge} testId="overall-progress">
        <Progress
          className="mt-3"
          value={totals.percent}
          indicatorClassName={BAND_BAR_CLASS[totals.band]}
          aria-label="Overall progress"
          data-band={totals.band}
          data-testid="overall-progress-bar"
        />
        <p className="mt-1.5 text-xs text-muted-foreground">{formatPercent(totals.percent)} of budget used</p>
      </SummaryCard>
    </section>
  );
}
