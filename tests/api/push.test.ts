/**
 * Web Push: a browser's subscription is registered on Profile, the day's reminders are pushed to it through the job
 * queue with the Web Push protocol (decrypted here by an implementation of RFC 8291 of its own, VAPID checked), a
 * subscription the push service says is gone (410) is removed, quiet hours hold pushes back, and the VAPID keys
 * made at first start are kept in the database.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import { licenses, licenseTypes, pushSubscriptions, users, vapidKeys } from "@shared/schema";
import { runDailyJobs } from "@server/jobs/scheduler";
import { sendPushHandler } from "@server/features/push/send";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { startPushService, type PushService } from "../support/push-service";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

describe("Web Push", () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let staff: TestAgent;
  let service: PushService;
  const runJobs = () => runDailyJobs({ db: t.db, pool: t.database.pool, logger: pino({ level: "silent" }) }, toIsoDate(new Date()));
  const addLicense = async (days: number, licenseNumber: string) => {
    const [type] = await t.db.select().from(licenseTypes).limit(1);
    const [row] = await t.db
      .insert(licenses)
      .values({ locationId: tenant.assigned.id, licenseTypeId: type!.id, expirationDate: addDaysIso(toIsoDate(new Date()), days), licenseNumber })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUSH_ALLOW_PRIVATE: "true" });
    tenant = await createTenant(t.db, "Pushed");
    staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    service = await startPushService();
  }, 180_000);
  afterAll(async () => {
    await service?.close();
    await t?.close();
  });

  it("makes the VAPID keys at first start and keeps them in the database", async () => {
    const first = await staff.get("/api/profile/push");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), devices: [] });
    expect(Buffer.from(first.body.publicKey, "base64url")).toHaveLength(65);
    const [kept] = await t.db.select().from(vapidKeys);
    expect(kept!.publicKey).toBe(first.body.publicKey);
    expect((await staff.get("/api/profile/push")).body.publicKey).toBe(first.body.publicKey);
  });

  it("refuses a subscription whose keys are not a browser's", async () => {
    const bad = await staff.post("/api/profile/push").send({ endpoint: "https://push.example/x", keys: { p256dh: "abc", auth: "def" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["keys.auth", "keys.p256dh"]);
  });

  it("pushes the day's reminders to the device, encrypted for it, opening the license in its location", async () => {
    const browser = service.subscribe("phone");
    const added = await staff.post("/api/profile/push").set("user-agent", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1").send(browser.json);
    expect(added.status).toBe(201);
    expect(added.body.devices).toEqual([expect.objectContaining({ current: true, lastPushedAt: null, device: expect.stringContaining("iPhone") })]);

    const sessions = await staff.get("/api/profile/sessions");
    expect(sessions.body.map((x: { current: boolean; pushOn: boolean }) => [x.current, x.pushOn])).toEqual([[true, true]]);

    const license = await addLicense(30, "PUSH-30");
    await runJobs();
    const [push] = await service.waitFor(1);
    const payload = JSON.parse(push!.plaintext);
    expect(payload).toEqual({
      title: expect.stringMatching(/ at Assigned Location expires in 30 days$/),
      body: expect.stringMatching(/^Expiration date: /),
      url: `/licenses?renew=${license.id}&location=${tenant.assigned.id}`,
      tag: expect.stringContaining(license.id),
    });
    expect(push!.vapid.publicKey).toBe((await staff.get("/api/profile/push")).body.publicKey);
    expect(push!.vapid.aud).toBe(service.origin);
    expect(push!.headers.urgency ?? "normal").toBe("normal");
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.json.endpoint));
    expect(row!.lastPushedAt).not.toBeNull();

    // A second run the same day creates no reminder and pushes nothing more.
    await runJobs();
    await new Promise((r) => setTimeout(r, 1500));
    expect(service.received).toHaveLength(1);
  }, 90_000);

  it("removes a subscription the push service says is gone (410)", async () => {
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, tenant.staff.id));
    service.answer.set(new URL(row!.endpoint).pathname, 410);
    await addLicense(7, "PUSH-7");
    await runJobs();
    const until = Date.now() + 30_000;
    while ((await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, tenant.staff.id))).length > 0) {
      if (Date.now() > until) throw new Error("the gone subscription was not removed");
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await staff.get("/api/profile/push")).body.devices).toEqual([]);
  }, 60_000);

  it("holds pushes back during quiet hours", async () => {
    const browser = service.subscribe("laptop");
    await staff.post("/api/profile/push").send(browser.json);
    // Quiet hours covering the whole day but the hour after this one, in UTC.
    const nextHour = (new Date().getUTCHours() + 1) % 24;
    const saved = await staff.patch("/api/profile").send({ quietHours: { start: (nextHour + 1) % 24, end: nextHour, timeZone: "UTC" } });
    expect(saved.status).toBe(200);
    expect(saved.body.quietHours).toEqual({ start: (nextHour + 1) % 24, end: nextHour, timeZone: "UTC" });
    const before = service.received.length;
    await addLicense(0, "PUSH-0");
    await runJobs();
    await new Promise((r) => setTimeout(r, 3000));
    expect(service.received).toHaveLength(before);
    const { rows } = await t.database.pool.query<{ start_after: Date }>("select start_after from pgboss.job where name = 'send-push' and state = 'created'");
    expect(rows).toHaveLength(1);
    const startAfter = rows[0]!.start_after;
    expect(startAfter.getUTCHours()).toBe(nextHour);
    expect(startAfter.getUTCMinutes()).toBe(0);
    expect(startAfter.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);

    const off = await staff.patch("/api/profile").send({ quietHours: null });
    expect(off.body.quietHours).toBeNull();
    const [u] = await t.db.select().from(users).where(eq(users.id, tenant.staff.id));
    expect(u!.quietHoursStart).toBeNull();
    expect((await staff.patch("/api/profile").send({ quietHours: { start: 5, end: 5, timeZone: "UTC" } })).status).toBe(400);
    expect((await staff.patch("/api/profile").send({ quietHours: { start: 1, end: 5, timeZone: "Mars/Olympus" } })).status).toBe(400);
  }, 60_000);

  it("pushes a renewal submitted by someone else to the location's people", async () => {
    const license = await addLicense(60, "PUSH-RENEW");
    const before = service.received.length;
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const res = await admin.put(`/api/licenses/${license.id}/renewal-submitted`).send({ submittedOn: toIsoDate(new Date()), reference: "R-77" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pushes = await service.waitFor(before + 1);
    const payload = JSON.parse(pushes[before]!.plaintext);
    expect(payload.title).toMatch(/^Renewal submitted: .+ at Assigned Location$/);
    expect(payload.body).toMatch(/\(reference R-77\)\.$/);
    expect(payload.url).toBe(`/licenses?location=${tenant.assigned.id}`);
  }, 60_000);

  it("refuses to push to a private or loopback endpoint unless PUSH_ALLOW_PRIVATE is set (SSRF)", async () => {
    const before = service.received.length;
    const handler = sendPushHandler({ db: t.db, logger: pino({ level: "silent" }), push: { ...t.config.push, allowPrivate: false } });
    await expect(handler({ userId: tenant.staff.id, payloads: [{ title: "x", body: "", url: "/", tag: "x" }] })).rejects.toThrow(/^No push reached any of 1 devices$/);
    await new Promise((r) => setTimeout(r, 500));
    expect(service.received).toHaveLength(before);
  });

  it("stops pushing to a browser that signed out", async () => {
    const other = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const browser = service.subscribe("signed-out");
    expect((await other.post("/api/profile/push").send(browser.json)).status).toBe(201);
    const endpoints = async () => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, tenant.staff.id))).map((r) => r.endpoint);
    expect(await endpoints()).toContain(browser.json.endpoint);
    expect((await other.post("/api/logout")).status).toBe(303);
    expect(await endpoints()).not.toContain(browser.json.endpoint);
  });

  it("lets a person remove only their own devices", async () => {
    const list = await staff.get("/api/profile/push");
    const id = list.body.devices[0].id as string;
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    expect((await admin.delete(`/api/profile/push/${id}`)).status).toBe(404);
    const removed = await staff.delete(`/api/profile/push/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.devices).toEqual([]);
  });
});
