/**
 * The "sheet" task of the parse worker: any spreadsheet (not only payroll) read with the payroll reader's
 * safe loading (type by bytes, zip-bomb guard, size and row limits), answered as one sheet's plain rows.
 * Used by the onboarding import (server/features/import), so large files are read off the request thread.
 */
import { normalizeName, type RawCell } from "@shared/domain/import-values";
import { isBlankRow, type Cell, type SheetGrid } from "../reader/grid";
import { loadGrids } from "../reader/load-grids";

export interface SheetRows {
  /** The sheet read (a CSV file's name without its extension). */
  sheet: string;
  /** Rows from the first, blank rows kept as [] so row numbers stay the spreadsheet's. */
  rows: RawCell[][];
}

function rawCell(cell: Cell): RawCell {
  if (cell === null || typeof cell === "string" || typeof cell === "number") return cell;
  return cell.kind === "error" ? cell.text : cell.days;
}

/** The visible sheet named like the hint ("Licenses"), else the first visible sheet with data. */
function chooseSheet(grids: readonly SheetGrid[], hint: string): SheetGrid | undefined {
  const withData = grids.filter((g) => !g.hidden && g.rows.some((r) => !isBlankRow(r)));
  const wanted = normalizeName(hint);
  return withData.find((g) => normalizeName(g.name).includes(wanted)) ?? withData[0];
}

export function readSheetRows(fileName: string, bytes: Uint8Array, hint: string): SheetRows {
  const { grids } = loadGrids(fileName, bytes);
  const grid = chooseSheet(grids, hint);
  if (!grid) return { sheet: grids[0]?.name ?? fileName, rows: [] };
  let last = grid.rows.length - 1;
  while (last >= 0 && isBlankRow(grid.rows[last])) last--;
  const rows: RawCell[][] = [];
  for (let r = 0; r <= last; r++) rows.push((grid.rows[r] ?? []).map(rawCell));
  return { sheet: grid.name, rows };
}

/** The rows as UTF-8 JSON, to cross back to the request thread by transfer. */
export function prepareSheet(fileName: string, bytes: Uint8Array, hint: string): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(readSheetRows(fileName, bytes, hint)));
}
