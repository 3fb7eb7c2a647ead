import type { OrganizationRole } from "@shared/schema/users";
import { STAFF_ROLE_LABEL } from "@shared/domain/user";

/** The roles an administrator gives people in the organization. */
export const ROLE_OPTIONS: readonly { value: OrganizationRole; label: string }[] = [
  { value: "user", label: STAFF_ROLE_LABEL },
  { value: "manager", label: "Manager" },
  { value: "admin", label: "Admin" },
];
