/**
 * A large organization (issue 11): 500 locations with 100 licenses (a quarter with documents), 100 equipment
 * items (about 150 maintenance tasks), 20 vendors, 108 budget lines, 10 campaigns, 12 payroll records each, and
 * notifications and audit entries to match — 50,000 licenses and 50,000 items in all — next to a one-location
 * organization whose location holds exactly the same rows (bench/support/large-org-seed.ts), in one database.
 * For one location, every GET the client makes for the shell and a location's screens goes through the real
 * app (createApp, session in PostgreSQL) as an admin and as a staff user assigned to three locations, REQUESTS
 * times each, alternating between the two organizations so both see the same machine noise. Prints each
 * endpoint's median and p95 in both and the ratio large/small of the medians (target close to 1: the rest of
 * the organization must not matter), and, for the SQL one request runs (captured from the pg client), the
 * most rows any scan of it returned (EXPLAIN ANALYZE), the buffer pages it touched and its summed total cost in
 * each organization — deterministic figures, unlike timings on a shared machine. An endpoint is SHORT when its
 * SQL sequentially scans a big table, or needs more rows (or takes longer) in the large organization. Pages and
 * cost are shown, not judged: the planner may rightly pick a different join for a one-location organization.
 * Then every distinct statement of the large organization's requests with its cost, pages and the scan that
 * returned the most rows; then the daily jobs over the whole database.
 * Endpoints that are organization-wide by design (the location count and picker, the user list, the calendar
 * feed) are measured and marked, not judged by the ratio.
 * Knobs: BENCH_LOCATIONS (500), BENCH_REQUESTS (30), BENCH_JOBS=0 skips the daily jobs, BENCH_PLANS=<cost>
 * prints the whole plan of every statement above that cost.
 * Run: `npx tsx bench/large-org.ts`.
 */
import os from "node:os";
import { currentMonth } from "@shared/domain/dates";
import { toIsoDate } from "@shared/domain/calendar";
import { openBenchDatabase, signIn, startApp, type BenchDatabase } from "./support/bench-app";
import { seedOrganization, seedOtherSessions, PER_LOCATION, type SeededOrganization } from "./support/large-org-seed";
import { runJobsCaptured } from "./support/large-org-jobs";
import {
  explain,
  explainable,
  explainText,
  BIG_TABLE_ROWS,
  installSqlCapture,
  shortSql,
  startCapture,
  stopCapture,
  type CapturedStatement,
  type ExplainedStatement,
} from "./support/sql-capture";

