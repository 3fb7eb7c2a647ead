/** A sheet reduced to what the reader needs: rows of plain cell values, 0-based, with holes for blank rows. */

export interface ErrorCell {
  kind: "error";
  /** "#REF!", or why there is no value ("formula without a saved value"). */
  text: string;
}

/** A number shown as a time or duration ("[h]:mm"): Excel stores it in days. */
export interface DurationCell {
  kind: "duration";
  days: number;
}

export type Cell = string | number | ErrorCell | DurationCell | null;

export interface MergedRange {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

export interface SheetGrid {
  name: string;
  hidden: boolean;
  /** rows[r][c]; a missing row or cell is blank. Row r is spreadsheet row r + 1. */
  rows: (Cell[] | undefined)[];
  merges: MergedRange[];
  /** The sheet had more rows than the reader reads. */
  truncated: boolean;
}

export function cellAt(grid: SheetGrid, r: number, c: number): Cell {
  return grid.rows[r]?.[c] ?? null;
}

export function isBlankCell(cell: Cell): boolean {
  return cell === null || (typeof cell === "string" && cell.trim() === "");
}

export function isBlankRow(row: readonly Cell[] | undefined): boolean {
  return !row || row.every(isBlankCell);
}

export function cellText(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "string") return cell.replace(/\s+/g, " ").trim();
  if (typeof cell === "number") return String(Number(cell.toPrecision(15)));
  if (cell.kind === "error") return cell.text;
  return String(cell.days);
}

const MAX_CONTENT_LENGTH = 200;

/** "Subtotal | Server | 36987.32": the non-empty cells of a row, for the skipped-rows report. */
export function rowContent(row: readonly Cell[] | undefined): string {
  if (!row) return "";
  const text = row.map(cellText).filter((t) => t !== "").join(" | ");
  return text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH - 1)}…` : text;
}

/** The value of a cell, or of the top-left cell of the merged range covering it. */
export function mergedCellAt(grid: SheetGrid, r: number, c: number): Cell {
  const own = cellAt(grid, r, c);
  if (!isBlankCell(own) || grid.merges.length === 0) return own;
  const range = grid.merges.find((m) => r >= m.s.r && r <= m.e.r && c >= m.s.c && c <= m.e.c);
  return range ? cellAt(grid, range.s.r, range.s.c) : own;
}
