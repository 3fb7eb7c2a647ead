/**
 * Who may do what in an organization: the one rule, used by the server's guards (server/http/permissions.ts)
 * and, through the permissions list of GET /api/auth/user, by the client to hide what would be refused.
 * Which locations a person reaches is the tenancy rule (server/http/tenancy.ts), not this one.
 *
 * - Administrators (and super admins in their own or an impersonated organization): everything.
 * - Managers run the locations assigned to them: every record there, budget plans, payroll, tip policies, and the
 *   group view of those locations. They do not manage the organization, its locations, people, imports,
 *   exports or the audit log.
 * - Staff (role `user`) see, add and edit records; they do not delete licenses, equipment, vendors or campaigns,
 *   do not set budget plans or tip policies, and see payroll and budgets only when the organization allows it.
 */
export const ACTIONS = [
  /** Organization settings, locations (create, edit, delete), sign-in requirements. */
  "organization.manage",
  /** Users and invitations. */
  "users.manage",
  /** Onboarding import and the organization export. */
  "data.transfer",
  "audit.read",
  /** The group view and campaigns across every location one reaches. */
  "group.view",
  /** Delete licenses, equipment, vendors and marketing campaigns. */
  "records.delete",
  /** The organization's own budget categories (they apply to every location). */
  "budgetCategories.manage",
  /** See budgets and record actual spend. */
  "budgets.see",
  /** Planned amounts: create, copy, change and delete budget lines. */
  "budgets.plan",
  /** See payroll calculations and tip policies, upload a week, recalculate, export. */
  "payroll.see",
  /** Delete payroll calculations. */
  "payroll.delete",
  /** Create, edit and delete tip policies. */
  "tipPolicies.manage",
  /** Share a location's inspection binder by a read-only link, and revoke such links. */
  "binder.share",
] as const;
export type Action = (typeof ACTIONS)[number];

/** The three levels of access inside an organization. */
export type AccessLevel = "admin" | "manager" | "staff";

export interface PermissionSubject {
  role: string;
  /** Admin rights in the current organization (an admin, or a super admin in it). */
  isOrgAdmin: boolean;
  /** The organization lets staff see payroll and budgets. */
  staffSeePayrollBudgets: boolean;
}

/** A super admin without an organization has no organization rights: staff level, reaching no location. */
export function accessLevel(subject: Pick<PermissionSubject, "role" | "isOrgAdmin">): AccessLevel {
  if (subject.isOrgAdmin) return "admin";
  return subject.role === "manager" ? "manager" : "staff";
}

const ADMIN_ONLY: ReadonlySet<Action> = new Set(["organization.manage", "users.manage", "data.transfer", "audit.read", "budgetCategories.manage"]);
const STAFF_IF_SHARED: ReadonlySet<Action> = new Set(["budgets.see", "payroll.see"]);

export function can(subject: PermissionSubject, action: Action): boolean {
  const level = accessLevel(subject);
  if (level === "admin") return true;
  if (ADMIN_ONLY.has(action)) return false;
  if (level === "manager") return true;
  return STAFF_IF_SHARED.has(action) && subject.staffSeePayrollBudgets;
}

/** Every action the subject may take (what GET /api/auth/user carries). */
export function permissionsOf(subject: PermissionSubject): Action[] {
  return ACTIONS.filter((action) => can(subject, action));
}

/** The answer to a refused action: says what the person cannot do and who can. */
export const REFUSALS: Record<Action, string> = {
  "organization.manage": "Only administrators can do that",
  "users.manage": "Only administrators can manage users",
  "data.transfer": "Only administrators can do that",
  "audit.read": "Only administrators can read the audit log",
  "group.view": "Only managers and administrators can see the group view",
  "records.delete": "Only managers and administrators can delete records",
  "budgetCategories.manage": "Only administrators can do that",
  "budgets.see": "Your organization does not share budgets with staff",
  "budgets.plan": "Only managers and administrators can change planned amounts",
  "payroll.see": "Your organization does not share payroll with staff",
  "payroll.delete": "Only managers and administrators can delete payroll calculations",
  "tipPolicies.manage": "Only managers and administrators can change tip policies",
  "binder.share": "Only managers and administrators can share the binder",
};
