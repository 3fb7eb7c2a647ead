/**
 * Passkeys (issue 33): registration on Profile, sign-in with a passkey alone or as the second factor, and the
 * ceremony's refusals — a wrong challenge, a wrong origin, another user's credential, a replayed challenge. A
 * software authenticator (tests/support/soft-authenticator.ts) answers the server's options as a device would.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, organizations, passkeys } from "@shared/schema";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { assert, register, type SoftPasskey } from "../support/soft-authenticator";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const ORIGIN = "https://sous.example.test";
const RP_ID = "sous.example.test";
const REFUSED = "That passkey did not sign you in. Try again, or sign in with your password.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: ORIGIN, TRUST_PROXY: "true" });
});
afterAll(async () => t?.close());

let address = 0;
/** A browser of its own address (the throttles count per address). */
const browser = () => request.agent(t.app).set("X-Forwarded-For", `203.0.113.${++address}`);

async function addPasskey(agent: TestAgent, name = "Work laptop"): Promise<SoftPasskey> {
  const options = await agent.post("/api/profile/passkeys/options");
  expect(options.status).toBe(200);
  expect(options.body.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
  const { passkey, response } = register({ challenge: options.body.challenge, origin: ORIGIN, rpId: options.body.rp.id });
  const saved = await agent.post("/api/profile/passkeys").send({ name, response });
  expect(saved.status).toBe(201);
  return passkey;
}

async function signInOptions(agent: TestAgent) {
  const res = await agent.post("/api/login/passkey/options").send({});
  expect(res.status).toBe(200);
  return res.body as { challenge: string; rpId: string; allowCredentials?: { id: string }[] };
}

describe("registering passkeys on Profile", () => {
  it("adds several named passkeys, audited and notified like the other factors; renames and removes them", async () => {
    const user = await createUser(t.db);
    const agent = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    expect((await agent.post("/api/profile/passkeys/options")).body.rp).toEqual({ name: "Sous", id: RP_ID });
    await addPasskey(agent, "Work laptop");
    await addPasskey(agent, "Phone");
    const list = await agent.get("/api/profile/passkeys");
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(["Work laptop", "Phone"]);
    expect(list.body[0]).toMatchObject({ lastUsedAt: null, pending: false });
    expect(Object.keys(list.body[0]).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name", "pending"]);

    const audited = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "passkey_added")));
    expect(audited.map((a) => (a.after as { name: string }).name).sort()).toEqual(["Phone", "Work laptop"]);
    const notified = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notified.map((n) => n.title)).toContain("A passkey was added");

    const renamed = await agent.patch(`/api/profile/passkeys/${list.body[1].id}`).send({ name: "Old phone" });
    expect(renamed.body.name).toBe("Old phone");
    expect((await agent.delete(`/api/profile/passkeys/${list.body[1].id}`)).status).toBe(204);
    expect((await agent.get("/api/profile/passkeys")).body.map((p: { name: string }) => p.name)).toEqual(["Work laptop"]);
    const removed = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "passkey_removed")));
    expect(removed).toHaveLength(1);
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).map((n) => n.title)).toContain("A passkey was removed");
  });

  it("refuses a registration answering another challenge, from another origin, or a challenge already used", async () => {
    const user = await createUser(t.db);
    const agent = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    const first = await agent.post("/api/profile/passkeys/options");
    const wrongChallenge = register({ challenge: "bm90LXRoZS1jaGFsbGVuZ2U", origin: ORIGIN, rpId: RP_ID });
    expect((await agent.post("/api/profile/passkeys").send({ name: "X", response: wrongChallenge.response })).status).toBe(400);
    // The refused answer used the challenge up: the right answer to it is refused too.
    const late = register({ challenge: first.body.challenge, origin: ORIGIN, rpId: RP_ID });
    expect((await agent.post("/api/profile/passkeys").send({ name: "X", response: late.response })).status).toBe(400);

    const second = await agent.post("/api/profile/passkeys/options");
    const otherSite = register({ challenge: second.body.challenge, origin: "https://evil.example", rpId: RP_ID });
    const refused = await agent.post("/api/profile/passkeys").send({ name: "X", response: otherSite.response });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The passkey could not be saved. Start again and follow your browser's prompts.");
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(0);
  });

  it("another user's passkey cannot be renamed or removed (404)", async () => {
    const owner = await createUser(t.db);
    const ownerAgent = await signedInAgent(t.app, owner.email, TEST_PASSWORD);
    await addPasskey(ownerAgent);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, owner.id));
    const other = await signedInAgent(t.app, (await createUser(t.db)).email, TEST_PASSWORD);
    expect((await other.patch(`/api/profile/passkeys/${row!.id}`).send({ name: "Mine" })).status).toBe(404);
    expect((await other.delete(`/api/profile/passkeys/${row!.id}`)).status).toBe(404);
    expect((await other.get("/api/profile/passkeys")).body).toEqual([]);
  });
});

