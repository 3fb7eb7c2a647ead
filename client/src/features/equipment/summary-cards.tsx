import { CheckCircle2, DollarSign, Package, Wrench, type LucideIcon } from "lucide-react";
import type { EquipmentSummary } from "@shared/domain/equipment";
import { formatDollars } from "@shared/domain/money";
import { Card, CardContent } from "@/components/ui/card";

interface SummaryCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  tone?: string;
  className?: string;
}

function SummaryCard({ title, value, icon: Icon, tone, className }: SummaryCardProps) {
  return (
    <Card className={className}>
      <CardContent className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          <span className="shrink-0 rounded-md bg-accent p-1.5 text-accent-foreground sm:p-2">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </div>
        <p
          className={`mt-1 whitespace-nowrap text-xl font-bold tabular-nums sm:text-2xl xl:text-xl 2xl:text-2xl ${tone ?? ""}`}
          data-testid={`summary-${title.toLowerCase().replaceAll(" ", "-")}`}
        >
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

/** Total Items, Working, Maintenance Due and Total Value (sum of prices) of the location. */
export function SummaryCards({ summary }: { summary: EquipmentSummary }) {
  return (
    <section aria-label="Equipment summary" className="grid grid-cols-2 gap-3 lg:gap-4 xl:grid-cols-4">
      <SummaryCard title="Total Items" value={String(summary.total)} icon={Package} />
      <SummaryCard title="Working" value={String(summary.working)} icon={CheckCircle2} />
      <SummaryCard
        title="Maintenance Due"
        value={String(summary.maintenanceDue)}
        icon={Wrench}
        tone={summary.maintenanceDue > 0 ? "text-warning" : undefined}
      />
      {/* Money never wraps: on a phone the value takes the whole row, four across only from xl. */}
      <SummaryCard
        title="Total Value"
        value={formatDollars(summary.totalValueCents)}
        icon={DollarSign}
        className="max-sm:col-span-2"
      />
    </section>
  );
}
