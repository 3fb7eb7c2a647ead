/**
 * Authenticated list endpoints under load: GET /api/licenses, /api/equipment and /api/vendors of one location
 * (200 rows each, licenses with their documents' metadata; the default page of 100, a full page, so each request
 * also counts the total for X-Total-Count) served by the real app (createApp: helmet, the request log,
 * session in PostgreSQL, context, tenancy checks, Drizzle), loaded by autocannon at 50 connections, against a
 * minimal node:http server (no Express, no session) that runs the same list SQL through the same pg pool on the
 * same database. The two are loaded one after the other, never at once; autocannon runs in its own process.
 * Prints the app's requests/s as a ratio of the baseline's, both p99 latencies, and the statements one request
 * sends (the app's, counted with bench/support/sql-capture.ts, against the baseline's three and the app's before
 * issue 35). Targets (issue 35): ratio at least 0.8, app p99 at most 1.5× the baseline's.
 * Run: `npx tsx bench/list-endpoints.ts`.
 */
import os from "node:os";
import type pg from "pg";
import { PAGE_SIZE_DEFAULT } from "@shared/domain/paging";
import {
  listen,
  load,
  openBenchDatabase,
  signIn,
  startApp,
  type LoadResult,
} from "./support/bench-app";
import { startCpuMeter, type CpuSpent } from "./support/cpu-meter";
import { countStatements } from "./support/statements-per-request";
import { ROWS, seedListRows } from "./support/list-seed";

const PAGE = PAGE_SIZE_DEFAULT;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Statements per request measured before issue 35 (session, five for the context, location, page, count). */
const STATEMENTS_BEFORE = 8;
const BASELINE_STATEMENTS = 3;


// What one page of a list needs, the plain way: the location (tenancy check), the page (with the presenters'
// lookups joined in), and the count a full page needs for X-Total-Count. The app reads the last two, and the
// location's check, in one statement (server/http/location-page.ts).
const locationOf = async (pool: pg.Pool, locationId: string) =>
  (await pool.query("select * from locations where id = $1", [locationId]))
    .rows[0] as { id: string; organization_id: string };
const countOf = async (pool: pg.Pool, table: string, locationId: string) =>
  (
    await pool.query(
      `select count(*) from ${table} where location_id = $1`,
      [locationId],
    )
  ).rows[0] as { count: string };

const BASELINE_SQL: Record<
  string,
  (pool: pg.Pool, locationId: string) => Promise<unknown>
> = {
  licenses: async (pool, locationId) => {
    const location = await locationOf(pool, locationId);
    const rows = (
      await pool.query(
        `select l.*, t.id as type_id, t.name as type_name, t.category as type_category,
                d.id as doc_id, d.original_name, d.content_type, d.size, d.sha256
           from licenses l
           left join license_types t on t.id = l.license_type_id
           left join documents d on d.id = l.document_id and d.organization_id = $2
          where l.location_id = $1
          order by l.expiration_date asc, l.created_at desc, l.id asc
          limit $3 offset 0`,
        [location.id, location.organization_id, PAGE],
      )
    ).rows;
    return { rows, total: await countOf(pool, "licenses", location.id) };
  },
  equipment: async (pool, locationId) => {
    const location = await locationOf(pool, locationId);
    const rows = (
      await pool.query(
        `select e.*, d.id as doc_id, d.original_name, d.content_type, d.size,
                coalesce((select array_agg(m.next_due::text) from maintenance_tasks m where m.equipment_id = e.id), '{}') as dues
           from equipment e
           left join documents d on d.id = e.manual_document_id and d.organization_id = $2
          where e.location_id = $1
          order by e.name asc, e.created_at asc, e.id asc
          limit $3 offset 0`,
        [location.id, location.organization_id, PAGE],
      )
    ).rows;
    return { rows, total: await countOf(pool, "equipment", location.id) };
  },
  vendors: async (pool, locationId) => {
    const location = await locationOf(pool, locationId);
    const rows = (
      await pool.query(
        "select * from vendors where location_id = $1 order by name asc, created_at asc, id asc limit $2 offset 0",
        [location.id, PAGE],
      )
    ).rows;
    return { rows, total: await countOf(pool, "vendors", location.id) };
  },
};

const perRequest = (cpu: CpuSpent, result: LoadResult) =>
  `${(cpu.nodeMs / result.total).toFixed(2)} + ${cpu.pgMs === null ? "?" : (cpu.pgMs / result.total).toFixed(2)}`;

