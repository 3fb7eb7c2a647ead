/**
 * Sessions and sign-in under attack: fixation (a new id at sign-in and at impersonation start and stop),
 * dead cookies after logout, forged cookies, the idle timeout, cookie flags in test and production,
 * cross-site mutations on every route, the sign-in throttles per account and per address (and that they
 * lift), and no account enumeration through messages.
 */
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "@shared/schema";
import { loadConfig } from "@server/config";
import { listRoutes } from "../support/routes";
import { changedTables, tableDigests } from "../support/db-snapshot";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const SID = "sous.sid";
const cookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith(`${SID}=`));
const pairOf = (res: request.Response) => cookieOf(res)?.split(";")[0];
/** The session id inside a signed cookie value (s:<id>.<signature>). */
const sidOf = (pair: string) => decodeURIComponent(pair.slice(SID.length + 1)).replace(/^s:/, "").replace(/\.[^.]*$/, "");

const whoIs = (app: Express, pair: string) => request(app).get("/api/auth/user").set("Cookie", pair);
const login = (app: Express, email: string, password: string, pair?: string) => {
  const req = request(app).post("/api/login");
  if (pair) req.set("Cookie", pair);
  return req.send({ email, password });
};
const sessionRows = async (t: TestApp, pair: string) => (await t.db.select().from(sessions).where(eq(sessions.sid, sidOf(pair)))).length;

let t: TestApp;
/** A second app, made once: a 3-second idle timeout, behind a proxy (so tests can come from many addresses). */
let proxiedApp: Promise<TestApp> | undefined;
const proxied = () => (proxiedApp ??= createTestApp({ SESSION_IDLE_MINUTES: "0.05", TRUST_PROXY: "true" }));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await (await proxiedApp)?.close();
});

describe("session ids", () => {
  it("issues a new id at sign-in and kills the one it was sent with", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const first = pairOf(await login(t.app, a.email, TEST_PASSWORD))!;
    expect((await whoIs(t.app, first)).body.id).toBe(a.id);

    const second = await login(t.app, b.email, TEST_PASSWORD, first);
    const pair = pairOf(second)!;
    expect(pair).toBeDefined();
    expect(sidOf(pair)).not.toBe(sidOf(first));
    expect((await whoIs(t.app, pair)).body.id).toBe(b.id);
    expect((await whoIs(t.app, first)).status).toBe(401);
    expect(await sessionRows(t, first)).toBe(0);
  });

  it("issues a new id when impersonation starts and when it stops, and the old ones die", async () => {
    const tenant = await createTenant(t.db);
    const su = await createUser(t.db, { role: "super_admin" });
    const start = pairOf(await login(t.app, su.email, TEST_PASSWORD))!;

    const started = await request(t.app).post("/api/super-admin/impersonate").set("Cookie", start).send({ organizationId: tenant.org.id });
    expect(started.status).toBe(200);
    const browsing = pairOf(started)!;
    expect(sidOf(browsing)).not.toBe(sidOf(start));
    expect((await whoIs(t.app, start)).status).toBe(401);
    expect((await whoIs(t.app, browsing)).body.impersonation?.organizationId).toBe(tenant.org.id);

    const stopped = await request(t.app).post("/api/super-admin/stop-impersonate").set("Cookie", browsing);
    expect(stopped.status).toBe(200);
    const back = pairOf(stopped)!;
    expect(sidOf(back)).not.toBe(sidOf(browsing));
    expect((await whoIs(t.app, browsing)).status).toBe(401);
    const me = await whoIs(t.app, back);
    expect(me.status).toBe(200);
    expect(me.body.impersonation).toBeUndefined();
  });

  it("destroys the session at logout: the old cookie is dead and its row is gone", async () => {
    const u = await createUser(t.db);
    const pair = pairOf(await login(t.app, u.email, TEST_PASSWORD))!;
    expect(await sessionRows(t, pair)).toBe(1);
    const out = await request(t.app).post("/api/logout").set("Cookie", pair);
    expect(out.status).toBe(303);
    expect(cookieOf(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await sessionRows(t, pair)).toBe(0);
    expect((await whoIs(t.app, pair)).status).toBe(401);
  });

  it("signing out is a POST from the app's own origin: a cross-site request or a GET leaves the session alone (issue 33 #9)", async () => {
    const u = await createUser(t.db);
    const pair = pairOf(await login(t.app, u.email, TEST_PASSWORD))!;
    const page = await request(t.app).get("/api/logout").set("Cookie", pair);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>');
    const crossSite = await request(t.app).post("/api/logout").set("Cookie", pair).set("Origin", "https://evil.example");
    expect(crossSite.status).toBe(403);
    const fetched = await request(t.app).post("/api/logout").set("Cookie", pair).set("Sec-Fetch-Site", "cross-site");
    expect(fetched.status).toBe(403);
    expect((await whoIs(t.app, pair)).status).toBe(200);
    expect(await sessionRows(t, pair)).toBe(1);

    expect((await request(t.app).post("/api/logout").set("Cookie", pair).set("Sec-Fetch-Site", "same-origin")).status).toBe(303);
    expect((await whoIs(t.app, pair)).status).toBe(401);
  });

  it("refuses a forged or tampered cookie", async () => {
    const u = await createUser(t.db);
    const pair = pairOf(await login(t.app, u.email, TEST_PASSWORD))!;
    const sid = sidOf(pair);
    const tampered = pair.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (const forged of [`${SID}=${sid}`, `${SID}=s%3A${sid}.forgedsignature`, tampered]) {
      expect((await whoIs(t.app, forged)).status, forged).toBe(401);
    }
    expect((await whoIs(t.app, pair)).status).toBe(200);
  });

  it("sets httpOnly, SameSite=Lax, Path=/ and an expiry, and no Secure flag outside production", async () => {
    const u = await createUser(t.db);
    const cookie = cookieOf(await login(t.app, u.email, TEST_PASSWORD))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Expires=/);
    expect(cookie).not.toMatch(/; Secure/i);
  });
});

