/**
 * Authenticated list endpoints under load: GET /api/licenses, /api/equipment and /api/vendors of one location
 * (200 rows each, licenses with their documents' metadata) served by the real app (createApp: helmet, pino-http,
 * session in PostgreSQL, context, tenancy checks, Drizzle), loaded by autocannon at 50 connections, against a
 * minimal node:http server (no Express, no session) that runs the same list SQL through the same pg pool on the
 * same database. The two are loaded one after the other, never at once; autocannon runs in its own process.
 * Prints the app's requests/s as a ratio of the baseline's, and both p99 latencies.
 * Run: `npx tsx bench/list-endpoints.ts`.
 */
import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import type pg from "pg";
import {
  documents,
  equipment,
  licenses,
  licenseTypes,
  maintenanceTasks,
  vendors,
  VENDOR_CATEGORIES,
} from "@shared/schema";
import { createTenant } from "../tests/support/factories";
import {
  listen,
  load,
  openBenchDatabase,
  signIn,
  startApp,
  type LoadResult,
} from "./support/bench-app";

const ROWS = 200;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dayFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

// The same statements the services run for one list (reachableLocation, the list, its presenters).
const BASELINE_SQL: Record<
  string,
  (pool: pg.Pool, locationId: string) => Promise<unknown>
> = {
  licenses: async (pool, locationId) => {
    const location = (
      await pool.query("select * from locations where id = $1", [locationId])
    ).rows[0] as { organization_id: string };
    const rows = (
      await pool.query(
        "select * from licenses where location_id = $1 order by expiration_date asc, created_at desc",
        [locationId],
      )
    ).rows as Array<{ license_type_id: string; document_id: string | null }>;
    const types = (
      await pool.query("select * from license_types where id = any($1)", [
        [...new Set(rows.map((r) => r.license_type_id))],
      ])
    ).rows;
    const docIds = rows.map((r) => r.document_id).filter(Boolean);
    const docs = (
      await pool.query(
        "select id, organization_id, original_name, content_type, size, sha256, uploaded_by, created_at from documents where id = any($1) and organization_id = $2",
        [docIds, location.organization_id],
      )
    ).rows;
    return { rows, types, docs };
  },
  equipment: async (pool, locationId) => {
    const location = (
      await pool.query("select * from locations where id = $1", [locationId])
    ).rows[0] as { organization_id: string };
    const rows = (
      await pool.query(
        "select * from equipment where location_id = $1 order by name asc, created_at asc",
        [locationId],
      )
    ).rows as Array<{ id: string; manual_document_id: string | null }>;
    const tasks = (
      await pool.query(
        "select equipment_id, next_due from maintenance_tasks where equipment_id = any($1)",
        [rows.map((r) => r.id)],
      )
    ).rows;
    const docIds = rows.map((r) => r.manual_document_id).filter(Boolean);
    const docs = docIds.length
      ? (
          await pool.query(
            "select id, organization_id, original_name, content_type, size, sha256, uploaded_by, created_at from documents where id = any($1) and organization_id = $2",
            [docIds, location.organization_id],
          )
        ).rows
      : [];
    return { rows, tasks, docs };
  },
  vendors: async (pool, locationId) => {
    await pool.query("select * from locations where id = $1", [locationId]);
    return (
      await pool.query(
        "select * from vendors where location_id = $1 order by name asc, created_at asc",
        [locationId],
      )
    ).rows;
  },
};

