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

const ROLE_LABELS: Record<Role, string> = { super_admin: "Super Admin", admin: "Admin", manager: "Manager", user: "User" };

/** Top-bar role: "Super Admin", "Admin", "Manager", "User"; absent → "User"; an unknown code is capitalised word by word. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return "User";
  if (Object.hasOwn(ROLE_LABELS, role)) return ROLE_LABELS[role as Role];
  return humanize(role) || "User";
}

/** Profile badge: "Super Administrator", "Administrator", "Manager", otherwise "User". */
export function profileRoleBadge(role: string | null | undefined): string {
  if (role === "super_admin") return "Super Administrator";
  if (role === "admin") return "Administrator";
  if (role === "manager") return "Manager";
  return "User";
}
