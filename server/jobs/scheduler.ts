import type { Logger } from "pino";
import type pg from "pg";
import { toIsoDate } from "@shared/domain/calendar";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/connection";
import { sendDigests } from "../features/notifications/digest";
import { createReminders } from "../features/notifications/reminders";
import type { Mailer } from "../mail/mailer";
import { markMaintenanceDue } from "../features/equipment/maintenance-due";
import { purgeTrash } from "../features/trash/service";
import { deleteOrphanDocuments } from "./delete-orphan-documents";
import { deleteOrphanObjects } from "./delete-orphan-objects";
import { markExpiredLicenses } from "./mark-expired-licenses";

export interface JobDeps {
  db: Db;
  pool: pg.Pool;
  logger: Logger;
  mailer?: Mailer;
  appOrigin?: string;
  /** The hour of a location's morning its reminders wait for (JOBS_HOUR on a real schedule); absent: no wait. */
  reminderHour?: number;
  /** Work a job hands back to run once its transaction has committed (queueing pushes and webhooks). */
  afterCommit?: (work: () => Promise<unknown>) => void;
}

export interface DailyJob {
  name: string;
  /** Distinct advisory-lock key: one instance runs the job at a time. */
  lockKey: number;
  /**
   * Runs inside the transaction that holds the job's lock. `now` is the instant of a real day's run: jobs that
   * judge dates per location use each location's date at it; without it (a test's given day) every location
   * is on `today`.
   */
  run(tx: DbOrTx, today: string, deps: JobDeps, now?: Date): Promise<number>;
}

/** In order: state changes first, then the reminders they cause, then the e-mail digest of them. */
export const DAILY_JOBS: DailyJob[] = [
  { name: "mark-expired-licenses", lockKey: 7_311_100, run: markExpiredLicenses },
  { name: "set-maintenance-due", lockKey: 7_311_110, run: markMaintenanceDue },
  { name: "create-reminders", lockKey: 7_311_120, run: (tx, today, deps, now) => createReminders(tx, today, deps, now, deps.reminderHour) },
  // Before the orphan documents: a purged license's document is then an orphan.
  { name: "purge-trash", lockKey: 7_311_160, run: purgeTrash },
  { name: "delete-orphan-documents", lockKey: 7_311_140, run: deleteOrphanDocuments },
  // After the rows: objects only they used become unreferenced (and are deleted once past their grace period).
  { name: "delete-orphan-objects", lockKey: 7_311_150, run: deleteOrphanObjects },
  {
    name: "send-digests",
    lockKey: 7_311_130,
    run: (db, _today, deps) => (deps.mailer ? sendDigests(db, deps.mailer, deps.appOrigin) : Promise.resolve(0)),
  },
];

/** The reminders alone, run every hour so each location hears in its own morning (issue 32). */
export const HOURLY_REMINDERS: DailyJob = DAILY_JOBS.find((j) => j.name === "create-reminders")!;

/** What a run of the daily jobs did: rows changed per job (null: another process held its lock), and the failures. */
export interface DailyRun {
  changed: Record<string, number | null>;
  failed: string[];
}

/**
 * Runs every daily job once. Each job runs in a transaction that first takes a transaction-level
 * advisory try-lock, so when several runs meet (a retried queue job and one still running past its timeout,
 * or tests calling this directly) exactly one of them does the work (and the lock can never outlive a
 * dropped connection). The jobs are idempotent, so a later run changes nothing. A failing job does not stop
 * the ones after it; the run reports it (the queue then retries the whole run). Running on the transaction's
 * own connection also keeps the embedded database (one connection) from waiting on itself.
 */
export async function runDailyJobs(deps: JobDeps, given?: string): Promise<DailyRun> {
  const now = given === undefined ? new Date() : undefined;
  const today = given ?? toIsoDate(now!);
  const { db, logger } = deps;
  const run: DailyRun = { changed: {}, failed: [] };
  for (const job of DAILY_JOBS) {
    const after: Array<() => Promise<unknown>> = [];
    try {
      const changed = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`);
        if (!rows[0]?.locked) return null;
        return job.run(tx, today, { ...deps, afterCommit: (work) => after.push(work) }, now);
      });
      for (const work of after) await work().catch((err: unknown) => logger.error({ err, job: job.name }, "daily job's follow-up failed"));
      run.changed[job.name] = changed;
      if (changed === null) logger.info({ job: job.name }, "daily job already running elsewhere");
      else logger.info({ job: job.name, changed }, "daily job done");
    } catch (err) {
      run.failed.push(job.name);
      logger.error({ err, job: job.name }, "daily job failed");
    }
  }
  return run;
}
