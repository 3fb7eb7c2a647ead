import { PayrollFileError, quoteFile } from "./errors";
import { findHeader, type HeaderCandidate } from "./find-header";
import { EMPLOYEE_HEADER_EXAMPLES, TIPS_HEADER_EXAMPLES } from "./header-names";
import { isBlankRow, type SheetGrid } from "./grid";
import { MAX_SHEET_ROWS } from "./limits";
import { loadGrids } from "./load-grids";
import { pivotEmployeesAsColumns } from "./employees-as-columns";
import { pivotLongFormat } from "./long-format";
import { readTable, type TableEntry, type TableReading } from "./read-table";
import { checkPlausible, type ReadOptions } from "./plausibility";
import type { IgnoredSheet, PayrollColumns, PayrollFileSummary, SkippedRow } from "./types";

export interface FileReading {
  summary: PayrollFileSummary;
  entries: TableEntry[];
  hasHoursColumn: boolean;
  skipped: SkippedRow[];
  warnings: string[];
}

function publicColumns(reading: TableReading): PayrollColumns {
  const { text } = reading.columns;
  const columns: PayrollColumns = {};
  for (const role of ["employee", "firstName", "lastName", "tips", "cashTips", "cardTips", "hours"] as const) {
    const header = text[role];
    if (header !== undefined) columns[role] = header;
  }
  // With a full-name column the split columns, if any, were not read.
  if (columns.employee !== undefined) {
    delete columns.firstName;
    delete columns.lastName;
  }
  return columns;
}

function policyColumnsOf(reading: TableReading): Pick<PayrollFileSummary, "policyColumns"> {
  const { jobRole, sales } = reading.columns.text;
  if (jobRole === undefined && sales === undefined) return {};
  return { policyColumns: { ...(jobRole === undefined ? {} : { jobRole }), ...(sales === undefined ? {} : { sales }) } };
}

const isEmptySheet = (grid: SheetGrid) => grid.rows.every((row) => isBlankRow(row));

/**
 * Reads one payroll file: finds the sheet holding the employee table (the one with the most employee
 * rows, visible sheets first), its header row and columns, and every employee row. Throws
 * PayrollFileError (400/413/415, message naming the file) when the file cannot give tips per employee.
 */
