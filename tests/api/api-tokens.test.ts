/**
 * Personal access tokens: created on Profile (shown once, hashed at rest), accepted as `Authorization: Bearer`
 * on the app's own routes under the same permission rule and tenancy, read-only or read-write, revocable,
 * expiring, rate-limited per token and audited as the token's user.
 */
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, auditLog, users, vendors } from "@shared/schema";
import { ACCOUNT_ROUTE_REFUSED, INVALID_TOKEN, READ_ONLY_TOKEN, TOO_MANY_TOKEN_REQUESTS } from "@server/http/token-auth";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { routeCases, sendCall, type Fixture, type Tenant } from "../support/route-cases";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let home: Tenant;
let victim: Tenant;
let admin: TestAgent;

const bearer = (token: string) => request.agent(t.app).set("Authorization", `Bearer ${token}`);

async function makeToken(agent: TestAgent, scope: "read" | "read_write", name = `${scope} token`) {
  const res = await agent.post("/api/profile/tokens").send({ name, scope, expiresInDays: 30 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; token: string; prefix: string };
}

beforeAll(async () => {
  t = await createTestApp({ API_TOKEN_RATE_LIMIT: "100000" });
  home = await createTenant(t.db, "Token Home");
  victim = await createTenant(t.db, "Token Victim");
  admin = await signedInAgent(t.app, home.admin.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe("creating and listing tokens", () => {
  it("shows the token once and keeps only its hash", async () => {
    const created = await makeToken(admin, "read", "BI sheet");
    expect(created.token).toMatch(/^sous_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).not.toContain(created.token.slice(9));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await admin.get("/api/profile/tokens");
    expect(list.status).toBe(200);
    const listed = list.body.find((x: { id: string }) => x.id === created.id);
    expect(listed).toMatchObject({ name: "BI sheet", scope: "read", prefix: created.prefix, lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it("answers 400 with every problem for a bad request", async () => {
    const res = await admin.post("/api/profile/tokens").send({ name: "", scope: "admin", expiresInDays: 999 });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["expiresInDays", "name", "scope"]);
  });

  it("lists only the caller's own tokens", async () => {
    const staff = await signedInAgent(t.app, home.staff.email, TEST_PASSWORD);
    await makeToken(staff, "read", "staff's");
    const list = await admin.get("/api/profile/tokens");
    expect(list.body.map((x: { name: string }) => x.name)).not.toContain("staff's");
  });
});

describe("using a token", () => {
  it("reads with a read token and records when it was last used", async () => {
    const { id, token } = await makeToken(admin, "read");
    const res = await bearer(token).get("/api/organization/locations");
    expect(res.status).toBe(200);
    expect(res.body.map((l: { name: string }) => l.name).sort()).toEqual(["Assigned Location", "Unassigned Location"]);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("a read token cannot write, and nothing is written", async () => {
    const { token } = await makeToken(admin, "read");
    const res = await bearer(token).post("/api/vendors").send({ locationId: home.assigned.id, name: "Via read token", category: "other" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(READ_ONLY_TOKEN);
    expect(await t.db.select().from(vendors).where(eq(vendors.name, "Via read token"))).toEqual([]);
    const del = await bearer(token).delete(`/api/locations/${home.unassigned.id}`);
    expect(del.status).toBe(403);
  });

  it("a read-write token writes, audited as the token's user", async () => {
    const { token } = await makeToken(admin, "read_write");
    const res = await bearer(token).post("/api/vendors").send({ locationId: home.assigned.id, name: "Via token", category: "other" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, "vendor"), eq(auditLog.entityId, res.body.id)));
    expect(entry!.actorId).toBe(home.admin.id);
    expect(entry!.organizationId).toBe(home.org.id);
  });

  it("keeps the user's role: a staff member's read-write token is refused what staff are refused", async () => {
    const staff = await signedInAgent(t.app, home.staff.email, TEST_PASSWORD);
    const { token } = await makeToken(staff, "read_write");
    const res = await bearer(token).post("/api/locations").send({ name: "Staff's new place", address: "1 Main St", city: "X", state: "NY", zipCode: "10001" });
    expect(res.status).toBe(403);
    // Staff reach only their assigned location.
    const other = await bearer(token).get(`/api/vendors?locationId=${home.unassigned.id}`);
    expect(other.status).toBe(404);
  });

  it("cannot manage tokens, sessions or sign-in", async () => {
    const { token } = await makeToken(admin, "read_write");
    for (const [method, path] of [
      ["post", "/api/profile/tokens"],
      ["get", "/api/profile/tokens"],
      ["post", "/api/profile/sessions/end-others"],
      ["post", "/api/profile/two-factor/setup"],
      ["get", "/api/profile/push"],
      ["post", "/api/profile/push"],
    ] as const) {
      const res = await bearer(token)[method](path).send({ name: "minted", scope: "read_write", expiresInDays: 1 });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe(ACCOUNT_ROUTE_REFUSED);
    }
  });
});

describe("refused tokens answer 401", () => {
  it("a revoked token", async () => {
    const { id, token } = await makeToken(admin, "read");
    expect((await bearer(token).get("/api/organization")).status).toBe(200);
    expect((await admin.delete(`/api/profile/tokens/${id}`)).status).toBe(204);
    const res = await bearer(token).get("/api/organization");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(INVALID_TOKEN);
    expect((await admin.delete(`/api/profile/tokens/${id}`)).status).toBe(404);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, "api_token"), eq(auditLog.action, "revoke"), eq(auditLog.entityId, id)));
    expect(entry!.actorId).toBe(home.admin.id);
  });

  it("an expired token", async () => {
    const { id, token } = await makeToken(admin, "read");
    await t.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, id));
    expect((await bearer(token).get("/api/organization")).status).toBe(401);
  });

  it("an unknown or malformed token, even beside a signed-in session", async () => {
    expect((await bearer("sous_pat_nope").get("/api/organization")).status).toBe(401);
    expect((await request(t.app).get("/api/organization").set("Authorization", "Bearer ")).status).toBe(401);
    const withCookie = await admin.get("/api/organization").set("Authorization", "Bearer sous_pat_nope");
    expect(withCookie.status).toBe(401);
  });

  it("a token of a user who left the organization", async () => {
    const staff = await signedInAgent(t.app, home.staff.email, TEST_PASSWORD);
    const { token } = await makeToken(staff, "read");
    expect((await bearer(token).get("/api/organization")).status).toBe(200);
    await t.db.update(users).set({ organizationId: victim.org.id }).where(eq(users.id, home.staff.id));
    try {
      expect((await bearer(token).get("/api/organization")).status).toBe(401);
    } finally {
      await t.db.update(users).set({ organizationId: home.org.id }).where(eq(users.id, home.staff.id));
    }
  });

  it("someone else's token cannot be revoked", async () => {
    const victimAdmin = await signedInAgent(t.app, victim.admin.email, TEST_PASSWORD);
    const { id } = await makeToken(victimAdmin, "read");
    expect((await admin.delete(`/api/profile/tokens/${id}`)).status).toBe(404);
  });
});

describe("tenancy: a token of organization A reaches nothing of B", () => {
  let fx: Fixture;
  let foreign: TestAgent;
  beforeAll(async () => {
    fx = { db: t.db, victim };
    foreign = bearer((await makeToken(admin, "read_write", "walker")).token);
  });

  it.each(Object.entries(routeCases).filter(([, c]) => c.kind === "record"))("%s refuses an outside token", async (route, c) => {
    if (c.kind !== "record") return;
    const res = await sendCall(foreign, route.split(" ")[0]!, await c.call(fx));
    expect(res.status, `${route} with another organization's token`).toBe(c.foreign);
  });

  it.each(Object.entries(routeCases).filter(([, c]) => c.kind === "list"))("%s lists nothing of B", async (route, c) => {
    if (c.kind !== "list") return;
    const res = await sendCall(foreign, route.split(" ")[0]!, await c.call(fx));
    expect([200, 404]).toContain(res.status);
    const text = JSON.stringify(res.body);
    for (const id of [victim.org.id, victim.assigned.id, victim.unassigned.id, victim.admin.id, victim.staff.id]) expect(text).not.toContain(id);
  });

  it.each(Object.entries(routeCases).filter(([, c]) => c.kind === "super-admin"))("%s is refused", async (route, c) => {
    if (c.kind !== "super-admin") return;
    const res = await sendCall(foreign, route.split(" ")[0]!, await c.call(fx));
    expect(res.status).toBe(403);
  });
});

describe("rate limit per token", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_TOKEN_RATE_LIMIT: "3" });
  });
  afterAll(async () => limited?.close());

  it("answers 429 past the limit, per token", async () => {
    const tenant = await createTenant(limited.db, "Limited");
    const agent = await signedInAgent(limited.app, tenant.admin.email, TEST_PASSWORD);
    const mk = async () => (await agent.post("/api/profile/tokens").send({ name: "x", scope: "read", expiresInDays: 1 })).body.token as string;
    const [a, b] = [await mk(), await mk()];
    const call = (token: string) => request(limited.app).get("/api/organization").set("Authorization", `Bearer ${token}`);
    for (let i = 0; i < 3; i++) expect((await call(a)).status).toBe(200);
    const over = await call(a);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(TOO_MANY_TOKEN_REQUESTS);
    expect((await call(b)).status).toBe(200);
    // The session is not counted against any token.
    expect((await agent.get("/api/organization")).status).toBe(200);
  });
});
