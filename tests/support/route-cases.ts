/**
 * The route table of the tenancy walk: one case per registered route, saying how each must treat a
 * caller who may not reach the victim's records. Used by tests/api/tenancy.test.ts (every route must
 * have a case) and by the security tests (tests/api/security-*.test.ts), which walk the same table with
 * more roles. Add a case here for every new route.
 *
 * The victim helpers create their records once per test file (one victim per file).
 */
import { randomUUID } from "node:crypto";
import type TestAgent from "supertest/lib/agent";
import type { Db } from "@server/db/connection";
import { documents, licenses, licenseTypes, marketingCampaigns } from "@shared/schema";
import type { createTenant } from "./factories";

export type Tenant = Awaited<ReturnType<typeof createTenant>>;
export interface Fixture {
  db: Db;
  victim: Tenant;
}
export interface Call {
  path: string;
  body?: Record<string, unknown>;
}

/** A campaign at the victim's location no attacker may reach. */
async function victimCampaign(db: Db, victim: Tenant): Promise<string> {
  const [row] = await db
    .insert(marketingCampaigns)
    .values({ locationId: victim.unassigned.id, title: "Victim campaign", startDate: "2026-01-01", endDate: "2026-01-31" })
    .returning({ id: marketingCampaigns.id });
  return row!.id;
}

/** A campaign of the victim's that is in the trash (a new one each call). */
async function victimTrashedCampaign(db: Db, victim: Tenant): Promise<string> {
  const [row] = await db
    .insert(marketingCampaigns)
    .values({ locationId: victim.unassigned.id, title: "Victim trashed", startDate: "2026-01-01", endDate: "2026-01-31", deletedAt: new Date() })
    .returning({ id: marketingCampaigns.id });
  return row!.id;
}

/**
 * `platformWide`: a super admin who is not impersonating works across every organization here by
 * design (All Users, every invitation, the platform audit log), so the security walk does not count
 * that role as an outsider on this route. Everyone else still is.
 */
export type Case =
  /** Reachable without signing in, touches no tenant data. */
  | { kind: "public" }
  /** Only ever the caller's own user or organization: checked by "list" cases or their own tests. */
  | { kind: "self" }
  /** Lists: allowed, but must not contain any of the victim's ids. */
  | { kind: "list"; call: (fx: Fixture) => Promise<Call> | Call; platformWide?: true }
  /** One record or one location of the victim: refused with the given statuses. */
  | {
      kind: "record";
      call: (fx: Fixture) => Promise<Call> | Call;
      /** As an admin of another organization. */
      foreign: 404;
      /** As a staff user of the victim's organization without that location. */
      unassigned: 404 | 403;
      platformWide?: true;
    }
  /** Platform administration: 403 for everyone but super admins (admins and staff alike). */
  | { kind: "super-admin"; call: (fx: Fixture) => Promise<Call> | Call };

/** A license with a document at the victim's unassigned location (created once). */
let victimLicenseId: string | undefined;
async function victimLicense(db: Db, victim: Tenant): Promise<string> {
  if (victimLicenseId) return victimLicenseId;
  const [type] = await db.select().from(licenseTypes).limit(1);
  const [doc] = await db
    .insert(documents)
    .values({ organizationId: victim.org.id, originalName: "v.pdf", contentType: "application/pdf", size: 4, sha256: "x", content: Buffer.from("%PDF") })
    .returning();
  const [row] = await db
    .insert(licenses)
    .values({ locationId: victim.unassigned.id, licenseTypeId: type!.id, licenseNumber: "VICTIM-1", documentId: doc!.id })
    .returning();
  victimLicenseId = row!.id;
  return victimLicenseId;
}

/** The current term of the victim's license (the trigger made it with the license). */
async function victimTerm(db: Db, victim: Tenant): Promise<{ licenseId: string; termId: string }> {
  const licenseId = await victimLicense(db, victim);
  const { licenseTerms } = await import("@shared/schema");
  const { eq } = await import("drizzle-orm");
  const [term] = await db.select({ id: licenseTerms.id }).from(licenseTerms).where(eq(licenseTerms.licenseId, licenseId));
  return { licenseId, termId: term!.id };
}

