/**
 * `npm run worker`: a process that runs queued jobs (document reading, large payroll uploads, the daily jobs) and serves nothing. Run any number of
 * them against the web instances' PostgreSQL (DATABASE_URL) and, with DOCUMENT_STORAGE=s3, the same bucket;
 * set RUN_JOBS_IN_WEB=false on the web instances to keep the reading off them.
 */
import { loadConfig } from "./config";
import { openDatabase } from "./db/connection";
import { runMigrations } from "./db/migrate";
import { documentStorageFromConfig } from "./documents/objects/from-config";
import { configureDocumentStorage } from "./documents/storage";
import { shutdownOcr } from "./documents/text";
import { shutdownPayrollParsing } from "./features/payroll/parse/pool";
import { createLogger } from "./logger";
import { createMailer } from "./mail/mailer";
import { runDailyJobsOnQueue } from "./queue/daily-jobs";
import { createReadingQueue } from "./queue/setup";
import { configureWebhookQueue } from "./features/webhooks/events";
import { configurePushQueue } from "./features/push/queue";

async function main() {
  try {
    process.loadEnvFile();
  } catch {
    // no .env file: configuration comes from the environment only
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    // PGlite serves one process: a worker beside the web process would open a second copy of the database.
    throw new Error("npm run worker needs DATABASE_URL (a PostgreSQL server shared with the web instances)");
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, logger, poolSize: config.databasePoolSize });
  await runMigrations(database.pool);
  configureDocumentStorage(documentStorageFromConfig(config));
  const queue = createReadingQueue({ ...database, logger, config }, { work: true });
  configureWebhookQueue(queue);
  configurePushQueue(queue);
  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger);
  runDailyJobsOnQueue(queue, { ...database, logger, mailer, appOrigin: config.appOrigin }, { hour: config.jobsHour });
  await queue.start();
  logger.info({ concurrency: config.jobs.concurrency }, "worker is running queued jobs");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "worker shutting down");
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await queue.stop(10_000);
    await shutdownOcr();
    await shutdownPayrollParsing();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
