import { addDaysIso, dayOfWeek, type IsoDate } from "./calendar";

/** 0 = Sunday … 6 = Saturday, as locations.pay_week_end_day holds them. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** A new location's pay week ends on Sunday (issue 24). */
export const DEFAULT_PAY_WEEK_END_DAY = 0;

export const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((label, day) => ({ value: String(day), label }));

export function weekdayName(day: number): string {
  return WEEKDAY_NAMES[day] ?? WEEKDAY_NAMES[DEFAULT_PAY_WEEK_END_DAY];
}

/** Whether `weekEnding` falls on the location's pay-week end day. */
export function isPayWeekEnd(weekEnding: IsoDate, payWeekEndDay: number): boolean {
  return dayOfWeek(weekEnding) === payWeekEndDay;
}

/** The pay-week end on or before `date`: the week ending a calculation on that day most likely means. */
export function payWeekEndOnOrBefore(date: IsoDate, payWeekEndDay: number): IsoDate {
  return addDaysIso(date, -((dayOfWeek(date) - payWeekEndDay + 7) % 7));
}

/** The server's refusal and the date picker's hint say the same thing. */
export function payWeekEndMessage(payWeekEndDay: number): string {
  return `Week ending must be a ${weekdayName(payWeekEndDay)}, the day this location's pay week ends`;
}
