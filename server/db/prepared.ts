import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";
import { namedStatementHandles, type DbOrTx } from "./connection";

/**
 * Hot statements (the session-and-context read, a list's location and page) prepared once per database handle
 * (issue 35). Drizzle then builds the SQL text once instead of on every request, PostgreSQL parses and plans a
 * named statement once per connection (on a PostgreSQL server), and rows are mapped by a mapper compiled once (drizzle's own mapping asks
 * `is(field, Column)` of every cell). The statement, its parameters and the mapped rows are drizzle's own.
 */
export function preparedStatement<T extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): T },
): (db: DbOrTx) => T {
  // A transaction handle is its own key: its statement runs on the transaction's connection.
  const byHandle = new WeakMap<object, T>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      // Unnamed elsewhere (PGlite, a transaction's handle): the text and the mapper are still built once.
      prepared = withCompiledMapper(build(db).prepare(namedStatementHandles.has(db) ? name : ""));
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}

interface SelectedField {
  path: string[];
  field: unknown;
}

/** What drizzle's node-postgres prepared query keeps: its fields, its joins' nullability, an optional mapper. */
interface PreparedInternals {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** The decoder drizzle's `mapResultRow` picks for a field, picked once. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is internal to drizzle's SQL (mapWith sets it).
  const decoderOfSql = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

function withCompiledMapper<T>(prepared: T): T {
  const internals = prepared as unknown as PreparedInternals;
  if (internals.fields) internals.customResultMapper = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
  return prepared;
}

/**
 * The same result as drizzle's `mapResultRow` (drizzle-orm/utils.js) for every row: values decoded by their column
 * or SQL decoder, nested by path in selection order, and a left-joined table's object null when all of its
 * columns are null.
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const plan = fields.map(({ path, field }) => ({
    path,
    last: path[path.length - 1]!,
    decoder: decoderOf(field),
    // drizzle's nullify rule looks at table columns one level down (a joined table's object).
    table: joinsNotNullableMap && path.length === 2 && is(field, Column) ? getTableName(field.table) : null,
  }));
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    let nullify: Record<string, string | false> | null = null;
    for (let i = 0; i < plan.length; i++) {
      const { path, last, decoder, table } = plan[i]!;
      let node = result;
      for (let p = 0; p < path.length - 1; p++) {
        const chunk = path[p]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      const value = (node[last] = raw === null ? null : decoder.mapFromDriverValue(raw));
      if (table !== null) {
        nullify ??= {};
        const objectName = path[0]!;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
        else if (typeof nullify[objectName] === "string" && nullify[objectName] !== table) nullify[objectName] = false;
      }
    }
    if (nullify)
      for (const objectName in nullify) {
        const table = nullify[objectName];
        if (typeof table === "string" && !joinsNotNullableMap![table]) result[objectName] = null;
      }
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}
