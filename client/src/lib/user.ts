import type { CurrentUser } from "@shared/schema/users";

type NamedUser = Pick<CurrentUser, "firstName" | "lastName" | "email">;

/** The display-name and role-label rules live in shared/domain (SPEC section 2). */
export { displayName, profileRoleBadge, roleLabel } from "@shared/domain/user";

export function initials(user: Partial<NamedUser> | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ""}${last?.[0] ?? ""}`.toUpperCase();
  return (user?.email?.[0] ?? "U").toUpperCase();
}

/** A super admin counts as an administrator of the organization they belong to or impersonate. */
export const isAdminRole = (role: string | null | undefined) => role === "admin" || role === "super_admin";
export const isSuperAdminRole = (role: string | null | undefined) => role === "super_admin";