const LOCATIONS = Number(process.env.BENCH_LOCATIONS ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const WARM_UP = 3;
const PLANS_ABOVE = process.env.BENCH_PLANS ? Number(process.env.BENCH_PLANS) : null;
/** A page endpoint meets the target when large/small stays under this (rows needed and median time)… */
const RATIO_TARGET = 1.5;
/** …or the difference is below these (a few rows, or a couple of milliseconds of noise). */
const ROWS_SLACK = 50;
const MS_SLACK = 2;

type Role = "admin" | "staff";

interface Endpoint {
  label: string;
  url: (o: SeededOrganization & { calendarToken: string }) => string;
  roles: Role[];
  /** page: one location's page or the user's own rows, judged by the ratio; organization: org-wide by design. */
  scope: "page" | "organization";
}

const month = currentMonth(toIsoDate(new Date()));
const both: Role[] = ["admin", "staff"];

/** What the client GETs for the shell and each screen of a location (client/src/**\/api.ts, app/). */
const ENDPOINTS: Endpoint[] = [
  { label: "/api/auth/user", url: () => "/api/auth/user", roles: both, scope: "page" },
  // Counts the organization's locations.
  { label: "/api/organization", url: () => "/api/organization", roles: both, scope: "organization" },
  { label: "/api/organization/locations", url: () => "/api/organization/locations", roles: both, scope: "organization" },
  { label: "/api/notifications", url: () => "/api/notifications", roles: both, scope: "page" },
  { label: "/api/profile", url: () => "/api/profile", roles: both, scope: "page" },
  { label: "/api/dashboard", url: (o) => `/api/dashboard?locationId=${o.locationId}`, roles: both, scope: "page" },
  { label: "/api/licenses", url: (o) => `/api/licenses?locationId=${o.locationId}`, roles: both, scope: "page" },
  { label: "/api/license-types", url: () => "/api/license-types", roles: both, scope: "page" },
  { label: "/api/required-licenses/NY", url: () => "/api/required-licenses/NY", roles: both, scope: "page" },
  { label: "/api/equipment", url: (o) => `/api/equipment?locationId=${o.locationId}`, roles: both, scope: "page" },
  { label: "/api/vendors", url: (o) => `/api/vendors?locationId=${o.locationId}`, roles: both, scope: "page" },
  { label: "/api/budgets", url: (o) => `/api/budgets?locationId=${o.locationId}&month=${month}`, roles: both, scope: "page" },
  { label: "/api/budget-categories", url: () => "/api/budget-categories", roles: ["admin"], scope: "page" },
  { label: "/api/marketing", url: (o) => `/api/marketing?locationId=${o.locationId}`, roles: both, scope: "page" },
  { label: "/api/payroll", url: (o) => `/api/payroll?locationId=${o.locationId}`, roles: both, scope: "page" },
  { label: "/api/audit-log", url: () => "/api/audit-log", roles: ["admin"], scope: "page" },
  { label: "/api/audit-log/entity-types", url: () => "/api/audit-log/entity-types", roles: ["admin"], scope: "page" },
  { label: "/api/users", url: () => "/api/users", roles: ["admin"], scope: "organization" },
  { label: "/api/calendar/:token.ics", url: (o) => `/api/calendar/${o.calendarToken}.ics`, roles: ["admin"], scope: "organization" },
];

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

interface Tenant {
  seeded: SeededOrganization & { calendarToken: string };
  cookies: Record<Role, string>;
}

async function timedGet(base: string, path: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  return { ms, bytes: body.byteLength };
}

interface Figures {
  p50: number;
  p95: number;
  bytes: number;
  cost: number;
  pages: number;
  statements: number;
  explained: ExplainedStatement[];
}

interface Measured {
  endpoint: Endpoint;
  role: Role;
  small: Figures;
  large: Figures;
}

/** One request with its SQL captured, then EXPLAIN (ANALYZE, BUFFERS) of each statement it ran. */
async function capturedRequest(database: BenchDatabase, base: string, path: string, cookie: string) {
  let statements: CapturedStatement[];
  startCapture();
  try {
    await timedGet(base, path, cookie);
  } finally {
    statements = stopCapture();
  }
  const explained: ExplainedStatement[] = [];
  for (const s of statements.filter(explainable)) explained.push(await explain(database.pool, s));
  return {
    explained,
    statements: statements.length,
    cost: explained.reduce((sum, e) => sum + e.cost, 0),
    pages: explained.reduce((sum, e) => sum + e.pages, 0),
  };
}

async function measure(database: BenchDatabase, base: string, small: Tenant, large: Tenant, endpoint: Endpoint, role: Role): Promise<Measured> {
  const paths = { small: endpoint.url(small.seeded), large: endpoint.url(large.seeded) };
  const times = { small: [] as number[], large: [] as number[] };
  const bytes = { small: 0, large: 0 };
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    for (const [which, tenant] of [["small", small], ["large", large]] as const) {
      const r = await timedGet(base, paths[which], tenant.cookies[role]);
      bytes[which] = r.bytes;
      if (i >= WARM_UP) times[which].push(r.ms);
    }
  }
  const figures = async (which: "small" | "large", tenant: Tenant): Promise<Figures> => ({
    p50: percentile(times[which], 50),
    p95: percentile(times[which], 95),
    bytes: bytes[which],
    ...(await capturedRequest(database, base, paths[which], tenant.cookies[role])),
  });
  return { endpoint, role, small: await figures("small", small), large: await figures("large", large) };
}

const ms = (x: number) => `${x.toFixed(1)}`;
const kb = (b: number) => (b >= 1024 ? `${(b / 1024).toFixed(0)}k` : `${b}`);
const grew = (small: number, large: number, slack: number) => large > small * RATIO_TARGET && large - small > slack;

