/**
 * Walks every registered API route as (a) an administrator of another organization and (b) a staff
 * user of the same organization who is not assigned to the location, and checks each is refused.
 * A route without a case fails the test: a new route cannot forget the tenancy rule silently.
 *
 * The cases live in tests/support/route-cases.ts (shared with the security tests): add new routes there.
 */
import type { Express } from "express";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutes } from "../support/routes";
import { routeCases as cases, sendCall as send, type Fixture, type Tenant } from "../support/route-cases";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { createTenant, TEST_PASSWORD } from "../support/factories";

let t: TestApp;
let fx: Fixture;
let foreignAdmin: TestAgent;
let unassignedStaff: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  const victim = await createTenant(t.db, "Victim Group");
  const attacker = await createTenant(t.db, "Attacker Group");
  fx = { db: t.db, victim };
  foreignAdmin = await signedInAgent(t.app, attacker.admin.email, TEST_PASSWORD);
  unassignedStaff = await signedInAgent(t.app, victim.staff.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const victimIds = (v: Tenant) => [v.org.id, v.assigned.id, v.unassigned.id, v.admin.id, v.staff.id];

describe("tenancy", () => {
  it("has a case for every registered route", () => {
    const routes = listRoutes(t.app as Express);
    expect(routes.length).toBeGreaterThan(15);
    const missing = routes.filter((r) => !(r in cases));
    expect(missing, `routes without a tenancy case: ${missing.join(", ")}`).toEqual([]);
    const stale = Object.keys(cases).filter((c) => !routes.includes(c));
    expect(stale, `cases for routes that no longer exist: ${stale.join(", ")}`).toEqual([]);
  });

  it.each(Object.entries(cases).filter(([, c]) => c.kind === "record"))("%s refuses other tenants", async (route, c) => {
    if (c.kind !== "record") return;
    const method = route.split(" ")[0]!;
    const call = await c.call(fx);
    const asForeign = await send(foreignAdmin, method, call);
    expect(asForeign.status, `${route} as another organization's admin`).toBe(c.foreign);
    const asStaff = await send(unassignedStaff, method, call);
    expect(asStaff.status, `${route} as unassigned staff`).toBe(c.unassigned);
  });

  it.each(Object.entries(cases).filter(([, c]) => c.kind === "list"))("%s leaks no other tenant's ids", async (route, c) => {
    if (c.kind !== "list") return;
    const method = route.split(" ")[0]!;
    const call = await c.call(fx);
    const res = await send(foreignAdmin, method, call);
    expect([200, 404]).toContain(res.status);
    const text = JSON.stringify(res.body);
    for (const id of victimIds(fx.victim)) expect(text).not.toContain(id);
    const staffRes = await send(unassignedStaff, method, call);
    expect(JSON.stringify(staffRes.body)).not.toContain(fx.victim.unassigned.id);
  });

  it.each(Object.entries(cases).filter(([, c]) => c.kind === "super-admin"))("%s is for super admins only", async (route, c) => {
    if (c.kind !== "super-admin") return;
    const method = route.split(" ")[0]!;
    const call = await c.call(fx);
    for (const [who, agent] of [["another organization's admin", foreignAdmin], ["staff", unassignedStaff]] as const) {
      const res = await send(agent, method, call);
      expect(res.status, `${route} as ${who}`).toBe(403);
      expect(res.body.message).toBe("This area is restricted to super administrators only.");
    }
  });

  it("leaves the victim's location unchanged after the refused writes", async () => {
    const res = await (await signedInAgent(t.app, fx.victim.admin.email, TEST_PASSWORD)).get("/api/organization/locations");
    const names = res.body.map((l: { name: string }) => l.name).sort();
    expect(names).toEqual(["Assigned Location", "Unassigned Location"]);
  });
});
