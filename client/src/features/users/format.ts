import { formatDisplayDate } from "@shared/domain/dates";
import { displayName } from "@shared/domain/user";

/** SPEC: the users table shows the name, or 'Name not set'. */
export function userName(user: { firstName: string | null; lastName: string | null }): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ");
  return name || "Name not set";
}

/** "Mar 05, 2026" from an ISO timestamp. */
export const displayDate = (iso: string) => formatDisplayDate(new Date(iso));

export { displayName };
