/**
 * Two app instances on one PostgreSQL, as in the README's "Scaling out": each with its own connection
 * pool and the same SESSION_SECRET. A session made on one works on the other (and ends on both), the
 * daily jobs do their work once when both fire together (one reminder and one digest e-mail per
 * person), and start-up work (migrations, the first account) is serialised across instances.
 * Needs a PostgreSQL server: runs only with TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { Express } from "express";
import pg from "pg";
import pino from "pino";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { openDatabase, type Database } from "@server/db/connection";
import { runMigrations } from "@server/db/migrate";
import { runDailyJobs } from "@server/jobs/scheduler";
import { DEFAULT_QUEUE_SETTINGS, JobQueue, READ_DOCUMENT } from "@server/queue/job-queue";
import type { Mailer, MailMessage } from "@server/mail/mailer";
import { licenses, licenseTypes } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { openTestDatabase, type TestDatabase } from "../support/test-db";
import { SESSION_COOKIE } from "@server/auth/session";

const SERVER = process.env.TEST_DATABASE_URL;
const REASON = "needs TEST_DATABASE_URL: several instances share one PostgreSQL server (PGlite serves one process)";
const SECRET = "scale-out-shared-session-secret-9b2f";

interface Instance {
  name: string;
  app: Express;
  database: Database;
  mail: MailMessage[];
  logs: Array<{ msg: string; job?: string; changed?: number }>;
  /** What the instance's scheduler would pass to runDailyJobs. */
  jobDeps: Parameters<typeof runDailyJobs>[0];
  close(): Promise<void>;
}

/** One app instance with its own pool on the database at `url`, as a separate process would have. */
async function instance(name: string, url: string, secret = SECRET): Promise<Instance> {
  const database = await openDatabase({ url, dataDir: "memory://", poolSize: 4 });
  const logs: Instance["logs"] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).trim().split("\n")) logs.push(JSON.parse(line) as Instance["logs"][number]);
        done();
      },
    }),
  );
  const mail: MailMessage[] = [];
  const mailer: Mailer = { delivers: true, send: async (m) => void mail.push(m) };
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent", SESSION_SECRET: secret });
  const created = await createApp({ db: database.db, pool: database.pool, config, logger: pino({ level: "silent" }), mailer });
  return {
    name,
    app: created.app,
    database,
    mail,
    logs,
    jobDeps: { db: database.db, pool: database.pool, logger, mailer },
    async close() {
      await created.close();
      await database.close();
    },
  };
}

/** The session cookie of a sign-in's answer (it also sets the device cookie, defect 8 of issue 33). */
const sessionCookieOf = (setCookie: string | string[] | undefined): string => {
  const found = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!found) throw new Error(`no ${SESSION_COOKIE} cookie in ${String(setCookie)}`);
  return found.split(";")[0]!;
};

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

