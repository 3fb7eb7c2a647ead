/**
 * Two-factor sign-in with TOTP: enrolment with a code check, ten single-use recovery codes stored hashed, sign-in
 * asking for the code after the password, wrong and replayed codes refused, throttling, turning it off with a code,
 * and an organization's or the platform's requirement sending members to enrolment.
 */
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, recoveryCodes, users } from "@shared/schema";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(async () => t?.close());

let address = 0;
const from = () => `198.51.100.${++address}`;
/** The code of a later 30-second step (a code of the step just used would be a replay). */
const codeAt = (secret: string, stepsAhead: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** Turns two-factor sign-in on for the signed-in agent; returns the secret and the recovery codes. */
async function enrol(agent: TestAgent) {
  const setup = await agent.post("/api/profile/two-factor/setup");
  expect(setup.status).toBe(200);
  expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Sous:/);
  const secret = setup.body.secret as string;
  const enabled = await agent.post("/api/profile/two-factor/enable").send({ code: await codeAt(secret, 0) });
  expect(enabled.status).toBe(200);
  return { secret, codes: enabled.body.recoveryCodes as string[] };
}

/** Password first: a browser (agent) waiting for its second factor. */
async function passwordStep(email: string, ip = from()) {
  const agent = request.agent(t.app);
  agent.set("X-Forwarded-For", ip);
  const res = await agent.post("/api/login").send({ email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFactorRequired: true });
  return agent;
}

describe("enrolment", () => {
  it("turns on with a code check, gives ten recovery codes once and stores them hashed, audited and notified", async () => {
    const user = await createUser(t.db);
    const agent = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    const setup = await agent.post("/api/profile/two-factor/setup");
    const wrong = await agent.post("/api/profile/two-factor/enable").send({ code: "000000" });
    expect(wrong.status).toBe(400);
    const ok = await agent.post("/api/profile/two-factor/enable").send({ code: await codeAt(setup.body.secret, 0) });
    expect(ok.status).toBe(200);
    const codes = ok.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);

    const status = (await agent.get("/api/profile/two-factor")).body;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, localAccount: true });
    expect(JSON.stringify(status)).not.toContain(setup.body.secret);
    expect((await agent.get("/api/auth/user")).text).not.toContain(setup.body.secret);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toContain("two_factor_enabled");
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((n) => n.title)).toContain("Two-factor sign-in was turned on");
  });
});

