import type { CurrentUser } from "@shared/schema/users";

type NamedUser = Pick<CurrentUser, "firstName" | "lastName" | "email">;

/** SPEC section 2: first plus last name if both exist, otherwise the e-mail, otherwise "User". */
export function displayName(user: Partial<NamedUser> | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return user?.email?.trim() || "User";
}

/** Capitalised role; "User" when absent; super_admin reads "Super Admin". */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return "User";
  return role
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

export function initials(user: Partial<NamedUser> | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ""}${last?.[0] ?? ""}`.toUpperCase();
  return (user?.email?.[0] ?? "U").toUpperCase();
}

/** A super admin counts as an administrator of the organization they belong to or impersonate. */
export const isAdminRole = (role: string | null | undefined) => role === "admin" || role === "super_admin";
export const isSuperAdminRole = (role: string | null | undefined) => role === "super_admin";
