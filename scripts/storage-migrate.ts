/**
 * Moves documents' bytes between PostgreSQL and S3-compatible object storage.
 *   npm run storage:migrate -- --to s3        (needs S3_BUCKET and the other S3_* settings)
 *   npm run storage:migrate -- --to postgres
 * Resumable: each row moves on its own, so an interrupted run is simply run again. Set DOCUMENT_STORAGE to the
 * same target (and restart the app) so new uploads go there too; rows not moved yet stay readable meanwhile.
 * The embedded database (no DATABASE_URL) has one user at a time: stop the app first.
 */
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connection";
import { runMigrations } from "../server/db/migrate";
import { migrateDocumentStorage } from "../server/documents/migrate-storage";
import { S3ObjectStore } from "../server/documents/objects/s3-object-store";

async function main() {
  try {
    process.loadEnvFile();
  } catch {
    // no .env: configuration comes from the environment only
  }
  const at = process.argv.indexOf("--to");
  const target = at >= 0 ? process.argv[at + 1] : undefined;
  if (target !== "s3" && target !== "postgres") throw new Error("Usage: npm run storage:migrate -- --to s3|postgres");
  const config = loadConfig();
  if (!config.s3) throw new Error("S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials) must be set to move documents");
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.pool);
    const result = await migrateDocumentStorage(database.db, new S3ObjectStore(config.s3), target, {
      onProgress: (p) => console.log(`moved ${p.moved}, ${p.remaining} left`),
    });
    console.log(`done: ${result.moved} documents moved to ${target}, ${result.remaining} left`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