function verdict(m: Measured): string {
  const seq = [...new Set(m.large.explained.flatMap((e) => e.seqScans))];
  if (seq.length) return `SHORT (seq scan: ${seq.join(", ")})`;
  if (m.endpoint.scope === "organization") return "org-wide by design";
  const rows = { small: mostRows(m.small)?.rows ?? 0, large: mostRows(m.large)?.rows ?? 0 };
  if (grew(rows.small, rows.large, ROWS_SLACK)) return `SHORT (rows ${rows.small} → ${rows.large})`;
  if (grew(m.small.p50, m.large.p50, MS_SLACK)) return `SHORT (time ×${(m.large.p50 / m.small.p50).toFixed(1)})`;
  return "meets";
}

function mostRows(f: Figures): ExplainedStatement["widest"] {
  return f.explained.map((e) => e.widest).reduce((a, b) => (b && (!a || b.rows > a.rows) ? b : a), null);
}

const rowsOf = (f: Figures) => {
  const w = mostRows(f);
  return w ? `${w.rows} ${w.relation}` : "-";
};

function printTable(rows: Measured[]) {
  console.log(
    `\n  ${"endpoint".padEnd(28)} ${"role".padEnd(5)} ${"small p50/p95 ms".padStart(16)} ${"large p50/p95 ms".padStart(16)} ${"ratio".padStart(6)} ${"most rows: small → large".padEnd(42)} ${"pages s → l".padStart(12)} ${"cost s → l".padStart(13)} ${"stmts".padStart(5)} ${"bytes s/l".padStart(10)}  verdict`,
  );
  for (const m of rows) {
    console.log(
      `  ${m.endpoint.label.padEnd(28)} ${m.role.padEnd(5)} ${`${ms(m.small.p50)}/${ms(m.small.p95)}`.padStart(16)} ${`${ms(m.large.p50)}/${ms(m.large.p95)}`.padStart(16)} ${`×${(m.large.p50 / m.small.p50).toFixed(2)}`.padStart(6)} ${`${rowsOf(m.small)} → ${rowsOf(m.large)}`.padEnd(42)} ${`${m.small.pages} → ${m.large.pages}`.padStart(12)} ${`${m.small.cost.toFixed(0)} → ${m.large.cost.toFixed(0)}`.padStart(13)} ${`${m.small.statements}/${m.large.statements}`.padStart(5)} ${`${kb(m.small.bytes)}/${kb(m.large.bytes)}`.padStart(10)}  ${verdict(m)}`,
    );
  }
  console.log(
    `  (target for page endpoints: large/small ≤ ${RATIO_TARGET} in rows needed and median time, or within ${ROWS_SLACK} rows / ${MS_SLACK} ms; no seq scan of a table of ${BIG_TABLE_ROWS}+ rows)`,
  );
}

/** The statements of a request that need more rows in the large organization than in the small one. */
function printGrowingStatements(rows: Measured[]) {
  const lines: string[] = [];
  for (const m of rows) {
    m.large.explained.forEach((l, i) => {
      const s = m.small.explained[i];
      const before = s?.widest?.rows ?? 0;
      const after = l.widest?.rows ?? 0;
      if (s && s.text === l.text && grew(before, after, ROWS_SLACK)) {
        const where = `${m.endpoint.label} (${m.role})${m.endpoint.scope === "organization" ? " org-wide" : ""}`;
        lines.push(`  ${where.padEnd(46)} ${`${before} → ${after} ${l.widest!.relation}`.padEnd(34)} ${shortSql(l.text, 100)}`);
      }
    });
  }
  if (lines.length) console.log(`\n  Statements that need more rows in the large organization (most rows a scan returned, small → large):\n${lines.join("\n")}`);
}

