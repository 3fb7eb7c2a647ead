/**
 * Reads every GET route as every kind of caller (with the victim's own records, so the answers are
 * full) and checks that no answer carries a secret: password hashes, session ids, stored invitation
 * token hashes, OIDC subjects, other people's calendar feed tokens, the session secret, or a field
 * named like one. Also: the security headers on every answer, and the download headers on every
 * answer that is a file.
 */
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { routeCases, sendCall, type Call, type Fixture } from "../support/route-cases";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { readFixture } from "../support/fixtures";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const SESSION_SECRET = "exposure-test-session-secret-4f1c9a";
const FORBIDDEN_KEYS = /^(password|passwordHash|password_hash|token|calendarToken|calendar_token|oidcSubject|oidc_subject|sess|sid|secret|sessionSecret)$/i;

interface Answer {
  route: string;
  who: string;
  userId: string | null;
  path: string;
  status: number;
  headers: Record<string, string>;
  text: string;
  body: unknown;
}

let t: TestApp;
let fx: Fixture;
const answers: Answer[] = [];
const calendarTokens = new Map<string, string>();

const methodOf = (route: string) => route.split(" ")[0]!;
const pathOf = (route: string) => route.slice(route.indexOf(" ") + 1);

function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysOf(v, out);
    }
  }
  return out;
}

beforeAll(async () => {
  // Every payroll upload goes through the queue here, so GET /api/payroll-jobs/:id has a job to answer about.
  t = await createTestApp({ SESSION_SECRET, PAYROLL_QUEUE_BYTES: "1" });
  const victim = await createTenant(t.db, "Victim Group");
  fx = { db: t.db, victim };
  const calls = new Map<string, Call>();
  for (const [route, c] of Object.entries(routeCases)) if ("call" in c) calls.set(route, await c.call(fx));

  const platform = await createUser(t.db, { role: "super_admin" });
  const support = await createUser(t.db, { role: "super_admin" });
  await t.db.update(users).set({ oidcSubject: "oidc-subject-of-sam-7d1e" }).where(eq(users.id, victim.staff.id));
  const callers: Array<{ who: string; userId: string | null; agent: TestAgent }> = [
    { who: "victim admin", userId: victim.admin.id, agent: await signedInAgent(t.app, victim.admin.email, TEST_PASSWORD) },
    { who: "victim staff", userId: victim.staff.id, agent: await signedInAgent(t.app, victim.staff.email, TEST_PASSWORD) },
    { who: "super admin", userId: platform.id, agent: await signedInAgent(t.app, platform.email, TEST_PASSWORD) },
    { who: "super admin browsing the victim", userId: support.id, agent: await signedInAgent(t.app, support.email, TEST_PASSWORD) },
    { who: "signed out", userId: null, agent: request.agent(t.app) },
  ];
  expect((await callers[3]!.agent.post("/api/super-admin/impersonate").send({ organizationId: victim.org.id })).status).toBe(200);

  // Give the secrets a chance to leak: calendar feeds, a real invitation, a real uploaded document.
  for (const c of callers.slice(0, 2)) {
    const res = await c.agent.post("/api/profile/calendar-token");
    expect(res.status).toBe(200);
    calendarTokens.set(c.userId!, String(res.body.calendarUrl).split("/api/calendar/")[1]!.replace(/\.ics$/, ""));
  }
  const invited = await callers[0]!.agent.post("/api/user-invitations").send({ email: "new-manager@example.test", role: "admin" });
  expect(invited.status).toBe(201);
  // The admin's own import progress and queued reading, so those routes answer with something to inspect.
  const imported = await callers[0]!.agent
    .post("/api/import/locations/apply")
    .field("progress", "exposure-import-1")
    .attach("file", Buffer.from("Name,Address,City,State,ZIP Code\r\nExposure Bistro,1 Main St,Albany,NY,12207\r\n"), "places.csv");
  expect(imported.status, imported.text).toBe(200);
  calls.set("GET /api/import/progress/:id", { path: "/api/import/progress/exposure-import-1" });
  const queued = await callers[0]!.agent
    .post("/api/reading-jobs")
    .field("kind", "license")
    .attach("document", readFixture("licenses/ny-tappan-ridge-food-service-permit.pdf"), "permit.pdf");
  expect(queued.status, queued.text).toBe(202);
  calls.set("GET /api/reading-jobs/:id", { path: `/api/reading-jobs/${String(queued.body.id)}` });
  const payroll = await callers[0]!.agent
    .post("/api/payroll/upload")
    .field("locationId", victim.assigned.id)
    .field("weekEnding", "2026-11-08")
    .attach("files", readFixture("payroll/valid/employee-tips-simple.xlsx"), "tips.xlsx");
  expect(payroll.status, payroll.text).toBe(202);
  calls.set("GET /api/payroll-jobs/:id", { path: `/api/payroll-jobs/${String(payroll.body.id)}` });

  const fill = (route: string) =>
    pathOf(route)
      .replace(/:state\b/, "NY")
      .replace(/:kind\b/, "locations")
      .replace(/:file\b/, `${calendarTokens.get(victim.admin.id)}.ics`)
      .replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");

  for (const route of Object.keys(routeCases).filter((r) => methodOf(r) === "GET")) {
    const call = calls.get(route) ?? { path: fill(route) };
    const paths = [call.path];
    if (/download|manual/.test(route)) paths.push(`${call.path}${call.path.includes("?") ? "&" : "?"}inline=1`);
    // GET /api/logout only shows a sign-out button (signing out is a POST), so every caller visits it too.
    for (const c of callers) {
      for (const path of paths) {
        const res = await sendCall(c.agent, "GET", { path }).buffer(true);
        const text = Buffer.isBuffer(res.body) ? res.body.toString("latin1") : res.text ?? "";
        answers.push({ route, who: c.who, userId: c.userId, path, status: res.status, headers: res.headers as Record<string, string>, text, body: res.body });
      }
    }
  }
}, 240_000);
afterAll(async () => t?.close());

