/**
 * The daily jobs on the job queue: pg-boss's cron creates one `daily-jobs` job a day across every process,
 * each process that starts sends one keyed by the day (one run between them), a failing run is retried, and
 * super admins see the queue. Two "processes" are two JobQueues, each on its own connection pool with real
 * PostgreSQL (TEST_DATABASE_URL), or on the one embedded database's pool with PGlite.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import { inArray } from "drizzle-orm";
import { licenses, licenseTypes, locations } from "@shared/schema";
import { openDatabase, type Database } from "@server/db/connection";
import type { JobDeps } from "@server/jobs/scheduler";
import type { MailMessage } from "@server/mail/mailer";
import { DAILY_JOBS_QUEUE, runDailyJobsOnQueue } from "@server/queue/daily-jobs";
import { DEFAULT_QUEUE_SETTINGS, JobQueue } from "@server/queue/job-queue";
import { createTenant, createUser, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
const extraPools: Database[] = [];

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await Promise.all(extraPools.map((d) => d.close()));
  await t?.close();
});

interface Process {
  queue: JobQueue;
  /** The daily jobs this process ran (one entry per run: the first job's log line). */
  runs: () => number;
  mail: MailMessage[];
  stop(): Promise<void>;
}

type Mailing = (message: MailMessage) => Promise<void>;

/** A process that runs jobs: its own pool on PostgreSQL, the shared one on PGlite. */
async function startProcess(schedule: { hour: number; minute: number }, send: Mailing = async () => undefined): Promise<Process> {
  let database: Pick<Database, "db" | "pool"> = t.database;
  if (t.database.label === "postgres") {
    const url = (t.database.pool.options as { connectionString: string }).connectionString;
    const own = await openDatabase({ url, dataDir: "memory://", poolSize: 3 });
    extraPools.push(own);
    database = own;
  }
  const lines: Array<{ msg: string; job?: string }> = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).trim().split("\n")) lines.push(JSON.parse(line) as { msg: string; job?: string });
        done();
      },
    }),
  );
  const mail: MailMessage[] = [];
  const deps: JobDeps = {
    ...database,
    logger,
    mailer: {
      delivers: true,
      send: async (m) => {
        await send(m);
        mail.push(m);
      },
    },
  };
  const queue = new JobQueue(database.pool, pino({ level: "silent" }), {
    ...DEFAULT_QUEUE_SETTINGS,
    concurrency: 1,
    retryDelaySeconds: 1,
    cronMonitorIntervalSeconds: 1,
    maintenanceIntervalSeconds: 1,
  });
  runDailyJobsOnQueue(queue, deps, { ...schedule, timeZone: "UTC", queue: { retryDelaySeconds: 1, retryLimit: 2 } });
  await queue.start();
  return {
    queue,
    runs: () => lines.filter((l) => l.job === "mark-expired-licenses" && l.msg !== "daily job failed").length,
    mail,
    stop: () => queue.stop(500),
  };
}

/**
 * A tenant with three licenses 7 days from expiry: each run of the daily jobs that does the work reminds both people.
 * Its locations keep UTC+12 (no daylight saving), so their clock reads farAway()'s hour — JOBS_HOUR, the hour of each
 * location's morning — whatever the time the test runs: their morning has always just come (a New York location's
 * had not between 05:00 and 12:00 UTC, and the test failed then).
 */
async function remindedTenant() {
  const tenant = await createTenant(t.db);
  await t.db.update(locations).set({ timeZone: "Etc/GMT-12" }).where(inArray(locations.id, [tenant.assigned.id, tenant.unassigned.id]));
  const types = await t.db.select().from(licenseTypes).limit(3);
  const expires = addDaysIso(toIsoDate(new Date()), 7);
  await t.db
    .insert(licenses)
    .values(types.map((ty, i) => ({ locationId: tenant.assigned.id, licenseTypeId: ty.id, licenseNumber: `DJ-${i}`, expirationDate: expires, status: "active" as const })));
  return tenant;
}

async function reminders(organizationId: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    "select count(*)::int as n from notifications where organization_id = $1 and kind = 'license_expiring'",
    [organizationId],
  );
  return rows[0]!.n;
}

async function dailyJobs(where = "true"): Promise<Array<{ id: string; state: string; singleton_key: string | null; retry_count: number }>> {
  const { rows } = await t.database.pool.query<{ id: string; state: string; singleton_key: string | null; retry_count: number }>(
    `select id, state, singleton_key, retry_count from pgboss.job where name = $1 and ${where} order by created_on`,
    [DAILY_JOBS_QUEUE],
  );
  return rows;
}

