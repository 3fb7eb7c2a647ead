import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, tipPolicies } from "@shared/schema";
import { assignLocation, createLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
let outsider: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  // Staff of this organization see payroll and tip policies (the organization shares them).
  tenant = await createTenant(t.db, undefined, { staffSeePayrollBudgets: true });
  const other = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  outsider = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const MUST_SHOW = {
  roles: [
    { name: "Server", kind: "staff" },
    { name: "Bartender", kind: "staff" },
    { name: "Busser", kind: "staff" },
    { name: "Manager", kind: "manager" },
  ],
  steps: [
    { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Busser"], percent: 3, base: "tips" },
    { kind: "tip_out", fromRoles: ["Server"], toRoles: ["Bartender"], percent: 2, base: "tips" },
    { kind: "pool", roles: ["Server", "Bartender", "Busser"], split: "points_hours", points: { Server: 10, Bartender: 8, Busser: 5 } },
  ],
};

describe("/api/tip-policies", () => {
  let id: string;

  it("an admin creates a policy at a location; it is listed and read back", async () => {
    const res = await admin.post("/api/tip-policies").send({ locationId: tenant.assigned.id, name: "Dinner pool", rules: MUST_SHOW });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ locationId: tenant.assigned.id, name: "Dinner pool", rules: MUST_SHOW });
    id = res.body.id;
    const list = await admin.get(`/api/tip-policies?locationId=${tenant.assigned.id}`);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await admin.get(`/api/tip-policies/${id}`)).body.name).toBe("Dinner pool");
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("a manager of the location manages its policies; staff see them but do not change them", async () => {
    const m = await createUser(t.db, { role: "manager", organizationId: tenant.org.id });
    await assignLocation(t.db, m.id, tenant.assigned.id);
    const manager = await signedInAgent(t.app, m.email, TEST_PASSWORD);
    expect((await staff.get(`/api/tip-policies/${id}`)).status).toBe(200);
    const refused = await staff.patch(`/api/tip-policies/${id}`).send({ name: "Mine" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only managers and administrators can change tip policies");
    const res = await manager.patch(`/api/tip-policies/${id}`).send({ name: "Dinner pool (FOH)" });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Dinner pool (FOH)");
  });

  it("refuses a pool with a manager role, naming the FLSA rule, and stores nothing", async () => {
    const rules = { ...MUST_SHOW, steps: [{ kind: "pool", roles: ["Server", "Manager"], split: "hours" }] };
    const res = await admin.post("/api/tip-policies").send({ locationId: tenant.assigned.id, name: "Bad", rules });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/"Manager" is a manager role — managers and supervisors may keep no part of employees' tips/);
    expect(res.body.message).toMatch(/FLSA §3\(m\)\(2\)\(B\), as amended in 2018/);
    expect(res.body.errors[0].path).toBe("rules.steps.0.roles");
    const patch = await admin.patch(`/api/tip-policies/${id}`).send({ rules });
    expect(patch.status).toBe(400);
    expect((await admin.get(`/api/tip-policies/${id}`)).body.rules).toEqual(MUST_SHOW);
  });

  it("refuses card-fee withholding at a California location with the reason, allows it in New York", async () => {
    const sf = await createLocation(t.db, tenant.org.id, { name: "SF", state: "CA", city: "San Francisco" });
    const rules = { roles: [{ name: "Server", kind: "staff" }], steps: [{ kind: "card_fee", percent: 3 }, { kind: "pool", roles: ["Server"], split: "hours" }] };
    const refused = await admin.post("/api/tip-policies").send({ locationId: sf.id, name: "Fee", rules });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/card-fee withholding is not allowed at a location in CA — California Labor Code §351/);
    const allowed = await admin.post("/api/tip-policies").send({ locationId: tenant.assigned.id, name: "Fee", rules });
    expect(allowed.status).toBe(201);
    await admin.delete(`/api/tip-policies/${allowed.body.id}`).expect(204);
  });

  it("answers bad input with 400 and the field, a duplicate name with 409", async () => {
    const missing = await admin.post("/api/tip-policies").send({ locationId: tenant.assigned.id, rules: MUST_SHOW });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/Name is required/);
    const badStep = await admin.post("/api/tip-policies").send({ locationId: tenant.assigned.id, name: "X", rules: { roles: MUST_SHOW.roles, steps: [{ kind: "split" }] } });
    expect(badStep.status).toBe(400);
    const badPercent = await admin
      .post("/api/tip-policies")
      .send({ locationId: tenant.assigned.id, name: "X", rules: { ...MUST_SHOW, steps: [{ kind: "tip_out", fromRoles: ["Server"], toRoles: ["Busser"], percent: 150 }] } });
    expect(badPercent.status).toBe(400);
    expect(badPercent.body.message).toMatch(/more than 0 and at most 100/);
    const duplicate = await admin.post("/api/tip-policies").send({ locationId: tenant.assigned.id, name: "Dinner pool (FOH)", rules: MUST_SHOW });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A tip policy named "Dinner pool (FOH)" already exists at this location.');
  });

  it("another organization's admin, and a staff user without the location, get 404 and change nothing", async () => {
    for (const agent of [outsider]) {
      expect((await agent.get(`/api/tip-policies/${id}`)).status).toBe(404);
      expect((await agent.patch(`/api/tip-policies/${id}`).send({ name: "Mine" })).status).toBe(404);
      expect((await agent.delete(`/api/tip-policies/${id}`)).status).toBe(404);
      expect((await agent.get(`/api/tip-policies?locationId=${tenant.assigned.id}`)).status).toBe(404);
      expect((await agent.post("/api/tip-policies").send({ locationId: tenant.assigned.id, name: "Mine", rules: MUST_SHOW })).status).toBe(404);
    }
    const [elsewhere] = await t.db
      .insert(tipPolicies)
      .values({ locationId: tenant.unassigned.id, name: "Other location", rules: MUST_SHOW as never })
      .returning();
    expect((await staff.get(`/api/tip-policies/${elsewhere!.id}`)).status).toBe(404);
    expect((await staff.get(`/api/tip-policies?locationId=${tenant.unassigned.id}`)).status).toBe(404);
    const [row] = await t.db.select().from(tipPolicies).where(eq(tipPolicies.id, id));
    expect(row!.name).toBe("Dinner pool (FOH)");
  });

  it("deletes a policy", async () => {
    await admin.delete(`/api/tip-policies/${id}`).expect(204);
    expect((await admin.get(`/api/tip-policies/${id}`)).status).toBe(404);
  });
});