/** A budget line and an own budget category of the victim (created once). */
let victimBudgetIds: { budgetId: string; categoryId: string } | undefined;
async function victimBudget(db: Db, victim: Tenant) {
  if (victimBudgetIds) return victimBudgetIds;
  const { budgetCategories, budgets } = await import("@shared/schema");
  const [category] = await db
    .insert(budgetCategories)
    .values({ organizationId: victim.org.id, name: "Victim category" })
    .returning();
  const [budget] = await db
    .insert(budgets)
    .values({ locationId: victim.unassigned.id, categoryId: category!.id, month: "2026-01", plannedAmount: "100.00" })
    .returning();
  victimBudgetIds = { budgetId: budget!.id, categoryId: category!.id };
  return victimBudgetIds;
}

/** An item with a manual and a task, and a vendor, at the victim's unassigned location (created once). */
let victimEquipmentIds: { equipmentId: string; taskId: string; vendorId: string } | undefined;
async function victimEquipment(db: Db, victim: Tenant) {
  if (victimEquipmentIds) return victimEquipmentIds;
  const { equipment, maintenanceTasks, vendors } = await import("@shared/schema");
  const [doc] = await db
    .insert(documents)
    .values({ organizationId: victim.org.id, originalName: "manual.pdf", contentType: "application/pdf", size: 4, sha256: "x", content: Buffer.from("%PDF") })
    .returning();
  const [item] = await db
    .insert(equipment)
    .values({ locationId: victim.unassigned.id, name: "Victim fryer", manualDocumentId: doc!.id })
    .returning();
  const [task] = await db
    .insert(maintenanceTasks)
    .values({ equipmentId: item!.id, task: "Filter oil", intervalDays: 1, nextDue: "2026-01-01" })
    .returning();
  const [vendor] = await db
    .insert(vendors)
    .values({ locationId: victim.unassigned.id, name: "Victim vendor", category: "waste" })
    .returning();
  victimEquipmentIds = { equipmentId: item!.id, taskId: task!.id, vendorId: vendor!.id };
  return victimEquipmentIds;
}

