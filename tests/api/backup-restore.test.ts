/**
 * scripts/backup.sh and scripts/restore.sh on a populated database: the restored copy has the same rows
 * in every table (sessions aside, by design), the same bytes, and an app started on it works.
 * Needs a PostgreSQL server (pg_dump cannot read PGlite): runs only with TEST_DATABASE_URL.
 */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { openDatabase } from "@server/db/connection";
import { runDailyJobs } from "@server/jobs/scheduler";
import { createMailer } from "@server/mail/mailer";
import { shutdownPayrollParsing } from "@server/features/payroll/parse/pool";
import { licenseTypes } from "@shared/schema";
import { readFixture } from "../support/fixtures";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const run = promisify(execFile);
const SERVER = process.env.TEST_DATABASE_URL;
const REASON = "needs TEST_DATABASE_URL: pg_dump and pg_restore work on a PostgreSQL server, not on the embedded PGlite";

const urlOf = (name: string) => {
  const u = new URL(SERVER!);
  u.pathname = `/${name}`;
  return u.href;
};

/** Every table's row count and a digest of its rows, over every schema the app uses (the migration journal too). */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ s: string; t: string }>(
      `select table_schema as s, table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const out: Record<string, string> = {};
    for (const { s, t } of tables) {
      const q = `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${s}"."${t}" x`;
      const { rows } = await client.query<{ n: number; d: string }>(q);
      out[`${s}.${t}`] = `${rows[0]!.n} rows ${rows[0]!.d}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

describe.skipIf(!SERVER)(`backup and restore (${SERVER ? "PostgreSQL" : REASON})`, () => {
  let t: TestApp;
  let sourceUrl: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sous-backup-"));
  const target = `sous_restore_${randomBytes(5).toString("hex")}`;
  let licenseId: string;
  let pdfSha: string;

  beforeAll(async () => {
    t = await createTestApp();
    sourceUrl = (t.database.pool.options as { connectionString: string }).connectionString;
    const tenant = await createTenant(t.db, "Backed Up Group");
    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const [type] = await t.db.select().from(licenseTypes).limit(1);
    const pdf = readFixture("licenses/ny-tappan-ridge-food-service-permit.pdf");
    pdfSha = createHash("sha256").update(pdf).digest("hex");
    const data = { locationId: tenant.assigned.id, licenseTypeId: type!.id, licenseNumber: "BK-1", expirationDate: "2026-12-01", status: "active" };
    const created = await admin.post("/api/licenses").field("licenseData", JSON.stringify(data)).attach("document", pdf, "permit.pdf");
    expect(created.status).toBe(201);
    licenseId = created.body.id;
    const loc = tenant.assigned.id;
    for (const res of [
      await admin.post("/api/marketing").send({ locationId: loc, title: "Launch", startDate: "2026-12-01", endDate: "2026-12-07" }),
      await admin.post("/api/equipment").send({ locationId: loc, name: "Fryer" }),
      await admin.post("/api/vendors").send({ locationId: loc, name: "Hauler", category: "waste" }),
      await admin.post("/api/budget-categories").send({ name: "Produce" }),
      await admin.post("/api/user-invitations").send({ email: "later@example.test", role: "admin" }),
      await admin
        .post("/api/payroll/upload")
        .field("locationId", loc)
        .field("weekEnding", "2026-11-08")
        .attach("files", readFixture("payroll/valid/employee-tips-simple.xlsx"), "tips.xlsx"),
    ]) {
      expect(res.status, res.text).toBe(201);
    }
    await runDailyJobs({ db: t.db, pool: t.database.pool, logger: pino({ level: "silent" }) }, "2026-11-22");
  }, 120_000);

  afterAll(async () => {
    await shutdownPayrollParsing();
    await t?.close();
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`drop database if exists ${target} with (force)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("restores every table's rows into a fresh database", async () => {
    const before = await snapshot(sourceUrl);
    const populated = Object.entries(before).filter(([, v]) => !v.startsWith("0 rows")).map(([k]) => k);
    expect(populated.length, `populated tables: ${populated.join(", ")}`).toBeGreaterThanOrEqual(14);

    const file = path.join(dir, "sous.dump");
    const backup = await run("bash", ["scripts/backup.sh", file], { env: { ...process.env, DATABASE_URL: sourceUrl } });
    expect(backup.stdout.trim()).toBe(file);
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);

    const restore = await run("bash", ["scripts/restore.sh", file, urlOf(target)]);
    expect(restore.stdout).toMatch(/^public\.licenses 1$/m);

    const after = await snapshot(urlOf(target));
    const { "public.sessions": sessionsBefore, ...restBefore } = before;
    const { "public.sessions": sessionsAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(sessionsBefore).not.toMatch(/^0 rows/);
    expect(sessionsAfter).toMatch(/^0 rows/); // session rows are left out of backups on purpose
  }, 120_000);

  it("gives a working app on the restored database", async () => {
    const database = await openDatabase({ url: urlOf(target), dataDir: "memory://", poolSize: 2 });
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
    const logger = pino({ level: "silent" });
    const restored = await createApp({ db: database.db, pool: database.pool, config, logger, mailer: createMailer(undefined, config.mailFrom, logger) });
    try {
      const [admin] = (await database.pool.query<{ email: string }>("select email from users where role = 'admin'")).rows;
      const agent = request.agent(restored.app);
      expect((await agent.post("/api/login").send({ email: admin!.email, password: TEST_PASSWORD })).status).toBe(200);
      const download = await agent.get(`/api/licenses/${licenseId}/download`).buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => cb(null, Buffer.concat(chunks)));
      });
      expect(download.status).toBe(200);
      expect(createHash("sha256").update(download.body as Buffer).digest("hex")).toBe(pdfSha);
    } finally {
      await restored.close();
      await database.close();
    }
  });

  it("refuses to restore over a database that has tables", async () => {
    const file = path.join(dir, "sous.dump");
    const refused = await run("bash", ["scripts/restore.sh", file, urlOf(target)]).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/refusing to restore into sous_restore_\w+: it already has \d+ tables/);
  });
});
