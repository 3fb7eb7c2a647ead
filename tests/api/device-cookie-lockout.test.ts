/**
 * Issue 33, defect 8: "anyone can lock any account out". Ten wrong passwords from strangers used to lock the owner out
 * too. A browser that signed in to the account before carries a signed device cookie and is let past the account's
 * lockout (its own failures count separately); unknown browsers are slowed progressively.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slowdownMs } from "@server/auth/throttle";
import { DEVICE_COOKIE } from "@server/auth/device-cookie";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", SESSION_SECRET: "device-cookie-test-secret-0123456789" });
});
afterAll(async () => t?.close());

let address = 0;
const from = () => `192.0.2.${++address}`;

/** The owner's browser: signed in once (so it holds the device cookie), then signed out. */
async function ownersBrowser(email: string) {
  const agent = request.agent(t.app).set("X-Forwarded-For", from());
  const res = await agent.post("/api/login").send({ email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  expect(String(res.headers["set-cookie"])).toContain(`${DEVICE_COOKIE}=`);
  expect((await agent.post("/api/logout").send({})).status).toBe(204);
  return agent;
}

/** Ten wrong passwords for the account from strangers' browsers (no device cookie), then the 11th is refused. */
async function strangersLockOut(email: string) {
  for (let i = 0; i < 10; i++) {
    expect((await request(t.app).post("/api/login").set("X-Forwarded-For", from()).send({ email, password: `wrong ${i}` })).status).toBe(401);
  }
  const locked = await request(t.app).post("/api/login").set("X-Forwarded-For", from()).send({ email, password: TEST_PASSWORD });
  expect(locked.status).toBe(429);
}

describe("the per-account lockout and a browser that proved itself", () => {
  it("10 wrong passwords from an attacker, then the owner's browser with its device cookie still signs in", async () => {
    const user = await createUser(t.db);
    const owner = await ownersBrowser(user.email);
    await strangersLockOut(user.email);
    const res = await owner.post("/api/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect((await owner.get("/api/auth/user")).body.email).toBe(user.email);
  });

  it("a device cookie of another account, or a forged one, does not get past the lockout", async () => {
    const victim = await createUser(t.db);
    const other = await createUser(t.db);
    const othersBrowser = await ownersBrowser(other.email);
    await strangersLockOut(victim.email);
    expect((await othersBrowser.post("/api/login").send({ email: victim.email, password: TEST_PASSWORD })).status).toBe(429);
    const forged = `${Date.now() + 86_400_000}.${"A".repeat(43)}`;
    const res = await request(t.app)
      .post("/api/login")
      .set("X-Forwarded-For", from())
      .set("Cookie", `${DEVICE_COOKIE}=${forged}`)
      .send({ email: victim.email, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
  });

  it("the known browser's own wrong passwords are limited on a counter of its own", async () => {
    const user = await createUser(t.db);
    const owner = await ownersBrowser(user.email);
    for (let i = 0; i < 10; i++) expect((await owner.post("/api/login").send({ email: user.email, password: `wrong ${i}` })).status).toBe(401);
    expect((await owner.post("/api/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it("unknown browsers are slowed progressively as the account's failures grow", async () => {
    expect([0, 1, 4].map(slowdownMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 20].map(slowdownMs)).toEqual([100, 200, 400, 800, 1600, 2000]);
    const user = await createUser(t.db);
    for (let i = 0; i < 7; i++) await request(t.app).post("/api/login").set("X-Forwarded-For", from()).send({ email: user.email, password: `wrong ${i}` });
    const started = Date.now();
    await request(t.app).post("/api/login").set("X-Forwarded-For", from()).send({ email: user.email, password: "wrong again" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
  it("accepting an invitation with the account's password: the owner's browser gets past the lockout, a stranger's does not", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const user = await createUser(t.db);
    const owner = await ownersBrowser(user.email);
    const invited = await admin.post("/api/user-invitations").send({ email: user.email, role: "admin" });
    expect(invited.status).toBe(201);
    const token = String(invited.body.link).split("/invite/")[1]!;
    await strangersLockOut(user.email);
    const stranger = await request(t.app).post(`/api/invite/${token}`).set("X-Forwarded-For", from()).send({ password: TEST_PASSWORD });
    expect(stranger.status).toBe(429);
    expect((await owner.post(`/api/invite/${token}`).send({ password: TEST_PASSWORD })).status).toBe(200);
    expect((await owner.get("/api/auth/user")).body).toMatchObject({ id: user.id, organizationId: tenant.org.id });
  });
});