async function until<T>(what: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A cron time 12 hours away: nothing scheduled fires during the test. */
const farAway = () => ({ hour: (new Date().getUTCHours() + 12) % 24, minute: 0 });

describe(`the daily jobs on the queue (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("two processes starting together make one start-up run between them, which does the work once", async () => {
    const tenant = await remindedTenant();
    const [a, b] = await Promise.all([startProcess(farAway()), startProcess(farAway())]);
    try {
      const jobs = await until(() => dailyJobs(), (j) => j.length > 0 && j.every((x) => x.state === "completed"), 30_000);
      expect(jobs.map((j) => [j.state, j.singleton_key])).toEqual([["completed", `start-up:${toIsoDate(new Date())}`]]);
      expect(a.runs() + b.runs()).toBe(1);
      expect(await reminders(tenant.org.id)).toBe(6);
      const mailed = [...a.mail, ...b.mail].filter((m) => [tenant.admin.email, tenant.staff.email].includes(m.to));
      expect(mailed.map((m) => m.to).sort()).toEqual([tenant.admin.email, tenant.staff.email].sort());

      // Restarting later the same day makes no second start-up run.
      const c = await startProcess(farAway());
      await new Promise((r) => setTimeout(r, 2_000));
      await c.stop();
      expect(await dailyJobs()).toHaveLength(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 60_000);

  it("pg-boss's cron creates one job at the scheduled time across two processes, and one of them runs it", async () => {
    // The current minute (UTC), or the next when this one is nearly over: the cron is due for 60 s from its start.
    let now = new Date();
    if (now.getUTCSeconds() > 45) {
      await new Promise((r) => setTimeout(r, (61 - now.getUTCSeconds()) * 1_000));
      now = new Date();
    }
    const at = { hour: now.getUTCHours(), minute: now.getUTCMinutes() };
    const [a, b] = await Promise.all([startProcess(at), startProcess(at)]);
    try {
      const scheduled = await until(() => dailyJobs("singleton_key is null"), (j) => j.length > 0 && j.every((x) => x.state === "completed"), 40_000);
      expect(scheduled.map((j) => j.state)).toEqual(["completed"]);
      // Both processes look at the schedule every second for the rest of the due minute: still one job.
      await new Promise((r) => setTimeout(r, 4_000));
      expect(await dailyJobs("singleton_key is null")).toHaveLength(1);
      expect(a.runs() + b.runs()).toBe(1);
      const { rows } = await t.database.pool.query<{ cron: string; timezone: string }>("select cron, timezone from pgboss.schedule where name = $1", [DAILY_JOBS_QUEUE]);
      expect(rows).toEqual([{ cron: `${at.minute} ${at.hour} * * *`, timezone: "UTC" }]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);

  it("retries a run that failed (the digest's mail could not be sent) and the retry finishes the work", async () => {
    const tenant = await remindedTenant();
    let failures = 1;
    const p = await startProcess(farAway(), async () => {
      if (failures-- > 0) throw new Error("SMTP is down");
    });
    try {
      const id = await p.queue.send(DAILY_JOBS_QUEUE, {});
      const job = await p.queue.waitFor(DAILY_JOBS_QUEUE, id, 30_000);
      expect(job).toMatchObject({ state: "completed", retryCount: 1 });
      expect(p.runs()).toBe(2);
      expect(p.mail.filter((m) => m.to === tenant.admin.email)).toHaveLength(1);
      expect(await reminders(tenant.org.id)).toBe(6);
    } finally {
      await p.stop();
    }
  }, 60_000);

  it("shows super admins the daily-jobs queue with its runs and a run that failed after every retry", async () => {
    await remindedTenant();
    const p = await startProcess(farAway(), async () => {
      throw new Error("SMTP is down");
    });
    let failed: string;
    try {
      failed = await p.queue.send(DAILY_JOBS_QUEUE, {});
      expect(await p.queue.waitFor(DAILY_JOBS_QUEUE, failed, 30_000)).toMatchObject({ state: "failed", retryCount: 2 });
    } finally {
      await p.stop();
    }
    const root = await createUser(t.db, { role: "super_admin" });
    const agent = await signedInAgent(t.app, root.email, TEST_PASSWORD);
    const res = await agent.get("/api/super-admin/queue");
    expect(res.status).toBe(200);
    const daily = (res.body.queues as Array<{ name: string }>).find((q) => q.name === DAILY_JOBS_QUEUE);
    expect(daily).toMatchObject({ name: "daily-jobs", completed: 3, failed: 1, queued: 0, active: 0 });
    expect(daily).toMatchObject({ recentFailures: [{ id: failed, error: "Daily jobs failed: send-digests", retryCount: 2 }] });
  }, 60_000);
});
