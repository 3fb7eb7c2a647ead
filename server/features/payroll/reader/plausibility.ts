/**
 * Checks made before anything is stored (issue 31): a file read without error can still not be a week of tips —
 * a column of tip rates, a month's report, a column written in two decimal conventions, more tips than sales.
 * Each refusal names the file, the column and the rows. (A person's negative total is checked across files in merge.ts.)
 */
import { addDaysIso, daysBetween, isValidIsoDate } from "@shared/domain/calendar";
import { formatDollars } from "@shared/domain/money";
import { parseMoneyCell, usesDecimalComma } from "./amounts";
import { PayrollFileError, quoteFile } from "./errors";
import { type Cell, isBlankCell, type SheetGrid } from "./grid";
import type { TableReading } from "./read-table";
import { listRows } from "./warning-log";

export interface ReadOptions {
  /** The pay week's last day (YYYY-MM-DD): the file's own dates must fall in the seven days ending on it. */
  weekEnding?: string;
  /** Names as written that must not be merged with another spelling (a manager split them). */
  keepApart?: string[];
}

const refuse = (fileName: string, message: string) => new PayrollFileError(400, "implausible", `${quoteFile(fileName)}: ${message}`, fileName);

/** The rows of a column under the header, 1-based numbers beside their cells, employee rows only. */
function columnCells(grid: SheetGrid, reading: TableReading, c: number): { row: number; cell: Cell }[] {
  return reading.entries.map((e) => ({ row: e.row, cell: grid.rows[e.row - 1]?.[c] ?? null })).filter((x) => !isBlankCell(x.cell));
}

/** A tips column of rates: "18%" cells, or every amount a fraction of a dollar (0.16, 0.22) — not money. */
function checkRates(fileName: string, grid: SheetGrid, reading: TableReading) {
  for (const part of reading.columns.tipPlan.parts) {
    const cells = columnCells(grid, reading, part.c);
    const percent = cells.filter((x) => typeof x.cell === "string" && x.cell.includes("%"));
    if (percent.length > 0) {
      throw refuse(fileName, `the tips column "${part.text}" holds percentages (row${percent.length === 1 ? "" : "s"} ${listRows(percent.map((x) => x.row))}), not dollars. Upload the tip amounts.`);
    }
    const values = cells.map((x) => ({ row: x.row, amount: parseMoneyCell(x.cell) })).filter((x) => x.amount.kind === "value" && x.amount.hundredths !== 0);
    // Below a dollar each (at most a dollar beside a sales column, where rates are usual): rates, not a week's tips.
    const limit = reading.columns.text.sales === undefined ? 99 : 100;
    if (values.length >= 2 && values.every((x) => x.amount.kind === "value" && Math.abs(x.amount.hundredths) <= limit)) {
      throw refuse(
        fileName,
        `every amount in the tips column "${part.text}" is ${limit === 100 ? "$1.00 or less" : "under $1.00"} (rows ${listRows(values.map((x) => x.row))}): it looks like tip rates or shares, not dollars. Upload the tip amounts.`,
      );
    }
  }
}

type Convention = "point" | "comma";

/** Which decimal convention a text amount can only be read in: "1,250" and "1,234.50" point, "2.340" and "12,50" comma. */
function conventionOf(text: string): Convention | null {
  const s = text.replace(/[\s$€£()+-]/g, "");
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s) || /^\d+\.\d{1,2}$/.test(s)) return "point";
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s) || /^\d+,\d{1,2}$/.test(s)) return "comma";
  return null;
}

/** A column mixing "1,250" (a thousands comma) with "2.340" (a thousands point or a decimal comma) is read neither way. */
function checkDecimalConventions(fileName: string, grid: SheetGrid, reading: TableReading) {
  const columns = [...reading.columns.tipPlan.parts, ...reading.columns.tipPlan.checks];
  for (const column of columns) {
    const by: Record<Convention, number[]> = { point: [], comma: [] };
    for (const { row, cell } of columnCells(grid, reading, column.c)) {
      if (typeof cell !== "string") continue;
      const convention = conventionOf(cell);
      if (convention) by[convention].push(row);
    }
    if (by.point.length > 0 && by.comma.length > 0) {
      throw refuse(
        fileName,
        `the column "${column.text}" mixes decimal conventions: rows ${listRows(by.point)} write "1,234.50" (a decimal point), rows ${listRows(by.comma)} write "1.234,50" (a decimal comma). Write every amount the same way, then upload again.`,
      );
    }
  }
}

