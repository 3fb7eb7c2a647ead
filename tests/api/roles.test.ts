/**
 * Admin, manager and staff in one organization (shared/domain/permissions.ts): what each is told they may do,
 * the organization's setting that shares payroll and budgets with staff, deleting records, and the group view a
 * manager gets (issue 20: only the assigned locations). The route-by-route matrix is tests/api/security-roles.test.ts.
 */
import type TestAgent from "supertest/lib/agent";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, licenses, licenseTypes, type Location } from "@shared/schema";
import { assignLocation, createLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let third: Location;
let admin: TestAgent;
let manager: TestAgent;
let staff: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, "Roles Group");
  third = await createLocation(t.db, tenant.org.id, { name: "Third Location" });
  const m = await createUser(t.db, { role: "manager", organizationId: tenant.org.id, firstName: "Mia", lastName: "Manager" });
  // The manager runs two of the three locations.
  await assignLocation(t.db, m.id, tenant.assigned.id);
  await assignLocation(t.db, m.id, third.id);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  manager = await signedInAgent(t.app, m.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

async function setSharing(on: boolean) {
  const res = await admin.put("/api/organization/staff-access").send({ staffSeePayrollBudgets: on });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ staffSeePayrollBudgets: on });
}

describe("GET /api/auth/user", () => {
  it("carries each role's permissions", async () => {
    await setSharing(false);
    const a = await admin.get("/api/auth/user");
    const m = await manager.get("/api/auth/user");
    const s = await staff.get("/api/auth/user");
    expect(a.body.permissions).toContain("users.manage");
    expect(m.body.role).toBe("manager");
    expect(m.body.permissions.sort()).toEqual(
      ["binder.share", "budgets.plan", "budgets.see", "group.view", "payroll.delete", "payroll.see", "records.delete", "tipPolicies.manage"].sort(),
    );
    expect(s.body.permissions).toEqual([]);
    await setSharing(true);
    expect((await staff.get("/api/auth/user")).body.permissions.sort()).toEqual(["budgets.see", "payroll.see"]);
  });
});

describe("sharing payroll and budgets with staff", () => {
  it("is off for a new organization, changed by admins only, and audited", async () => {
    const fresh = await createTenant(t.db);
    const freshAdmin = await signedInAgent(t.app, fresh.admin.email, TEST_PASSWORD);
    expect((await freshAdmin.get("/api/organization")).body.staffSeePayrollBudgets).toBe(false);

    const refused = await manager.put("/api/organization/staff-access").send({ staffSeePayrollBudgets: true });
    expect(refused.status).toBe(403);
    expect((await staff.put("/api/organization/staff-access").send({ staffSeePayrollBudgets: true })).status).toBe(403);
    const bad = await admin.put("/api/organization/staff-access").send({ staffSeePayrollBudgets: "yes" });
    expect(bad.status).toBe(400);

    await setSharing(true);
    await setSharing(false);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff_access"), eq(auditLog.entityId, tenant.org.id)));
    expect(entries.at(-1)!.after).toMatchObject({ staffSeePayrollBudgets: false });
    expect(entries.at(-1)!.before).toMatchObject({ staffSeePayrollBudgets: true });
  });

  it("refuses staff payroll, tip policies and budgets with a clear message while off, and opens them when on", async () => {
    await setSharing(false);
    const at = tenant.assigned.id;
    const payroll = await staff.get(`/api/payroll?locationId=${at}`);
    expect(payroll.status).toBe(403);
    expect(payroll.body.message).toBe("Your organization does not share payroll with staff");
    expect((await staff.get(`/api/tip-policies?locationId=${at}`)).status).toBe(403);
    const budgets = await staff.get(`/api/budgets?locationId=${at}&month=2026-01`);
    expect(budgets.status).toBe(403);
    expect(budgets.body.message).toBe("Your organization does not share budgets with staff");
    // The dashboard leaves the budget figures out rather than failing.
    const dashboard = await staff.get(`/api/dashboard?locationId=${at}`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.budget).toBeNull();
    expect((await manager.get(`/api/payroll?locationId=${at}`)).status).toBe(200);

    await setSharing(true);
    expect((await staff.get(`/api/payroll?locationId=${at}`)).status).toBe(200);
    expect((await staff.get(`/api/budgets?locationId=${at}&month=2026-01`)).status).toBe(200);
    expect((await staff.get(`/api/dashboard?locationId=${at}`)).body.budget).not.toBeNull();
    // Still managers' business: the plans and the policies.
    const policy = await staff.post("/api/tip-policies").send({ locationId: at, name: "Mine", rules: {} });
    expect(policy.status).toBe(403);
    expect(policy.body.message).toBe("Only managers and administrators can change tip policies");
  });
});

describe("deleting records", () => {
  it("is refused to staff with a clear message and allowed to a manager at an assigned location", async () => {
    const [type] = await t.db.select().from(licenseTypes).limit(1);
    const [license] = await t.db.insert(licenses).values({ locationId: tenant.assigned.id, licenseTypeId: type!.id }).returning();
    const refused = await staff.delete(`/api/licenses/${license!.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only managers and administrators can delete licenses");
    expect(await t.db.select().from(licenses).where(eq(licenses.id, license!.id))).toHaveLength(1);
    // Staff still add and archive.
    expect((await staff.patch(`/api/licenses/${license!.id}/archive`)).status).toBe(200);
    expect((await manager.delete(`/api/licenses/${license!.id}`)).status).toBe(204);

    const [elsewhere] = await t.db.insert(licenses).values({ locationId: tenant.unassigned.id, licenseTypeId: type!.id }).returning();
    expect((await manager.delete(`/api/licenses/${elsewhere!.id}`)).status).toBe(404);
  });

  it("keeps organization, people and data transfer to admins", async () => {
    for (const [method, path] of [
      ["post", "/api/locations"],
      ["get", "/api/users"],
      ["get", "/api/user-invitations"],
      ["get", "/api/audit-log"],
      ["get", "/api/organization/export"],
    ] as const) {
      expect({ path, status: (await manager[method](path)).status }).toEqual({ path, status: 403 });
    }
  });
});

describe("the group view for a manager (issue 20)", () => {
  const ids = (body: { locations: { id: string }[] }) => body.locations.map((l) => l.id).sort();

  it("answers exactly the manager's two of three locations in the overview, the matrix and the budget", async () => {
    const mine = [tenant.assigned.id, third.id].sort();
    for (const path of ["/api/group/overview", "/api/group/compliance", "/api/group/budget"]) {
      const res = await manager.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect({ path, ids: ids(res.body) }).toEqual({ path, ids: mine });
    }
    expect(ids((await admin.get("/api/group/overview")).body)).toHaveLength(3);
  });

  it("stays closed to staff", async () => {
    const res = await staff.get("/api/group/overview");
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only managers and administrators can see the group view");
  });
});

describe("people", () => {
  it("invites a manager to a location and makes a staff member a manager of chosen locations", async () => {
    const noLocation = await admin.post("/api/user-invitations").send({ email: "new-manager@example.test", role: "manager" });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body.errors).toEqual([{ path: "locationId", message: "Location is required for manager invitations" }]);
    const invited = await admin
      .post("/api/user-invitations")
      .send({ email: "new-manager@example.test", role: "manager", locationId: third.id });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ role: "manager", locationId: third.id });

    const promoted = await admin.patch(`/api/users/${tenant.staff.id}`).send({ role: "manager", locationIds: [tenant.assigned.id, third.id] });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe("manager");
    expect([...promoted.body.locationIds].sort()).toEqual([tenant.assigned.id, third.id].sort());
  });
});
