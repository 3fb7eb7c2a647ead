/**
 * Calendar primitives on date-only values ("YYYY-MM-DD" strings). Arithmetic is done on UTC day
 * numbers, so no local time zone or daylight-saving change can shift a date.
 *
 * Where a rule takes "today" it accepts a DateInput: a "YYYY-MM-DD" string is used as is; a Date is read
 * by its local calendar fields (getFullYear/getMonth/getDate), i.e. the date on the wall clock where the
 * code runs. Pass a string when the date is already known (tests, server jobs with a business time zone).
 */

/** A date-only value "YYYY-MM-DD". */
export type IsoDate = string;
export type DateInput = Date | IsoDate;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "2026-03-15" → { year: 2026, month: 3, day: 15 }; null unless a real calendar date. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = typeof value === "string" ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Real calendar dates only: "2026-02-30" and "2026-2-3" are false, "2028-02-29" is true. */
export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  if (!Number.isInteger(year) || year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar date of a DateInput; throws a RangeError for an invalid string or Date. */
export function toCalendarDate(input: DateInput): CalendarDate {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) throw new RangeError("Invalid Date");
    return { year: input.getFullYear(), month: input.getMonth() + 1, day: input.getDate() };
  }
  const parsed = parseIsoDate(input);
  if (!parsed) throw new RangeError(`Not a valid YYYY-MM-DD date: ${JSON.stringify(input)}`);
  return parsed;
}

/** Normalises a DateInput to "YYYY-MM-DD". */
export function toIsoDate(input: DateInput): IsoDate {
  return formatIsoDate(toCalendarDate(input));
}

/** Days since 1970-01-01 of the calendar date (UTC arithmetic; setUTCFullYear avoids the 0–99 → 19xx quirk). */
export function dayNumber(input: DateInput): number {
  const { year, month, day } = toCalendarDate(input);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

function fromDayNumber(days: number): IsoDate {
  const date = new Date(days * MS_PER_DAY);
  return formatIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: DateInput, to: DateInput): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDaysIso(date: DateInput, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer, got ${days}`);
  return fromDayNumber(dayNumber(date) + days);
}

/** Adds calendar months, clamping the day to the target month's length: 2026-01-31 + 1 → 2026-02-28. */
export function addMonthsIso(date: DateInput, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be an integer, got ${months}`);
  const { year, month, day } = toCalendarDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: DateInput): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** Local-midnight Date for a calendar date: for date pickers and date-fns formatting. */
export function isoToLocalDate(date: DateInput): Date {
  const { year, month, day } = toCalendarDate(date);
  const local = new Date(2000, 0, 1);
  local.setFullYear(year, month - 1, day);
  return local;
}
