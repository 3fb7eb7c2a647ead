import type { Logger } from "pino";
import type pg from "pg";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { DEFAULT_QUEUE_SETTINGS, JobQueue, READ_DOCUMENT } from "./job-queue";
import { PARSE_PAYROLL, parsePayrollHandler } from "./parse-payroll";
import { readDocumentHandler } from "./read-document";

const PARSE_PAYROLL_TIMEOUT_SECONDS = 15 * 60;

/** The app's queue: sends readings always, runs them when `work` (the web process by default, and `npm run worker`). */
export function createReadingQueue(
  deps: { db: Db; pool: pg.Pool; logger: Logger; config: Pick<Config, "jobs" | "openai"> },
  options: { work: boolean },
): JobQueue {
  const { jobs } = deps.config;
  const queue = new JobQueue(deps.pool, deps.logger, {
    ...DEFAULT_QUEUE_SETTINGS,
    retryLimit: jobs.retryLimit,
    expireInSeconds: jobs.timeoutSeconds,
    concurrency: options.work ? jobs.concurrency : 0,
  });
  queue.handle(READ_DOCUMENT, readDocumentHandler(deps.db, deps.config.openai));
  // Past the parse pool's own limit (30 s + 3 s per MB: 630 s for twenty 10 MB files), so a long parse is not
  // retried beside itself: the pool gives up first, with an error the job retries.
  queue.handle(PARSE_PAYROLL, parsePayrollHandler(deps.db), { expireInSeconds: Math.max(jobs.timeoutSeconds, PARSE_PAYROLL_TIMEOUT_SECONDS) });
  return queue;
}