/** More tips than sales in the whole file: tips are a share of sales, so the columns are not what their headers say. */
function checkTipsWithinSales(fileName: string, reading: TableReading) {
  const sales = reading.columns.text.sales;
  if (sales === undefined) return;
  const totalSales = reading.entries.reduce((sum, e) => sum + (e.salesCents ?? 0), 0);
  const totalTips = reading.entries.reduce((sum, e) => sum + e.tipsCents, 0);
  if (totalSales > 0 && totalTips > totalSales) {
    const over = reading.entries.filter((e) => e.salesCents !== undefined && e.tipsCents > e.salesCents).map((e) => e.row);
    const tipColumns = reading.columns.tipPlan.parts.map((t) => `"${t.text}"`).join(" + ");
    throw refuse(
      fileName,
      `the tips (${tipColumns}, $${(totalTips / 100).toFixed(2)}) are more than the sales ("${sales}", $${(totalSales / 100).toFixed(2)})${over.length > 0 ? `; rows ${listRows(over)} have more tips than sales` : ""}. Check that the columns are what their headers say.`,
    );
  }
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// A date written by a payroll export: 11/16/2026, 2026-11-16, Nov 16, 2026, 16 Nov 2026.
const DATE_PATTERNS: { re: RegExp; ymd: (m: RegExpExecArray) => [number, number, number] }[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, ymd: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  { re: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, ymd: (m) => [Number(m[3]), Number(m[1]), Number(m[2])] },
  {
    re: /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b/gi,
    ymd: (m) => [Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase().slice(0, 3)) + 1, Number(m[2])],
  },
  {
    re: /\b(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/gi,
    ymd: (m) => [Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase().slice(0, 3)) + 1, Number(m[1])],
  },
];
// Dates that are not of the work: when the report was printed or paid ("Check Date", "Printed", "Generated").
const NOT_WORK_DATE = /\b(?:check|pay|paid|payment|deposit|run|print|process(?:ed)?)\s*(?:date|day|on)\b|\b(?:printed|generated|created|exported|as of|prepared)\b/i;

/**
 * The work dates written in a text. A date is left out when the words just before it (since the previous date) say
 * it is not of the work: "Pay Period: 11/09/2026 - 11/22/2026   Check Date: 11/27/2026" gives the period's two.
 */
function datesIn(text: string): string[] {
  const matches: { index: number; end: number; iso: string }[] = [];
  for (const { re, ymd } of DATE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const [y, mo, d] = ymd(m);
      const iso = `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
      if (isValidIsoDate(iso)) matches.push({ index: m.index, end: m.index + m[0].length, iso });
    }
  }
  matches.sort((a, b) => a.index - b.index);
  const found: string[] = [];
  let from = 0;
  for (const m of matches) {
    if (!NOT_WORK_DATE.test(text.slice(from, m.index))) found.push(m.iso);
    from = m.end;
  }
  return found;
}

/** The file's own dates — in its title lines and its rows — must fit one pay week, and the chosen one. */
function checkDates(fileName: string, grid: SheetGrid, reading: TableReading, options: ReadOptions) {
  const dated: { iso: string; row: number }[] = [];
  const last = Math.max(reading.headerRow, ...reading.entries.map((e) => e.row));
  const header = grid.rows[reading.headerRow - 1] ?? [];
  // A column of check or pay dates ("Check date", "Pay Date") says when the week was paid, not worked.
  const paidOn = (r: number, c: number) => r >= reading.headerRow && typeof header[c] === "string" && NOT_WORK_DATE.test(header[c]);
  for (let r = 0; r < last; r++) {
    if (r === reading.headerRow - 1) continue;
    (grid.rows[r] ?? []).forEach((cell, c) => {
      if (typeof cell === "string" && !paidOn(r, c)) for (const iso of datesIn(cell)) dated.push({ iso, row: r + 1 });
    });
  }
  if (dated.length === 0) return;
  const sorted = [...dated].sort((a, b) => a.iso.localeCompare(b.iso));
  const first = sorted[0]!;
  const lastDate = sorted[sorted.length - 1]!;
  const days = daysBetween(first.iso, lastDate.iso) + 1;
  if (days > 7) {
    throw refuse(
      fileName,
      `its dates run from ${first.iso} (row ${first.row}) to ${lastDate.iso} (row ${lastDate.row}), ${days} days: more than one pay week. Upload a report of one week.`,
    );
  }
  if (options.weekEnding) {
    if (!isValidIsoDate(options.weekEnding)) return;
    const start = addDaysIso(options.weekEnding, -6);
    const outside = dated.filter((d) => d.iso < start || d.iso > options.weekEnding!);
    if (outside.length > 0) {
      throw refuse(
        fileName,
        `its dates (${[...new Set(outside.map((d) => d.iso))].slice(0, 3).join(", ")} on row${outside.length === 1 ? "" : "s"} ${listRows([...new Set(outside.map((d) => d.row))])}) fall outside the week ${start} to ${options.weekEnding}. Choose the week the file covers, or upload that week's file.`,
      );
    }
  }
}