describe("no secrets in any answer", () => {
  it("reads every GET route, most of them successfully", () => {
    const gets = Object.keys(routeCases).filter((r) => methodOf(r) === "GET");
    const ok = new Set(answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.route));
    expect(new Set(answers.map((a) => a.route)).size).toBe(gets.length);
    const unread = gets.filter((r) => !ok.has(r));
    // Routes that need a secret we do not have (an invitation, password-reset, two-factor confirmation or shared-binder token) or only redirect.
    expect(unread.filter((r) => !/invite|reset-password|two-factor\/confirm|shared-binders|callback|logout|login|signup/.test(r)), `never answered 2xx: ${unread.join(", ")}`).toEqual([]);
  });

  it("carries no password hash, session id, token hash, OIDC subject or session secret", async () => {
    const rows = await t.db.execute<{ v: string }>(sql`
      select password_hash as v from users where password_hash is not null
      union all select sid from sessions
      union all select token from user_invitations
      union all select oidc_subject from users where oidc_subject is not null`);
    const secrets = [...rows.rows.map((r) => r.v), SESSION_SECRET];
    expect(secrets.length).toBeGreaterThan(8);
    const leaks: string[] = [];
    for (const a of answers) {
      if (/scrypt\$/.test(a.text)) leaks.push(`${a.route} as ${a.who}: a scrypt hash`);
      for (const s of secrets) if (a.text.includes(s)) leaks.push(`${a.route} as ${a.who}: ${s.slice(0, 12)}…`);
    }
    expect(leaks).toEqual([]);
  });

  it("shows a calendar feed token only to its owner, on the profile", () => {
    const leaks: string[] = [];
    for (const a of answers) {
      for (const [owner, token] of calendarTokens) {
        const allowed = a.userId === owner && a.route === "GET /api/profile";
        if (!allowed && a.text.includes(token)) leaks.push(`${a.route} as ${a.who} shows ${owner}'s feed token`);
      }
    }
    expect(leaks).toEqual([]);
    expect(answers.some((a) => a.route === "GET /api/profile" && a.userId && a.text.includes(calendarTokens.get(a.userId) ?? "?"))).toBe(true);
  });

  it("has no field named like a credential in any JSON answer", () => {
    const found = answers.flatMap((a) =>
      keysOf(a.body)
        .filter((k) => FORBIDDEN_KEYS.test(k))
        .map((k) => `${a.route} as ${a.who}: "${k}"`),
    );
    expect([...new Set(found)]).toEqual([]);
  });
});

describe("headers", () => {
  it("sends helmet's security headers on every answer", () => {
    const wrong: string[] = [];
    for (const a of answers) {
      const h = a.headers;
      const problems = [
        h["x-content-type-options"] !== "nosniff" && "nosniff",
        !h["content-security-policy"] && "CSP",
        h["x-powered-by"] !== undefined && "x-powered-by",
        h["strict-transport-security"] !== undefined && "HSTS outside production",
        !/^(same-origin|no-referrer)$/.test(h["referrer-policy"] ?? "") && "referrer-policy",
        h["cross-origin-opener-policy"] !== "same-origin" && "COOP",
        !["same-origin"].includes(h["cross-origin-resource-policy"] ?? "") && "CORP",
        !/^(SAMEORIGIN|DENY)$/.test(h["x-frame-options"] ?? "") && "x-frame-options",
      ].filter(Boolean);
      if (problems.length) wrong.push(`${a.route} (${a.status}): ${problems.join(", ")}`);
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it("keeps the app's own pages on a strict script policy", async () => {
    const page = await request(t.app).get("/api/login");
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const csp = page.headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/base-uri 'self'/);
    expect(csp).toMatch(/form-action 'self'/);
  });

  it("sends every file as an attachment with nosniff, and uploaded documents sandboxed", () => {
    const files = answers.filter((a) => a.status === 200 && a.headers["content-disposition"]);
    expect(files.map((a) => a.route)).toEqual(expect.arrayContaining(["GET /api/licenses/:id/download", "GET /api/equipment/:id/manual"]));
    const wrong: string[] = [];
    for (const a of files) {
      const h = a.headers;
      // A calendar feed is read by calendar apps in place; everything else is a download.
      const inline = a.path.includes("inline=1") || /^text\/calendar/.test(h["content-type"] ?? "");
      const uploaded = /^(application\/pdf|image\/(png|jpeg))/.test(h["content-type"] ?? "");
      const csp = h["content-security-policy"] ?? "";
      const problems = [
        !inline && !/^attachment;/.test(h["content-disposition"]!) && "not an attachment",
        h["x-content-type-options"] !== "nosniff" && "no nosniff",
        /[\r\n]/.test(h["content-disposition"]!) && "line break in the file name",
        uploaded && !/default-src 'none'/.test(csp) && "uploaded file without default-src 'none'",
        uploaded && !(inline && /pdf/.test(h["content-type"]!)) && !/(^|; )sandbox(;|$)/.test(csp) && "uploaded file not sandboxed",
        uploaded && !/no-store/.test(h["cache-control"] ?? "") && "cacheable",
      ].filter(Boolean);
      if (problems.length) wrong.push(`${a.path} as ${a.who}: ${problems.join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });
});
