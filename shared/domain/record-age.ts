import { daysBetween, type IsoDate } from "./calendar";

/**
 * How old a record is, in words an inspector reads at a glance: "today", "yesterday", "12 days ago",
 * "3 months ago", "2 years ago". A date after today (a clock ahead of the server's) reads as "today".
 */
export function recordAge(date: IsoDate, today: IsoDate): string {
  const days = Math.max(0, daysBetween(date, today));
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 60) return `${days} days ago`;
  // From 60 days on, months — never fewer than two (60 days is 1.97 average months: "2 months ago", not
  // "1 months ago"); from 730 days on, years, likewise never fewer than two.
  if (days < 730) return `${Math.max(2, Math.floor(days / 30.44))} months ago`;
  return `${Math.max(2, Math.floor(days / 365.25))} years ago`;
}
