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
const SUMMARY = /^(sum|average|avg|mean|median|count|summary|minimum|maximum)s?:?$/;
// "Average per Employee", "Avg Tips", "Employee Count", "Number of Employees: 12", "# of Staff", "Headcount".
const SUMMARY_WORDS = /^(average|avg|mean|median)\b|\b(count|headcount)\b|^(number|no\.?|#) of\b/;
// "12 employees", "Employees: 12", "Records: 14": how many rows the table has.
const ROW_COUNT = /^\d+\s+(employees?|staff|people|persons?|team members?|servers?|records?|rows?|entries)$|^(employees|staff|people|records|rows|entries)\s*[:=]?\s*\d+$/;

/** "Subtotal", "Totals:", "Grand Total", "Pool Total", "Server Total", "Average" → what kind of line it is. */
const MAYBE_LABEL = /tot|sum|av|mean|median|count|min|max|number|no\.?\s|#|\d|employees|staff|people|records|rows|entries/i;

export function totalLabel(text: string): TotalLabel | null {
  if (!MAYBE_LABEL.test(text)) return null;
  const t = text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  if (t === "") return null;
  if (SUBTOTAL.test(t)) return { kind: "subtotal", reason: "subtotal row" };
  if (GRAND_TOTAL.test(t)) return { kind: "total", reason: "grand total row" };
  if (TOTAL.test(t)) return { kind: "total", reason: "total row" };
  if (SUMMARY.test(t) || SUMMARY_WORDS.test(t) || ROW_COUNT.test(t)) return { kind: "summary", reason: "summary row" };
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

/**
 * A test for the header printed again (a page break in the original print layout): every role column
 * that holds text repeats its header text, and at least two do (one when there is a single role column).
 */
export function repeatedHeaderTest(header: readonly Cell[], columns: ColumnMap): (row: readonly Cell[]) => boolean {
  const expected: [number, string][] = [];
  for (const c of Object.values(columns.index)) {
    const text = header[c];
    if (typeof text === "string") expected.push([c, normalizeHeader(text)]);
  }
  const needed = Math.min(2, expected.length);
  return (row) => {
    let matches = 0;
    for (const [c, want] of expected) {
      const here = row[c];
      if (typeof here !== "string") continue;
      if (normalizeHeader(here) !== want) return false;
      matches++;
    }
    return matches >= needed;
  };
}