/** Each distinct statement of the large organization's requests, once, with where it ran. */
async function printStatements(database: BenchDatabase, rows: Measured[]) {
  const byText = new Map<string, { e: ExplainedStatement; where: Set<string> }>();
  for (const m of rows) {
    for (const e of m.large.explained) {
      const entry = byText.get(e.text) ?? { e, where: new Set<string>() };
      if (e.cost > entry.e.cost) entry.e = e;
      entry.where.add(`${m.endpoint.label} (${m.role})`);
      byText.set(e.text, entry);
    }
  }
  console.log(`\n  EXPLAIN of the ${byText.size} distinct statements of the large organization's requests (highest cost first):`);
  console.log(`  ${"cost".padStart(9)} ${"pages".padStart(6)}  ${"scan that returned the most rows".padEnd(58)} statement`);
  for (const { e, where } of [...byText.values()].sort((a, b) => b.e.cost - a.e.cost)) {
    const widest = e.widest ? `${e.widest.relation} ${e.widest.how}: ${e.widest.rows}` : "-";
    const flag = e.seqScans.length ? `SHORT seq scan ${e.seqScans.join(", ")}: ` : "";
    console.log(`  ${e.cost.toFixed(1).padStart(9)} ${String(e.pages).padStart(6)}  ${widest.slice(0, 58).padEnd(58)} ${flag}${shortSql(e.text)}`);
    console.log(`  ${"".padStart(16)}  ${"".padEnd(58)}   ↳ ${[...where].slice(0, 4).join(", ")}${where.size > 4 ? ` and ${where.size - 4} more` : ""}`);
    if (PLANS_ABOVE !== null && e.cost > PLANS_ABOVE) {
      console.log(`${e.text}\n${(await explainText(database.pool, e)).replace(/^/gm, "      | ")}`);
    }
  }
}

async function tenant(database: BenchDatabase, base: string, seeded: SeededOrganization): Promise<Tenant> {
  const calendarToken = `bench-calendar-${seeded.org.id}`;
  await database.pool.query("update users set calendar_token = $1 where id = $2", [calendarToken, seeded.admin.id]);
  return {
    seeded: { ...seeded, calendarToken },
    cookies: { admin: await signIn(base, seeded.admin.email), staff: await signIn(base, seeded.staff.email) },
  };
}

async function main() {
  const database = await openBenchDatabase();
  try {
    const seedStarted = performance.now();
    const largeSeed = await seedOrganization(database.db, database.pool, "Large Group", LOCATIONS);
    const smallSeed = await seedOrganization(database.db, database.pool, "Small Bistro", 1);
    await seedOtherSessions(database.pool, 10_000);
    await database.pool.query("vacuum analyze");
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const counts = (
      await database.pool.query<{ t: string; n: string }>(
        `select 'licenses' t, count(*) n from licenses union all select 'documents', count(*) from documents
         union all select 'equipment', count(*) from equipment union all select 'maintenance_tasks', count(*) from maintenance_tasks
         union all select 'vendors', count(*) from vendors union all select 'budgets', count(*) from budgets
         union all select 'notifications', count(*) from notifications union all select 'audit_log', count(*) from audit_log
         union all select 'user_locations', count(*) from user_locations union all select 'sessions', count(*) from sessions`,
      )
    ).rows;

    installSqlCapture();
    const app = await startApp(database);
    const small = await tenant(database, app.url, smallSeed);
    const large = await tenant(database, app.url, largeSeed);

    console.log(
      `\nLarge organization: ${LOCATIONS} locations vs one location with the same rows (${PER_LOCATION.licenses} licenses, ${PER_LOCATION.equipment} items, ${PER_LOCATION.vendors} vendors per location); ${database.label}`,
    );
    console.log(`  seeded in ${seedSeconds.toFixed(1)} s: ${counts.map((c) => `${c.t} ${c.n}`).join(", ")}`);
    console.log(
      `  ${REQUESTS} sequential requests per endpoint and organization (after ${WARM_UP} warm-up), alternating; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );

    const rows: Measured[] = [];
    for (const endpoint of ENDPOINTS) {
      for (const role of endpoint.roles) rows.push(await measure(database, app.url, small, large, endpoint, role));
    }
    printTable(rows);
    printGrowingStatements(rows);
    await printStatements(database, rows);
    await app.close();

    if (process.env.BENCH_JOBS !== "0") await runJobsCaptured(database);
  } finally {
    await database.close();
  }
}

await main();
