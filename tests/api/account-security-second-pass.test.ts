/**
 * Issue 33: what a second review of sign-up, sign-in, two-factor, sessions and invitations found. Each case here
 * failed before its fix.
 */
import { and, eq } from "drizzle-orm";
import { generate, generateSecret } from "otplib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, organizations, recoveryCodes, users } from "@shared/schema";
import { requestPasswordReset } from "@server/auth/password-reset";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(async () => t?.close());

let address = 0;
/** Each test from its own address, so one test's throttle counts do not reach another's. */
const from = () => `198.51.100.${++address}`;
const codeAt = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** Turns two-factor sign-in on for a user directly; returns the secret. */
async function withTotp(userId: string): Promise<string> {
  const secret = generateSecret();
  await t.db.update(users).set({ totpSecret: secret, totpEnabledAt: new Date() }).where(eq(users.id, userId));
  return secret;
}

/** Password first: a browser waiting for its second factor. */
async function passwordStep(email: string) {
  const agent = request.agent(t.app);
  agent.set("X-Forwarded-For", from());
  const res = await agent.post("/api/login").send({ email, password: TEST_PASSWORD });
  expect(res.body).toEqual({ twoFactorRequired: true });
  return agent;
}

describe("a half-finished two-factor sign-in (#2)", () => {
  it("ends with the user's sessions when an admin ends them: the code no longer signs that browser in", async () => {
    const tenant = await createTenant(t.db);
    const secret = await withTotp(tenant.staff.id);
    const waiting = await passwordStep(tenant.staff.email);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const ended = await admin.post(`/api/users/${tenant.staff.id}/end-sessions`).set("X-Forwarded-For", from());
    expect(ended.status).toBe(200);
    expect(ended.body.ended).toBeGreaterThanOrEqual(1);

    const code = await waiting.post("/api/login/two-factor").send({ code: await codeAt(secret) });
    expect(code.status).toBe(401);
    expect((await waiting.get("/api/auth/user")).status).toBe(401);
  });

  it("ends with a password reset", async () => {
    const user = await createUser(t.db);
    const secret = await withTotp(user.id);
    const waiting = await passwordStep(user.email);
    const link = await requestPasswordReset(t.db, user.email);
    if (link.kind !== "link") throw new Error("no reset link");
    const done = await request(t.app)
      .post("/api/reset-password")
      .set("X-Forwarded-For", from())
      .send({ token: link.token, password: "a brand new password", confirm: "a brand new password" });
    expect(done.status).toBe(200);

    const code = await waiting.post("/api/login/two-factor").send({ code: await codeAt(secret) });
    expect(code.status).toBe(401);
    expect((await waiting.get("/api/auth/user")).status).toBe(401);
  });
});

describe("accepting an invitation as an existing account (#3)", () => {
  async function invitationFor(email: string) {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const created = await admin.post("/api/user-invitations").set("X-Forwarded-For", from()).send({ email, role: "user", locationId: tenant.assigned.id });
    expect(created.status).toBe(201);
    return { tenant, token: String(created.body.link).split("/invite/")[1]! };
  }

  it("asks an account with two-factor for its code before it is signed in, then accepts", async () => {
    const user = await createUser(t.db);
    const secret = await withTotp(user.id);
    const { tenant, token } = await invitationFor(user.email);
    const invitee = request.agent(t.app);
    invitee.set("X-Forwarded-For", from());
    const accepted = await invitee.post(`/api/invite/${token}`).send({ password: TEST_PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ twoFactorRequired: true });
    expect((await invitee.get("/api/auth/user")).status).toBe(401);
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still!.organizationId).toBeNull();

    // The code signs in and leads back to the invitation, which is then accepted signed in.
    const code = await invitee.post("/api/login/two-factor").type("form").send({ code: await codeAt(secret) });
    expect(code.status).toBe(303);
    expect(code.headers.location).toBe(`/api/invite/${token}`);
    expect((await invitee.post(`/api/invite/${token}`).send({})).status).toBe(200);
    expect((await invitee.get("/api/auth/user")).body).toMatchObject({ id: user.id, organizationId: tenant.org.id });
  });

  it("counts wrong passwords against the account like the sign-in form: 10, then 429 even on the sign-in form", async () => {
    const user = await createUser(t.db);
    const { token } = await invitationFor(user.email);
    for (let i = 0; i < 10; i++) {
      expect((await request(t.app).post(`/api/invite/${token}`).set("X-Forwarded-For", from()).send({ password: `wrong ${i}` })).status).toBe(401);
    }
    const limited = await request(t.app).post("/api/login").set("X-Forwarded-For", from()).send({ email: user.email, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
  });
});

describe("the calendar feed while enrolment is pending (#4)", () => {
  it("answers 404 and Profile shows no feed URL until the member has enrolled", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const feed = (await staff.post("/api/profile/calendar-token").set("X-Forwarded-For", from())).body.calendarUrl as string;
    const feedPath = new URL(feed).pathname;
    expect((await request(t.app).get(feedPath)).status).toBe(200);

    await t.db.update(organizations).set({ requireTwoFactor: true }).where(eq(organizations.id, tenant.org.id));
    const profile = await staff.get("/api/profile");
    expect(profile.status).toBe(200);
    expect(profile.body.calendarUrl).toBeNull();
    expect((await request(t.app).get(feedPath)).status).toBe(404);

    // Enrolled, the same feed works again.
    await withTotp(tenant.staff.id);
    expect((await request(t.app).get(feedPath)).status).toBe(200);
    expect(new URL((await staff.get("/api/profile")).body.calendarUrl as string).pathname).toBe(feedPath);
  });
});