describe("idle timeout", () => {
  it("ends a session after SESSION_IDLE_MINUTES without a request, and each request extends it", async () => {
    const idle = await proxied();
    expect(idle.config.sessionIdleMs).toBe(3000);
    const u = await createUser(idle.db);
    const pair = pairOf(await login(idle.app, u.email, TEST_PASSWORD))!;
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 1500));
      expect((await whoIs(idle.app, pair)).status, `request ${i + 1}, 1.5 s after the previous one`).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 4500));
    expect((await whoIs(idle.app, pair)).status).toBe(401);
  }, 90_000);

  it("keeps the configuration contract: whole minutes by default, fractions allowed, nothing else", () => {
    expect(loadConfig({}).sessionIdleMs).toBe(7 * 24 * 60 * 60_000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: "30" }).sessionIdleMs).toBe(30 * 60_000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: "0.5" }).sessionIdleMs).toBe(30_000);
    for (const bad of ["0", "-1", "soon"]) expect(() => loadConfig({ SESSION_IDLE_MINUTES: bad }), bad).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

describe("production cookies and headers", () => {
  it("requires SESSION_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required/);
  });

  it("marks the cookie Secure, never sends it over plain http, sends HSTS and checks the configured origin", async () => {
    const prod = await createTestApp({
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-secret-for-tests-only",
      TRUST_PROXY: "true",
      APP_ORIGIN: "https://sous.example.test",
    });
    try {
      const u = await createUser(prod.db);
      const https = await request(prod.app)
        .post("/api/login")
        .set("X-Forwarded-Proto", "https")
        .set("Origin", "https://sous.example.test")
        .send({ email: u.email, password: TEST_PASSWORD });
      expect(https.status).toBe(200);
      const cookie = cookieOf(https)!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(https.headers["strict-transport-security"]).toMatch(/max-age=\d+/);

      const plain = await request(prod.app).post("/api/login").send({ email: u.email, password: TEST_PASSWORD });
      expect(plain.status).toBe(200);
      expect(cookieOf(plain)).toBeUndefined();

      const downgraded = await request(prod.app)
        .post("/api/login")
        .set("X-Forwarded-Proto", "https")
        .set("Origin", "http://sous.example.test")
        .send({ email: u.email, password: TEST_PASSWORD });
      expect(downgraded.status).toBe(403);
    } finally {
      await prod.close();
    }
  });
});

