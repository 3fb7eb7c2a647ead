/**
 * Issue 33, defect 10 (second half): "first enrolment wins". Where an organization requires two-factor and SMTP
 * delivers, a new authenticator app or passkey is turned on only from a link e-mailed to the account, so whoever has
 * the password alone cannot enrol their own second factor. Until the link is followed the enrolment is pending.
 */
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, organizations } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { assert, register } from "../support/soft-authenticator";
import { capturingMailer, createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const ORIGIN = "https://sous.example.test";
const mailer = capturingMailer(true);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: ORIGIN, TRUST_PROXY: "true" }, { mailer });
});
afterAll(async () => t?.close());

let address = 0;
const browser = () => request.agent(t.app).set("X-Forwarded-For", `198.18.0.${++address}`);

async function requiringTenant() {
  const tenant = await createTenant(t.db);
  await t.db.update(organizations).set({ requireTwoFactor: true }).where(eq(organizations.id, tenant.org.id));
  return tenant;
}

/** The confirmation link e-mailed to `email` (its path). */
function confirmationLink(email: string): string {
  const mail = mailer.sent.findLast((m) => m.to === email && m.subject === "Sous: Confirm your two-factor sign-in");
  expect(mail).toBeDefined();
  const url = /https?:\/\/\S+\/api\/two-factor\/confirm\/[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
  expect(url?.startsWith(`${ORIGIN}/api/two-factor/confirm/`)).toBe(true);
  return new URL(url!).pathname;
}

async function enrolTotp(agent: TestAgent) {
  const setup = await agent.post("/api/profile/two-factor/setup");
  const enabled = await agent.post("/api/profile/two-factor/enable").send({ code: await generate({ secret: setup.body.secret }) });
  expect(enabled.status).toBe(200);
  return enabled.body as { recoveryCodes: string[]; pendingConfirmation?: boolean };
}

describe("an enrolment in an organization that requires two-factor, SMTP set", () => {
  it("an authenticator app stays pending until the e-mailed link is confirmed; the link works once", async () => {
    const tenant = await requiringTenant();
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const enabled = await enrolTotp(staff);
    expect(enabled.pendingConfirmation).toBe(true);
    expect(enabled.recoveryCodes).toHaveLength(10);
    // Pending: not on, and the member is still held at enrolment.
    expect((await staff.get("/api/profile/two-factor")).body).toMatchObject({ enabled: false, awaitingEmailConfirmation: true });
    expect((await staff.get("/api/auth/user")).body.twoFactorSetupRequired).toBe(true);

    const link = confirmationLink(tenant.staff.email);
    // Opened in the browser that is held at enrolment (the gate lets the link through).
    const page = await staff.get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Confirm two-factor sign-in");
    // Opening the link (a mail scanner) changes nothing; the button's POST does.
    expect((await staff.get("/api/profile/two-factor")).body.enabled).toBe(false);
    const confirmed = await staff.post(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("Two-factor sign-in confirmed");
    expect((await staff.get("/api/profile/two-factor")).body).toMatchObject({ enabled: true, awaitingEmailConfirmation: false });
    expect((await staff.get("/api/auth/user")).body.twoFactorSetupRequired).toBeUndefined();
    expect((await request(t.app).post(link)).status).toBe(404);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, tenant.staff.id));
    expect(entry).toMatchObject({ action: "two_factor_enabled" });
    expect(entry!.after).toMatchObject({ confirmedByEmail: true });
  });

  it("a passkey stays pending (it signs nobody in) until confirmed by e-mail", async () => {
    const tenant = await requiringTenant();
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const options = await staff.post("/api/profile/passkeys/options");
    const { passkey, response } = register({ challenge: options.body.challenge, origin: ORIGIN, rpId: options.body.rp.id });
    const saved = await staff.post("/api/profile/passkeys").send({ name: "Laptop", response });
    expect(saved.status).toBe(201);
    expect(saved.body.pending).toBe(true);
    expect((await staff.get("/api/auth/user")).body.twoFactorSetupRequired).toBe(true);

    const early = browser();
    const o1 = await early.post("/api/login/passkey/options").send({});
    expect((await early.post("/api/login/passkey").send({ response: assert(passkey, { challenge: o1.body.challenge, origin: ORIGIN }) })).status).toBe(401);

    expect((await request(t.app).post(confirmationLink(tenant.staff.email))).status).toBe(200);
    expect((await staff.get("/api/profile/passkeys")).body[0].pending).toBe(false);
    expect((await staff.get("/api/auth/user")).body.twoFactorSetupRequired).toBeUndefined();
    const later = browser();
    const o2 = await later.post("/api/login/passkey/options").send({});
    expect((await later.post("/api/login/passkey").send({ response: assert(passkey, { challenge: o2.body.challenge, origin: ORIGIN }) })).status).toBe(200);
  });

  it("without a requirement, enrolment is on at once (no e-mail link)", async () => {
    const tenant = await createTenant(t.db);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const enabled = await enrolTotp(staff);
    expect(enabled.pendingConfirmation).toBeUndefined();
    expect((await staff.get("/api/profile/two-factor")).body.enabled).toBe(true);
    expect(mailer.sent.some((m) => m.to === tenant.staff.email && m.subject === "Sous: Confirm your two-factor sign-in")).toBe(false);
  });

  it("a made-up or malformed token answers 404", async () => {
    expect((await request(t.app).post(`/api/two-factor/confirm/${"x".repeat(43)}`)).status).toBe(404);
    expect((await request(t.app).get("/api/two-factor/confirm/short")).status).toBe(404);
  });
});
