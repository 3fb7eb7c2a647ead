import { addDaysIso, daysBetween, type DateInput, type IsoDate } from "./calendar";
import { formatShortDate } from "./dates";

/** At or under this many days a license "Expires Soon" and counts on the dashboard. */
export const EXPIRY_WARNING_DAYS = 30;
/** At or under this many days the badge counts down ("Expires in N days"). */
export const EXPIRY_COUNTDOWN_DAYS = 90;

export type BadgeTone = "danger" | "warning" | "info" | "success" | "neutral";
export type ExpiryState = "none" | "expired" | "soon" | "countdown" | "valid";

export interface ExpiryBadge {
  state: ExpiryState;
  label: string;
  tone: BadgeTone;
  /** Days until expiration (negative when past); null without a date. */
  days: number | null;
}

export interface DashboardLicenseBadge {
  label: string;
  tone: BadgeTone;
}

/** Calendar days from today until the date: tomorrow 1, today 0, yesterday -1. */
export function daysUntil(date: DateInput, today: DateInput): number {
  return daysBetween(today, date);
}

/**
 * License-page badge (SPEC §4, issue 24): no date → "No Expiration" (the license never expires); ≤ 0 days → "Expired"; ≤ 30 → "Expires Soon";
 * ≤ 90 → "Expires in N days" (N ≥ 31, so never singular); otherwise "Valid".
 */
export function expiryBadge(expirationDate: IsoDate | null | undefined, today: DateInput): ExpiryBadge {
  if (!expirationDate) return { state: "none", label: "No Expiration", tone: "neutral", days: null };
  const days = daysUntil(expirationDate, today);
  if (days <= 0) return { state: "expired", label: "Expired", tone: "danger", days };
  if (days <= EXPIRY_WARNING_DAYS) return { state: "soon", label: "Expires Soon", tone: "warning", days };
  if (days <= EXPIRY_COUNTDOWN_DAYS)
    return { state: "countdown", label: `Expires in ${days} days`, tone: "info", days };
  return { state: "valid", label: "Valid", tone: "success", days };
}

/** Dashboard "N expiring soon": on or before today + 30 days, already expired included; no date → false. */
export function isExpiringSoonForDashboard(expirationDate: IsoDate | null | undefined, today: DateInput): boolean {
  if (!expirationDate) return false;
  return daysUntil(expirationDate, today) <= EXPIRY_WARNING_DAYS;
}

/** The last date that still counts as expiring soon (today + 30 days), for server-side queries. */
export function expiringSoonCutoff(today: DateInput): IsoDate {
  return addDaysIso(today, EXPIRY_WARNING_DAYS);
}

/**
 * Dashboard License Overview badge: "Expires MM/dd" when within 30 days, past dates included (tone danger
 * once expired, warning before), otherwise "Valid MM/dd" (success). Without a date: "No Expiration"
 * (neutral), as there is nothing to format.
 */
export function dashboardLicenseBadge(
  expirationDate: IsoDate | null | undefined,
  today: DateInput,
): DashboardLicenseBadge {
  if (!expirationDate) return { label: "No Expiration", tone: "neutral" };
  const short = formatShortDate(expirationDate);
  const days = daysUntil(expirationDate, today);
  if (days > EXPIRY_WARNING_DAYS) return { label: `Valid ${short}`, tone: "success" };
  return { label: `Expires ${short}`, tone: days <= 0 ? "danger" : "warning" };
}
