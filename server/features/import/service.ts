import { sql } from "drizzle-orm";
import { IMPORT_FIELDS, mapHeaders, type ColumnMapping, type ImportKind } from "@shared/domain/import";
import { parseMoneyToCents } from "@shared/domain/money";
import { importMappings } from "@shared/schema";
import type { ImportCounts, ImportPreview, PreviewRow, RowFixes, RowProblem } from "@shared/schema/import-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { orgIdOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { KIND_SPECS, type Existing } from "./kinds";
import { loadLookups } from "./lookups";
import type { ProgressReporter } from "./progress";
import { readImportTable, type ImportFile, type ImportTable } from "./read";
import { columnOfKey, columnsOf, readRow, withEdits } from "./rows";

/**
 * Rows checked, written in one statement, or updated between two turns of the event loop. On PGlite the
 * database runs on this thread too, so a statement of many rows is a stall every other request waits out:
 * a few hundred milliseconds for 500 locations on a loaded machine.
 */
const ROWS_PER_TURN = 50;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

interface PlannedRow extends PreviewRow {
  input?: Record<string, unknown>;
  existing?: Existing;
}

async function rememberedMapping(db: DbOrTx, organizationId: string, kind: ImportKind): Promise<ColumnMapping | undefined> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(sql`${importMappings.organizationId} = ${organizationId} and ${importMappings.kind} = ${kind}`);
  return row?.mapping;
}

function sameValue(key: string, moneyKeys: readonly string[], a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === "" ? null : v);
  if (moneyKeys.includes(key) && a != null && b != null) return parseMoneyToCents(String(a)) === parseMoneyToCents(String(b));
  return norm(a) === norm(b) || String(norm(a)) === String(norm(b));
}

/** Zod issues as problems named by template column. */
function schemaProblems(kind: ImportKind, issues: readonly { path: PropertyKey[]; message: string }[]): RowProblem[] {
  return issues.map((i) => ({ field: columnOfKey(kind, String(i.path[0] ?? "")), message: i.message }));
}

function displayValues(kind: ImportKind, input: Record<string, unknown>, cells: Record<string, string | null>): Record<string, string | null> {
  const values: Record<string, string | null> = { ...cells };
  for (const field of IMPORT_FIELDS[kind]) {
    if (field.key in input && (field.type !== "location" && field.type !== "licenseType" && field.type !== "budgetCategory")) {
      const v = input[field.key];
      values[field.column] = v === null || v === undefined ? null : String(v);
    }
  }
  return values;
}

/** A row read and validated: an error, or the record it stands for (not yet compared with the stored ones). */
type CheckedRow =
  | (PlannedRow & { status: "error" | "left_out" })
  | { row: number; status: "valid"; values: Record<string, string | null>; key: string; mapped: Record<string, unknown>; full: Record<string, unknown>; edited?: string[] };

/**
 * Every row read and validated with the API's schema, and keys seen twice in the file reported. The costly
 * part of an import, and it reads only the lookups: an apply runs it before its transaction opens, so on
 * PGlite's single connection other requests are not kept waiting while thousands of rows are checked.
 */
async function check(
  db: DbOrTx,
  organizationId: string,
  kind: ImportKind,
  table: ImportTable,
  mapping: ColumnMapping,
  fixes: RowFixes = {},
  report: ProgressReporter = () => {},
): Promise<CheckedRow[]> {
  const spec = KIND_SPECS[kind];
  const lookups = await loadLookups(db, organizationId);
  const columns = columnsOf(kind, table.headers, mapping);
  const seen = new Map<string, number>();
  const leftOut = new Set(fixes.leftOut ?? []);

  const checked: CheckedRow[] = [];
  for (const [i, { row, cells }] of table.rows.entries()) {
    // Give other requests a turn between batches of rows (thousands of rows take seconds to validate).
    if (i > 0 && i % ROWS_PER_TURN === 0) {
      report({ phase: "checking", done: i, total: table.rows.length });
      await nextTurn();
    }
    checked.push(checkRow(row, cells));
  }
  return checked;

  function checkRow(row: number, fileCells: ImportTable["rows"][number]["cells"]): CheckedRow {
    const { cells, columns: rowColumns, edited } = withEdits(kind, fileCells, columns, fixes.edits?.[String(row)]);
    const cellText: Record<string, string | null> = {};
    for (const field of IMPORT_FIELDS[kind]) {
      const index = rowColumns.get(field.key);
      const cell = index === undefined ? null : cells[index];
      cellText[field.column] = cell === null || cell === undefined || cell === "" ? null : String(cell);
    }
    const marks = edited.length > 0 ? { edited } : {};
    if (leftOut.has(row)) return { row, status: "left_out", values: cellText, ...marks };
    const read = readRow(kind, cells, rowColumns, lookups);
    const parsed = spec.schema.safeParse(read.input);
    const problems = [...read.problems];
    if (!parsed.success) {
      const reported = new Set(problems.map((p) => p.field));
      problems.push(...schemaProblems(kind, parsed.error.issues).filter((p) => !reported.has(p.field)));
    }
    if (problems.length > 0 || !parsed.success) return { row, status: "error", values: cellText, errors: problems, ...marks };

    // Only the mapped fields: an unmapped column keeps the stored value (the schema may have added defaults).
    const mapped = Object.fromEntries(Object.entries(parsed.data).filter(([k]) => k in read.input));
    const key = spec.key(mapped);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return { row, status: "error", values: cellText, errors: [{ field: spec.keyColumn, message: `Duplicate of row ${earlier} (the same record twice in this file)` }], ...marks };
    }
    seen.set(key, row);
    return { row, status: "valid", values: displayValues(kind, mapped, cellText), key, mapped, full: parsed.data, ...marks };
  }
}

