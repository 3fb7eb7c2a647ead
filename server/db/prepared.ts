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
 * or SQL decoder, nested by path in selection order, and a left-joined table's object null when the first of its
 * columns is null (drizzle's rule: it looks at that column only, and only when all of the object's columns come
 * from one table).
 *
 * The mapper is generated as object literals, one per row, all of one shape. Built key by key, as drizzle does,
 * an object of more than 19 properties (a license row has 21) turns into a hash table in V8: slower to fill, to
 * copy and to serialise, and several times the memory, which the collector then moves (issue 35: the licenses
 * list spent twice the vendors' collector time per request).
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const decoders = fields.map(({ field }) => decoderOf(field));
  // The result's tree in order of first appearance (a key's position is where drizzle would first set it).
  type Tree = Map<string, Tree | number>;
  const root: Tree = new Map();
  fields.forEach(({ path }, index) => {
    let node = root;
    for (const chunk of path.slice(0, -1)) {
      let child = node.get(chunk);
      if (typeof child !== "object") node.set(chunk, (child = new Map()));
      node = child;
    }
    node.set(path[path.length - 1]!, index);
  });
  const literal = (node: Tree): string =>
    `{ ${[...node].map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === "number" ? `v${value}` : literal(value)}`).join(", ")} }`;

  // drizzle's nullify rule, decided here once: per top-level object, the table of its first column and whether
  // all of its columns (one level down) share it.
  const objects = new Map<string, { first: number; table: string | null }>();
  if (joinsNotNullableMap)
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = objects.get(path[0]!);
      if (!seen) objects.set(path[0]!, { first: index, table });
      else if (seen.table !== table) seen.table = null;
    });
  const nullified = [...objects]
    .filter(([, { table }]) => table !== null && !joinsNotNullableMap![table])
    .map(([name, { first }]) => `  if (v${first} === null) result[${JSON.stringify(name)}] = null;`);

  const source = [
    "return function mapRow(row) {",
    ...fields.map((_, i) => `  const v${i} = row[${i}] === null ? null : decoders[${i}].mapFromDriverValue(row[${i}]);`),
    `  const result = ${literal(root)};`,
    ...nullified,
    "  return result;",
    "};",
  ].join("\n");
  // Keys are JSON-quoted and values come only from the row and the decoders: nothing of the row becomes code.
  const mapRow = new Function("decoders", source)(decoders) as (row: unknown[]) => Record<string, unknown>;
  return (rows: unknown[][]) => rows.map(mapRow);
}
