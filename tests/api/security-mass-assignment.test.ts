/**
 * Mass assignment: fields that decide ownership or power (organizationId, role, locationId, ids)
 * added to a request body must be ignored or refused. Every write route of the tenancy walk is sent
 * by the victim's own administrator (who may write there) with those fields pointing at a bystander
 * organization; afterwards nothing of the bystander has changed, nothing new points at it, and nobody's
 * role has changed. The routes named in the issue are also checked one by one.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenses, locations, organizations, users } from "@shared/schema";
import { routeCases, sendCall, type Call, type Fixture, type Tenant } from "../support/route-cases";
import { rowsDigestWhere } from "../support/db-snapshot";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let fx: Fixture;
let bystander: Tenant;
let admin: TestAgent;
const calls = new Map<string, Call>();

const methodOf = (route: string) => route.split(" ")[0]!;
const WRITES = new Set(["POST", "PATCH", "PUT"]);

/** Fields an attacker would add; the route's own fields win where they overlap. */
const injected = () => ({
  organizationId: bystander.org.id,
  locationId: bystander.assigned.id,
  role: "super_admin",
  userId: bystander.admin.id,
  id: randomUUID(),
  createdBy: bystander.admin.id,
  uploadedBy: bystander.admin.id,
  invitedBy: bystander.admin.id,
  isSuperAdmin: true,
});

/** Adds the injected fields to the body and to any JSON object sent as text inside it (multipart licenseData). */
function withInjection(body: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { ...injected(), ...body };
  for (const [key, value] of Object.entries(body ?? {})) {
    if (typeof value !== "string" || !value.startsWith("{")) continue;
    try {
      out[key] = JSON.stringify({ ...injected(), ...(JSON.parse(value) as Record<string, unknown>) });
    } catch {
      // not JSON: left as it is
    }
  }
  return out;
}

async function bystanderState() {
  return {
    organization: await rowsDigestWhere(t.db, "organization_id", bystander.org.id),
    assigned: await rowsDigestWhere(t.db, "location_id", bystander.assigned.id),
    unassigned: await rowsDigestWhere(t.db, "location_id", bystander.unassigned.id),
    org: await t.db.select().from(organizations).where(eq(organizations.id, bystander.org.id)),
  };
}
const roles = async () => Object.fromEntries((await t.db.select({ id: users.id, role: users.role }).from(users)).map((u) => [u.id, u.role]));

