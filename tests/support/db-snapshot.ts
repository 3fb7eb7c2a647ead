import { sql } from "drizzle-orm";
import type { Db } from "@server/db/connection";

/**
 * Tables of the app: every table in the public schema but the session store and the rate-limit counters (both
 * change on requests that are rightly refused) and the migration journal.
 */
export async function appTables(db: Db): Promise<string[]> {
  const res = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'rate_limit_hits')
    order by table_name`);
  return res.rows.map((r) => r.name);
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One digest per table over all its rows: any insert, update or delete changes it. */
export async function tableDigests(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await appTables(db)) {
    const res = await db.execute<{ digest: string | null; n: number }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as n from ${ident(table)} t`),
    );
    out[table] = `${res.rows[0]!.n}:${res.rows[0]!.digest}`;
  }
  return out;
}

/** Tables whose digest differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]).sort();
}

/** The schema does not change during a test file: table lists are read once per database and column. */
const columnCache = new WeakMap<Db, Map<string, Promise<string[]>>>();

function columnsNamed(db: Db, column: string): Promise<string[]> {
  if (!columnCache.has(db)) columnCache.set(db, new Map());
  const cache = columnCache.get(db)!;
  if (!cache.has(column)) cache.set(column, readColumnsNamed(db, column));
  return cache.get(column)!;
}

async function readColumnsNamed(db: Db, column: string): Promise<string[]> {
  const res = await db.execute<{ name: string }>(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name = ${column}
    order by c.table_name`);
  return res.rows.map((r) => r.name);
}

/** Every `id` value of every table (uuid primary keys). */
export async function allIds(db: Db): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const table of await columnsNamed(db, "id")) {
    const res = await db.execute<{ id: string }>(sql.raw(`select id::text as id from ${ident(table)}`));
    for (const r of res.rows) ids.add(r.id);
  }
  return ids;
}

/** Ids of the rows of every table that carries `column` equal to `value` (e.g. location_id). */
export async function idsWhere(db: Db, column: "location_id" | "organization_id", value: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const withId = new Set(await columnsNamed(db, "id"));
  for (const table of await columnsNamed(db, column)) {
    if (!withId.has(table)) continue;
    const res = await db.execute<{ id: string }>(sql.raw(`select id::text as id from ${ident(table)} where ${column}::text = '${value.replace(/'/g, "''")}'`));
    for (const r of res.rows) ids.add(r.id);
  }
  return ids;
}

/** Per table, a digest of the rows whose `column` equals `value`: a tenant's own rows, to compare later. */
export async function rowsDigestWhere(db: Db, column: "location_id" | "organization_id", value: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await columnsNamed(db, column)) {
    const res = await db.execute<{ digest: string | null; n: number }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as n from ${ident(table)} t where ${column}::text = '${value.replace(/'/g, "''")}'`,
      ),
    );
    out[table] = `${res.rows[0]!.n}:${res.rows[0]!.digest}`;
  }
  return out;
}
