/**
 * Migration 0016 (issue 32): existing licenses become single-term licenses, keeping their figures, and the
 * trigger keeps the current term equal to the license row afterwards.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/connection";
import { runMigrations } from "@server/db/migrate";

const MIGRATIONS = fileURLToPath(new URL("../../migrations", import.meta.url));
const TAG = "0016_license_terms_time_zones";

let database: Database;
let before: string;

beforeAll(async () => {
  // The migrations as they stood before this one.
  before = mkdtempSync(path.join(tmpdir(), "sous-migrations-"));
  cpSync(MIGRATIONS, before, { recursive: true });
  const journalPath = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  database = await openDatabase({ dataDir: "memory://", poolSize: 2 });
  const client = await database.pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: before });
  } finally {
    client.release();
  }
}, 240_000);
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${TAG}`, () => {
  it("makes each existing license a single-term license with its number, dates and document", async () => {
    const q = (sql: string, params: unknown[] = []) => database.pool.query(sql, params);
    const org = (await q(`insert into organizations (name) values ('Old Co') returning id`)).rows[0].id;
    const loc = (await q(`insert into locations (organization_id, name, address, state) values ($1, 'Old Place', '1 Main St', 'NY') returning id`, [org])).rows[0].id;
    const type = (await q(`insert into license_types (name) values ('Old Permit') returning id`)).rows[0].id;
    const doc = (
      await q(`insert into documents (organization_id, original_name, content_type, size, sha256, content) values ($1, 'p.pdf', 'application/pdf', 4, 'x', '\\x25504446') returning id`, [org])
    ).rows[0].id;
    const withDoc = (
      await q(
        `insert into licenses (location_id, license_type_id, license_number, issue_date, expiration_date, document_id, status) values ($1, $2, 'FS-1', '2025-12-01', '2026-12-01', $3, 'active') returning id`,
        [loc, type, doc],
      )
    ).rows[0].id;
    const undated = (await q(`insert into licenses (location_id, license_type_id, status) values ($1, $2, 'expired') returning id`, [loc, type])).rows[0].id;

    await runMigrations(database.pool);

    const terms = (await q(`select license_id, license_number, issue_date::text, expiration_date::text, document_id, superseded_at from license_terms order by license_number nulls last`)).rows;
    expect(terms).toEqual([
      { license_id: withDoc, license_number: "FS-1", issue_date: "2025-12-01", expiration_date: "2026-12-01", document_id: doc, superseded_at: null },
      { license_id: undated, license_number: null, issue_date: null, expiration_date: null, document_id: null, superseded_at: null },
    ]);
    // Figures unchanged on the license rows.
    const rows = (await q(`select license_number, expiration_date::text, status, document_id from licenses order by license_number nulls last`)).rows;
    expect(rows).toEqual([
      { license_number: "FS-1", expiration_date: "2026-12-01", status: "active", document_id: doc },
      { license_number: null, expiration_date: null, status: "expired", document_id: null },
    ]);
    // Locations keep their state and get no zone of their own (suggested from the state).
    expect((await q(`select state, time_zone from locations`)).rows).toEqual([{ state: "NY", time_zone: null }]);

    // Afterwards the trigger keeps the current term equal to the row, and a new license gets its term.
    await q(`update licenses set expiration_date = '2027-01-31' where id = $1`, [withDoc]);
    expect((await q(`select expiration_date::text from license_terms where license_id = $1`, [withDoc])).rows).toEqual([{ expiration_date: "2027-01-31" }]);
    const fresh = (await q(`insert into licenses (location_id, license_type_id, license_number) values ($1, $2, 'NEW-1') returning id`, [loc, type])).rows[0].id;
    expect((await q(`select license_number from license_terms where license_id = $1`, [fresh])).rows).toEqual([{ license_number: "NEW-1" }]);
  });
});
