import type { Cell } from "./grid";
import type { ColumnMap } from "./find-header";
import { normalizeHeader } from "./header-names";
import type { SkipKind } from "./types";

export interface TotalLabel {
  kind: Extract<SkipKind, "subtotal" | "total" | "summary">;
  reason: string;
}

const SUBTOTAL = /\bsub[\s-]?totals?\b/;
const GRAND_TOTAL = /\bgrand[\s-]+totals?\b/;
const TOTAL = /\btotals?\b/;
const SUMMARY = /^(sum|average|avg|mean|count|summary)s?:?$/;

/** "Subtotal", "Totals:", "Grand Total", "Pool Total", "Server Total", "Average" → what kind of line it is. */
export function totalLabel(text: string): TotalLabel | null {
  const t = text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  if (t === "") return null;
  if (SUBTOTAL.test(t)) return { kind: "subtotal", reason: "subtotal row" };
  if (GRAND_TOTAL.test(t)) return { kind: "total", reason: "grand total row" };
  if (TOTAL.test(t)) return { kind: "total", reason: "total row" };
  if (SUMMARY.test(t)) return { kind: "summary", reason: "summary row" };
  return null;
}

/** The first text cell of a row, and its name cells, are where exports write "Total". */
export function rowTotalLabel(row: readonly Cell[], nameColumns: readonly number[]): TotalLabel | null {
  const firstText = row.find((cell) => typeof cell === "string" && cell.trim() !== "");
  const candidates = [...nameColumns.map((c) => row[c] ?? null), firstText ?? null];
  for (const cell of candidates) {
    if (typeof cell !== "string") continue;
    const label = totalLabel(cell);
    if (label) return label;
  }
  return null;
}

/** The header printed again (a page break in the original print layout): every role column repeats its header text. */
export function isRepeatedHeader(row: readonly Cell[], header: readonly Cell[], columns: ColumnMap): boolean {
  const roleColumns = Object.values(columns.index).sort((a, b) => a - b);
  let matches = 0;
  for (const c of roleColumns) {
    const here = row[c] ?? null;
    const there = header[c] ?? null;
    if (typeof here !== "string" || typeof there !== "string") continue;
    if (here !== there && normalizeHeader(here) !== normalizeHeader(there)) return false;
    matches++;
  }
  return matches >= Math.min(2, roleColumns.length);
}
