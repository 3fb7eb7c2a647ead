/**
 * The tenancy walk (tests/support/route-cases.ts) with every role: admins and staff of another
 * organization, unassigned staff, a super admin outside any organization and a super admin
 * impersonating another organization. Every refused call must leave the database exactly as it was,
 * and no list may carry any id of the victim (every row created for it, not just its organization).
 */
import type { Express } from "express";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutes } from "../support/routes";
import { routeCases, sendCall, type Call, type Case, type Fixture } from "../support/route-cases";
import { allIds, changedTables, idsWhere, tableDigests } from "../support/db-snapshot";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

type Role = "foreign admin" | "foreign staff" | "unassigned staff" | "super admin" | "impersonating super admin" | "victim admin";
const OUTSIDERS: Role[] = ["foreign admin", "foreign staff", "unassigned staff", "super admin", "impersonating super admin"];
const RESTRICTED = "This area is restricted to super administrators only.";

let t: TestApp;
let fx: Fixture;
const calls = new Map<string, Call>();
const agents = {} as Record<Role, TestAgent>;
/** Everything created for the victim: its ids and its people's e-mail addresses. */
let victimSecrets: string[] = [];
/** What a staff member of the victim's organization must not see: rows at the location not assigned to them. */
let unassignedSecrets: string[] = [];
let digestsBefore: Record<string, string>;

const methodOf = (route: string) => route.split(" ")[0]!;
const pathOf = (route: string) => route.slice(route.indexOf(" ") + 1);
const entries = (kind: Case["kind"]) => Object.entries(routeCases).filter(([, c]) => c.kind === kind);
/** A route's path with every parameter filled: the case's own call when it has one. */
const callFor = (route: string): Call =>
  calls.get(route) ?? { path: pathOf(route).replace(/:state\b/, "NY").replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000") };

beforeAll(async () => {
  t = await createTestApp();
  const before = await allIds(t.db);
  const victim = await createTenant(t.db, "Victim Group");
  fx = { db: t.db, victim };
  for (const [route, c] of Object.entries(routeCases)) if ("call" in c) calls.set(route, await c.call(fx));
  const created = [...(await allIds(t.db))].filter((id) => !before.has(id));
  victimSecrets = [...created, victim.admin.email, victim.staff.email];
  unassignedSecrets = [victim.unassigned.id, ...(await idsWhere(t.db, "location_id", victim.unassigned.id))];

  const attacker = await createTenant(t.db, "Attacker Group");
  const platform = await createUser(t.db, { role: "super_admin", firstName: "Sue" });
  const support = await createUser(t.db, { role: "super_admin", firstName: "Imp" });
  agents["foreign admin"] = await signedInAgent(t.app, attacker.admin.email, TEST_PASSWORD);
  agents["foreign staff"] = await signedInAgent(t.app, attacker.staff.email, TEST_PASSWORD);
  agents["unassigned staff"] = await signedInAgent(t.app, victim.staff.email, TEST_PASSWORD);
  agents["super admin"] = await signedInAgent(t.app, platform.email, TEST_PASSWORD);
  agents["impersonating super admin"] = await signedInAgent(t.app, support.email, TEST_PASSWORD);
  agents["victim admin"] = await signedInAgent(t.app, victim.admin.email, TEST_PASSWORD);
  const started = await agents["impersonating super admin"].post("/api/super-admin/impersonate").send({ organizationId: attacker.org.id });
  expect(started.status).toBe(200);
  digestsBefore = await tableDigests(t.db);
});
afterAll(async () => t?.close());

/** What each outsider must get for a record of the victim. */
function expectedRefusal(c: Extract<Case, { kind: "record" }>, role: Role): number {
  switch (role) {
    case "foreign admin":
    case "impersonating super admin":
      return c.foreign;
    default:
      // Staff and a super admin without an organization fail the role guard first (403) on admin routes,
      // else they cannot reach the location (404): the same answer an unassigned staff member gets.
      return c.unassigned;
  }
}

describe("refusals, every route and role", () => {
  it("walks every registered route", () => {
    const routes = listRoutes(t.app as Express);
    expect(routes.filter((r) => !(r in routeCases))).toEqual([]);
  });

  it.each(entries("record"))("%s is refused to every outsider", async (route, c) => {
    if (c.kind !== "record") return;
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const role of OUTSIDERS) {
      if (role === "super admin" && c.platformWide) continue;
      got[role] = (await sendCall(agents[role], methodOf(route), calls.get(route)!)).status;
      want[role] = expectedRefusal(c, role);
    }
    expect(got).toEqual(want);
  });

  it.each(entries("super-admin"))("%s is refused to everyone but super admins", async (route) => {
    for (const role of ["foreign admin", "foreign staff", "unassigned staff", "victim admin"] as Role[]) {
      const res = await sendCall(agents[role], methodOf(route), calls.get(route)!);
      expect({ role, status: res.status, message: res.body.message }).toEqual({ role, status: 403, message: RESTRICTED });
    }
  });

  it("answers 401 to a signed-out caller on every route that is not public", async () => {
    const wrong: string[] = [];
    for (const [route, c] of Object.entries(routeCases)) {
      if (c.kind === "public") continue;
      const res = await sendCall(request.agent(t.app), methodOf(route), callFor(route));
      if (res.status !== 401) wrong.push(`${route}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("leaves every table unchanged after all the refused calls", async () => {
    expect(changedTables(digestsBefore, await tableDigests(t.db))).toEqual([]);
  });
});

describe("no foreign ids in what anyone can read", () => {
  const readable = () =>
    Object.entries(routeCases)
      .filter(([route, c]) => methodOf(route) === "GET" && (c.kind === "list" || c.kind === "self"))
      .map(([route]) => route);

  it.each(OUTSIDERS)("as %s, no list or own-data read carries a victim's id or e-mail", async (role) => {
    const forbidden = role === "unassigned staff" ? unassignedSecrets : victimSecrets;
    expect(forbidden.length).toBeGreaterThan(role === "unassigned staff" ? 3 : 10);
    const leaks: string[] = [];
    for (const route of readable()) {
      const c = routeCases[route]!;
      if (role === "super admin" && c.kind === "list" && c.platformWide) continue;
      const res = await sendCall(agents[role], "GET", callFor(route));
      for (const secret of forbidden) if (res.text.includes(secret)) leaks.push(`${route} leaks ${secret}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe("super admins", () => {
  it.each(entries("super-admin"))("%s is open to a super admin, also while impersonating", async (route) => {
    for (const role of ["super admin", "impersonating super admin"] as Role[]) {
      const res = await sendCall(agents[role], methodOf(route), calls.get(route)!);
      expect([401, 403], `${route} as ${role}: ${res.status} ${res.text}`).not.toContain(res.status);
      expect(res.status, `${route} as ${role}: ${res.text}`).toBeLessThan(500);
    }
  });
});