/**
 * A total row under the table must agree with the rows counted, column by column (each tip component and each
 * total-of-components column): a file that contradicts itself is refused, never read one way or the other. Of
 * several total rows after the last employee (a person's total, then the grand total), one agreeing is enough.
 */
function checkTotalRow(fileName: string, grid: SheetGrid, reading: TableReading) {
  const { parts, checks } = reading.columns.tipPlan;
  if (reading.columns.tipDays || reading.entries.length === 0) return;
  const lastEntry = Math.max(...reading.entries.map((e) => e.row)) - 1;
  const candidates = reading.totalRows.filter((r) => r > lastEntry);
  if (candidates.length === 0) return;
  const columns = [...parts, ...checks].map((t) => {
    const options = { decimalComma: usesDecimalComma(columnCells(grid, reading, t.c).map((x) => x.cell)) };
    const sumOf = (from: number, to: number) =>
      reading.entries
        .filter((e) => e.row - 1 > from && e.row - 1 < to)
        .reduce((acc, e) => {
          const amount = parseMoneyCell(grid.rows[e.row - 1]?.[t.c] ?? null, options);
          return acc + (amount.kind === "value" ? amount.hundredths : 0);
        }, 0);
    return { ...t, sumOf, options };
  });
  let differing: { row: number; text: string; says: number; sum: number } | undefined;
  for (const r of candidates) {
    // A total closes the whole table, or (a group's total) the rows since the total before it.
    const previous = Math.max(-1, ...reading.totalRows.filter((t) => t < r && t < lastEntry));
    let says = false;
    let first: typeof differing;
    for (const col of columns) {
      const amount = parseMoneyCell(grid.rows[r]?.[col.c] ?? null, col.options);
      if (amount.kind !== "value") continue;
      says = true;
      const whole = col.sumOf(-1, r);
      if (amount.hundredths !== whole && amount.hundredths !== col.sumOf(previous, r)) first ??= { row: r + 1, text: col.text, says: amount.hundredths, sum: whole };
    }
    if (says && !first) return;
    if (first) differing = first;
  }
  if (!differing) return;
  throw refuse(
    fileName,
    `the total row (row ${differing.row}) gives ${formatDollars(differing.says)} for "${differing.text}" but the employee rows add up to ${formatDollars(differing.sum)}. Which is right? Correct the file, then upload again.`,
  );
}

/** Refuses a file whose reading cannot be a week of tips (see the module comment). */
export function checkPlausible(fileName: string, grid: SheetGrid, reading: TableReading, options: ReadOptions): void {
  checkDecimalConventions(fileName, grid, reading);
  checkRates(fileName, grid, reading);
  checkTipsWithinSales(fileName, reading);
  checkTotalRow(fileName, grid, reading);
  checkDates(fileName, grid, reading, options);
}
