import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "@shared/schema";
import { PostgresRateLimitStore } from "@server/http/rate-limit-store";
import { READING_LIMIT, READING_WINDOW_MS, TOO_MANY_READINGS } from "@server/http/reading-limit";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function storeAt(prefix: string, clock: { now: number }, windowMs = 60_000) {
  const store = new PostgresRateLimitStore(t.db, prefix, () => clock.now);
  store.init({ windowMs } as Parameters<PostgresRateLimitStore["init"]>[0]);
  return store;
}

describe("the PostgreSQL rate-limit store", () => {
  it("counts hits of a key within its window, and restarts the count after it", async () => {
    const clock = { now: Date.parse("2026-11-22T10:00:00Z") };
    const store = storeAt("t1", clock);
    expect((await store.increment("k")).totalHits).toBe(1);
    clock.now += 30_000;
    const second = await store.increment("k");
    expect(second.totalHits).toBe(2);
    expect(second.resetTime?.toISOString()).toBe("2026-11-22T10:01:00.000Z");
    expect(await store.get("k")).toEqual({ totalHits: 2, resetTime: second.resetTime });
    clock.now += 30_000; // the window has ended
    expect(await store.get("k")).toBeUndefined();
    const restarted = await store.increment("k");
    expect(restarted).toEqual({ totalHits: 1, resetTime: new Date("2026-11-22T10:02:00.000Z") });
  });

  it("takes back a hit (a successful sign-in) and forgets a key", async () => {
    const clock = { now: Date.parse("2026-11-22T11:00:00Z") };
    const store = storeAt("t2", clock);
    await store.increment("k");
    await store.increment("k");
    await store.decrement("k");
    expect((await store.get("k"))?.totalHits).toBe(1);
    await store.resetKey("k");
    expect(await store.get("k")).toBeUndefined();
  });

  it("keeps stores with different prefixes apart, and shares one prefix between instances", async () => {
    const clock = { now: Date.parse("2026-11-22T12:00:00Z") };
    const one = storeAt("shared", clock);
    const other = storeAt("shared", clock); // another app instance's limiter
    const elsewhere = storeAt("elsewhere", clock);
    await one.increment("k");
    expect((await other.increment("k")).totalHits).toBe(2);
    expect((await elsewhere.increment("k")).totalHits).toBe(1);
  });

  it("counts every one of many simultaneous hits", async () => {
    const store = storeAt("t3", { now: Date.parse("2026-11-22T13:00:00Z") });
    const results = await Promise.all(Array.from({ length: 20 }, () => store.increment("k")));
    expect(results.map((r) => r.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("prunes rows whose window ended more than a minute ago", async () => {
    const clock = { now: Date.parse("2026-11-22T14:00:00Z") };
    const store = storeAt("t4", clock, 1_000);
    await store.increment("old");
    clock.now += 10 * 60_000;
    await store.increment("new");
    const keys = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((r) => r.key);
    expect(keys).toContain("t4:new");
    expect(keys).not.toContain("t4:old");
  });
});

describe("reading documents", () => {
  it(`allows each user ${READING_LIMIT} readings per window on a route, then answers 429 with a message`, async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    // The admin has used up the window's readings of licenses (as if on any instance).
    await t.db.insert(rateLimitHits).values({
      key: `reading-license:${tenant.admin.id}`,
      hits: READING_LIMIT,
      resetAt: new Date(Date.now() + READING_WINDOW_MS),
    });
    const limited = await admin.post("/api/licenses/extract").attach("document", Buffer.from("%PDF-1.4\n"), "a.pdf");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: TOO_MANY_READINGS });
    // Another user, and the same user's manual reading, are not affected (400: the upload itself is refused).
    expect((await staff.post("/api/licenses/extract")).status).toBe(400);
    expect((await admin.post("/api/equipment/upload-manual")).status).toBe(400);
  });

  it("counts signed-out requests as 401 without touching any counter", async () => {
    const before = await t.db.select().from(rateLimitHits);
    expect((await request(t.app).post("/api/licenses/extract")).status).toBe(401);
    expect(await t.db.select().from(rateLimitHits)).toEqual(before);
  });
});