describe("signing in", () => {
  it("asks for the code after the password; a wrong code is refused, a right one signs in, and cannot be replayed", async () => {
    const user = await createUser(t.db);
    const { secret } = await enrol(await signedInAgent(t.app, user.email, TEST_PASSWORD));

    const browser = await passwordStep(user.email);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    expect((await browser.post("/api/login/two-factor").send({ code: "123456" })).status).toBe(401);
    const code = await codeAt(secret, 1);
    expect((await browser.post("/api/login/two-factor").send({ code })).status).toBe(200);
    expect((await browser.get("/api/auth/user")).body.id).toBe(user.id);

    // The same code again, from another browser, within its window: refused.
    const other = await passwordStep(user.email);
    expect((await other.post("/api/login/two-factor").send({ code })).status).toBe(401);
    expect((await other.get("/api/auth/user")).status).toBe(401);
  });

  it("the form flow: the sign-in form leads to the code page and on to the app", async () => {
    const user = await createUser(t.db);
    const { secret } = await enrol(await signedInAgent(t.app, user.email, TEST_PASSWORD));
    const agent = request.agent(t.app);
    const login = await agent.post("/api/login").type("form").send({ email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(303);
    expect(login.headers.location).toBe("/api/login/two-factor");
    const page = await agent.get("/api/login/two-factor");
    expect(page.text).toContain("Two-factor sign-in");
    const done = await agent.post("/api/login/two-factor").type("form").send({ code: await codeAt(secret, 1) });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe("/");
  });

  it("a code without the password first is refused", async () => {
    const res = await request(t.app).post("/api/login/two-factor").send({ code: "123456" });
    expect(res.status).toBe(401);
  });

  it("a recovery code works once, is audited and tells the user how many are left", async () => {
    const user = await createUser(t.db);
    const { codes } = await enrol(await signedInAgent(t.app, user.email, TEST_PASSWORD));
    const first = await passwordStep(user.email);
    expect((await first.post("/api/login/two-factor").send({ code: codes[0]!.toUpperCase() })).status).toBe(200);
    expect((await first.get("/api/auth/user")).body.id).toBe(user.id);
    const again = await passwordStep(user.email);
    expect((await again.post("/api/login/two-factor").send({ code: codes[0] })).status).toBe(401);
    expect((await again.post("/api/login/two-factor").send({ code: codes[1] })).status).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.filter((a) => a.action === "recovery_code_used").map((a) => (a.after as { recoveryCodesLeft: number }).recoveryCodesLeft)).toEqual([9, 8]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((n) => n.title)).toContain("A recovery code was used to sign in");
  });

  it("throttles wrong codes per account: 10 failures, then 429 even for the right code", async () => {
    const user = await createUser(t.db);
    const { secret } = await enrol(await signedInAgent(t.app, user.email, TEST_PASSWORD));
    for (let i = 0; i < 10; i++) {
      const b = await passwordStep(user.email);
      expect((await b.post("/api/login/two-factor").send({ code: String(100000 + i) })).status).toBe(401);
    }
    const b = await passwordStep(user.email);
    expect((await b.post("/api/login/two-factor").send({ code: await codeAt(secret, 1) })).status).toBe(429);
  });
});

describe("turning it off and new recovery codes", () => {
  it("needs a current code; afterwards the password alone signs in", async () => {
    const user = await createUser(t.db);
    const agent = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    const { secret } = await enrol(agent);
    expect((await agent.post("/api/profile/two-factor/disable").send({ code: "000000" })).status).toBe(400);
    expect((await agent.post("/api/profile/two-factor/disable").send({ code: await codeAt(secret, 1) })).status).toBe(200);
    expect((await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).length).toBe(0);
    const res = await request(t.app).post("/api/login").send({ email: user.email, password: TEST_PASSWORD });
    expect(res.body).toEqual({ ok: true });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toContain("two_factor_disabled");
  });

  it("new recovery codes replace the old ones", async () => {
    const user = await createUser(t.db);
    const agent = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    const { secret, codes } = await enrol(agent);
    const res = await agent.post("/api/profile/two-factor/recovery-codes").send({ code: await codeAt(secret, 1) });
    expect(res.status).toBe(200);
    expect(res.body.recoveryCodes).toHaveLength(10);
    const b = await passwordStep(user.email);
    expect((await b.post("/api/login/two-factor").send({ code: codes[0] })).status).toBe(401);
    expect((await b.post("/api/login/two-factor").send({ code: res.body.recoveryCodes[0] })).status).toBe(200);
  });
});

describe("requiring two-factor sign-in", () => {
  it("an organization admin requires it (after enrolling themselves); a member without it is sent to enrolment", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const staffBefore = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const refused = await admin.put("/api/organization/two-factor").send({ requireTwoFactor: true });
    expect(refused.status).toBe(409);
    await enrol(admin);
    expect((await admin.put("/api/organization/two-factor").send({ requireTwoFactor: true })).status).toBe(200);

    // Staff cannot change it.
    expect((await staffBefore.put("/api/organization/two-factor").send({ requireTwoFactor: false })).status).toBe(403);

    // The member signs in with the password and is taken to enrolment: only enrolment is open.
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const me = await staff.get("/api/auth/user");
    expect(me.body.twoFactorSetupRequired).toBe(true);
    const blocked = await staff.get("/api/organization/locations");
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe("Two-factor sign-in is required for your account. Set it up on your Profile to continue.");
    expect((await staff.get("/api/profile/two-factor")).body).toMatchObject({ enabled: false, organizationRequires: true });
    await enrol(staff);
    expect((await staff.get("/api/organization/locations")).status).toBe(200);
    expect((await staff.get("/api/auth/user")).body.twoFactorSetupRequired).toBeUndefined();

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "two_factor_requirement"));
    expect(entry).toMatchObject({ organizationId: tenant.org.id, actorId: tenant.admin.id });
  });

  it("a super admin requires it for the platform; accounts of the identity provider are not asked", async () => {
    const su = await createUser(t.db, { role: "super_admin" });
    const suAgent = await signedInAgent(t.app, su.email, TEST_PASSWORD);
    expect((await suAgent.put("/api/super-admin/two-factor").send({ requireTwoFactor: true })).status).toBe(409);
    await enrol(suAgent);
    expect((await suAgent.put("/api/super-admin/two-factor").send({ requireTwoFactor: true })).status).toBe(200);
    try {
      const plain = await createUser(t.db);
      const agent = await signedInAgent(t.app, plain.email, TEST_PASSWORD);
      expect((await agent.get("/api/auth/user")).body.twoFactorSetupRequired).toBe(true);
      expect((await agent.get("/api/notifications")).status).toBe(403);

      const [oidcUser] = await t.db.update(users).set({ passwordHash: null, oidcSubject: "x" }).where(eq(users.id, plain.id)).returning();
      expect(oidcUser!.passwordHash).toBeNull();
      expect((await agent.get("/api/notifications")).status).toBe(200);
    } finally {
      const off = await suAgent.put("/api/super-admin/two-factor").send({ requireTwoFactor: false });
      expect(off.status).toBe(200);
    }
  });
});
