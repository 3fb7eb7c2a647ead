/**
 * The role matrix inside one organization: every signed-in route (tests/support/route-cases.ts) walked as a
 * manager and as a staff member assigned to the location the case's call is about, with the organization's
 * sharing of payroll and budgets off and then on. Each route's row in tests/support/route-access.ts says who may
 * use it; a refused call is 403, an allowed one is neither 401 nor 403 (a 400 or 404 from the call's own body or
 * ids is fine: the role guard let it through). A refused call changes nothing.
 */
import type { Express } from "express";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "@shared/schema";
import { listRoutes } from "../support/routes";
import { routeCases, sendCall, type Call, type Fixture } from "../support/route-cases";
import { allowedFor, routeAccess, type MatrixRole } from "../support/route-access";
import { changedTables, tableDigests } from "../support/db-snapshot";
import { assignLocation, createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let fx: Fixture;
let manager: TestAgent;
let staff: TestAgent;
const calls = new Map<string, Call>();

const methodOf = (route: string) => route.split(" ")[0]!;
const pathOf = (route: string) => route.slice(route.indexOf(" ") + 1);
const callFor = (route: string): Call =>
  calls.get(route) ?? { path: pathOf(route).replace(/:state\b/, "NY").replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000") };
const signedInRoutes = () => Object.entries(routeCases).filter(([, c]) => c.kind !== "public" && c.kind !== "super-admin");

async function share(on: boolean) {
  await t.db.update(organizations).set({ staffSeePayrollBudgets: on }).where(eq(organizations.id, fx.victim.org.id));
}

/** Walks every route as the role; returns the routes whose answer does not match the matrix. */
async function walk(agent: TestAgent, role: MatrixRole, only?: (route: string) => boolean) {
  const wrong: string[] = [];
  for (const [route] of signedInRoutes()) {
    if (only && !only(route)) continue;
    const allowed = allowedFor(routeAccess[route]!, role);
    const res = await sendCall(agent, methodOf(route), callFor(route));
    const ok = allowed ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === 403;
    if (!ok) wrong.push(`${route}: ${res.status} (${allowed ? "allowed" : "refused"}) ${res.body?.message ?? ""}`);
  }
  return wrong;
}

beforeAll(async () => {
  t = await createTestApp();
  const victim = await createTenant(t.db, "Matrix Group");
  fx = { db: t.db, victim };
  for (const [route, c] of Object.entries(routeCases)) if ("call" in c) calls.set(route, await c.call(fx));
  // Both reach every location of the organization, so every case's call is about one of their own locations.
  const m = await createUser(t.db, { role: "manager", organizationId: victim.org.id, firstName: "Mia", lastName: "Manager" });
  const s = await createUser(t.db, { role: "user", organizationId: victim.org.id, firstName: "Stu", lastName: "Staff" });
  for (const user of [m, s]) for (const loc of [victim.assigned, victim.unassigned]) await assignLocation(t.db, user.id, loc.id);
  manager = await signedInAgent(t.app, m.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, s.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe("role matrix", () => {
  it("has a row for every signed-in route, and none for a route that is gone", () => {
    const routes = listRoutes(t.app as Express).filter((r) => routeCases[r] && routeCases[r]!.kind !== "public" && routeCases[r]!.kind !== "super-admin");
    expect(routes.filter((r) => !(r in routeAccess))).toEqual([]);
    expect(Object.keys(routeAccess).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it("refuses staff what is not theirs while payroll and budgets are not shared, and changes nothing doing so", async () => {
    await share(false);
    const before = await tableDigests(t.db);
    const refusedOnly = (route: string) => !allowedFor(routeAccess[route]!, "staff (payroll and budgets not shared)");
    expect(await walk(staff, "staff (payroll and budgets not shared)", refusedOnly)).toEqual([]);
    expect(changedTables(before, await tableDigests(t.db))).toEqual([]);
  });

  it("answers staff on every route as the matrix says, payroll and budgets not shared", async () => {
    await share(false);
    expect(await walk(staff, "staff (payroll and budgets not shared)")).toEqual([]);
  });

  it("answers staff on every route as the matrix says, payroll and budgets shared", async () => {
    await share(true);
    expect(await walk(staff, "staff (shared)")).toEqual([]);
  });

  it("answers a manager on every route as the matrix says, whatever the sharing", async () => {
    await share(false);
    expect(await walk(manager, "manager")).toEqual([]);
  });
});
