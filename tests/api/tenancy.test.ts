/**
 * Walks every registered API route as (a) an administrator of another organization and (b) a staff
 * user of the same organization who is not assigned to the location, and checks each is refused.
 * A route without a case here fails the test: a new route cannot forget the tenancy rule silently.
 */
import type { Express } from "express";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@server/db/connection";
import { documents, licenses, licenseTypes, marketingCampaigns } from "@shared/schema";
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

/** A campaign at the victim's location no attacker may reach. */
async function victimCampaign(db: Db, victim: Tenant): Promise<string> {
  const [row] = await db
    .insert(marketingCampaigns)
    .values({ locationId: victim.unassigned.id, title: "Victim campaign", startDate: "2026-01-01", endDate: "2026-01-31" })
    .returning({ id: marketingCampaigns.id });
  return row!.id;
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
    unassigned: 404,
  },
  "GET /api/license-types": { kind: "self" },
  "GET /api/required-licenses/:state": { kind: "self" },
  "GET /api/licenses": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/licenses?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 404,
  },
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
    unassigned: 404,
  },
  "GET /api/licenses/:id/download": {
    kind: "record",
    call: async ({ db, victim }) => ({ path: `/api/licenses/${await victimLicense(db, victim)}/download` }),
    foreign: 404,
    unassigned: 404,
  },
  "GET /api/dashboard": {
    kind: "record",
    call: ({ victim }) => ({ path: `/api/dashboard?locationId=${victim.unassigned.id}` }),
    foreign: 404,
    unassigned: 404,
  },
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
    unassigned: 404,
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
    unassigned: 404,
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
