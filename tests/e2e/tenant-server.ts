import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { createApp } from "@server/app";
import { loadConfig } from "@server/config";
import { createMailer, type Mailer } from "@server/mail/mailer";
import { createTenant } from "../support/factories";
import { openTestDatabase, type TestDatabase } from "../support/test-db";

/**
 * An app of its own for a spec, in the test process on a fresh database, serving the built client, with
 * an organization (an administrator and a staff user assigned to one of two locations) made by the API
 * tests' factories. Specs that need data no screen can create (staff accounts, notifications) use it.
 */
export interface TenantServer {
  baseURL: string;
  database: TestDatabase;
  tenant: Awaited<ReturnType<typeof createTenant>>;
  close(): Promise<void>;
}

export async function startTenantServer(organizationName = "Test Bistro Group", options: { mailer?: Mailer; staffSeePayrollBudgets?: boolean; env?: Record<string, string> } = {}): Promise<TenantServer> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    CLIENT_DIR: process.env.CLIENT_DIR,
    ...options.env,
  });
  const logger = pino({ level: "silent" });
  const mailer = options.mailer ?? createMailer(undefined, config.mailFrom, logger);
  const created = await createApp({ db: database.db, pool: database.pool, config, logger, mailer }, { serveClient: true });
  const tenant = await createTenant(database.db, organizationName, { staffSeePayrollBudgets: options.staffSeePayrollBudgets });

  const server: Server = createServer(created.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    database,
    tenant,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await created.close();
      await database.close();
    },
  };
}
