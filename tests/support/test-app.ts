import type { Express } from "express";
import pino from "pino";
import request from "supertest";
import { createApp } from "@server/app";
import { loadConfig, type Config } from "@server/config";
import { createMailer, type MailMessage, type Mailer } from "@server/mail/mailer";
import type { Db } from "@server/db/connection";
import { openTestDatabase, type TestDatabase } from "./test-db";

export interface TestApp {
  app: Express;
  db: Db;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** A mailer that keeps what it is given (`delivers` as if SMTP were set, or not). */
export function capturingMailer(delivers = false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    delivers,
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}, options: { mailer?: Mailer } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent", ...env });
  const logger = pino({ level: "silent" });
  const mailer = options.mailer ?? createMailer(config.smtpUrl, config.mailFrom, logger);
  const created = await createApp({ db: database.db, pool: database.pool, config, logger, mailer });
  return {
    app: created.app,
    db: database.db,
    database,
    config,
    async close() {
      await created.close();
      await database.close();
    },
  };
}

/** A supertest agent signed in as the given account (keeps the session cookie). */
export async function signedInAgent(app: Express, email: string, password: string) {
  const agent = request.agent(app);
  const res = await agent.post("/api/login").send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
