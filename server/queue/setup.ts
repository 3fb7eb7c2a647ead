import type { Logger } from "pino";
import type pg from "pg";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { DEFAULT_QUEUE_SETTINGS, JobQueue, READ_DOCUMENT } from "./job-queue";
import { readDocumentHandler } from "./read-document";

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
  return queue;
}
