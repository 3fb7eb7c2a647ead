import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import pg from "pg";
import { openDatabase, type Database } from "@server/db/connection";
import { runMigrations } from "@server/db/migrate";
import { seedReferenceData } from "@server/db/seed";
import { TEMPLATE_ENV } from "./pglite-template";

export interface TestDatabase extends Database {
  /** "pglite" or "postgres": which engine this run exercises. */
  label: string;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default (started from the API
 * project's template when there is one), or a new throw-away database on the server named by TEST_DATABASE_URL
 * (dropped again on close).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The API project's global setup made one migrated and seeded cluster to start from.
    const templateFile = process.env[TEMPLATE_ENV];
    if (templateFile) {
      const template = new Blob([await fs.readFile(templateFile)]);
      return { ...(await openDatabase({ dataDir: "memory://", poolSize: 6, template })), label: "pglite" };
    }
    const database = await openDatabase({ dataDir: "memory://", poolSize: 6 });
    await runMigrations(database.pool);
    await seedReferenceData(database.db);
    return { ...database, label: "pglite" };
  }
  const name = `sous_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href, dataDir: "memory://", poolSize: 6 });
  await runMigrations(database.pool);
  await seedReferenceData(database.db);
  return {
    ...database,
    label: "postgres",
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
