import { headerScore, type ImportKind, type RawCell, cellString } from "@shared/domain/import";
import { badRequest } from "../../http/errors";
import { payrollParsing } from "../payroll/parse/pool";
import type { SheetRows } from "../payroll/parse/sheet";

export interface ImportFile {
  fileName: string;
  bytes: Uint8Array;
}

export interface ImportTable {
  sheet: string;
  /** Header texts in column order ("" for a blank header cell). */
  headers: string[];
  /** Spreadsheet row number (1-based) of the header row. */
  headerRow: number;
  /** Data rows after the header, each with its spreadsheet row number; blank rows left out. */
  rows: { row: number; cells: RawCell[] }[];
}

/** Rows searched for the header row (titles above the table are common). */
const HEADER_SEARCH_ROWS = 20;
export const MAX_IMPORT_ROWS = 20_000;

/**
 * Reads the sheet in the payroll parse pool (safe loading, off the request thread), then takes the row
 * whose cells name the most of the kind's columns as the header (the first non-blank row when none does).
 */
export async function readImportTable(file: ImportFile, kind: ImportKind): Promise<ImportTable> {
  const bytes = await payrollParsing().readSheet(file, kind);
  const { sheet, rows } = JSON.parse(new TextDecoder().decode(bytes)) as SheetRows;
  const isBlank = (r: RawCell[]) => r.every((c) => cellString(c) === null);
  let headerIndex = -1;
  let best = 0;
  for (let r = 0; r < Math.min(rows.length, HEADER_SEARCH_ROWS); r++) {
    const score = headerScore(kind, rows[r]!);
    if (score > best) [best, headerIndex] = [score, r];
  }
  if (headerIndex < 0) headerIndex = rows.findIndex((r) => !isBlank(r));
  if (headerIndex < 0) throw badRequest(`"${file.fileName}" has no rows to import.`);
  const headerCells = rows[headerIndex]!;
  const headers = headerCells.map((c) => cellString(c) ?? "");
  const data: ImportTable["rows"] = [];
  for (let r = headerIndex + 1; r < rows.length; r++) if (!isBlank(rows[r]!)) data.push({ row: r + 1, cells: rows[r]! });
  if (data.length === 0) throw badRequest(`"${file.fileName}" has a header row but no rows below it to import.`);
  if (data.length > MAX_IMPORT_ROWS) {
    throw badRequest(`"${file.fileName}" has ${data.length.toLocaleString("en-US")} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} at a time.`);
  }
  return { sheet, headers, headerRow: headerIndex + 1, rows: data };
}
