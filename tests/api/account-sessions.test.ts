/**
 * Sessions a user can see and end (Profile), an administrator ending all of a user's sessions, and a role
 * change or removal ending the user's sessions at once. Ending a session signs that browser out on its next request.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications } from "@shared/schema";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A browser: an agent with its own cookie jar and user agent, signed in. */
async function browser(email: string, userAgent: string) {
  const agent = request.agent(t.app);
  agent.set("User-Agent", userAgent);
  const res = await agent.post("/api/login").send({ email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return agent;
}

interface SessionDto {
  id: string;
  device: string;
  ip: string | null;
  current: boolean;
  lastSeenAt: string;
  signedInAt: string | null;
}

describe("own sessions on Profile", () => {
  it("lists every session with its device, address and times, the current one marked, never the session id", async () => {
    const user = await createUser(t.db);
    const laptop = await browser(user.email, CHROME_WINDOWS);
    await browser(user.email, SAFARI_IPHONE);
    const res = await laptop.get("/api/profile/sessions");
    expect(res.status).toBe(200);
    const list = res.body as SessionDto[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ device: "Chrome on Windows", current: true });
    expect(list[1]).toMatchObject({ device: "Safari on iPhone", current: false });
    for (const s of list) {
      expect(s.ip).toBeTruthy();
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(s.signedInAt!)).toBeGreaterThan(Date.now() - 60_000);
    }
    // The cookie's session id never appears.
    const cookie = decodeURIComponent(String(res.request.cookies ?? ""));
    const sid = /s:([^.]+)\./.exec(cookie)?.[1];
    if (sid) expect(res.text).not.toContain(sid);
  });

  it("ends another session: that browser is signed out on its next request, audited", async () => {
    const user = await createUser(t.db);
    const laptop = await browser(user.email, CHROME_WINDOWS);
    const phone = await browser(user.email, SAFARI_IPHONE);
    const other = ((await laptop.get("/api/profile/sessions")).body as SessionDto[]).find((s) => !s.current)!;

    expect((await laptop.delete(`/api/profile/sessions/${other.id}`)).status).toBe(204);
    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await laptop.get("/api/auth/user")).status).toBe(200);
    expect((await laptop.get("/api/profile/sessions")).body).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "session_ended")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ device: "Safari on iPhone" });

    // Ending it again, or a session that is not the user's: 404.
    expect((await laptop.delete(`/api/profile/sessions/${other.id}`)).status).toBe(404);
  });

  it("cannot end someone else's session", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const aAgent = await browser(a.email, CHROME_WINDOWS);
    const bAgent = await browser(b.email, SAFARI_IPHONE);
    const bSession = ((await bAgent.get("/api/profile/sessions")).body as SessionDto[])[0]!;
    expect((await aAgent.delete(`/api/profile/sessions/${bSession.id}`)).status).toBe(404);
    expect((await bAgent.get("/api/auth/user")).status).toBe(200);
  });

  it("ending the current session signs this browser out", async () => {
    const user = await createUser(t.db);
    const laptop = await browser(user.email, CHROME_WINDOWS);
    const mine = ((await laptop.get("/api/profile/sessions")).body as SessionDto[])[0]!;
    expect((await laptop.delete(`/api/profile/sessions/${mine.id}`)).status).toBe(204);
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
  });

  it("ends every other session and keeps this one", async () => {
    const user = await createUser(t.db);
    const laptop = await browser(user.email, CHROME_WINDOWS);
    const phone = await browser(user.email, SAFARI_IPHONE);
    const tablet = await browser(user.email, SAFARI_IPHONE.replace("iPhone", "iPad"));
    const res = await laptop.post("/api/profile/sessions/end-others");
    expect(res.body).toEqual({ ended: 2 });
    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await tablet.get("/api/auth/user")).status).toBe(401);
    expect((await laptop.get("/api/auth/user")).status).toBe(200);
  });
});

describe("administrators", () => {
  it("end every session of a user of their organization; the user is told", async () => {
    const tenant = await createTenant(t.db);
    const admin = await browser(tenant.admin.email, CHROME_WINDOWS);
    const staffPhone = await browser(tenant.staff.email, SAFARI_IPHONE);
    const staffLaptop = await browser(tenant.staff.email, CHROME_WINDOWS);
    const res = await admin.post(`/api/users/${tenant.staff.id}/end-sessions`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await staffPhone.get("/api/auth/user")).status).toBe(401);
    expect((await staffLaptop.get("/api/auth/user")).status).toBe(401);
    expect((await admin.get("/api/auth/user")).status).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, tenant.staff.id), eq(auditLog.action, "sessions_ended")));
    expect(entry).toMatchObject({ actorId: tenant.admin.id, organizationId: tenant.org.id });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.staff.id));
    expect(told.map((n) => n.title)).toContain("An administrator signed you out everywhere");
  });

  it("staff cannot end anyone's sessions (403), another organization's admin gets 404", async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const staff = await browser(tenant.staff.email, CHROME_WINDOWS);
    const foreign = await browser(other.admin.email, CHROME_WINDOWS);
    expect((await staff.post(`/api/users/${tenant.admin.id}/end-sessions`)).status).toBe(403);
    expect((await foreign.post(`/api/users/${tenant.staff.id}/end-sessions`)).status).toBe(404);
  });

  it("changing a user's role ends their sessions at once; changing only locations does not", async () => {
    const tenant = await createTenant(t.db);
    const admin = await browser(tenant.admin.email, CHROME_WINDOWS);
    const staff = await browser(tenant.staff.email, SAFARI_IPHONE);
    expect((await admin.patch(`/api/users/${tenant.staff.id}`).send({ locationIds: [tenant.assigned.id] })).status).toBe(200);
    expect((await staff.get("/api/auth/user")).status).toBe(200);
    expect((await admin.patch(`/api/users/${tenant.staff.id}`).send({ role: "admin" })).status).toBe(200);
    expect((await staff.get("/api/auth/user")).status).toBe(401);
    expect((await admin.get("/api/auth/user")).status).toBe(200);
  });

  it("removing a user from the organization ends their sessions at once", async () => {
    const tenant = await createTenant(t.db);
    const admin = await browser(tenant.admin.email, CHROME_WINDOWS);
    const staff = await browser(tenant.staff.email, SAFARI_IPHONE);
    expect((await admin.delete(`/api/users/${tenant.staff.id}`)).status).toBe(204);
    expect((await staff.get("/api/auth/user")).status).toBe(401);
  });
});
