import { toIsoDate } from "@shared/domain/calendar";
import { sql } from "drizzle-orm";
import { HOURLY_REMINDERS, runDailyJobs, type DailyRun, type JobDeps } from "../jobs/scheduler";
import type { JobQueue, QueueOptions } from "./job-queue";

/** The queue whose one job a day runs every daily job, in order (server/jobs/scheduler.ts). */
export const DAILY_JOBS_QUEUE = "daily-jobs";

/** The queue whose job each hour makes the reminders of the locations whose morning has come (issue 32). */
export const HOURLY_REMINDERS_QUEUE = "location-reminders";

/** A run may go through tens of thousands of reminders; past this it is taken for dead and retried. */
export const DAILY_JOBS_TIMEOUT_SECONDS = 3_600;

export interface DailyJobsSchedule {
  /** JOBS_HOUR: the hour of the day the jobs run, in `timeZone`. */
  hour: number;
  /** Minute of that hour (0 unless told: tests). */
  minute?: number;
  /** The server's own time zone unless told (JOBS_HOUR has always meant server time). */
  timeZone?: string;
  /** Today's date where the process starts, for the start-up run's key. */
  now?: Date;
  queue?: QueueOptions;
}

/**
 * Puts the daily jobs on the queue (call before queue.start(), in a process that runs jobs): pg-boss's cron
 * creates one `daily-jobs` job a day at `hour` across every process, and each process that starts sends one
 * keyed by the day, so processes starting together (or restarting) within the same half day (UTC) make one run
 * between them; that run catches up a day whose scheduled hour passed while nothing was running. Whichever process takes the job
 * runs it; one that fails is retried with the queue's limit, one still running past its timeout is retried.
 */
export function runDailyJobsOnQueue(queue: JobQueue, baseDeps: JobDeps, schedule: DailyJobsSchedule): void {
  // JOBS_HOUR is also the hour of each location's morning: its reminders wait for it (hourly run below).
  const deps: JobDeps = { ...baseDeps, reminderHour: schedule.hour };
  queue.handle(HOURLY_REMINDERS_QUEUE, hourlyRemindersHandler(deps), { concurrency: 1, retryDelaySeconds: 60, expireInSeconds: DAILY_JOBS_TIMEOUT_SECONDS, ...schedule.queue });
  queue.schedule(HOURLY_REMINDERS_QUEUE, { cron: `${(schedule.minute ?? 0) + 5 > 59 ? 59 : (schedule.minute ?? 0) + 5} * * * *`, timeZone: "UTC" });
  queue.handle(DAILY_JOBS_QUEUE, dailyJobsHandler(deps), {
    // One run at a time per process; the advisory locks keep two processes' runs from doing the same job.
    concurrency: 1,
    retryDelaySeconds: 60,
    expireInSeconds: DAILY_JOBS_TIMEOUT_SECONDS,
    ...schedule.queue,
  });
  queue.schedule(DAILY_JOBS_QUEUE, {
    cron: `${schedule.minute ?? 0} ${schedule.hour} * * *`,
    timeZone: schedule.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    // pg-boss refuses a singleton slot longer than it keeps completed jobs (12 h, then archived): two slots a day.
    atStart: { singletonKey: `start-up:${toIsoDate(schedule.now ?? new Date())}`, singletonSeconds: 43_200 },
  });
}

/** Runs the daily jobs; throws when any failed, so pg-boss retries the run (the jobs that succeeded change nothing). */
export function dailyJobsHandler(deps: JobDeps): () => Promise<DailyRun> {
  return async () => {
    const run = await runDailyJobs(deps);
    if (run.failed.length > 0) throw new Error(`Daily jobs failed: ${run.failed.join(", ")}`);
    return run;
  };
}

/** Makes the reminders of the locations whose morning has come (the same job and lock as the daily run's). */
export function hourlyRemindersHandler(deps: JobDeps): () => Promise<number | null> {
  return async () => {
    const now = new Date();
    return deps.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${HOURLY_REMINDERS.lockKey}) as locked`);
      if (!rows[0]?.locked) return null;
      return HOURLY_REMINDERS.run(tx, toIsoDate(now), deps, now);
    });
  };
}
