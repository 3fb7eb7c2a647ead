import type { Logger } from "pino";
import type pg from "pg";
import { toIsoDate } from "@shared/domain/calendar";
import type { Db } from "../db/connection";
import { markExpiredLicenses } from "./mark-expired-licenses";

export interface DailyJob {
  name: string;
  /** Distinct advisory-lock key: one instance runs the job at a time. */
  lockKey: number;
  run(db: Db, today: string): Promise<number>;
}

export const DAILY_JOBS: DailyJob[] = [{ name: "mark-expired-licenses", lockKey: 7_311_100, run: markExpiredLicenses }];

/**
 * Runs every daily job once. Each job runs under a PostgreSQL advisory lock taken with try-lock,
 * so when several app instances fire at the same moment exactly one of them does the work; the jobs
 * are idempotent, so a later run on another instance changes nothing.
 */
export async function runDailyJobs(db: Db, pool: pg.Pool, logger: Logger, today = toIsoDate(new Date())) {
  for (const job of DAILY_JOBS) {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [job.lockKey]);
      if (!rows[0]?.locked) {
        logger.info({ job: job.name }, "daily job already running elsewhere");
        continue;
      }
      try {
        const changed = await job.run(db, today);
        logger.info({ job: job.name, changed }, "daily job done");
      } finally {
        await client.query("select pg_advisory_unlock($1)", [job.lockKey]);
      }
    } catch (err) {
      logger.error({ err, job: job.name }, "daily job failed");
    } finally {
      client.release();
    }
  }
}

/** Runs the jobs now and then every day at `hour` (server time). Returns a stop function. */
export function scheduleDailyJobs(db: Db, pool: pg.Pool, logger: Logger, hour: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    const now = new Date();
    const at = new Date(now);
    at.setHours(hour, 0, 0, 0);
    if (at <= now) at.setDate(at.getDate() + 1);
    timer = setTimeout(async () => {
      await runDailyJobs(db, pool, logger);
      if (!stopped) next();
    }, at.getTime() - now.getTime());
    timer.unref();
  };
  void runDailyJobs(db, pool, logger).finally(() => {
    if (!stopped) next();
  });
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
