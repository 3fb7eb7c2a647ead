import type { Logger } from "pino";
import type pg from "pg";
import type { Config } from "./config";
import type { Db } from "./db/connection";
import type { Mailer } from "./mail/mailer";

/** What the app is built from: injected so tests build the same app on their own database. */
export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  config: Config;
  logger: Logger;
  mailer: Mailer;
}