/** Checked rows classified new / update / unchanged against the organization's records (read through `db`). */
async function plan(db: DbOrTx, organizationId: string, kind: ImportKind, checked: CheckedRow[]): Promise<PlannedRow[]> {
  const spec = KIND_SPECS[kind];
  const byKey = new Map<string, Existing>();
  for (const e of await spec.existing(db, organizationId)) byKey.set(spec.key(e), e);
  const moneyKeys = spec.moneyKeys ?? [];
  return checked.map((c): PlannedRow => {
    if (c.status !== "valid") return c;
    const { row, values, mapped } = c;
    const marks = c.edited ? { edited: c.edited } : {};
    const match = byKey.get(c.key);
    if (!match) return { row, status: "new", values, input: c.full, ...marks };
    const changed = Object.keys(mapped).filter((k) => !sameValue(k, moneyKeys, mapped[k], match[k]));
    if (changed.length === 0) return { row, status: "unchanged", values, ...marks };
    const changes = [...new Set(changed.map((k) => columnOfKey(kind, k)))];
    return { row, status: "update", values, changes, input: Object.fromEntries(changed.map((k) => [k, mapped[k]])), existing: match, ...marks };
  });
}

function countsOf(rows: readonly PreviewRow[]): ImportCounts {
  const counts: ImportCounts = { new: 0, update: 0, unchanged: 0, error: 0, leftOut: 0 };
  for (const r of rows) counts[r.status === "left_out" ? "leftOut" : r.status]++;
  return counts;
}

const present = (rows: PlannedRow[]): PreviewRow[] =>
  rows.map(({ row, status, values, changes, errors, edited }) => ({
    row,
    status,
    values,
    ...(changes ? { changes } : {}),
    ...(errors ? { errors } : {}),
    ...(edited ? { edited } : {}),
  }));

async function prepare(db: DbOrTx, ctx: RequestContext, kind: ImportKind, file: ImportFile, chosen: ColumnMapping | undefined) {
  const organizationId = orgIdOf(ctx);
  const table = await readImportTable(file, kind);
  const mapping = mapHeaders(kind, table.headers, chosen, await rememberedMapping(db, organizationId, kind));
  return { organizationId, table, mapping };
}

/** The dry run: what importing the file would do, row by row. Writes nothing. */
export async function previewImport(
  db: Db,
  ctx: RequestContext,
  kind: ImportKind,
  file: ImportFile,
  chosen?: ColumnMapping,
  fixes: RowFixes = {},
): Promise<ImportPreview> {
  const { organizationId, table, mapping } = await prepare(db, ctx, kind, file, chosen);
  const rows = present(await plan(db, organizationId, kind, await check(db, organizationId, kind, table, mapping, fixes)));
  return { kind, fileName: file.fileName, sheet: table.sheet, headerRow: table.headerRow, headers: table.headers, mapping, counts: countsOf(rows), rows };
}

/**
 * Runs the dry run again (the rows checked first, then compared with the stored records inside one
 * transaction) and writes its new and changed rows (rows in error are left out), remembers the mapping for the organization, and records one audit entry with the counts.
 */
export async function applyImport(
  db: Db,
  ctx: RequestContext,
  kind: ImportKind,
  file: ImportFile,
  chosen?: ColumnMapping,
  report: ProgressReporter = () => {},
  fixes: RowFixes = {},
): Promise<ImportPreview> {
  report({ phase: "reading", done: 0, total: 0 });
  const { organizationId, table, mapping } = await prepare(db, ctx, kind, file, chosen);
  const spec = KIND_SPECS[kind];
  const checked = await check(db, organizationId, kind, table, mapping, fixes, report);
  // Compared with the stored records inside the transaction: what it writes follows what it read.
  const planned = await db.transaction(async (tx) => {
    const rows = await plan(tx, organizationId, kind, checked);
    const created = rows.filter((r) => r.status === "new").map((r) => r.input!);
    const updated = rows.filter((r) => r.status === "update");
    const total = created.length + updated.length;
    // Batches of rows with a turn of the event loop between them, inside the one transaction.
    for (let i = 0; i < created.length; i += ROWS_PER_TURN) {
      report({ phase: "writing", done: i, total });
      await spec.insert(tx, organizationId, created.slice(i, i + ROWS_PER_TURN));
      await nextTurn();
    }
    for (const [i, r] of updated.entries()) {
      if (i % ROWS_PER_TURN === 0) {
        report({ phase: "writing", done: created.length + i, total });
        await nextTurn();
      }
      await spec.update(tx, r.existing!.id, r.input!, r.existing!);
    }
    await tx
      .insert(importMappings)
      .values({ organizationId, kind, mapping })
      .onConflictDoUpdate({ target: [importMappings.organizationId, importMappings.kind], set: { mapping, updatedAt: new Date() } });
    const counts = countsOf(rows);
    await recordAudit(tx, ctx, {
      action: "import",
      entityType: "import",
      after: { kind, fileName: file.fileName, sheet: table.sheet, created: counts.new, updated: counts.update, unchanged: counts.unchanged, errors: counts.error, leftOut: counts.leftOut, corrected: rows.filter((r) => r.edited).length },
    });
    return rows;
  });
  report({ phase: "done", done: 1, total: 1 });
  // The rows written were listed by the dry run; the answer names only the rows left out, so a large import's
  // answer is not thousands of rows serialised in one go.
  const rows = present(planned.filter((r) => r.status === "error" || r.status === "left_out"));
  return { kind, fileName: file.fileName, sheet: table.sheet, headerRow: table.headerRow, headers: table.headers, mapping, counts: countsOf(planned), rows };
}
