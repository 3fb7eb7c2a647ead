import { format } from "date-fns";
import {
  addDaysIso,
  addMonthsIso,
  dayOfWeek,
  formatIsoDate,
  isoToLocalDate,
  toCalendarDate,
  type DateInput,
  type IsoDate,
} from "./calendar";

export { addDaysIso, isValidIsoDate } from "./calendar";

/** A month value "YYYY-MM", as budgets store it. */
export type YearMonth = string;

export interface MonthOption {
  value: YearMonth;
  label: string;
}

/** Payroll week ending: the Sunday on or before today (today itself when it is a Sunday). */
export function weekEndingDefault(today: DateInput): IsoDate {
  return addDaysIso(today, -dayOfWeek(today));
}

/** "YYYY-MM" of today. */
export function currentMonth(today: DateInput): YearMonth {
  return formatIsoDate({ ...toCalendarDate(today), day: 1 }).slice(0, 7);
}

/** "2026-11" is valid; "2026-13", "2026-1" and "2026-11-01" are not. */
export function isValidYearMonth(value: string): boolean {
  const match = typeof value === "string" ? /^\d{4}-(\d{2})$/.exec(value) : null;
  const month = Number(match?.[1]);
  return match !== null && month >= 1 && month <= 12;
}

/** "2026-11" → "November 2026". */
export function formatYearMonth(value: YearMonth): string {
  if (!isValidYearMonth(value)) throw new RangeError(`Not a valid YYYY-MM month: ${JSON.stringify(value)}`);
  return format(isoToLocalDate(`${value}-01`), "MMMM yyyy");
}

/** The 12 months of a year for the budget month picker: [{ value: "2026-01", label: "January 2026" }, …]. */
export function monthsOfYear(year: number): MonthOption[] {
  if (!Number.isInteger(year) || year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  return Array.from({ length: 12 }, (_, i) => {
    const value = `${String(year).padStart(4, "0")}-${String(i + 1).padStart(2, "0")}`;
    return { value, label: formatYearMonth(value) };
  });
}

/** How far the budget month picker reaches either side of the current month (issue 24: a year each way). */
export const BUDGET_MONTHS_BACK = 12;
export const BUDGET_MONTHS_AHEAD = 12;

/**
 * The months from `back` before `month` to `ahead` after it, oldest first, across years: the budget month picker
 * (a December plans January; a January looks back at last year).
 */
export function monthsAround(month: YearMonth, back = BUDGET_MONTHS_BACK, ahead = BUDGET_MONTHS_AHEAD): MonthOption[] {
  if (!isValidYearMonth(month)) throw new RangeError(`Not a valid YYYY-MM month: ${JSON.stringify(month)}`);
  return Array.from({ length: back + ahead + 1 }, (_, i) => {
    const value = addMonthsIso(`${month}-01`, i - back).slice(0, 7);
    return { value, label: formatYearMonth(value) };
  });
}

/** SPEC "MMM dd, yyyy": "2026-03-15" → "Mar 15, 2026", "2026-03-05" → "Mar 05, 2026". */
export function formatDisplayDate(date: DateInput): string {
  return format(isoToLocalDate(date), "MMM dd, yyyy");
}

/** SPEC "MM/dd" (dashboard license list): "2026-03-15" → "03/15". */
export function formatShortDate(date: DateInput): string {
  return format(isoToLocalDate(date), "MM/dd");
}