async function main() {
  const database = await openBenchDatabase();
  const { db, pool } = database;
  try {
    const { admin, assigned } = await seedListRows(db);
    await pool.query("analyze");

    const app = await startApp(database);
    const cookie = await signIn(app.url, admin.email);
    const baseline = await listen((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      const run = BASELINE_SQL[url.pathname.slice(1)];
      const locationId = url.searchParams.get("locationId");
      if (!run || !locationId) return void res.writeHead(404).end();
      run(pool, locationId).then(
        (body) =>
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify(body)),
        (err: unknown) => res.writeHead(500).end(String(err)),
      );
    });

    console.log(
      `\nList endpoints, one page of ${PAGE} of the ${ROWS} rows of one location; ${database.label}; autocannon ${CONNECTIONS} connections × ${SECONDS} s each; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(
      `  ${"endpoint".padEnd(16)} ${"baseline req/s".padStart(14)} ${"app req/s".padStart(10)} ${"ratio".padStart(7)} ${"base p99".padStart(9)} ${"app p99".padStart(8)} ${"app p50".padStart(8)} ${"statements".padStart(18)}  targets: ratio ≥ 0.8, app p99 ≤ 1.5× base p99`,
    );
    let failures = 0;
    const cpuLines: string[] = [];
    const only = process.env.BENCH_ONLY?.split(",");
    for (const name of Object.keys(BASELINE_SQL).filter((n) => !only || only.includes(n))) {
      const appUrl = `${app.url}/api/${name}?locationId=${assigned.id}`;
      const baseUrl = `${baseline.url}/${name}?locationId=${assigned.id}`;
      // Both answer, and the app's list has the rows (not a 401/404 measured at full speed).
      const check = await fetch(appUrl, { headers: { cookie } });
      const appBody = await check.text();
      const appBytes = Buffer.byteLength(appBody);
      const listed = JSON.parse(appBody) as unknown[];
      const baseBytes = (await (await fetch(baseUrl)).arrayBuffer()).byteLength;
      if (
        check.status !== 200 ||
        listed.length !== PAGE ||
        check.headers.get("x-total-count") !== String(ROWS)
      )
        throw new Error(`${name}: ${check.status}, ${listed.length} rows`);
      const statements = (await countStatements(app.url, `/api/${name}?locationId=${assigned.id}`, cookie)).statements.length;
      await load(baseUrl, { connections: 10, seconds: 1 }); // warm-up
      await load(appUrl, { connections: 10, seconds: 1, headers: { cookie } });
      let meter = startCpuMeter(database.name);
      const base: LoadResult = await load(baseUrl, {
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      const baseCpu = meter();
      meter = startCpuMeter(database.name);
      const mine: LoadResult = await load(appUrl, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: { cookie },
      });
      const appCpu = meter();
      failures += mine.non2xx + mine.errors + base.non2xx + base.errors;
      const ratio = mine.rps / base.rps;
      const verdict = ratio >= 0.8 && mine.p99 <= 1.5 * base.p99 ? "meets" : "SHORT";
      console.log(
        `  ${`/api/${name}`.padEnd(16)} ${base.rps.toFixed(0).padStart(14)} ${mine.rps.toFixed(0).padStart(10)} ${`×${ratio.toFixed(2)}`.padStart(7)} ${`${base.p99} ms`.padStart(9)} ${`${mine.p99} ms`.padStart(8)} ${`${mine.p50} ms`.padStart(8)} ${`${statements} (was ${STATEMENTS_BEFORE}, base ${BASELINE_STATEMENTS})`.padStart(18)}  ${verdict}${mine.non2xx || mine.errors ? ` (${mine.non2xx} non-2xx, ${mine.errors} errors)` : ""}`,
      );
      cpuLines.push(
        `  ${`/api/${name}`.padEnd(16)} ${perRequest(baseCpu, base).padStart(20)} ${perRequest(appCpu, mine).padStart(20)} ${`${baseBytes} / ${appBytes}`.padStart(18)}`,
      );
    }
    console.log(
      `  CPU per request, ms (node: this process, which runs both servers; pg: the database's backends), and body bytes:\n  ${"endpoint".padEnd(16)} ${"baseline node + pg".padStart(20)} ${"app node + pg".padStart(20)} ${"bytes base / app".padStart(18)}`,
    );
    for (const line of cpuLines) console.log(line);
    if (failures) console.log(`  ${failures} failed requests in all`);
    await baseline.close();
    await app.close();
  } finally {
    await database.close();
  }
}

await main();
