import type { Logger } from "pino";
import type pg from "pg";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { DEFAULT_QUEUE_SETTINGS, JobQueue, READ_DOCUMENT } from "./job-queue";
import { PARSE_PAYROLL, parsePayrollHandler } from "./parse-payroll";
import { readDocumentHandler } from "./read-document";
import { SEND_PUSH } from "../features/push/queue";
import { sendPushHandler } from "../features/push/send";
import { BUILD_BINDER, buildBinderHandler } from "../features/binder/builds";
import { DELIVER_WEBHOOK, deliverWebhookHandler, WEBHOOK_ATTEMPTS } from "../features/webhooks/deliver";

const PARSE_PAYROLL_TIMEOUT_SECONDS = 15 * 60;

/** The app's queue: sends readings always, runs them when `work` (the web process by default, and `npm run worker`). */
export function createReadingQueue(
  deps: { db: Db; pool: pg.Pool; logger: Logger; config: Pick<Config, "jobs" | "openai" | "webhookAllowPrivate" | "webhookRetryDelaySeconds" | "push"> },
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
  // A failed build is tried once more; its row says "failed" only once the last try has failed.
  queue.handle(BUILD_BINDER, buildBinderHandler(deps.db), { retryLimit: 1, expireInSeconds: Math.max(jobs.timeoutSeconds, 600) });
  queue.handle(DELIVER_WEBHOOK, deliverWebhookHandler({ db: deps.db, logger: deps.logger, allowPrivate: deps.config.webhookAllowPrivate }), {
    retryLimit: WEBHOOK_ATTEMPTS - 1,
    retryDelaySeconds: deps.config.webhookRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
  });
  queue.handle(SEND_PUSH, sendPushHandler({ db: deps.db, logger: deps.logger, push: deps.config.push }), { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 });
  return queue;
}
