/**
 * "Forgot password?": the same answer for every address, a single-use hashed link valid one hour, a new password
 * ending every other session, throttles per address and account, identity-provider accounts told to go there.
 */
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, notifications, passwordResetTokens, users } from "@shared/schema";
import { createUser, TEST_PASSWORD } from "../support/factories";
import { capturingMailer, createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const mailer = capturingMailer(true);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" }, { mailer });
});
afterAll(async () => t?.close());

let address = 0;
/** Each test from its own address, so the per-address throttle of one test does not reach another. */
const from = () => `203.0.113.${++address}`;
const ask = (email: string, ip = from()) => request(t.app).post("/api/forgot-password").set("X-Forwarded-For", ip).send({ email });

/** The link mailed to the address (waits: the e-mail goes out after the answer). */
async function linkFor(email: string): Promise<string> {
  let mail: (typeof mailer.sent)[number] | undefined;
  await vi.waitFor(
    () => {
      mail = mailer.sent.findLast((m) => m.to === email && m.subject.includes("new password"));
      if (!mail) throw new Error("no e-mail yet");
    },
    { timeout: 5_000 },
  );
  const link = /http:\/\/\S+\/api\/reset-password\/(\S+)/.exec(mail!.text);
  return link![1]!;
}

const reset = (token: string, password: string, agent = request(t.app)) =>
  agent.post("/api/reset-password").set("X-Forwarded-For", from()).send({ token, password, confirm: password });

describe("asking for a link", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const user = await createUser(t.db);
    const known = await ask(user.email);
    const unknown = await ask("nobody-here@example.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await linkFor(user.email);
    expect(mailer.sent.some((m) => m.to === "nobody-here@example.test")).toBe(false);

    // The form page says the same too.
    const page = await request(t.app).post("/api/forgot-password").type("form").send({ email: "nobody-else@example.test" });
    expect(page.status).toBe(200);
    expect(page.text).toContain("If an account exists for that address");
  });

  it("keeps only the token's hash, valid one hour, and records the request", async () => {
    const user = await createUser(t.db);
    await ask(user.email);
    const token = await linkFor(user.email);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toContain("password_reset_requested");
  });

  it("tells an identity-provider account to reset its password there, with no link", async () => {
    const [user] = await t.db
      .insert(users)
      .values({ email: `oidc-${Date.now()}@example.test`, oidcSubject: "sub-1", role: "user" })
      .returning();
    const res = await ask(user!.email);
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(mailer.sent.find((m) => m.to === user!.email)).toBeDefined());
    const mail = mailer.sent.find((m) => m.to === user!.email)!;
    expect(mail.text).toContain("identity provider");
    expect(mail.text).not.toContain("/api/reset-password/");
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user!.id))).toHaveLength(0);
  });

  it("limits requests per account (5) across addresses, and per address (20) across accounts, alike for unknown ones", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await ask(user.email)).status).toBe(200);
    expect((await ask(user.email)).status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await ask("ghost-throttle@example.test")).status).toBe(200);
    expect((await ask("ghost-throttle@example.test")).status).toBe(429);

    const ip = from();
    for (let i = 0; i < 20; i++) expect((await ask(`many-${i}@example.test`, ip)).status).toBe(200);
    expect((await ask("one-more@example.test", ip)).status).toBe(429);
  });
});

describe("using the link", () => {
  it("shows the form, sets the new password once, ends every session, tells the user, and the link then refuses", async () => {
    const user = await createUser(t.db);
    const laptop = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    const phone = await signedInAgent(t.app, user.email, TEST_PASSWORD);
    await ask(user.email);
    const token = await linkFor(user.email);

    const form = await request(t.app).get(`/api/reset-password/${token}`);
    expect(form.status).toBe(200);
    expect(form.text).toContain("Choose a new password");
    expect(form.headers["cache-control"]).toBe("no-store");

    const done = await reset(token, "a brand new password");
    expect(done.status).toBe(200);
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await request(t.app).post("/api/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await request(t.app).post("/api/login").send({ email: user.email, password: "a brand new password" })).status).toBe(200);

    // Once only.
    expect((await reset(token, "another new password")).status).toBe(400);
    expect((await request(t.app).get(`/api/reset-password/${token}`)).status).toBe(400);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.find((a) => a.action === "password_reset")?.after).toMatchObject({ sessionsEnded: 2 });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((n) => n.title)).toContain("Your password was changed");
    expect(mailer.sent.some((m) => m.to === user.email && m.subject === "Sous: Your password was changed")).toBe(true);
  });

  it("refuses a link past its hour", async () => {
    const user = await createUser(t.db);
    await ask(user.email);
    const token = await linkFor(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await request(t.app).get(`/api/reset-password/${token}`)).status).toBe(400);
    expect((await reset(token, "too late password")).status).toBe(400);
    expect((await request(t.app).post("/api/login").send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it("a newer link replaces an older one", async () => {
    const user = await createUser(t.db);
    await ask(user.email);
    const first = await linkFor(user.email);
    await ask(user.email);
    await vi.waitFor(async () => expect(await linkFor(user.email)).not.toBe(first));
    expect((await reset(first, "from the old link")).status).toBe(400);
  });

  it("refuses a short password or two different ones, and keeps the link usable", async () => {
    const user = await createUser(t.db);
    await ask(user.email);
    const token = await linkFor(user.email);
    const short = await reset(token, "short");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters");
    const differ = await request(t.app).post("/api/reset-password").send({ token, password: "long enough one", confirm: "long enough two" });
    expect(differ.body.message).toBe("The two passwords differ");
    expect((await reset(token, "long enough one")).status).toBe(200);
  });

  it("refuses made-up tokens", async () => {
    expect((await request(t.app).get("/api/reset-password/nope")).status).toBe(400);
    expect((await reset("A".repeat(43), "made up password")).status).toBe(400);
  });
});
