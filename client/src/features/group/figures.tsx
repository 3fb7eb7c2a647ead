import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";
import { Progress } from "@/components/ui/progress";
import { BAND_BAR_CLASS, formatPercent } from "@/features/budget/progress-style";
import type { GroupLocationDto } from "./api";
import { ComplianceBadge } from "./compliance-badge";
import { LocationLink } from "./location-link";

/** "2 valid · 1 expiring · 4 missing": the non-zero counts of the required licenses. */
function countsText(c: GroupLocationDto["compliance"]): string {
  const parts: [number, string][] = [
    [c.valid, "valid"],
    [c.expiring, "expiring"],
    [c.expired, "expired"],
    [c.missing, "missing"],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label}`)
    .join(" · ");
}

/** The cells of one location's row (and card), each a link into that location's screen. */
export function ComplianceFigure({ row }: { row: GroupLocationDto }) {
  const c = row.compliance;
  return (
    <LocationLink locationId={row.id} href="/licenses" className="flex flex-col gap-1" aria-label={`Licenses of ${row.name}`}>
      <span className="flex items-center gap-2">
        <ComplianceBadge status={c.status} />
        {c.required > 0 && <span className="text-sm font-semibold tabular-nums">{c.score}%</span>}
      </span>
      {c.required > 0 && <span className="text-xs text-muted-foreground">{countsText(c)}</span>}
    </LocationLink>
  );
}

export function BudgetFigure({ row }: { row: GroupLocationDto }) {
  const b = row.budget;
  return (
    <LocationLink locationId={row.id} href="/budget" className="block w-full min-w-28 max-w-48" aria-label={`Budget of ${row.name}`}>
      {b.hasBudget ? (
        <>
          <span className="text-sm font-semibold tabular-nums">{formatPercent(b.percent)}</span>
          <Progress value={b.percent} className="my-1 h-2" indicatorClassName={BAND_BAR_CLASS[b.band]} aria-label={`${row.name} budget used`} />
          <span className="block text-xs tabular-nums text-muted-foreground">
            <span className="whitespace-nowrap">{formatDollars(b.actual)}</span> of <span className="whitespace-nowrap">{formatDollars(b.planned)}</span>
          </span>
        </>
      ) : (
        <span className="text-sm text-muted-foreground">No budget</span>
      )}
    </LocationLink>
  );
}

export function MaintenanceFigure({ row }: { row: GroupLocationDto }) {
  const m = row.maintenance;
  return (
    <LocationLink locationId={row.id} href="/equipment" className="flex flex-col text-sm" aria-label={`Equipment of ${row.name}`}>
      <span className={m.overdue > 0 ? "whitespace-nowrap font-semibold text-destructive" : "whitespace-nowrap"}>{m.overdue} overdue</span>
      <span className="whitespace-nowrap text-xs text-muted-foreground">{m.dueThisWeek} due this week</span>
    </LocationLink>
  );
}

export function CampaignsFigure({ row }: { row: GroupLocationDto }) {
  return (
    <LocationLink locationId={row.id} href="/marketing" className="text-sm tabular-nums" aria-label={`Campaigns of ${row.name}`}>
      {row.campaigns.active} active
    </LocationLink>
  );
}

export function PayrollFigure({ row }: { row: GroupLocationDto }) {
  const p = row.payroll;
  return (
    <LocationLink locationId={row.id} href="/payroll" className="flex flex-col text-sm" aria-label={`Payroll of ${row.name}`}>
      {p.lastWeekEnding && p.totalTips ? (
        <>
          <span className="whitespace-nowrap">Week ending {formatDisplayDate(p.lastWeekEnding)}</span>
          <span className="whitespace-nowrap text-xs tabular-nums text-muted-foreground">{formatDollars(p.totalTips)} tips</span>
        </>
      ) : (
        <span className="text-muted-foreground">None yet</span>
      )}
    </LocationLink>
  );
}