async function main() {
  const database = await openBenchDatabase();
  const { db, pool } = database;
  try {
    const { org, admin, assigned } = await createTenant(db, "Bench Bistro");
    const types = await db
      .select({ id: licenseTypes.id })
      .from(licenseTypes)
      .limit(20);
    const docRows = Array.from({ length: ROWS }, (_, i) => {
      const content = Buffer.concat([
        Buffer.from(`%PDF-1.4\n% license ${i}\n`),
        randomBytes(2048),
      ]);
      return {
        organizationId: org.id,
        originalName: `license-${i}.pdf`,
        contentType: "application/pdf",
        size: content.length,
        sha256: createHash("sha256").update(content).digest("hex"),
        content,
        uploadedBy: admin.id,
      };
    });
    const docs = await db
      .insert(documents)
      .values(docRows)
      .returning({ id: documents.id });
    await db
      .insert(licenses)
      .values(
        docs.map((d, i) => ({
          locationId: assigned.id,
          licenseTypeId: types[i % types.length]!.id,
          licenseNumber: `LIC-${10000 + i}`,
          issueDate: dayFromNow(-300 + i),
          expirationDate: dayFromNow(i - 20),
          documentId: d.id,
          documentName: `license-${i}.pdf`,
          notes: i % 3 ? null : "Renew at the county office.",
        })),
      );
    const items = await db
      .insert(equipment)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          locationId: assigned.id,
          name: `Walk-in cooler ${i}`,
          model: `WC-${i}`,
          manufacturer: "True",
          serialNumber: `SN${100000 + i}`,
          price: "1999.00",
          purchaseDate: dayFromNow(-800),
          warrantyExpiration: dayFromNow(200 + i),
        })),
      )
      .returning({ id: equipment.id });
    await db
      .insert(maintenanceTasks)
      .values(
        items.map((e, i) => ({
          equipmentId: e.id,
          task: "Clean condenser coil",
          intervalDays: 90,
          nextDue: dayFromNow(i - 30),
        })),
      );
    await db
      .insert(vendors)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          locationId: assigned.id,
          name: `Vendor ${String(i).padStart(3, "0")}`,
          category: VENDOR_CATEGORIES[i % VENDOR_CATEGORIES.length]!,
          contactName: "Pat Doe",
          phone: "555-0100",
          email: `vendor${i}@example.test`,
          nextServiceDate: dayFromNow(i),
        })),
      );
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
      `\nList endpoints, ${ROWS} rows each, one location; ${database.label}; autocannon ${CONNECTIONS} connections × ${SECONDS} s each; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(
      `  ${"endpoint".padEnd(16)} ${"baseline req/s".padStart(14)} ${"app req/s".padStart(10)} ${"ratio".padStart(7)} ${"base p99".padStart(9)} ${"app p99".padStart(8)} ${"app p50".padStart(8)}  targets: ratio ≥ 0.5, p99 < 50 ms`,
    );
    let failures = 0;
    for (const name of Object.keys(BASELINE_SQL)) {
      const appUrl = `${app.url}/api/${name}?locationId=${assigned.id}`;
      const baseUrl = `${baseline.url}/${name}?locationId=${assigned.id}`;
      // Both answer, and the app's list has the rows (not a 401/404 measured at full speed).
      const check = await fetch(appUrl, { headers: { cookie } });
      const listed = (await check.json()) as unknown[];
      if (check.status !== 200 || listed.length !== ROWS)
        throw new Error(`${name}: ${check.status}, ${listed.length} rows`);
      await load(baseUrl, { connections: 10, seconds: 1 }); // warm-up
      await load(appUrl, { connections: 10, seconds: 1, headers: { cookie } });
      const base: LoadResult = await load(baseUrl, {
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      const mine: LoadResult = await load(appUrl, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: { cookie },
      });
      failures += mine.non2xx + mine.errors + base.non2xx + base.errors;
      const ratio = mine.rps / base.rps;
      const verdict = ratio >= 0.5 && mine.p99 < 50 ? "meets" : "SHORT";
      console.log(
        `  ${`/api/${name}`.padEnd(16)} ${base.rps.toFixed(0).padStart(14)} ${mine.rps.toFixed(0).padStart(10)} ${`×${ratio.toFixed(2)}`.padStart(7)} ${`${base.p99} ms`.padStart(9)} ${`${mine.p99} ms`.padStart(8)} ${`${mine.p50} ms`.padStart(8)}  ${verdict}${mine.non2xx || mine.errors ? ` (${mine.non2xx} non-2xx, ${mine.errors} errors)` : ""}`,
      );
    }
    if (failures) console.log(`  ${failures} failed requests in all`);
    await baseline.close();
    await app.close();
  } finally {
    await database.close();
  }
}

await main();