describe("a super admin and an organization's requirement (#5)", () => {
  it("impersonating an organization that requires two-factor, a super admin without it is sent to enrolment", async () => {
    const tenant = await createTenant(t.db);
    await t.db.update(organizations).set({ requireTwoFactor: true }).where(eq(organizations.id, tenant.org.id));
    const su = await createUser(t.db, { role: "super_admin" });
    const agent = await signedInAgent(t.app, su.email, TEST_PASSWORD);
    expect((await agent.post("/api/super-admin/impersonate").set("X-Forwarded-For", from()).send({ organizationId: tenant.org.id })).status).toBe(200);
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ twoFactorSetupRequired: true });
    const off = await agent.put("/api/organization/two-factor").send({ requireTwoFactor: false });
    expect(off.status).toBe(403);
    expect((await agent.get("/api/licenses").query({ locationId: tenant.assigned.id })).status).toBe(403);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, tenant.org.id));
    expect(org!.requireTwoFactor).toBe(true);
  });
});

describe("an administrator resets a member's two-factor sign-in (#10)", () => {
  it("turns it off with the recovery codes, ends the member's sessions, audits and notifies; the member enrols again", async () => {
    const tenant = await createTenant(t.db);
    await withTotp(tenant.staff.id);
    await t.db.insert(recoveryCodes).values({ userId: tenant.staff.id, codeHash: "x".repeat(64) });
    // A browser of the member's that is signed in (it signed in before two-factor was turned on).
    await t.db.update(users).set({ totpSecret: null }).where(eq(users.id, tenant.staff.id));
    const signedIn = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    await withTotp(tenant.staff.id);

    const staffTries = await signedIn.post(`/api/users/${tenant.admin.id}/two-factor/reset`);
    expect(staffTries.status).toBe(403);

    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const reset = await admin.post(`/api/users/${tenant.staff.id}/two-factor/reset`);
    expect(reset.status).toBe(200);
    expect(reset.body.ended).toBeGreaterThanOrEqual(1);
    const [after] = await t.db.select().from(users).where(eq(users.id, tenant.staff.id));
    expect(after).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null });
    expect(await t.db.$count(recoveryCodes, eq(recoveryCodes.userId, tenant.staff.id))).toBe(0);
    expect((await signedIn.get("/api/auth/user")).status).toBe(401);

    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, tenant.staff.id), eq(auditLog.action, "two_factor_reset")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: tenant.admin.id, organizationId: tenant.org.id });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.staff.id));
    expect(notices.map((n) => n.title)).toContain("An administrator reset your two-factor sign-in");

    // The password alone signs in again (no code asked).
    expect((await request(t.app).post("/api/login").set("X-Forwarded-For", from()).send({ email: tenant.staff.email, password: TEST_PASSWORD })).body).toEqual({ ok: true });
  });

  it("an admin of another organization gets 404", async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const secret = await withTotp(tenant.staff.id);
    const admin = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
    expect((await admin.post(`/api/users/${tenant.staff.id}/two-factor/reset`)).status).toBe(404);
    const [still] = await t.db.select().from(users).where(eq(users.id, tenant.staff.id));
    expect(still!.totpSecret).toBe(secret);
  });
});
