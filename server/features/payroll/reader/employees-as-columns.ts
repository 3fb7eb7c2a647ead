import { parseMoneyCell, usesDecimalComma } from "./amounts";
import { PayrollFileError, quoteFile } from "./errors";
import { type Cell, isBlankCell, type SheetGrid } from "./grid";
import { headerRole } from "./header-names";
import { HEADER_SEARCH_ROWS } from "./limits";

/**
 * A manager's sheet with the employees as columns and the days as rows ("Day | Lena Fox | Raj Singh …", one row per
 * day, perhaps a Total row), read only when a title above or the header's first cell says the amounts are tips.
 * Turned into one row per employee (their column's sum) for the usual reader; a Total row is a check: a column whose
 * total differs from its days is refused, never chosen between.
 */

const ROW_LABEL_HEADER = /^(?:day|date|days|dates|weekday|day of week|shift|shift date|business date|date\s*[\\/]\s*employee|day\s*[\\/]\s*employee|tips by day)$/i;
const TIPS_WORD = /\b(?:tips?|gratuit(?:y|ies))\b/i;
const NOT_TIPS_TITLE = /\b(?:hours|sales|rates?|percent|%)\b/i;
const PERSON = /^\p{L}[\p{L}\p{M}'’.\- ]*$/u;
const DAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\b|^\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?$/i;
const TOTAL = /^\s*(?:week(?:ly)?\s+)?totals?\s*:?\s*$/i;

const textOf = (cell: Cell | undefined) => (typeof cell === "string" ? cell.replace(/\s+/g, " ").trim() : "");

/** A header cell naming a person: letters only, one to six words, no column role, no day. */
function personHeader(cell: Cell | undefined): boolean {
  const t = textOf(cell);
  if (t === "" || !PERSON.test(t) || headerRole(t) || DAY.test(t) || TOTAL.test(t)) return false;
  const words = t.split(" ").length;
  return words >= 1 && words <= 6;
}

function dayLabel(cell: Cell | undefined): boolean {
  if (typeof cell === "number") return cell > 20_000 && cell < 80_000; // a spreadsheet date serial
  return DAY.test(textOf(cell));
}

export function pivotEmployeesAsColumns(grid: SheetGrid, fileName: string): SheetGrid | null {
  for (let r = 0; r < Math.min(grid.rows.length, HEADER_SEARCH_ROWS); r++) {
    const row = grid.rows[r] ?? [];
    const first = row.findIndex((cell) => !isBlankCell(cell));
    if (first < 0 || !ROW_LABEL_HEADER.test(textOf(row[first]))) continue;
    const people = row.map((cell, c) => (c > first && personHeader(cell) ? c : -1)).filter((c) => c >= 0);
    if (people.length < 2) continue;
    const title = grid.rows.slice(0, r).flatMap((line) => (line ?? []).map(textOf)).join(" ");
    const says = TIPS_WORD.test(textOf(row[first])) || (TIPS_WORD.test(title) && !NOT_TIPS_TITLE.test(title.replace(TIPS_WORD, "")));
    if (!says) return null;
    return pivotFrom(grid, fileName, r, first, people);
  }
  return null;
}

function pivotFrom(grid: SheetGrid, fileName: string, headerRow: number, labelColumn: number, people: number[]): SheetGrid | null {
  const below = grid.rows.slice(headerRow + 1);
  const sums = new Map(people.map((c) => [c, 0]));
  const totals = new Map<number, number>();
  let days = 0;
  for (const [i, row] of below.entries()) {
    if (!row || row.every(isBlankCell)) continue;
    const label = row[labelColumn];
    const isTotal = TOTAL.test(textOf(label));
    if (!isTotal && !dayLabel(label)) continue;
    if (!isTotal) days++;
    for (const c of people) {
      const amount = parseMoneyCell(row[c] ?? null, { decimalComma: usesDecimalComma(below.map((x) => x?.[c] ?? null)) });
      if (amount.kind === "invalid") {
        throw new PayrollFileError(
          400,
          "implausible",
          `${quoteFile(fileName)}: "${amount.text}" in the column "${textOf(grid.rows[headerRow]?.[c])}" (row ${headerRow + i + 2}) is not an amount. Correct it, then upload again.`,
          fileName,
        );
      }
      const cents = amount.kind === "value" ? amount.hundredths : 0;
      if (isTotal) totals.set(c, cents);
      else sums.set(c, sums.get(c)! + cents);
    }
  }
  if (days === 0) return null;
  const differing = people.filter((c) => totals.has(c) && totals.get(c) !== sums.get(c));
  if (differing.length > 0) {
    const names = differing.map((c) => `"${textOf(grid.rows[headerRow]?.[c])}"`).join(", ");
    throw new PayrollFileError(
      400,
      "tip_total_mismatch",
      `${quoteFile(fileName)}: the Total row differs from the sum of the days for ${names}. Which holds the tips to pay? Correct the file, then upload again.`,
      fileName,
    );
  }
  const rows: Cell[][] = [["Employee", "Tips"], ...people.map((c) => [textOf(grid.rows[headerRow]?.[c]), sums.get(c)! / 100])];
  return { name: `${grid.name} (employees as columns)`, hidden: grid.hidden, rows, merges: [], truncated: grid.truncated };
}
