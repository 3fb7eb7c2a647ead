import type { Logger } from "pino";
import type pg from "pg";
import type { Config } from "./config";
import type { Db } from "./db/connection";
import type { Mailer } from "./mail/mailer";
import type { JobQueue } from "./queue/job-queue";

/** What the app is built from: injected so tests build the same app on their own database. */
export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** The job queue; createApp makes one on `pool` when none is given. */
  queue?: JobQueue;
}

/** What the feature routers are built from: the deps with the queue settled. */
export type RouteDeps = AppDeps & { queue: JobQueue };