describe("cross-site mutations", () => {
  it("refuses every state-changing route from another origin, a null origin or a cross-site fetch", async () => {
    const tenant = await createTenant(t.db);
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const routes = listRoutes(t.app).filter((r) => !r.startsWith("GET "));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.split(" ")[1]!.startsWith("/api/")), "mutations outside /api escape the Origin check").toEqual([]);

    const before = await tableDigests(t.db);
    const wrong: string[] = [];
    for (const route of routes) {
      const [method, pattern] = route.split(" ") as [string, string];
      const path = pattern.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
      const m = method.toLowerCase() as "post" | "patch" | "put" | "delete";
      for (const headers of [{ Origin: "https://evil.example" }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }]) {
        const res = await admin[m](path).set(headers).send({ name: "cross-site" });
        if (res.status !== 403 || res.body.message !== "Cross-origin request refused") wrong.push(`${route} ${JSON.stringify(headers)}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await tableDigests(t.db))).toEqual([]);
  });

  it("lets the app's own origin through", async () => {
    const tenant = await createTenant(t.db);
    const server = t.app.listen(0, "127.0.0.1");
    try {
      await new Promise((r) => server.once("listening", r));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const admin = request.agent(origin);
      expect((await admin.post("/api/login").set("Origin", origin).send({ email: tenant.admin.email, password: TEST_PASSWORD })).status).toBe(200);
      const res = await admin.patch(`/api/locations/${tenant.assigned.id}`).set("Origin", origin).set("Sec-Fetch-Site", "same-origin").send({ name: "Renamed" });
      expect(res.status).toBe(200);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe("sign-in throttles", () => {
  let th: TestApp;
  const from = (address: string) => ({ "X-Forwarded-For": address });
  const attempt = (email: string, password: string, address: string) =>
    request(th.app).post("/api/login").set(from(address)).send({ email, password });
  const realNow = Date.now.bind(Date);

  beforeAll(async () => {
    th = await proxied();
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("limits one account to 10 failures however many addresses try, and lifts after the window", async () => {
    const victim = await createUser(th.db);
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(victim.email, `guess-${i}`, `198.51.100.${i + 1}`)));
    expect(guesses.map((r) => r.status)).toEqual(Array(10).fill(401));
    const blocked = await attempt(victim.email, TEST_PASSWORD, "198.51.100.200");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many sign-in attempts. Please wait a few minutes and try again.");
    // Another account from an attacking address is not affected.
    const other = await createUser(th.db);
    expect((await attempt(other.email, TEST_PASSWORD, "198.51.100.1")).status).toBe(200);

    vi.spyOn(Date, "now").mockImplementation(() => realNow() + 16 * 60_000);
    expect((await attempt(victim.email, TEST_PASSWORD, "198.51.100.200")).status).toBe(200);
    vi.restoreAllMocks();
  });

  it("limits one address to 30 failures across accounts, without locking the account out elsewhere", async () => {
    const user = await createUser(th.db);
    const sprayed = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`nobody-${i}@example.test`, "wrong", "203.0.113.9")));
    expect(sprayed.map((r) => r.status)).toEqual(Array(30).fill(401));
    expect((await attempt(user.email, TEST_PASSWORD, "203.0.113.9")).status).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, "203.0.113.10")).status).toBe(200);

    vi.spyOn(Date, "now").mockImplementation(() => realNow() + 16 * 60_000);
    expect((await attempt(user.email, TEST_PASSWORD, "203.0.113.9")).status).toBe(200);
    vi.restoreAllMocks();
  });

  it("throttles an unknown e-mail exactly like a known one (no enumeration through 429)", async () => {
    const u = await createUser(th.db);
    const run = async (email: string) => {
      const first = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(email, "wrong", `192.0.2.${i + 1}`)));
      const last = await attempt(email, "wrong", "192.0.2.11");
      return { statuses: [...first.map((r) => r.status), last.status], body: last.body };
    };
    const known = await run(u.email);
    expect(known.statuses.at(-1)).toBe(429);
    expect(await run("ghost@example.test")).toEqual(known);
  });
});

describe("no account enumeration", () => {
  it("answers a wrong password and an unknown e-mail alike, as JSON and as the form page", async () => {
    const u = await createUser(t.db);
    const known = await login(t.app, u.email, "not the password");
    const unknown = await login(t.app, "nobody-here@example.test", "not the password");
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.body).toEqual({ message: "Invalid e-mail or password." });

    const form = (email: string) => request(t.app).post("/api/login").type("form").send({ email, password: "not the password" });
    const knownPage = await form(u.email);
    const unknownPage = await form("nobody-here@example.test");
    expect(knownPage.status).toBe(unknownPage.status);
    expect(knownPage.text.replaceAll(u.email, "E")).toBe(unknownPage.text.replaceAll("nobody-here@example.test", "E"));
  });

  it("says the same when sign-up is closed, whether the address has an account or not", async () => {
    const u = await createUser(t.db);
    const existing = await request(t.app).post("/api/signup").send({ email: u.email, password: "long enough pw" });
    const fresh = await request(t.app).post("/api/signup").send({ email: "fresh@example.test", password: "long enough pw" });
    expect([existing.status, existing.body]).toEqual([fresh.status, fresh.body]);
  });

  it("treats an injection attempt in the e-mail as one more unknown account", async () => {
    const rows = await t.db.execute(sql`select count(*)::int as n from users`);
    expect((rows.rows[0] as { n: number }).n).toBeGreaterThan(0);
    const res = await request(t.app).post("/api/login").send({ email: "' or 1=1 --", password: "x" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Invalid e-mail or password." });
  });
});
