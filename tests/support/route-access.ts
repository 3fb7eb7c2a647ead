/**
 * The role matrix: what a manager and a staff member (role `user`) of the organization get on every signed-in
 * route of tests/support/route-cases.ts, at locations assigned to them. Walked by tests/api/security-roles.test.ts;
 * a route without a row fails it. Written out by hand, not derived from shared/domain/permissions.ts, so the test
 * checks the rule rather than repeating it.
 *
 * - "everyone": managers and staff alike.
 * - "shared": managers; staff only while the organization shares payroll and budgets with them.
 * - "managers": managers, never staff.
 * - "admins": neither (403 to both).
 */
export type Access = "everyone" | "shared" | "managers" | "admins";

export const routeAccess: Record<string, Access> = {
  "GET /api/auth/user": "everyone",
  "GET /api/notifications": "everyone",
  "POST /api/notifications/read-all": "everyone",
  "POST /api/notifications/:id/read": "everyone",
  "POST /api/organization": "everyone",
  "GET /api/organization": "everyone",
  "PUT /api/organization/staff-access": "admins",
  "GET /api/organization/locations": "everyone",
  "POST /api/locations": "admins",
  "PATCH /api/locations/:id": "admins",
  "DELETE /api/locations/:id": "admins",
  "GET /api/import/:kind/template": "admins",
  "POST /api/import/:kind/preview": "admins",
  "POST /api/import/:kind/apply": "admins",
  "GET /api/organization/export": "admins",
  "POST /api/import/license-documents": "admins",
  "GET /api/import/progress/:id": "admins",
  "GET /api/locations/:id/delete-impact": "admins",
  "GET /api/trash": "managers",
  "POST /api/trash/:kind/:id/restore": "managers",
  "PUT /api/organization/two-factor": "admins",

  "GET /api/marketing": "everyone",
  "POST /api/marketing": "everyone",
  "PATCH /api/marketing/:id": "everyone",
  "DELETE /api/marketing/:id": "managers",

  "GET /api/license-types": "everyone",
  "GET /api/required-licenses/:state": "everyone",
  "GET /api/licenses": "everyone",
  "POST /api/licenses/extract": "everyone",
  "POST /api/reading-jobs": "everyone",
  "GET /api/reading-jobs/:id": "everyone",
  "POST /api/licenses": "everyone",
  "GET /api/licenses/:id": "everyone",
  "PATCH /api/licenses/:id": "everyone",
  "PATCH /api/licenses/:id/archive": "everyone",
  "DELETE /api/licenses/:id": "managers",
  "GET /api/licenses/:id/download": "everyone",
  "GET /api/licenses/:id/terms": "everyone",
  "GET /api/licenses/:id/terms/:termId/download": "everyone",
  "POST /api/licenses/:id/renew": "everyone",
  "PUT /api/licenses/:id/renewal-submitted": "everyone",
  "DELETE /api/licenses/:id/renewal-submitted": "everyone",
  "GET /api/dashboard": "everyone",

  "GET /api/group/overview": "managers",
  "GET /api/group/compliance": "managers",
  "GET /api/group/renewal-fees": "managers",
  "GET /api/group/compliance.csv": "managers",
  "GET /api/group/budget": "managers",
  "GET /api/group/budget.xlsx": "managers",

  "GET /api/budget-categories": "everyone",
  "POST /api/budget-categories": "admins",
  "PATCH /api/budget-categories/:id": "admins",
  "DELETE /api/budget-categories/:id": "admins",
  "GET /api/budgets": "shared",
  "POST /api/budgets": "managers",
  "POST /api/budgets/copy": "managers",
  "PATCH /api/budgets/:id": "shared",
  "DELETE /api/budgets/:id": "managers",

  "GET /api/profile": "everyone",
  "PATCH /api/profile": "everyone",
  "POST /api/profile/calendar-token": "everyone",
  "DELETE /api/profile/calendar-token": "everyone",
  "GET /api/profile/two-factor": "everyone",
  "POST /api/profile/two-factor/setup": "everyone",
  "POST /api/profile/two-factor/enable": "everyone",
  "POST /api/profile/two-factor/disable": "everyone",
  "POST /api/profile/two-factor/recovery-codes": "everyone",
  "GET /api/profile/passkeys": "everyone",
  "POST /api/profile/passkeys/options": "everyone",
  "POST /api/profile/passkeys": "everyone",
  "PATCH /api/profile/passkeys/:id": "everyone",
  "DELETE /api/profile/passkeys/:id": "everyone",
  "GET /api/profile/sessions": "everyone",
  "DELETE /api/profile/sessions/:id": "everyone",
  "POST /api/profile/sessions/end-others": "everyone",
  "GET /api/profile/tokens": "everyone",
  "POST /api/profile/tokens": "everyone",
  "DELETE /api/profile/tokens/:id": "everyone",
  "GET /api/profile/push": "everyone",
  "POST /api/profile/push": "everyone",
  "DELETE /api/profile/push/:id": "everyone",
  "GET /api/webhooks": "admins",
  "POST /api/webhooks": "admins",
  "PATCH /api/webhooks/:id": "admins",
  "DELETE /api/webhooks/:id": "admins",
  "GET /api/webhooks/:id/deliveries": "admins",

  "GET /api/equipment": "everyone",
  "POST /api/equipment": "everyone",
  "POST /api/equipment/upload-manual": "everyone",
  "GET /api/equipment/:id": "everyone",
  "PATCH /api/equipment/:id": "everyone",
  "DELETE /api/equipment/:id": "managers",
  "GET /api/equipment/:id/manual": "everyone",
  "DELETE /api/equipment/:id/manual": "everyone",
  "POST /api/equipment/:id/tasks": "everyone",
  "PATCH /api/maintenance-tasks/:id": "everyone",
  "DELETE /api/maintenance-tasks/:id": "everyone",
  "POST /api/maintenance-tasks/:id/done": "everyone",
  "POST /api/maintenance-tasks/:id/undo-done": "everyone",
  "GET /api/equipment/:id/service-records": "everyone",
  "GET /api/vendors/:id/service-records": "everyone",
  "GET /api/service-attachments/:id": "everyone",
  "GET /api/locations/:id/binder": "everyone",
  "GET /api/locations/:id/binder.pdf": "everyone",
  // "Download binder" and a queued build's progress and PDF: the requester's own (tests/api/binder-builds.test.ts).
  "POST /api/locations/:id/binder-builds": "everyone",
  "GET /api/binder-builds/:id": "everyone",
  "GET /api/binder-builds/:id/binder.pdf": "everyone",
  "GET /api/locations/:id/binder-links": "managers",
  "POST /api/locations/:id/binder-links": "managers",
  "DELETE /api/binder-links/:id": "managers",

  "GET /api/vendors": "everyone",
  "POST /api/vendors": "everyone",
  "GET /api/vendors/:id": "everyone",
  "PATCH /api/vendors/:id": "everyone",
  "DELETE /api/vendors/:id": "managers",

  "GET /api/payroll": "shared",
  "POST /api/payroll/upload": "shared",
  "GET /api/payroll/:id": "shared",
  // The job of a large upload: visible only to the person who uploaded it (tests/api/payroll-jobs.test.ts).
  "GET /api/payroll-jobs/:id": "everyone",
  "PATCH /api/payroll/:id": "shared",
  "DELETE /api/payroll/:id": "managers",
  "GET /api/payroll/:id/export.csv": "shared",
  "GET /api/payroll/:id/export.xlsx": "shared",
  "PUT /api/payroll/:id/roles": "shared",
  "GET /api/payroll/:id/payroll-import.csv": "shared",
  "GET /api/tip-policies": "shared",
  "POST /api/tip-policies": "managers",
  "GET /api/tip-policies/:id": "shared",
  "PATCH /api/tip-policies/:id": "managers",
  "DELETE /api/tip-policies/:id": "managers",

  "GET /api/user-invitations": "admins",
  "POST /api/user-invitations": "admins",
  "POST /api/user-invitations/:id/resend": "admins",
  "POST /api/user-invitations/:id/revoke": "admins",
  "GET /api/users": "admins",
  "PATCH /api/users/:id": "admins",
  "DELETE /api/users/:id": "admins",
  "POST /api/users/:id/end-sessions": "admins",
  "POST /api/users/:id/two-factor/reset": "admins",
  "GET /api/audit-log": "admins",
  "GET /api/audit-log/entity-types": "admins",
};

export type MatrixRole = "manager" | "staff (payroll and budgets not shared)" | "staff (shared)";

/** Whether the role may use a route with this access (otherwise 403). */
export function allowedFor(access: Access, role: MatrixRole): boolean {
  if (access === "everyone") return true;
  if (access === "admins") return false;
  if (role === "manager") return true;
  return access === "shared" && role === "staff (shared)";
}