describe.skipIf(!SERVER)(`two instances on one database (${SERVER ? "PostgreSQL" : REASON})`, () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;
  let url: string;

  beforeAll(async () => {
    shared = await openTestDatabase();
    url = (shared.pool.options as { connectionString: string }).connectionString;
    a = await instance("A", url);
    b = await instance("B", url);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.close();
  });

  it("accepts a session made on one instance on the other, and ends it on both at logout", async () => {
    const tenant = await createTenant(shared.db);
    const login = await request(a.app).post("/api/login").send({ email: tenant.admin.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login.headers["set-cookie"]);

    const onB = await request(b.app).get("/api/auth/user").set("Cookie", cookie);
    expect(onB.status).toBe(200);
    expect(onB.body.id).toBe(tenant.admin.id);

    // A write through B is read through A with the same cookie.
    const renamed = await request(b.app).patch(`/api/locations/${tenant.assigned.id}`).set("Cookie", cookie).send({ name: "Renamed on B" });
    expect(renamed.status).toBe(200);
    const seen = await request(a.app).get("/api/organization/locations").set("Cookie", cookie);
    expect(seen.body.map((l: { name: string }) => l.name)).toContain("Renamed on B");

    expect((await request(b.app).post("/api/logout").set("Cookie", cookie)).status).toBe(303);
    expect((await request(a.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("counts failed sign-ins of one account across both instances (the throttle is global)", async () => {
    const tenant = await createTenant(shared.db);
    const attempts = Array.from({ length: 10 }, (_, i) =>
      request(i % 2 ? b.app : a.app).post("/api/login").send({ email: tenant.staff.email, password: `wrong-${i}` }),
    );
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual(Array(10).fill(401));
    for (const instance of [a, b]) {
      const blocked = await request(instance.app).post("/api/login").send({ email: tenant.staff.email, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
    }
  });

  it("refuses the cookie on an instance with another SESSION_SECRET", async () => {
    const tenant = await createTenant(shared.db);
    const login = await request(a.app).post("/api/login").send({ email: tenant.staff.email, password: TEST_PASSWORD });
    const cookie = sessionCookieOf(login.headers["set-cookie"]);
    const stranger = await instance("C", url, "a-different-secret-for-instance-c");
    try {
      expect((await request(stranger.app).get("/api/auth/user").set("Cookie", cookie)).status).toBe(401);
    } finally {
      await stranger.close();
    }
  });

  it("runs the daily jobs once when both instances fire together: one reminder and one e-mail per person", async () => {
    const tenant = await createTenant(shared.db, "Reminded Group");
    const types = await shared.db.select().from(licenseTypes).limit(3);
    await shared.db
      .insert(licenses)
      .values(types.map((ty, i) => ({ locationId: tenant.assigned.id, licenseTypeId: ty.id, licenseNumber: `SO-${i}`, expirationDate: "2026-11-29", status: "active" as const })));
    const today = "2026-11-22"; // 7 days before: the 7-day reminder
    await Promise.all([runDailyJobs(a.jobDeps, today), runDailyJobs(b.jobDeps, today)]);

    const { rows } = await shared.pool.query<{ user_id: string; n: number }>(
      `select user_id, count(*)::int as n from notifications where organization_id = $1 and kind = 'license_expiring' group by user_id`,
      [tenant.org.id],
    );
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.n]))).toEqual({ [tenant.admin.id]: 3, [tenant.staff.id]: 3 });

    const created = [...a.logs, ...b.logs].filter((l) => l.msg === "daily job done" && l.job === "create-reminders").reduce((n, l) => n + (l.changed ?? 0), 0);
    expect(created, "reminders created across both instances").toBe(6);

    const mails = [...a.mail, ...b.mail].filter((m) => [tenant.admin.email, tenant.staff.email].includes(m.to));
    expect(mails.map((m) => m.to).sort()).toEqual([tenant.admin.email, tenant.staff.email].sort());
    expect(mails.every((m) => m.subject === "Sous: 3 new notifications")).toBe(true);

    // Running again on either instance changes nothing.
    await runDailyJobs(b.jobDeps, today);
    expect([...a.mail, ...b.mail].filter((m) => m.to === tenant.admin.email)).toHaveLength(1);
  });

  it("applies the migrations once when two instances start together on an empty database", async () => {
    const name = `sous_scale_${randomBytes(5).toString("hex")}`;
    await adminQuery(`create database ${name}`);
    const u = new URL(SERVER!);
    u.pathname = `/${name}`;
    const one = await openDatabase({ url: u.href, dataDir: "memory://", poolSize: 2 });
    const two = await openDatabase({ url: u.href, dataDir: "memory://", poolSize: 2 });
    try {
      await Promise.all([runMigrations(one.pool), runMigrations(two.pool)]);
      const { rows } = await one.pool.query<{ n: number; distinct: number }>(
        "select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(rows[0]!.n).toBe(rows[0]!.distinct);

      // And the first account on a fresh install is made once: one super admin, the other refused.
      const first = await instance("D", u.href);
      const second = await instance("E", u.href);
      try {
        const [x, y] = await Promise.all([
          request(first.app).post("/api/signup").send({ email: "one@example.test", password: "long enough pw" }),
          request(second.app).post("/api/signup").send({ email: "two@example.test", password: "long enough pw" }),
        ]);
        expect([x.status, y.status].sort()).toEqual([201, 403]);
        const { rows: supers } = await one.pool.query("select email from users where role = 'super_admin'");
        expect(supers).toHaveLength(1);
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      await one.close();
      await two.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });

  it("starts the job queue in four processes at once on a fresh database (pg-boss's schema and queue made once)", async () => {
    const name = `sous_scale_${randomBytes(5).toString("hex")}`;
    await adminQuery(`create database ${name}`);
    const u = new URL(SERVER!);
    u.pathname = `/${name}`;
    const databases = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: u.href, dataDir: "memory://", poolSize: 3 })));
    const queues = databases.map((d) => {
      const queue = new JobQueue(d.pool, pino({ level: "silent" }), { ...DEFAULT_QUEUE_SETTINGS, concurrency: 1 });
      queue.handle(READ_DOCUMENT, async () => ({ ok: true }));
      return queue;
    });
    try {
      await runMigrations(databases[0]!.pool);
      const started = await Promise.allSettled(queues.map((q) => q.start()));
      expect(started.map((r) => (r.status === "rejected" ? String(r.reason) : "started"))).toEqual(["started", "started", "started", "started"]);
      const { rows } = await databases[0]!.pool.query<{ n: number }>("select count(*)::int as n from pgboss.queue where name = $1", [READ_DOCUMENT]);
      expect(rows[0]!.n).toBe(1);
      // A job sent through one is run by one of them.
      const id = await queues[0]!.send(READ_DOCUMENT, { n: 1 });
      expect((await queues[1]!.waitFor(READ_DOCUMENT, id, 20_000))?.state).toBe("completed");
    } finally {
      await Promise.all(queues.map((q) => q.stop(1_000)));
      await Promise.all(databases.map((d) => d.close()));
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