export function readPayrollFile(fileName: string, bytes: Uint8Array, options: ReadOptions = {}): FileReading {
  const loaded = loadGrids(fileName, bytes);
  const readings: { grid: SheetGrid; reading: TableReading }[] = [];
  let nameOnly: { grid: SheetGrid; header: HeaderCandidate } | undefined;
  const tipsOnly: { grid: SheetGrid; header: HeaderCandidate }[] = [];
  for (const grid of loaded.grids) {
    const search = findHeader(grid);
    if (search.header) readings.push({ grid, reading: readTable(fileName, grid, search.header) });
    else if (search.nameOnly && !nameOnly) nameOnly = { grid, header: search.nameOnly };
    if (!search.header && search.tipsOnly) tipsOnly.push({ grid, header: search.tipsOnly });
  }
  // Without an employee table, a report printed in blocks (a line naming each person above their rows).
  if (!readings.some((x) => x.reading.entries.length > 0)) {
    for (const { grid, header } of tipsOnly) {
      const reading = readTable(fileName, grid, header);
      if (reading.entries.length > 0) readings.push({ grid, reading });
    }
  }

  // Without an employee table either, an export with one row per employee and pay code, pivoted.
  const pivoted: SheetGrid[] = [];
  if (!readings.some((x) => x.reading.entries.length > 0)) {
    for (const original of loaded.grids) {
      const grid = pivotLongFormat(original) ?? pivotEmployeesAsColumns(original, fileName);
      const header = grid ? findHeader(grid).header : undefined;
      if (!grid || !header) continue;
      const reading = readTable(fileName, grid, header);
      if (reading.entries.length === 0) continue;
      pivoted.push(grid);
      readings.push({ grid, reading });
    }
  }

  const rank = (x: { grid: SheetGrid; reading: TableReading }) => (x.grid.hidden ? 0 : 1_000_000_000) + x.reading.entries.length;
  const best = readings.reduce<(typeof readings)[number] | undefined>((top, x) => (!top || rank(x) > rank(top) ? x : top), undefined);

  if (!best) {
    if (nameOnly) {
      const header = nameOnly.header.columns.text.employee ?? nameOnly.header.columns.text.firstName ?? nameOnly.header.columns.text.lastName;
      throw new PayrollFileError(
        400,
        "no_tips_column",
        `${quoteFile(fileName)} has an employee column ("${header}", sheet "${nameOnly.grid.name}", row ${nameOnly.header.row + 1}) but no tips column. Name the tips column ${TIPS_HEADER_EXAMPLES}.`,
        fileName,
      );
    }
    if (loaded.grids.every(isEmptySheet)) throw new PayrollFileError(400, "no_data", `${quoteFile(fileName)} has no data.`, fileName);
    throw new PayrollFileError(
      400,
      "no_employee_column",
      `${quoteFile(fileName)} has no employee column with tips beside it. Use a header row with ${EMPLOYEE_HEADER_EXAMPLES}, and ${TIPS_HEADER_EXAMPLES}.`,
      fileName,
    );
  }
  const { grid, reading } = best;
  if (grid.truncated) {
    throw new PayrollFileError(413, "file_too_large", `${quoteFile(fileName)} has more than ${MAX_SHEET_ROWS.toLocaleString("en-US")} rows on sheet "${grid.name}".`, fileName);
  }
  if (reading.entries.length === 0) {
    throw new PayrollFileError(
      400,
      "no_employee_rows",
      `${quoteFile(fileName)} has a header on row ${reading.headerRow} of sheet "${grid.name}" but no employee rows with tips under it.`,
      fileName,
    );
  }

  checkPlausible(fileName, grid, reading, options);

  const warnings = [...loaded.warnings];
  if (pivoted.includes(grid) && grid.name.endsWith(" (employees as columns)")) {
    warnings.push(`${fileName}: sheet "${grid.name.replace(/ \(employees as columns\)$/, "")}" has the employees as columns; each employee's tips are the sum of their column.`);
  } else if (pivoted.includes(grid)) {
    const codes = (grid.rows[0] ?? []).slice(1).filter((c) => c !== "Hours");
    warnings.push(
      `${fileName}: sheet "${grid.name.replace(/ \(one row per employee\)$/, "")}" lists one row per employee and pay code; read as one row per employee with the codes as columns (${codes.map((c) => `"${String(c)}"`).join(", ")}). Rows named below are those of that table.`,
    );
  }
  const ignoredSheets: IgnoredSheet[] = [];
  for (const other of loaded.grids) {
    if (other === grid || pivoted.includes(other)) continue;
    if (grid.name === `${other.name} (one row per employee)` || grid.name === `${other.name} (employees as columns)`) continue;
    const table = readings.find((x) => x.grid === other);
    if (table && table.reading.entries.length > 0) {
      ignoredSheets.push({ sheet: other.name, reason: `also has an employee tips table (${table.reading.entries.length} rows); not read` });
      warnings.push(`${fileName}: sheet "${other.name}" also has an employee tips table; only sheet "${grid.name}" was read.`);
    } else if (isEmptySheet(other)) ignoredSheets.push({ sheet: other.name, reason: "empty" });
    else ignoredSheets.push({ sheet: other.name, reason: "no employee tips table" });
  }

  return {
    summary: {
      fileName,
      format: loaded.format,
      sheet: grid.name,
      headerRow: reading.headerRow,
      columns: publicColumns(reading),
      tipComponents: reading.componentLabels,
      ...(reading.columns.index.hours === undefined && reading.columns.hoursParts ? { hoursParts: reading.columns.hoursParts.map((p) => p.text) } : {}),
      ...(reading.columns.tipPlan.checks.length > 0 ? { tipChecks: reading.columns.tipPlan.checks.map((t) => t.text) } : {}),
      ...policyColumnsOf(reading),
      rowsRead: reading.entries.length,
      ignoredSheets,
    },
    entries: reading.entries,
    hasHoursColumn: reading.hasHoursColumn,
    skipped: reading.skipped,
    warnings: [...warnings, ...reading.warnings],
  };
}
