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
    [c.renewalSubmitted, "renewal submitted"],
    [c.expired, "expired"],
    [c.missing, "missing"],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label}`)
    .join(" · ");
}

/** The cells of one location's row (and card), each a link into that location's screen. */
/** `labelled`: on a location's card, where no column header names the figure, each figure says what it is. */
interface FigureProps {
  row: GroupLocationDto;
  labelled?: boolean;
}

function FigureLabel({ show, children }: { show?: boolean; children: string }) {
  return show ? <span className="text-muted-foreground">{children} </span> : null;
}

export function ComplianceFigure({ row, labelled }: FigureProps) {
  const c = row.compliance;
  return (
    <LocationLink locationId={row.id} href="/licenses" className="flex flex-col gap-1" aria-label={`Licenses of ${row.name}`}>
      <span className="flex flex-wrap items-center gap-2">
        {labelled && <span className="text-sm text-muted-foreground">Compliance</span>}
        <ComplianceBadge status={c.status} />
        {c.required > 0 && <span className="text-sm font-semibold tabular-nums">{c.score}%</span>}
      </span>
      {c.required > 0 && <span className="text-xs text-muted-foreground">{countsText(c)}</span>}
    </LocationLink>
  );
}

export function BudgetFigure({ row, labelled }: FigureProps) {
  const b = row.budget;
  return (
    <LocationLink
      locationId={row.id}
      href="/budget"
      className={labelled ? "block w-full" : "block w-full min-w-28 max-w-48"}
      aria-label={`Budget of ${row.name}`}
    >
      {b.hasBudget ? (
        <>
          <span className="text-sm">
            <FigureLabel show={labelled}>Budget used</FigureLabel>
            <span className="font-semibold tabular-nums">{formatPercent(b.percent)}</span>
          </span>
          <Progress value={b.percent} className="my-1 h-2" indicatorClassName={BAND_BAR_CLASS[b.band]} aria-label={`${row.name} budget used`} />
          <span className="block text-xs tabular-nums text-muted-foreground">
            <span className="whitespace-nowrap">{formatDollars(b.actual)}</span> of <span className="whitespace-nowrap">{formatDollars(b.planned)}</span>
          </span>
        </>
      ) : (
        <span className="text-sm text-muted-foreground">{labelled ? "Budget: none this month" : "No budget"}</span>
      )}
    </LocationLink>
  );
}

export function MaintenanceFigure({ row, labelled }: FigureProps) {
  const m = row.maintenance;
  return (
    <LocationLink locationId={row.id} href="/equipment" className="flex flex-col text-sm" aria-label={`Equipment of ${row.name}`}>
      <span className="whitespace-nowrap">
        <FigureLabel show={labelled}>Maintenance:</FigureLabel>
        <span className={m.overdue > 0 ? "font-semibold text-destructive" : undefined}>{m.overdue} overdue</span>
      </span>
      <span className="whitespace-nowrap text-xs text-muted-foreground">{m.dueThisWeek} due this week</span>
    </LocationLink>
  );
}

export function CampaignsFigure({ row, labelled }: FigureProps) {
  return (
    <LocationLink locationId={row.id} href="/marketing" className="text-sm tabular-nums" aria-label={`Campaigns of ${row.name}`}>
      <FigureLabel show={labelled}>Campaigns:</FigureLabel>
      {row.campaigns.active} active
    </LocationLink>
  );
}

export function PayrollFigure({ row, labelled }: FigureProps) {
  const p = row.payroll;
  return (
    <LocationLink locationId={row.id} href="/payroll" className="flex flex-col text-sm" aria-label={`Payroll of ${row.name}`}>
      {p.lastWeekEnding && p.totalTips ? (
        <>
          <span className="whitespace-nowrap">
            <FigureLabel show={labelled}>Last payroll:</FigureLabel>
            {labelled ? "week ending" : "Week ending"} {formatDisplayDate(p.lastWeekEnding)}
          </span>
          <span className="whitespace-nowrap text-xs tabular-nums text-muted-foreground">{formatDollars(p.totalTips)} tips</span>
        </>
      ) : (
        <span className="text-muted-foreground">{labelled ? "Last payroll: none yet" : "None yet"}</span>
      )}
    </LocationLink>
  );
}
