import { formatDisplayDate } from "@shared/domain/dates";
import { daysUntil } from "@shared/domain/expiry";

/** "expired on Mar 05, 2026", "expires today", "expires on Dec 01, 2026". */
export function alertText(license: { expirationDate: string | null }, today: string): string {
  if (!license.expirationDate) return "has no expiration date";
  const days = daysUntil(license.expirationDate, today);
  if (days < 0) return `expired on ${formatDisplayDate(license.expirationDate)}`;
  if (days === 0) return "expires today";
  return `expires on ${formatDisplayDate(license.expirationDate)}`;
}
