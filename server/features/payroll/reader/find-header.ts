import { type ColumnRole, headerRole } from "./header-names";
import type { SheetGrid } from "./grid";
import { HEADER_SEARCH_ROWS } from "./limits";

export interface ColumnMap {
  /** 0-based column of each role found. */
  index: Partial<Record<ColumnRole, number>>;
  /** Header text as written, per role. */
  text: Partial<Record<ColumnRole, string>>;
  /** Other headers that also named a role taken by an earlier-ranked column ("Tips" beside "Total Tips"). */
  alsoMatched: { role: ColumnRole; text: string }[];
}

export interface HeaderCandidate {
  /** 0-based row index. */
  row: number;
  columns: ColumnMap;
}

export function mapColumns(row: readonly unknown[]): ColumnMap {
  const best: Partial<Record<ColumnRole, { c: number; rank: number; text: string }>> = {};
  const alsoMatched: { role: ColumnRole; text: string }[] = [];
  row.forEach((cell, c) => {
    if (typeof cell !== "string") return;
    const match = headerRole(cell);
    if (!match) return;
    const text = cell.replace(/\s+/g, " ").trim();
    const current = best[match.role];
    if (!current || match.rank < current.rank) {
      if (current) alsoMatched.push({ role: match.role, text: current.text });
      best[match.role] = { c, rank: match.rank, text };
    } else {
      alsoMatched.push({ role: match.role, text });
    }
  });
  const index: ColumnMap["index"] = {};
  const text: ColumnMap["text"] = {};
  for (const [role, found] of Object.entries(best) as [ColumnRole, { c: number; text: string }][]) {
    index[role] = found.c;
    text[role] = found.text;
  }
  return { index, text, alsoMatched };
}

export const hasNameColumn = (m: ColumnMap) =>
  m.index.employee !== undefined || m.index.firstName !== undefined || m.index.lastName !== undefined;

export const hasTipsColumn = (m: ColumnMap) =>
  m.index.tips !== undefined || m.index.cashTips !== undefined || m.index.cardTips !== undefined;

export interface HeaderSearch {
  /** The first row naming both an employee column and a tips column. */
  header?: HeaderCandidate;
  /** The first row naming an employee column but no tips column (for the error message). */
  nameOnly?: HeaderCandidate;
}

export function findHeader(grid: SheetGrid): HeaderSearch {
  const result: HeaderSearch = {};
  const last = Math.min(grid.rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < last; r++) {
    const row = grid.rows[r];
    if (!row) continue;
    const columns = mapColumns(row);
    if (!hasNameColumn(columns)) continue;
    if (hasTipsColumn(columns)) return { ...result, header: { row: r, columns } };
    result.nameOnly ??= { row: r, columns };
  }
  return result;
}