describe("signing in with a passkey", () => {
  it("alone: a discoverable credential signs its owner in, with no e-mail typed", async () => {
    const user = await createUser(t.db);
    const passkey = await addPasskey(await signedInAgent(t.app, user.email, TEST_PASSWORD));
    const agent = browser();
    const options = await signInOptions(agent);
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await agent.post("/api/login/passkey").send({ response: assert(passkey, { challenge: options.challenge, origin: ORIGIN }), next: "/licenses" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, next: "/licenses" });
    expect((await agent.get("/api/auth/user")).body.email).toBe(user.email);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.counter).toBe(1);
  });

  it("refuses an assertion of another challenge", async () => {
    const user = await createUser(t.db);
    const passkey = await addPasskey(await signedInAgent(t.app, user.email, TEST_PASSWORD));
    const agent = browser();
    await signInOptions(agent);
    const res = await agent.post("/api/login/passkey").send({ response: assert(passkey, { challenge: "c29tZS1vdGhlci1jaGFsbGVuZ2U", origin: ORIGIN }) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(REFUSED);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("refuses an assertion made for another origin", async () => {
    const user = await createUser(t.db);
    const passkey = await addPasskey(await signedInAgent(t.app, user.email, TEST_PASSWORD));
    const agent = browser();
    const options = await signInOptions(agent);
    const res = await agent.post("/api/login/passkey").send({ response: assert(passkey, { challenge: options.challenge, origin: "https://sous.example.test.evil.example" }) });
    expect(res.status).toBe(401);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it("refuses a replayed challenge: an assertion signs in once", async () => {
    const user = await createUser(t.db);
    const passkey = await addPasskey(await signedInAgent(t.app, user.email, TEST_PASSWORD));
    const agent = browser();
    const options = await signInOptions(agent);
    const response = assert(passkey, { challenge: options.challenge, origin: ORIGIN });
    expect((await agent.post("/api/login/passkey").send({ response })).status).toBe(200);
    // The same answer again, from this browser (signed in now, no challenge left) or from a fresh one.
    expect((await agent.post("/api/login/passkey").send({ response })).status).toBe(401);
    const thief = browser();
    await signInOptions(thief);
    expect((await thief.post("/api/login/passkey").send({ response })).status).toBe(401);
    expect((await thief.get("/api/auth/user")).status).toBe(401);
    // A fresh assertion of the same challenge (a counter that moved on) is refused too: the challenge was used.
    const again = assert(passkey, { challenge: options.challenge, origin: ORIGIN });
    expect((await browser().post("/api/login/passkey").send({ response: again })).status).toBe(401);
  });

  it("as the second factor after the password: only a passkey of that account", async () => {
    const user = await createUser(t.db);
    const own = await addPasskey(await signedInAgent(t.app, user.email, TEST_PASSWORD));
    const other = await createUser(t.db);
    const otherPasskey = await addPasskey(await signedInAgent(t.app, other.email, TEST_PASSWORD));

    const agent = browser();
    const password = await agent.post("/api/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(password.body).toEqual({ twoFactorRequired: true });
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    const page = await agent.get("/api/login/two-factor");
    expect(page.text).toContain("Use a passkey");
    expect(page.text).not.toContain('name="code"');

    // Another user's credential, even a valid assertion of this challenge, does not finish this sign-in.
    const options = await signInOptions(agent);
    expect(options.allowCredentials?.map((c) => c.id)).toHaveLength(1);
    const foreign = await agent.post("/api/login/passkey").send({ response: assert(otherPasskey, { challenge: options.challenge, origin: ORIGIN }) });
    expect(foreign.status).toBe(401);
    expect((await agent.get("/api/auth/user")).status).toBe(401);

    const next = await signInOptions(agent);
    const ok = await agent.post("/api/login/passkey").send({ response: assert(own, { challenge: next.challenge, origin: ORIGIN }) });
    expect(ok.status).toBe(200);
    expect((await agent.get("/api/auth/user")).body.email).toBe(user.email);
  });

  it("the sign-in page offers the passkey button and its scripts from this site", async () => {
    const page = await request(t.app).get("/api/login");
    expect(page.text).toContain("Sign in with a passkey");
    expect(page.text).toContain('<script src="/api/login/passkey.js" defer></script>');
    const script = await request(t.app).get("/api/login/webauthn.js");
    expect(script.status).toBe(200);
    expect(script.text).toContain("SimpleWebAuthnBrowser");
  });
});

describe("an organization's two-factor requirement", () => {
  it("is met by a passkey, which can be added while enrolment is required", async () => {
    const tenant = await createTenant(t.db);
    await t.db.update(organizations).set({ requireTwoFactor: true }).where(eq(organizations.id, tenant.org.id));
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    expect((await staff.get("/api/auth/user")).body.twoFactorSetupRequired).toBe(true);
    expect((await staff.get("/api/organization/locations")).status).toBe(403);
    const passkey = await addPasskey(staff);
    expect((await staff.get("/api/auth/user")).body.twoFactorSetupRequired).toBeUndefined();
    expect((await staff.get("/api/organization/locations")).status).toBe(200);
    expect((await staff.get("/api/profile/two-factor")).body).toMatchObject({ enabled: false, passkeys: 1 });

    // The password alone no longer signs in: the passkey is asked for.
    const agent = browser();
    expect((await agent.post("/api/login").send({ email: tenant.staff.email, password: TEST_PASSWORD })).body).toEqual({ twoFactorRequired: true });
    const options = await signInOptions(agent);
    expect((await agent.post("/api/login/passkey").send({ response: assert(passkey, { challenge: options.challenge, origin: ORIGIN }) })).status).toBe(200);

    // An admin with only a passkey may change the requirement (it counts as their own second factor).
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    expect((await admin.put("/api/organization/two-factor").send({ requireTwoFactor: false })).status).toBe(403);
    await addPasskey(admin);
    expect((await admin.put("/api/organization/two-factor").send({ requireTwoFactor: false })).status).toBe(200);
  });

  it("an admin's two-factor reset removes the member's passkeys too", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    await addPasskey(staff);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    expect((await admin.post(`/api/users/${tenant.staff.id}/two-factor/reset`)).status).toBe(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, tenant.staff.id))).toHaveLength(0);
  });
});
