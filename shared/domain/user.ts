import type { Role } from "../schema/users";
import { humanize } from "./text";

export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const present = (value: string | null | undefined): string => (value ?? "").trim();

/** "First Last" when both names exist, otherwise the e-mail, otherwise "User". Blank strings count as absent. */
export function displayName(user: NamedUser | null | undefined): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return `${first} ${last}`;
  return present(user?.email) || "User";
}

/** The staff role (code `user`) reads "Staff" on every screen: one word for one thing (issue 34). */
export const STAFF_ROLE_LABEL = "Staff";

const ROLE_LABELS: Record<Role, string> = { super_admin: "Super Admin", admin: "Admin", manager: "Manager", user: STAFF_ROLE_LABEL };

/** Top-bar role: "Super Admin", "Admin", "Manager", "Staff"; absent → "Staff"; an unknown code is capitalised word by word. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return STAFF_ROLE_LABEL;
  if (Object.hasOwn(ROLE_LABELS, role)) return ROLE_LABELS[role as Role];
  return humanize(role) || STAFF_ROLE_LABEL;
}

/** Profile badge: "Super Administrator", "Administrator", "Manager", otherwise "Staff". */
export function profileRoleBadge(role: string | null | undefined): string {
  if (role === "super_admin") return "Super Administrator";
  if (role === "admin") return "Administrator";
  if (role === "manager") return "Manager";
  return STAFF_ROLE_LABEL;
}
