/**
 * Records the SQL this process sends (every pg.Client query: the app's pool, its transactions and the
 * session store) while capturing is on, and explains it: EXPLAIN (ANALYZE, BUFFERS) of each statement with the
 * parameters it ran with, reduced to its total cost, the pages it touched, the sequential scans of big tables,
 * and the scan that returned the most rows.
 */
import pg from "pg";

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** Milliseconds from sending to the result (promise-style calls only). */
  ms?: number;
}

let recording: CapturedStatement[] | null = null;
let installed = false;

/** Wraps pg.Client.prototype.query once; it records only between startCapture() and stopCapture(). */
export function installSqlCapture() {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    let captured: CapturedStatement | undefined;
    if (recording) {
      const [first, second] = args;
      if (typeof first === "string") captured = { text: first, values: Array.isArray(second) ? second : [] };
      else if (first && typeof first === "object" && "text" in first) {
        const config = first as { text: string; values?: unknown[] };
        captured = { text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) };
      }
      if (captured) recording.push(captured);
    }
    const started = performance.now();
    const result = original.apply(this, args);
    if (captured && result instanceof Promise) {
      const statement = captured;
      result.then(
        () => (statement.ms = performance.now() - started),
        () => undefined,
      );
    }
    return result;
  };
}

export function startCapture() {
  recording = [];
}

export function stopCapture(): CapturedStatement[] {
  const captured = recording ?? [];
  recording = null;
  return captured;
}

/** Tables whose size grows with the organizations: a sequential scan of one of them is a finding… */
export const GROWING_TABLES = new Set([
  "licenses",
  "equipment",
  "maintenance_tasks",
  "vendors",
  "documents",
  "user_locations",
  "locations",
  "notifications",
  "sessions",
  "audit_log",
  "budgets",
  "marketing_campaigns",
  "payroll_records",
  "users",
]);

/** …once it holds this many rows (below that a Seq Scan of a few pages is the planner's right choice). */
export const BIG_TABLE_ROWS = 1000;

const rowEstimates = new WeakMap<pg.Pool, Promise<Map<string, number>>>();

/** pg_class.reltuples of the growing tables, read once per pool (after `analyze`). */
function tableRows(pool: pg.Pool): Promise<Map<string, number>> {
  let rows = rowEstimates.get(pool);
  if (!rows) {
    rows = pool
      .query<{ relname: string; reltuples: number }>(
        "select relname, reltuples::float8 as reltuples from pg_class where relkind = 'r' and relname = any($1)",
        [[...GROWING_TABLES]],
      )
      .then((r) => new Map(r.rows.map((x) => [x.relname, x.reltuples])));
    rowEstimates.set(pool, rows);
  }
  return rows;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Total Cost": number;
  "Actual Rows": number;
  "Actual Loops": number;
  "Shared Hit Blocks": number;
  "Shared Read Blocks": number;
  Plans?: PlanNode[];
}

export interface ExplainedStatement {
  text: string;
  values: unknown[];
  /** The planner's total cost. */
  cost: number;
  /** Buffer pages the execution touched (shared hit + read): the work done, whatever the planner guessed. */
  pages: number;
  /** Big tables (BIG_TABLE_ROWS and more) read by a Seq Scan. */
  seqScans: string[];
  /** Growing tables still small here, read by a Seq Scan. */
  smallSeqScans: string[];
  /**
   * The scan of a growing table that returned the most rows (over all its loops): the rows the statement
   * needs, whatever the plan (a Seq Scan of a small table that keeps one row counts one).
   */
  widest: { relation: string; how: string; rows: number } | null;
}

const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

export function explainable(statement: CapturedStatement): boolean {
  return EXPLAINABLE.test(statement.text) && !/pg_try_advisory/i.test(statement.text);
}

/** Visits every node with the relation it reads (a Bitmap Index Scan reads for its Bitmap Heap Scan parent). */
function walk(node: PlanNode, visit: (n: PlanNode, relation: string | undefined) => void, parentRelation?: string) {
  const relation = node["Relation Name"] ?? (node["Node Type"] === "Bitmap Index Scan" ? parentRelation : undefined);
  visit(node, relation);
  for (const child of node.Plans ?? []) walk(child, visit, relation);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one statement with the parameters it ran with, inside a transaction that is
 * rolled back (so a captured write changes nothing): cost, pages touched, sequential scans, widest scan.
 */
export async function explain(pool: pg.Pool, statement: CapturedStatement): Promise<ExplainedStatement> {
  const sizes = await tableRows(pool);
  const client = await pool.connect();
  let root: PlanNode;
  try {
    await client.query("begin");
    const { rows } = await client.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(
      `explain (analyze, buffers, timing off, format json) ${statement.text}`,
      statement.values,
    );
    root = rows[0]!["QUERY PLAN"][0]!.Plan;
  } finally {
    await client.query("rollback").catch(() => undefined);
    client.release();
  }
  const found: Pick<ExplainedStatement, "seqScans" | "smallSeqScans" | "widest"> = { seqScans: [], smallSeqScans: [], widest: null };
  walk(root, (n, relation) => {
    if (!relation || !GROWING_TABLES.has(relation) || !/Scan$/.test(n["Node Type"])) return;
    if (n["Node Type"] === "Seq Scan") {
      if ((sizes.get(relation) ?? 0) >= BIG_TABLE_ROWS) found.seqScans.push(relation);
      else found.smallSeqScans.push(relation);
    }
    const returned = Math.round(n["Actual Rows"] * n["Actual Loops"]);
    const how = n["Index Name"] ? `${n["Node Type"]} ${n["Index Name"]}` : n["Node Type"];
    if (!found.widest || returned > found.widest.rows) found.widest = { relation, how, rows: returned };
  });
  return {
    text: statement.text,
    values: statement.values,
    cost: root["Total Cost"],
    pages: root["Shared Hit Blocks"] + root["Shared Read Blocks"],
    ...found,
  };
}

/** The plan as text, for reading one statement's plan in full (BENCH_PLANS). */
export async function explainText(pool: pg.Pool, statement: CapturedStatement): Promise<string> {
  const { rows } = await pool.query<{ "QUERY PLAN": string }>(`explain ${statement.text}`, statement.values);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

/** One line of SQL for a report: whitespace collapsed, long select lists elided. */
export function shortSql(text: string, max = 150): string {
  const flat = text.replace(/\s+/g, " ").replace(/^select (.{40}).*? from /i, "select $1… from ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
