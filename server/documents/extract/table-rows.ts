/**
 * A row of column headings over several rows of the same shape is a table: an account statement or a register
 * listing several licenses, of which one is the document's. The row under the headings is then only one of them.
 */
import type { Line } from "./doc";

/** A heading that names the rows' standing ("Status", "License status"). */
const statusHeading = /^(?:(?:license|permit|account|current)\s+)?status$/i;
/** A cell without the box edges and specks OCR read at its ends ("| Status", "[2025-26"). */
const bare = (cell: string) => cell.trim().replace(/^[|[\](){}!]+\s*/, "").replace(/\s*[|[\]{}!]+$/, "");
/** A row in force; words of a row no longer or not yet in force win over them ("Inactive"). */
const inForce = /\b(?:active|current|valid|issued|in\s+force|approved|open)\b/i;
const notInForce = /\b(?:inactive|expired|cancell?ed|revoked|suspended|closed|void|lapsed|pending|surrendered|denied|withdrawn)\b/i;

/**
 * The rows of the table under the heading row `at`: the lines just below it with as many cells and no label among
 * them (a form's next row of labels ends it), up to the first that differs. Fewer than two is no table.
 */
export function tableRows(lines: Line[], at: number, cellsOf: (l: Line) => string[], isLabel: (cell: string) => boolean): number[] {
  const width = cellsOf(lines[at]!).length;
  if (width < 3) return [];
  const rows: number[] = [];
  for (let k = at + 1; k < lines.length && cellsOf(lines[k]!).length === width && !cellsOf(lines[k]!).some(isLabel); k++) rows.push(k);
  return rows.length >= 2 && records(rows.map((k) => cellsOf(lines[k]!))) ? rows : [];
}

/** What a cell holds, coarsely: a date, a sum, a code (figures in one or two words) or words. */
function cellKind(cell: string): "date" | "money" | "code" | "text" {
  const c = bare(cell);
  if (/^\$\s?[\d,]+(?:\.\d{2})?$/.test(c)) return "money";
  if (/^\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}$|^[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}$|^\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4}$/.test(c)) return "date";
  if (/\d/.test(c) && c.split(/\s+/).length <= 2) return "code";
  return "text";
}

/**
 * Rows that are records — each column holding the same kind of thing in every row, and a column of dates or codes —
 * not one record's values wrapped over several lines (a name over its trade name, a street over its city).
 */
function records(rows: string[][]): boolean {
  const kinds = rows.map((cells) => cells.map(cellKind));
  const first = kinds[0]!;
  return kinds.every((k) => k.every((kind, col) => kind === first[col])) && first.some((kind) => kind === "date" || kind === "code");
}

/**
 * Which row of a table under the heading row `at` is the document's license: the one row whose status column says it
 * is in force. Null when the table has no status column or not exactly one such row — the reading is then a guess.
 */
export function rowInForce(lines: Line[], at: number, rows: number[], cellsOf: (l: Line) => string[]): number | null {
  const status = cellsOf(lines[at]!).findIndex((c) => statusHeading.test(bare(c)));
  if (status === -1) return null;
  const live = rows.filter((k) => {
    const cell = cellsOf(lines[k]!)[status] ?? "";
    return inForce.test(cell) && !notInForce.test(cell);
  });
  return live.length === 1 ? live[0]! : null;
}
