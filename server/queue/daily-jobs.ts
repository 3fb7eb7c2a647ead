import { toIsoDate } from "@shared/domain/calendar";
import { runDailyJobs, type DailyRun, type JobDeps } from "../jobs/scheduler";
import type { JobQueue, QueueOptions } from "./job-queue";

/** The queue whose one job a day runs every daily job, in order (server/jobs/scheduler.ts). */
export const DAILY_JOBS_QUEUE = "daily-jobs";

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
export function runDailyJobsOnQueue(queue: JobQueue, deps: JobDeps, schedule: DailyJobsSchedule): void {
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