/** A completion of the victim's task with a photo attachment, and a live binder link (created once). */
let victimServiceIds: { recordId: string; attachmentId: string; linkId: string } | undefined;
async function victimService(db: Db, victim: Tenant) {
  if (victimServiceIds) return victimServiceIds;
  const { binderLinks, serviceRecordAttachments, serviceRecords } = await import("@shared/schema");
  const { equipmentId, taskId, vendorId } = await victimEquipment(db, victim);
  const [doc] = await db
    .insert(documents)
    .values({ organizationId: victim.org.id, originalName: "hood.pdf", contentType: "application/pdf", size: 4, sha256: "y", content: Buffer.from("%PDF") })
    .returning();
  const [record] = await db
    .insert(serviceRecords)
    .values({ locationId: victim.unassigned.id, equipmentId, taskId, taskName: "Filter oil", doneOn: "2026-01-01", doneByName: "Victim", vendorId })
    .returning();
  const [attachment] = await db.insert(serviceRecordAttachments).values({ recordId: record!.id, documentId: doc!.id, position: 0 }).returning();
  const [link] = await db
    .insert(binderLinks)
    .values({ locationId: victim.unassigned.id, tokenHash: `victim-${Date.now()}`, createdByName: "Victim", expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  victimServiceIds = { recordId: record!.id, attachmentId: attachment!.id, linkId: link!.id };
  return victimServiceIds;
}

/** A finished binder build of the victim's admin at the unassigned location, with its PDF (created once). */
let victimBuildId: string | undefined;
async function victimBuild(db: Db, victim: Tenant): Promise<string> {
  if (victimBuildId) return victimBuildId;
  const { binderBuilds } = await import("@shared/schema");
  const [doc] = await db
    .insert(documents)
    .values({ organizationId: victim.org.id, originalName: "binder.pdf", contentType: "application/pdf", size: 4, sha256: "b", content: Buffer.from("%PDF") })
    .returning();
  const [build] = await db
    .insert(binderBuilds)
    .values({ id: randomUUID(), organizationId: victim.org.id, locationId: victim.unassigned.id, requestedBy: victim.admin.id, madeByName: "Victim", state: "done", done: 1, total: 1, documentId: doc!.id })
    .returning();
  victimBuildId = build!.id;
  return victimBuildId;
}

/** A pending invitation of the victim's organization (created once). */
let victimInvitationId: string | undefined;
async function victimInvitation(db: Db, victim: Tenant): Promise<string> {
  if (victimInvitationId) return victimInvitationId;
  const { userInvitations } = await import("@shared/schema");
  const [row] = await db
    .insert(userInvitations)
    .values({
      email: "victim-invitee@example.test",
      organizationId: victim.org.id,
      role: "admin",
      invitedBy: victim.admin.id,
      token: "f".repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: userInvitations.id });
  victimInvitationId = row!.id;
  return victimInvitationId;
}

/** A payroll calculation at the victim's unassigned location (created once). */
let victimPayrollId: string | undefined;
async function victimPayroll(db: Db, victim: Tenant): Promise<string> {
  if (victimPayrollId) return victimPayrollId;
  const { payrollRecords } = await import("@shared/schema");
  const [row] = await db
    .insert(payrollRecords)
    .values({ locationId: victim.unassigned.id, weekEnding: "2026-11-08", totalTips: "10.00", employeeCount: 1, fileName: "victim.xlsx" })
    .returning({ id: payrollRecords.id });
  victimPayrollId = row!.id;
  return victimPayrollId;
}

/** A tip policy at the victim's unassigned location (created once). */
let victimPolicyId: string | undefined;
async function victimPolicy(db: Db, victim: Tenant): Promise<string> {
  if (victimPolicyId) return victimPolicyId;
  const { tipPolicies } = await import("@shared/schema");
  const [row] = await db
    .insert(tipPolicies)
    .values({ locationId: victim.unassigned.id, name: "Victim policy", rules: { roles: [{ name: "Server", kind: "staff" }], steps: [{ kind: "pool", roles: ["Server"], split: "equal" }] } })
    .returning({ id: tipPolicies.id });
  victimPolicyId = row!.id;
  return victimPolicyId;
}

/** A webhook endpoint of the victim's organization (created once). */
let victimWebhookId: string | undefined;
async function victimWebhook(db: Db, victim: Tenant): Promise<string> {
  if (victimWebhookId) return victimWebhookId;
  const { webhookEndpoints } = await import("@shared/schema");
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ organizationId: victim.org.id, url: "https://example.test/hook", events: ["license.created"], secret: "whsec_dmljdGlt" })
    .returning({ id: webhookEndpoints.id });
  victimWebhookId = row!.id;
  return victimWebhookId;
}

const POLICY_RULES = { roles: [{ name: "Server", kind: "staff" }], steps: [{ kind: "pool", roles: ["Server"], split: "equal" }] };