beforeAll(async () => {
  t = await createTestApp({ ALLOW_SIGNUP: "true" });
  const victim = await createTenant(t.db, "Victim Group");
  bystander = await createTenant(t.db, "Bystander Group");
  fx = { db: t.db, victim };
  for (const [route, c] of Object.entries(routeCases)) if (c.kind === "record") calls.set(route, await c.call(fx));
  admin = await signedInAgent(t.app, victim.admin.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe("every write route", () => {
  const writes = Object.entries(routeCases)
    .filter(([route, c]) => c.kind === "record" && WRITES.has(methodOf(route)))
    .map(([route]) => route);

  it("has write routes to check", () => expect(writes.length).toBeGreaterThan(15));

  it.each(writes)("%s ignores or refuses organizationId, role and locationId", async (route) => {
    const before = await bystanderState();
    const rolesBefore = await roles();
    const call = calls.get(route)!;
    const res = await sendCall(admin, methodOf(route), { path: call.path, body: withInjection(call.body) });
    expect(res.status, res.text).toBeLessThan(500);
    expect(await bystanderState()).toEqual(before);
    expect(await roles()).toEqual(rolesBefore);
    const stillVictims = await t.db.select().from(locations).where(eq(locations.organizationId, fx.victim.org.id));
    expect(stillVictims.length).toBeGreaterThanOrEqual(2);
  });
});

describe("named cases", () => {
  it("PATCH /api/locations/:id keeps the location in its organization", async () => {
    const res = await admin.patch(`/api/locations/${fx.victim.assigned.id}`).send({ name: "Still ours", organizationId: bystander.org.id, id: randomUUID() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: fx.victim.assigned.id, name: "Still ours", organizationId: fx.victim.org.id });
    const [row] = await t.db.select().from(locations).where(eq(locations.id, fx.victim.assigned.id));
    expect(row).toMatchObject({ name: "Still ours", organizationId: fx.victim.org.id });
  });

  it("POST /api/locations creates the location in the caller's organization", async () => {
    const res = await admin.post("/api/locations").send({ name: "New one", address: "2 Main St", organizationId: bystander.org.id });
    expect(res.status).toBe(201);
    expect(res.body.organizationId).toBe(fx.victim.org.id);
  });

  it("POST /api/organization makes its creator an admin, never what the body says", async () => {
    const founder = await createUser(t.db);
    const agent = await signedInAgent(t.app, founder.email, TEST_PASSWORD);
    const res = await agent.post("/api/organization").send({ name: "Founded", role: "super_admin", id: bystander.org.id, organizationId: bystander.org.id });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(bystander.org.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, founder.id));
    expect(row).toMatchObject({ role: "admin", organizationId: res.body.id });
    expect((await t.db.select().from(organizations).where(eq(organizations.id, bystander.org.id)))[0]!.name).toBe("Bystander Group");
  });

  it("PATCH /api/licenses/:id does not move a license to another location", async () => {
    const path = calls.get("PATCH /api/licenses/:id")!.path;
    const id = path.split("/").pop()!;
    const [before] = await t.db.select().from(licenses).where(eq(licenses.id, id));
    for (const target of [bystander.assigned.id, fx.victim.assigned.id]) {
      const res = await admin.patch(path).send({ licenseNumber: "MOVED?", locationId: target });
      expect(res.status).toBe(200);
      const [after] = await t.db.select().from(licenses).where(eq(licenses.id, id));
      expect(after).toMatchObject({ licenseNumber: "MOVED?", locationId: before!.locationId });
    }
  });

  it("PATCH /api/users/:id cannot make anyone a super admin", async () => {
    const res = await admin.patch(`/api/users/${fx.victim.staff.id}`).send({ role: "super_admin" });
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, fx.victim.staff.id));
    expect(row!.role).toBe("user");
  });

  it("PATCH /api/profile refuses fields other than the settings", async () => {
    const staff = await signedInAgent(t.app, fx.victim.staff.email, TEST_PASSWORD);
    const res = await staff.patch("/api/profile").send({ emailDigest: false, role: "admin", organizationId: bystander.org.id });
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, fx.victim.staff.id));
    expect(row).toMatchObject({ role: "user", organizationId: fx.victim.org.id, emailDigest: true });
  });

  it("POST /api/signup creates a plain user whatever the body says", async () => {
    const agent = request.agent(t.app);
    const res = await agent
      .post("/api/signup")
      .send({ email: "joiner@example.test", password: "long enough pw", role: "super_admin", organizationId: bystander.org.id });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, "joiner@example.test"));
    expect(row).toMatchObject({ role: "user", organizationId: null });
  });

  it("POST /api/invite/:token gives the invitation's role and organization, not the body's", async () => {
    const invited = await admin.post("/api/user-invitations").send({ email: "invitee@example.test", role: "user", locationId: fx.victim.assigned.id });
    expect(invited.status).toBe(201);
    const token = String(invited.body.link).split("/invite/")[1]!;
    const res = await request(t.app)
      .post(`/api/invite/${token}`)
      .send({ firstName: "In", lastName: "Vitee", password: "long enough pw", role: "super_admin", organizationId: bystander.org.id, email: "other@example.test" });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, "invitee@example.test"));
    expect(row).toMatchObject({ role: "user", organizationId: fx.victim.org.id });
    expect((await t.db.select().from(users).where(eq(users.email, "other@example.test"))).length).toBe(0);
  });
});
