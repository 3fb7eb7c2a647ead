import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/connection";
import { runMigrations } from "./db/migrate";
import { seedReferenceData } from "./db/seed";
import { createLogger } from "./logger";
import { createMailer } from "./mail/mailer";
import { runDailyJobsOnQueue } from "./queue/daily-jobs";

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, logger, poolSize: config.databasePoolSize });
  await runMigrations(database.pool);
  await seedReferenceData(database.db);
  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger);
  const deps = { db: database.db, pool: database.pool, config, logger, mailer };
  const { app, queue, close } = await createApp(deps, { serveClient: true });
  // Run queued jobs (document readings, the daily jobs) here unless RUN_JOBS_IN_WEB=false (workers elsewhere: npm run worker).
  if (config.jobs.runInWeb) {
    runDailyJobsOnQueue(queue, { ...deps, appOrigin: config.appOrigin }, { hour: config.jobsHour });
    await queue.start();
  }
  const server = createServer(app);
  server.listen(config.port, config.host, () => {
    // The port bound, not the one asked for: PORT=0 lets the system pick a free one (tests).
    const { port } = server.address() as AddressInfo;
    logger.info({ port, database: database.kind }, `Sous is listening on http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** Reads ./.env when present (real environment variables win). */
function loadEnvFile() {
  try {
    process.loadEnvFile();
  } catch {
    // no .env file: configuration comes from the environment only
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
