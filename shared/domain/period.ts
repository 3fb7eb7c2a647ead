import { format } from "date-fns";
import {
  addMonthsIso,
  daysInMonth,
  formatIsoDate,
  isoToLocalDate,
  toCalendarDate,
  toIsoDate,
  type DateInput,
  type IsoDate,
} from "./calendar";

export const PERIOD_VIEWS = ["month", "quarter", "year", "all"] as const;
export type PeriodView = (typeof PERIOD_VIEWS)[number];
export type BoundedPeriodView = Exclude<PeriodView, "all">;

export const PERIOD_VIEW_LABELS: Record<PeriodView, string> = {
  month: "Month",
  quarter: "Quarter",
  year: "Year",
  all: "All Time",
};

/** How far the previous/next arrows move the reference date. */
export const PERIOD_STEP_MONTHS: Record<BoundedPeriodView, number> = { month: 1, quarter: 3, year: 12 };

/** Inclusive range of date-only values. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** 1–4. */
export function quarterOf(date: DateInput): number {
  return Math.floor((toCalendarDate(date).month - 1) / 3) + 1;
}

/** The period containing the reference date, inclusive; null for "all" (unbounded). */
export function periodRange(view: "all", referenceDate: DateInput): null;
export function periodRange(view: BoundedPeriodView, referenceDate: DateInput): DateRange;
export function periodRange(view: PeriodView, referenceDate: DateInput): DateRange | null;
export function periodRange(view: PeriodView, referenceDate: DateInput): DateRange | null {
  const { year, month } = toCalendarDate(referenceDate);
  const span = (first: number, last: number): DateRange => ({
    start: formatIsoDate({ year, month: first, day: 1 }),
    end: formatIsoDate({ year, month: last, day: daysInMonth(year, last) }),
  });
  switch (view) {
    case "month":
      return span(month, month);
    case "quarter": {
      const first = (quarterOf(referenceDate) - 1) * 3 + 1;
      return span(first, first + 2);
    }
    case "year":
      return span(1, 12);
    case "all":
      return null;
  }
}

/**
 * Reference date moved one period back (-1) or forward (+1): 1, 3 or 12 months, the day clamped to the
 * target month (2026-01-31 → 2026-02-28; 2028-02-29 + 1 year → 2029-02-28). "all" does not move.
 */
export function stepPeriod(view: PeriodView, referenceDate: DateInput, direction: 1 | -1): IsoDate {
  if (direction !== 1 && direction !== -1) throw new RangeError(`Direction must be 1 or -1, got ${direction}`);
  if (view === "all") return toIsoDate(referenceDate);
  return addMonthsIso(referenceDate, PERIOD_STEP_MONTHS[view] * direction);
}

/** "November 2026", "Q4 2026", "2026" or "All Time". */
export function periodLabel(view: PeriodView, referenceDate: DateInput): string {
  const local = isoToLocalDate(referenceDate);
  switch (view) {
    case "month":
      return format(local, "MMMM yyyy");
    case "quarter":
      return `Q${quarterOf(referenceDate)} ${format(local, "yyyy")}`;
    case "year":
      return format(local, "yyyy");
    case "all":
      return PERIOD_VIEW_LABELS.all;
  }
}

/** Sorted copy of a range, so a reversed one (end before start) still means the days between. */
function normalise(range: DateRange): DateRange {
  const start = toIsoDate(range.start);
  const end = toIsoDate(range.end);
  return start <= end ? { start, end } : { start: end, end: start };
}

/** Inclusive overlap: ranges sharing even one day overlap. */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  const x = normalise(a);
  const y = normalise(b);
  // "YYYY-MM-DD" strings order like the dates they name.
  return x.start <= y.end && y.start <= x.end;
}

export interface CampaignDates {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** A campaign shows when its dates overlap the selected period (inclusive), and always under "all". */
export function campaignInPeriod(campaign: CampaignDates, view: PeriodView, referenceDate: DateInput): boolean {
  const period = periodRange(view, referenceDate);
  if (period === null) return true;
  return rangesOverlap({ start: campaign.startDate, end: campaign.endDate }, period);
}