/** Every registered route's case. A route without one fails tests/api/tenancy.test.ts. */
export const routeCases: Record<string, Case> = {
  "GET /api/health": { kind: "public" },
  "GET /api/ready": { kind: "public" },
  "GET /api/login": { kind: "public" },
  "POST /api/login": { kind: "public" },
  "GET /api/signup": { kind: "public" },
  "POST /api/signup": { kind: "public" },
  "GET /api/callback": { kind: "public" },
  "GET /api/logout": { kind: "public" },
  "POST /api/logout": { kind: "public" },
  "GET /api/auth/user": { kind: "self" },
  "GET /api/notifications": { kind: "self" },
  "POST /api/notifications/read-all": { kind: "self" },
  "POST /api/notifications/:id/read": { kind: "self" },
  "POST /api/organization": { kind: "self" },
  "GET /api/organization": { kind: "list", call: () => ({ path: "/api/organization" }) },
  // Admins only, and only ever their own organization (tests/api/roles.test.ts).
  "PUT /api/organization/staff-access": { kind: "self" },
  "GET /api/organization/locations": { kind: "list", call: () => ({ path: "/api/organization/locations" }) },
  "POST /api/locations": { kind: "self" },
  // Onboarding import (admins): reads and writes only the caller's own organization; names resolve
  // within it (tests/api/import.test.ts checks another organization's locations cannot be referred to).
  "GET /api/import/:kind/template": { kind: "self" },
  "POST /api/import/:kind/preview": { kind: "self" },
  "POST /api/import/:kind/apply": { kind: "self" },
  "POST /api/import/license-documents": { kind: "self" },
  "GET /api/import/progress/:id": { kind: "self" },
  // The caller's own organization only (tests/api/export.test.ts: another organization's rows never appear).
  "GET /api/organization/export": { kind: "self" },
  "PATCH /api/locations/:id": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}`, body: { name: "Taken over" } }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/locations/:id/delete-impact": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}/delete-impact` }),
    foreign: 404,
    unassigned: 403,
  },
  "DELETE /api/locations/:id": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/marketing": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/marketing?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/marketing": {
    kind: "record",
    call: ({ victim }) => ({
      path: "/api/marketing",
      body: { locationId: victim.unassigned.id, title: "Planted", startDate: "2026-01-01", endDate: "2026-01-02" },
    }),
    foreign: 404,
    unassigned: 404,
  },
  "PATCH /api/marketing/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/marketing/${await victimCampaign(db, victim)}`, body: { status: "cancelled" } }),
    foreign: 404,
    unassigned: 404,
  },
  "DELETE /api/marketing/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/marketing/${await victimCampaign(db, victim)}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/license-types": { kind: "self" },
  "GET /api/required-licenses/:state": { kind: "self" },
  "GET /api/licenses": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/licenses?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 404,
  },
  // Reads the caller's own upload and stores nothing.
  "POST /api/licenses/extract": { kind: "self" },
  // Queued reading: a job of the caller's own organization; another person's job is 404 (tests/api/reading-jobs.test.ts).
  "POST /api/reading-jobs": { kind: "self" },
  "GET /api/reading-jobs/:id": { kind: "self" },
  // A large payroll upload's job: the uploader's own; anyone else's is 404 (tests/api/payroll-jobs.test.ts).
  "GET /api/payroll-jobs/:id": { kind: "self" },
  "GET /api/super-admin/queue": { kind: "super-admin", call: () => ({ path: "/api/super-admin/queue" }) },
  "POST /api/licenses": {
    kind: "record",
    call: ({ victim }) => ({
      path: "/api/licenses",
      body: { licenseData: JSON.stringify({ locationId: victim.unassigned.id, licenseTypeId: "00000000-0000-4000-8000-000000000000" }) },
    }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/licenses/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}` }),
    foreign: 404,
    unassigned: 404,
  },
  "PATCH /api/licenses/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}`, body: { licenseNumber: "HACKED" } }),
    foreign: 404,
    unassigned: 404,
  },
  "PATCH /api/licenses/:id/archive": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}/archive` }),
    foreign: 404,
    unassigned: 404,
  },
  "DELETE /api/licenses/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/licenses/:id/download": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}/download` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/licenses/:id/terms": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}/terms` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/licenses/:id/terms/:termId/download": {
    kind: "record",
    call: async ({ db, victim }) => {
      const { licenseId, termId } = await victimTerm(db, victim);
      return { path: `/api/licenses/${licenseId}/terms/${termId}/download` };
    },
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/licenses/:id/renew": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}/renew`, body: { expirationDate: "2030-01-01" } }),
    foreign: 404,
    unassigned: 404,
  },
  "PUT /api/licenses/:id/renewal-submitted": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}/renewal-submitted`, body: { submittedOn: "2026-11-01" } }),
    foreign: 404,
    unassigned: 404,
  },
  "DELETE /api/licenses/:id/renewal-submitted": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}/renewal-submitted` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/dashboard": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/dashboard?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/group/overview": { kind: "list", call: () => ({ path: "/api/group/overview" }) },
  "GET /api/group/compliance": { kind: "list", call: () => ({ path: "/api/group/compliance" }) },
  "GET /api/group/renewal-fees": { kind: "list", call: () => ({ path: "/api/group/renewal-fees" }) },
  "GET /api/group/compliance.csv": { kind: "list", call: () => ({ path: "/api/group/compliance.csv" }) },
  "GET /api/group/budget": { kind: "list", call: () => ({ path: "/api/group/budget" }) },
  "GET /api/group/budget.xlsx": { kind: "list", call: () => ({ path: "/api/group/budget.xlsx" }) },
  "GET /api/budget-categories": { kind: "list", call: () => ({ path: "/api/budget-categories" }) },
  "POST /api/budget-categories": { kind: "self" },
  "PATCH /api/budget-categories/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({
      path: `/api/budget-categories/${(await victimBudget(db, victim)).categoryId}`,
      body: { name: "Renamed" },
    }),
    foreign: 404,
    unassigned: 403,
  },
  "DELETE /api/budget-categories/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/budget-categories/${(await victimBudget(db, victim)).categoryId}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/budgets": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/budgets?locationId=${victim.unassigned.id}&month=2026-01` }),
    foreign: 404,
    unassigned: 403,
  },
  "POST /api/budgets": {
    kind: "record",
    call: async ({ db, victim }) => ({
      path: "/api/budgets",
      body: {
        locationId: victim.unassigned.id,
        categoryId: (await victimBudget(db, victim)).categoryId,
        month: "2026-02",
        plannedAmount: "1.00",
      },
    }),
    foreign: 404,
    unassigned: 403,
  },
  "POST /api/budgets/copy": {
    kind: "record",
    call: ({ victim }) => ({
      path: "/api/budgets/copy",
      body: { locationId: victim.unassigned.id, fromMonth: "2026-01", toMonth: "2026-03" },
    }),
    foreign: 404,
    unassigned: 403,
  },
  "PATCH /api/budgets/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({
      path: `/api/budgets/${(await victimBudget(db, victim)).budgetId}`,
      body: { weekOneActual: "1.00", weekTwoActual: "0", weekThreeActual: "0", weekFourActual: "0", actualAmount: "1.00" },
    }),
    foreign: 404,
    unassigned: 403,
  },
  "DELETE /api/budgets/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/budgets/${(await victimBudget(db, victim)).budgetId}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/profile": { kind: "self" },
  "PATCH /api/profile": { kind: "self" },
  "POST /api/profile/calendar-token": { kind: "self" },
  "DELETE /api/profile/calendar-token": { kind: "self" },
  /** The unguessable feed token is the credential; tests/api/notifications.test.ts covers revocation. */
  "GET /api/calendar/:file": { kind: "public" },
  "GET /api/equipment": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/equipment?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/equipment": {
    kind: "record",
    call: ({ victim }) => ({ path: "/api/equipment", body: { locationId: victim.unassigned.id, name: "Planted" } }),
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/equipment/upload-manual": {
    kind: "record",
    call: async ({ db, victim }) => ({
      path: "/api/equipment/upload-manual",
      body: { equipmentId: (await victimEquipment(db, victim)).equipmentId },
    }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/equipment/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/equipment/${(await victimEquipment(db, victim)).equipmentId}` }),
    foreign: 404,
    unassigned: 404,
  },
  "PATCH /api/equipment/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({
      path: `/api/equipment/${(await victimEquipment(db, victim)).equipmentId}`,
      body: { status: "broken" },
    }),
    foreign: 404,
    unassigned: 404,
  },
  "DELETE /api/equipment/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/equipment/${(await victimEquipment(db, victim)).equipmentId}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/equipment/:id/manual": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/equipment/${(await victimEquipment(db, victim)).equipmentId}/manual` }),
    foreign: 404,
    unassigned: 404,
  },
  "DELETE /api/equipment/:id/manual": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/equipment/${(await victimEquipment(db, victim)).equipmentId}/manual` }),
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/equipment/:id/tasks": {
    kind: "record",
    call: async ({ db, victim }) => ({
      path: `/api/equipment/${(await victimEquipment(db, victim)).equipmentId}/tasks`,
      body: { task: "Planted", intervalDays: 7 },
    }),
    foreign: 404,
    unassigned: 404,
  },
  "PATCH /api/maintenance-tasks/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({
      path: `/api/maintenance-tasks/${(await victimEquipment(db, victim)).taskId}`,
      body: { task: "Renamed" },
    }),
    foreign: 404,
    unassigned: 404,
  },
  "DELETE /api/maintenance-tasks/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/maintenance-tasks/${(await victimEquipment(db, victim)).taskId}` }),
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/maintenance-tasks/:id/done": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/maintenance-tasks/${(await victimEquipment(db, victim)).taskId}/done` }),
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/maintenance-tasks/:id/undo-done": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/maintenance-tasks/${(await victimEquipment(db, victim)).taskId}/undo-done` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/vendors": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/vendors?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/vendors": {
    kind: "record",
    call: ({ victim }) => ({ path: "/api/vendors", body: { locationId: victim.unassigned.id, name: "Planted", category: "other" } }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/vendors/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/vendors/${(await victimEquipment(db, victim)).vendorId}` }),
    foreign: 404,
    unassigned: 404,
  },
  "PATCH /api/vendors/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/vendors/${(await victimEquipment(db, victim)).vendorId}`, body: { name: "Renamed" } }),
    foreign: 404,
    unassigned: 404,
  },
  "DELETE /api/vendors/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/vendors/${(await victimEquipment(db, victim)).vendorId}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/equipment/:id/service-records": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/equipment/${(await victimEquipment(db, victim)).equipmentId}/service-records` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/vendors/:id/service-records": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/vendors/${(await victimEquipment(db, victim)).vendorId}/service-records` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/service-attachments/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/service-attachments/${(await victimService(db, victim)).attachmentId}` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/locations/:id/binder": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}/binder` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/locations/:id/binder.pdf": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}/binder.pdf` }),
    foreign: 404,
    unassigned: 404,
  },
  "POST /api/locations/:id/binder-builds": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}/binder-builds` }),
    foreign: 404,
    unassigned: 404,
  },
  /** A build is its requester's alone (tests/api/binder-builds.test.ts); here: never another organization's or location's. */
  "GET /api/binder-builds/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/binder-builds/${await victimBuild(db, victim)}` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/binder-builds/:id/binder.pdf": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/binder-builds/${await victimBuild(db, victim)}/binder.pdf` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/locations/:id/binder-links": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}/binder-links` }),
    foreign: 404,
    unassigned: 403,
  },
  "POST /api/locations/:id/binder-links": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}/binder-links`, body: { days: 7 } }),
    foreign: 404,
    unassigned: 403,
  },
  "DELETE /api/binder-links/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/binder-links/${(await victimService(db, victim)).linkId}` }),
    foreign: 404,
    unassigned: 403,
  },
  /** The unguessable link token is the credential; tests/api/service-records.test.ts covers scope, revoke and expiry. */
  "GET /api/shared-binders/:token": { kind: "public" },
  "GET /api/shared-binders/:token/binder.pdf": { kind: "public" },
  "GET /api/shared-binders/:token/licenses/:id": { kind: "public" },
  "GET /api/shared-binders/:token/attachments/:id": { kind: "public" },
  "GET /api/payroll": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/payroll?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 403,
  },
  "POST /api/payroll/upload": {
    kind: "record",
    call: ({ victim }) => ({ path: "/api/payroll/upload", body: { locationId: victim.unassigned.id, weekEnding: "2026-11-08" } }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/payroll/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/payroll/${await victimPayroll(db, victim)}` }),
    foreign: 404,
    unassigned: 403,
  },
  "PATCH /api/payroll/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/payroll/${await victimPayroll(db, victim)}`, body: { method: "as_reported" } }),
    foreign: 404,
    unassigned: 403,
  },
  "DELETE /api/payroll/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/payroll/${await victimPayroll(db, victim)}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/payroll/:id/export.csv": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/payroll/${await victimPayroll(db, victim)}/export.csv` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/payroll/:id/export.xlsx": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/payroll/${await victimPayroll(db, victim)}/export.xlsx` }),
    foreign: 404,
    unassigned: 403,
  },
  "PUT /api/payroll/:id/roles": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/payroll/${await victimPayroll(db, victim)}/roles`, body: { assignments: [{ name: "A B", role: "Server" }] } }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/payroll/:id/payroll-import.csv": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/payroll/${await victimPayroll(db, victim)}/payroll-import.csv` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/tip-policies": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/tip-policies?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 403,
  },
  "POST /api/tip-policies": {
    kind: "record",
    call: ({ victim }) => ({ path: "/api/tip-policies", body: { locationId: victim.unassigned.id, name: "Attack", rules: POLICY_RULES } }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/tip-policies/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/tip-policies/${await victimPolicy(db, victim)}` }),
    foreign: 404,
    unassigned: 403,
  },
  "PATCH /api/tip-policies/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/tip-policies/${await victimPolicy(db, victim)}`, body: { name: "Renamed" } }),
    foreign: 404,
    unassigned: 403,
  },
  "DELETE /api/tip-policies/:id": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/tip-policies/${await victimPolicy(db, victim)}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /invite/:token": { kind: "public" },
  "GET /api/invite/:token": { kind: "public" },
  "POST /api/invite/:token": { kind: "public" },
  "GET /api/user-invitations": { kind: "list", call: () => ({ path: "/api/user-invitations" }), platformWide: true },
  "POST /api/user-invitations": {
    kind: "record",
    call: ({ victim }) => ({
      path: "/api/user-invitations",
      body: { email: "planted@example.test", role: "user", locationId: victim.unassigned.id },
    }),
    foreign: 404,
    unassigned: 403,
    platformWide: true,
  },
  "POST /api/user-invitations/:id/resend": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/user-invitations/${await victimInvitation(db, victim)}/resend` }),
    foreign: 404,
    unassigned: 403,
    platformWide: true,
  },
  "POST /api/user-invitations/:id/revoke": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/user-invitations/${await victimInvitation(db, victim)}/revoke` }),
    foreign: 404,
    unassigned: 403,
    platformWide: true,
  },
  "GET /api/users": { kind: "list", call: () => ({ path: "/api/users" }), platformWide: true },
  "PATCH /api/users/:id": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/users/${victim.admin.id}`, body: { role: "user" } }),
    foreign: 404,
    unassigned: 403,
  },
  "DELETE /api/users/:id": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/users/${victim.admin.id}` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/forgot-password": { kind: "public" },
  "POST /api/forgot-password": { kind: "public" },
  "GET /api/reset-password/:token": { kind: "public" },
  "POST /api/reset-password": { kind: "public" },
  "GET /api/login/two-factor": { kind: "public" },
  "POST /api/login/two-factor": { kind: "public" },
  "GET /api/profile/two-factor": { kind: "self" },
  "POST /api/profile/two-factor/setup": { kind: "self" },
  "POST /api/profile/two-factor/enable": { kind: "self" },
  "POST /api/profile/two-factor/disable": { kind: "self" },
  "POST /api/profile/two-factor/recovery-codes": { kind: "self" },
  /** Only ever the caller's own organization (staff: 403, tests/api/two-factor.test.ts). */
  "PUT /api/organization/two-factor": { kind: "self" },
  "PUT /api/super-admin/two-factor": { kind: "super-admin", call: () => ({ path: "/api/super-admin/two-factor", body: { requireTwoFactor: false } }) },
  "POST /api/users/:id/end-sessions": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/users/${victim.staff.id}/end-sessions` }),
    foreign: 404,
    unassigned: 403,
  },
  "POST /api/users/:id/two-factor/reset": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/users/${victim.staff.id}/two-factor/reset` }),
    foreign: 404,
    unassigned: 403,
  },
  // Passkeys: the sign-in ceremony is public; Profile's routes only ever touch the caller's own passkeys
  // (another user's passkey id answers 404: tests/api/passkeys.test.ts).
  "GET /api/login/webauthn.js": { kind: "public" },
  "GET /api/login/passkey.js": { kind: "public" },
  "POST /api/login/passkey/options": { kind: "public" },
  "POST /api/login/passkey": { kind: "public" },
  "GET /api/two-factor/confirm/:token": { kind: "public" },
  "POST /api/two-factor/confirm/:token": { kind: "public" },
  "GET /api/profile/passkeys": { kind: "self" },
  "POST /api/profile/passkeys/options": { kind: "self" },
  "POST /api/profile/passkeys": { kind: "self" },
  "PATCH /api/profile/passkeys/:id": { kind: "self" },
  "DELETE /api/profile/passkeys/:id": { kind: "self" },
  "GET /api/profile/sessions": { kind: "self" },
  "DELETE /api/profile/sessions/:id": { kind: "self" },
  "POST /api/profile/sessions/end-others": { kind: "self" },
  // Personal access tokens: only ever the caller's own, in their own organization (tests/api/api-tokens.test.ts).
  "GET /api/profile/tokens": { kind: "self" },
  "POST /api/profile/tokens": { kind: "self" },
  "DELETE /api/profile/tokens/:id": { kind: "self" },
  // Web Push devices: only ever the caller's own (tests/api/push.test.ts: another user's device is 404).
  "GET /api/profile/push": { kind: "self" },
  "POST /api/profile/push": { kind: "self" },
  "DELETE /api/profile/push/:id": { kind: "self" },
  // Webhook endpoints: administrators (403 to staff before tenancy), their own organization's only.
  "GET /api/webhooks": { kind: "list", call: () => ({ path: "/api/webhooks" }) },
  "POST /api/webhooks": { kind: "self" },
  "PATCH /api/webhooks/:id": { kind: "record", call: async (fx) => ({ path: `/api/webhooks/${await victimWebhook(fx.db, fx.victim)}`, body: { enabled: false } }), foreign: 404, unassigned: 403 },
  "DELETE /api/webhooks/:id": { kind: "record", call: async (fx) => ({ path: `/api/webhooks/${await victimWebhook(fx.db, fx.victim)}` }), foreign: 404, unassigned: 403 },
  "GET /api/webhooks/:id/deliveries": { kind: "record", call: async (fx) => ({ path: `/api/webhooks/${await victimWebhook(fx.db, fx.victim)}/deliveries` }), foreign: 404, unassigned: 403 },
  // The API's description: the same for everyone, no tenant data.
  "GET /api/openapi.json": { kind: "public" },
  "GET /api/docs": { kind: "public" },
  "GET /api/audit-log": { kind: "list", call: () => ({ path: "/api/audit-log" }), platformWide: true },
  "GET /api/trash": { kind: "list", call: () => ({ path: "/api/trash" }) },
  "POST /api/trash/:kind/:id/restore": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/trash/campaign/${await victimTrashedCampaign(db, victim)}/restore` }),
    foreign: 404,
    unassigned: 403,
  },
  "GET /api/audit-log/entity-types": { kind: "list", call: () => ({ path: "/api/audit-log/entity-types" }) },
  "GET /api/super-admin/organizations": { kind: "super-admin", call: () => ({ path: "/api/super-admin/organizations" }) },
  "GET /api/super-admin/organizations/:id/locations": {
    kind: "super-admin",
    call: ({ victim }) => ({ path: `/api/super-admin/organizations/${victim.org.id}/locations` }),
  },
  "POST /api/super-admin/impersonate": {
    kind: "super-admin",
    call: ({ victim }) => ({ path: "/api/super-admin/impersonate", body: { organizationId: victim.org.id } }),
  },
  "POST /api/super-admin/stop-impersonate": { kind: "super-admin", call: () => ({ path: "/api/super-admin/stop-impersonate" }) },
  "PUT /api/state-license-requirements/bulk": {
    kind: "super-admin",
    call: async ({ db }) => ({
      path: "/api/state-license-requirements/bulk",
      body: { requirements: [{ state: "NY", licenseTypeId: (await db.select().from(licenseTypes).limit(1))[0]!.id, isRequired: false }] },
    }),
  },
  "POST /api/state-license-requirements": {
    kind: "super-admin",
    call: async ({ db }) => ({
      path: "/api/state-license-requirements",
      body: { state: "NY", licenseTypeId: (await db.select().from(licenseTypes).limit(1))[0]!.id },
    }),
  },
  "GET /api/state-license-requirements/copy-preview": {
    kind: "super-admin",
    call: () => ({ path: "/api/state-license-requirements/copy-preview?from=TX&to=OK" }),
  },
  "POST /api/state-license-requirements/copy": {
    kind: "super-admin",
    call: () => ({ path: "/api/state-license-requirements/copy", body: { fromState: "TX", toState: "OK" } }),
  },
};

/** Sends a case's call with the route's method. */
export function sendCall(agent: TestAgent, method: string, call: Call) {
  const m = method.toLowerCase() as "get" | "post" | "patch" | "put" | "delete";
  const req = agent[m](call.path);
  return call.body ? req.send(call.body) : req;
}
