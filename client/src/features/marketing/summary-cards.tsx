import { CalendarCheck, CalendarClock, DollarSign, ListFilter, type LucideIcon } from "lucide-react";
import type { CampaignSummary } from "@shared/domain/campaigns";
import { formatDollars } from "@shared/domain/money";
import { Card, CardContent } from "@/components/ui/card";

function SummaryCard({ title, value, caption, icon: Icon }: { title: string; value: string; caption: string; icon: LucideIcon }) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          <p className="mt-1 break-all text-xl font-bold tabular-nums sm:text-2xl" data-testid={`summary-${title.toLowerCase().replaceAll(" ", "-")}`}>
            {value}
          </p>
          <p className="mt-0.5 text-xs text-muted-foreground">{caption}</p>
        </div>
        <span className="hidden rounded-md bg-accent p-2 text-accent-foreground sm:block">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}

/** The four cards. Active, Planned and Total Budget cover the selected period; Filtered Results also the status. */
export function SummaryCards({ summary, filtered, period }: { summary: CampaignSummary; filtered: number; period: string }) {
  const scope = period === "All Time" ? "All time" : period;
  return (
    <section aria-label="Campaign summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <SummaryCard title="Active Campaigns" value={String(summary.active)} caption={scope} icon={CalendarCheck} />
      <SummaryCard title="Planned" value={String(summary.planned)} caption={scope} icon={CalendarClock} />
      <SummaryCard title="Total Budget" value={formatDollars(summary.totalBudgetCents)} caption={scope} icon={DollarSign} />
      <SummaryCard title="Filtered Results" value={String(filtered)} caption="Period and status filter" icon={ListFilter} />
    </section>
  );
}
