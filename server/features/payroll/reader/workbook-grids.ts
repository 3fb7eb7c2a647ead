import * as XLSX from "xlsx";
import { PayrollFileError, quoteFile } from "./errors";
import type { Cell, MergedRange, SheetGrid } from "./grid";
import { MAX_SHEET_ROWS } from "./limits";

// A cell format shows a time or a duration when it has hours next to minutes (h:mm, [h]:mm:ss).
const TIME_FORMAT = /(^|[^"\\])\[?h+\]?\s*:\s*m/i;

const dateFormats = new Map<string, boolean>();
function isDateFormat(format: string): boolean {
  let known = dateFormats.get(format);
  if (known === undefined) {
    known = (XLSX.SSF as { is_date(f: string): boolean }).is_date(format);
    dateFormats.set(format, known);
  }
  return known;
}

function dateText(serial: number): string {
  const parts = (XLSX.SSF as { parse_date_code(v: number): { y: number; m: number; d: number } | null }).parse_date_code(serial);
  if (!parts) return String(serial);
  return `${String(parts.y).padStart(4, "0")}-${String(parts.m).padStart(2, "0")}-${String(parts.d).padStart(2, "0")}`;
}

function toCell(cell: XLSX.CellObject | undefined): Cell {
  if (!cell) return null;
  switch (cell.t) {
    case "n": {
      if (typeof cell.v !== "number") return cell.f ? { kind: "error", text: "formula without a saved value" } : null;
      if (typeof cell.z !== "string") return cell.v;
      if (TIME_FORMAT.test(cell.z)) return { kind: "duration", days: cell.v };
      // A date (a shift's business date) reads as its ISO text, never as an amount.
      return isDateFormat(cell.z) ? dateText(cell.v) : cell.v;
    }
    case "s":
      return typeof cell.v === "string" ? cell.v : null;
    case "b":
      return cell.v ? "TRUE" : "FALSE";
    case "e":
      return { kind: "error", text: typeof cell.w === "string" ? cell.w : "#ERROR" };
    case "d":
      return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : null;
    default:
      return cell.f ? { kind: "error", text: "formula without a saved value" } : null;
  }
}

function toGrid(name: string, sheet: XLSX.WorkSheet, hidden: boolean): SheetGrid {
  const data = (sheet["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
  const rows: (Cell[] | undefined)[] = new Array(data.length);
  for (let r = 0; r < data.length; r++) {
    const source = data[r];
    if (!source) continue;
    const row: Cell[] = new Array(source.length).fill(null);
    for (let c = 0; c < source.length; c++) row[c] = toCell(source[c]);
    rows[r] = row;
  }
  const merges = ((sheet["!merges"] ?? []) as MergedRange[]).map((m) => ({ s: { ...m.s }, e: { ...m.e } }));
  return { name, hidden, rows, merges, truncated: sheet["!fullref"] !== undefined };
}

/** Every sheet of an .xlsx or .xls, read from its bytes (zip expansion is checked before this). */
export function workbookGrids(fileName: string, bytes: Uint8Array): SheetGrid[] {
  let workbook: XLSX.WorkBook;
  try {
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    workbook = XLSX.read(buffer, {
      type: "buffer",
      dense: true,
      cellNF: true,
      cellText: false,
      cellDates: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      sheetRows: MAX_SHEET_ROWS + 1,
    });
  } catch (err) {
    const reason = (err as Error).message ?? "";
    if (/password/i.test(reason)) {
      throw new PayrollFileError(400, "password_protected", `${quoteFile(fileName)} is password-protected; save it without a password and upload it again.`, fileName);
    }
    throw new PayrollFileError(400, "unreadable", `${quoteFile(fileName)} could not be read as a spreadsheet: the file is damaged or in an unsupported format.`, fileName);
  }
  const hiddenFlags = workbook.Workbook?.Sheets ?? [];
  return workbook.SheetNames.map((name, i) => {
    const sheet = workbook.Sheets[name];
    const hidden = Boolean(hiddenFlags[i]?.Hidden);
    return sheet ? toGrid(name, sheet, hidden) : { name, hidden, rows: [], merges: [], truncated: false };
  });
}
