import type { OrganizationRole } from "@shared/schema/users";

/** The roles an administrator gives people in the organization. */
export const ROLE_OPTIONS: readonly { value: OrganizationRole; label: string }[] = [
  { value: "user", label: "User" },
  { value: "manager", label: "Manager" },
  { value: "admin", label: "Admin" },
];
