/**
 * The group view's requests for a 500-location organization against a 50-location one with the same rows per
 * location (bench/support/large-org-seed.ts): each figure is one statement across all locations, so the time
 * should grow far less than the 10× in locations. Target (issue 20): the overview request at most 2× slower.
 * Run: `npx tsx bench/group-overview.ts` (BENCH_DATABASE_URL or PostgreSQL at 127.0.0.1:5432, else PGlite).
 */
import os from "node:os";
import { openBenchDatabase, signIn, startApp } from "./support/bench-app";
import { seedOrganization } from "./support/large-org-seed";
import { explainable, installSqlCapture, shortSql, startCapture, stopCapture, type CapturedStatement } from "./support/sql-capture";
import type { BenchDatabase } from "./support/bench-app";

/** Each statement of one request with its execution time as PostgreSQL reports it (EXPLAIN ANALYZE). */
async function statementTimes(database: BenchDatabase, statements: CapturedStatement[]) {
  const lines: string[] = [];
  for (const statement of statements.filter(explainable)) {
    const { rows } = await database.pool.query<{ "QUERY PLAN": Array<{ "Execution Time": number }> }>(
      `explain (analyze, format json) ${statement.text}`,
      statement.values,
    );
    lines.push(`    ${rows[0]!["QUERY PLAN"][0]!["Execution Time"].toFixed(1).padStart(7)} ms  ${shortSql(statement.text, 110)}`);
  }
  return lines;
}

const SMALL = Number(process.env.BENCH_SMALL_LOCATIONS ?? 50);
const LARGE = Number(process.env.BENCH_LARGE_LOCATIONS ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const WARM_UP = 3;
const TARGET = 2;

const ENDPOINTS = ["/api/group/overview", "/api/group/compliance", "/api/group/budget", "/api/group/compliance.csv"];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function timedGet(base: string, path: string, cookie: string) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

const database = await openBenchDatabase();
let failed = false;
try {
  const seeded = performance.now();
  const small = await seedOrganization(database.db, database.pool, "Fifty Group", SMALL);
  const large = await seedOrganization(database.db, database.pool, "Five Hundred Group", LARGE);
  await database.pool.query("vacuum analyze").catch(() => undefined);
  installSqlCapture();
  const app = await startApp(database);
  const cookies = { small: await signIn(app.url, small.admin.email), large: await signIn(app.url, large.admin.email) };
  console.log(
    `\nGroup view: ${LARGE} locations vs ${SMALL} (same rows per location), ${database.label}; seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ${REQUESTS} requests each after ${WARM_UP} warm-up, alternating; load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(`  ${"endpoint".padEnd(28)} ${`${SMALL} loc. ms`.padStart(11)} ${`${LARGE} loc. ms`.padStart(12)} ${"ratio".padStart(6)} ${"bytes small/large".padStart(20)}`);
  for (const path of ENDPOINTS) {
    const times = { small: [] as number[], large: [] as number[] };
    const bytes = { small: 0, large: 0 };
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      for (const which of ["small", "large"] as const) {
        const r = await timedGet(app.url, path, cookies[which]);
        bytes[which] = r.bytes;
        if (i >= WARM_UP) times[which].push(r.ms);
      }
    }
    const ratio = median(times.large) / median(times.small);
    const judged = path === "/api/group/overview";
    if (judged && ratio > TARGET) failed = true;
    console.log(
      `  ${path.padEnd(28)} ${median(times.small).toFixed(1).padStart(11)} ${median(times.large).toFixed(1).padStart(12)} ${ratio.toFixed(2).padStart(6)} ${`${bytes.small}/${bytes.large}`.padStart(20)}${judged ? `  ${ratio <= TARGET ? "ok" : "MISSED"} (target ≤ ${TARGET}×)` : ""}`,
    );
  }
  startCapture();
  await timedGet(app.url, "/api/group/overview", cookies.large);
  const captured = stopCapture();
  console.log(`  statements of /api/group/overview for ${LARGE} locations:`);
  for (const line of await statementTimes(database, captured)) console.log(line);
  await app.close();
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
