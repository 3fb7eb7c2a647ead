/**
 * Walks every registered API route as (a) an administrator of another organization and (b) a staff
 * user of the same organization who is not assigned to the location, and checks each is refused.
 * A route without a case here fails the test: a new route cannot forget the tenancy rule silently.
 */
import type { Express } from "express";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@server/db/connection";
import { listRoutes } from "../support/routes";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { createTenant, TEST_PASSWORD } from "../support/factories";

type Tenant = Awaited<ReturnType<typeof createTenant>>;
interface Fixture {
  db: Db;
  victim: Tenant;
}
interface Call {
  path: string;
  body?: Record<string, unknown>;
}

type Case =
  /** Reachable without signing in, touches no tenant data. */
  | { kind: "public" }
  /** Only ever the caller's own user or organization: checked by "list" cases or their own tests. */
  | { kind: "self" }
  /** Lists: allowed, but must not contain any of the victim's ids. */
  | { kind: "list"; call: (fx: Fixture) => Promise<Call> | Call }
  /** One record or one location of the victim: refused with the given statuses. */
  | {
      kind: "record";
      call: (fx: Fixture) => Promise<Call> | Call;
      /** As an admin of another organization. */
      foreign: 404;
      /** As a staff user of the victim's organization without that location. */
      unassigned: 404 | 403;
    };

const cases: Record<string, Case> = {
  "GET /api/health": { kind: "public" },
  "GET /api/ready": { kind: "public" },
  "GET /api/login": { kind: "public" },
  "POST /api/login": { kind: "public" },
  "GET /api/signup": { kind: "public" },
  "POST /api/signup": { kind: "public" },
  "GET /api/callback": { kind: "public" },
  "GET /api/logout": { kind: "public" },
  "GET /api/auth/user": { kind: "self" },
  "GET /api/notifications": { kind: "self" },
  "POST /api/notifications/read-all": { kind: "self" },
  "POST /api/notifications/:id/read": { kind: "self" },
  "POST /api/organization": { kind: "self" },
  "GET /api/organization": { kind: "list", call: () => ({ path: "/api/organization" }) },
  "GET /api/organization/locations": { kind: "list", call: () => ({ path: "/api/organization/locations" }) },
  "POST /api/locations": { kind: "self" },
  "PATCH /api/locations/:id": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}`, body: { name: "Taken over" } }),
    foreign: 404,
    unassigned: 403,
  },
  "DELETE /api/locations/:id": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/locations/${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 403,
  },
};

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

const send = (agent: TestAgent, method: string, call: Call) => {
  const m = method.toLowerCase() as "get" | "post" | "patch" | "put" | "delete";
  const req = agent[m](call.path);
  return call.body ? req.send(call.body) : req;
};

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

  it("leaves the victim's location unchanged after the refused writes", async () => {
    const res = await (await signedInAgent(t.app, fx.victim.admin.email, TEST_PASSWORD)).get("/api/organization/locations");
    const names = res.body.map((l: { name: string }) => l.name).sort();
    expect(names).toEqual(["Assigned Location", "Unassigned Location"]);
  });
});
