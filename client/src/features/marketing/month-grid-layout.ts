import {
  addDaysIso,
  dayOfWeek,
  daysBetween,
  toCalendarDate,
  type DateInput,
  type IsoDate,
} from "@shared/domain/calendar";
import { periodRange } from "@shared/domain/period";

export interface GridDay {
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

export interface GridBar<T> {
  campaign: T;
  /** 0 = Sunday … 6 = Saturday. */
  startColumn: number;
  /** Days covered in this week, 1–7. */
  span: number;
  /** Row inside the week, 0 first; bars in one lane never overlap. */
  lane: number;
  /** The campaign started in an earlier week / goes on into a later week. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface GridWeek<T> {
  days: GridDay[];
  bars: GridBar<T>[];
  laneCount: number;
}

interface Dated {
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * The month of the reference date as Sunday-first weeks, with each campaign drawn as one bar per week it
 * touches. Bars are placed in the first free lane, earlier and longer campaigns first.
 */
export function monthGrid<T extends Dated>(referenceDate: DateInput, campaigns: readonly T[]): GridWeek<T>[] {
  const month = periodRange("month", referenceDate);
  const { month: monthNumber } = toCalendarDate(month.start);
  const firstShown = addDaysIso(month.start, -dayOfWeek(month.start));
  const lastShown = addDaysIso(month.end, 6 - dayOfWeek(month.end));
  const weekCount = (daysBetween(firstShown, lastShown) + 1) / 7;

  const ordered = [...campaigns]
    .map((c) => (c.startDate <= c.endDate ? { c, start: c.startDate, end: c.endDate } : { c, start: c.endDate, end: c.startDate }))
    .sort((a, b) => (a.start === b.start ? (a.end < b.end ? 1 : a.end > b.end ? -1 : 0) : a.start < b.start ? -1 : 1));

  return Array.from({ length: weekCount }, (_, w) => {
    const weekStart = addDaysIso(firstShown, w * 7);
    const weekEnd = addDaysIso(weekStart, 6);
    const days: GridDay[] = Array.from({ length: 7 }, (_, d) => {
      const date = addDaysIso(weekStart, d);
      const parts = toCalendarDate(date);
      return { date, day: parts.day, inMonth: parts.month === monthNumber };
    });

    const laneEnds: number[] = [];
    const bars: GridBar<T>[] = [];
    for (const { c, start, end } of ordered) {
      if (end < weekStart || start > weekEnd) continue;
      const from = start < weekStart ? weekStart : start;
      const to = end > weekEnd ? weekEnd : end;
      const startColumn = daysBetween(weekStart, from);
      const endColumn = daysBetween(weekStart, to);
      let lane = laneEnds.findIndex((lastColumn) => lastColumn < startColumn);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = endColumn;
      bars.push({
        campaign: c,
        startColumn,
        span: endColumn - startColumn + 1,
        lane,
        continuesBefore: start < weekStart,
        continuesAfter: end > weekEnd,
      });
    }
    return { days, bars, laneCount: laneEnds.length };
  });
}
