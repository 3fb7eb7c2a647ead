import {
  DollarSign,
  FileCheck2,
  Megaphone,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { formatYearMonth } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import type { ProgressBand } from "@shared/domain/progress";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { DashboardSummaryDto } from "./api";

const BAND_CLASS: Record<ProgressBand, string> = {
  success: "bg-success",
  warning: "bg-warning",
  danger: "bg-destructive",
};

function SummaryCard({
  title,
  value,
  icon: Icon,
  testId,
  children,
}: {
  title: string;
  value: string;
  icon: LucideIcon;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-sm font-medium text-muted-foreground">
              {title}
            </h3>
            <p
              className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl"
              data-testid={`${testId}-value`}
            >
              {value}
            </p>
          </div>
          <span className="rounded-md bg-accent p-2 text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </div>
        <div className="mt-3">{children}</div>
      </CardContent>
    </Card>
  );
}

const countBadge = (n: number, text: string, testId: string) => (
  <Badge variant={n > 0 ? "destructive" : "secondary"} data-testid={testId}>
    {n} {text}
  </Badge>
);

/** Active Licenses, Monthly Budget, Equipment Items and Active Campaigns, with the real figures. */
export function SummaryCards({ summary }: { summary: DashboardSummaryDto }) {
  const { licenses, budget, equipment, campaigns } = summary;
  return (
    <section
      aria-label="Summary"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <SummaryCard
        title="Active Licenses"
        value={String(licenses.active)}
        icon={FileCheck2}
        testId="card-licenses"
      >
        {countBadge(
          licenses.expiringSoon,
          "expiring soon",
          "expiring-soon-badge",
        )}
      </SummaryCard>
      {budget && (
        <SummaryCard
          title="Monthly Budget"
          value={`${budget.percent}%`}
          icon={DollarSign}
          testId="card-budget"
        >
          <Progress
            value={budget.percent}
            indicatorClassName={BAND_CLASS[budget.band]}
            data-band={budget.band}
            data-testid="card-budget-bar"
            aria-label={`${budget.percent}% of the ${formatYearMonth(budget.month)} budget used`}
          />
          <p className="mt-2 text-xs text-muted-foreground">
            {budget.hasBudget ? (
              `${formatDollars(budget.actualCents)} of ${formatDollars(budget.plannedCents)} used`
            ) : (
              <>
                No budget set for {formatYearMonth(budget.month)}.{" "}
                <Link
                  href="/budget"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Plan one
                </Link>
              </>
            )}
          </p>
        </SummaryCard>
      )}
      <SummaryCard
        title="Equipment Items"
        value={String(equipment.total)}
        icon={Wrench}
        testId="card-equipment"
      >
        {countBadge(
          equipment.maintenanceDue,
          "maintenance due",
          "maintenance-due-badge",
        )}
      </SummaryCard>
      <SummaryCard
        title="Active Campaigns"
        value={String(campaigns.activeThisMonth)}
        icon={Megaphone}
        testId="card-campaigns"
      >
        <Badge variant="secondary">This month</Badge>
      </SummaryCard>
    </section>
  );
}
