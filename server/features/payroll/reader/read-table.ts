import { type Amount, type AmountOptions, parseHoursCell, parseMoneyCell, usesDecimalComma } from "./amounts";
import type { ColumnMap, HeaderCandidate } from "./find-header";
import { type Cell, isBlankRow, mergedCellAt, rowContent, type SheetGrid } from "./grid";
import { type PersonName, personName, splitPersonName } from "./names";
import { isRepeatedHeader, rowTotalLabel } from "./row-rules";
import type { SkipKind, SkippedRow } from "./types";
import { formatDollars } from "@shared/domain/money";

/** One row that counts towards an employee. */
export interface TableEntry {
  /** 1-based. */
  row: number;
  name: PersonName;
  asWritten: string;
  tipsCents: number;
  /** In 1/100 hour; undefined when the sheet has no hours column or the cell gave none. */
  hoursHundredths?: number;
}

export interface TableReading {
  sheet: string;
  /** 1-based. */
  headerRow: number;
  columns: ColumnMap;
  hasHoursColumn: boolean;
  entries: TableEntry[];
  skipped: SkippedRow[];
  warnings: string[];
}

interface TipsResult {
  amount: Amount;
  rounded: boolean;
  /** The total column disagrees with cash + card. */
  mismatch: boolean;
  /** The total cell was empty or unreadable, so cash + card were used. */
  usedParts: boolean;
}
type AmountValue = Extract<Amount, { kind: "value" }>;
type TipRole = "tips" | "cashTips" | "cardTips";

function sumParts(parts: readonly Amount[]): Amount {
  const invalid = parts.find((p) => p.kind === "invalid");
  if (invalid) return invalid;
  const values = parts.filter((p): p is AmountValue => p.kind === "value");
  if (values.length === 0) return { kind: "blank" };
  return { kind: "value", hundredths: values.reduce((s, p) => s + p.hundredths, 0), rounded: values.some((p) => p.rounded) };
}

/** The total tips column when there is one (falling back to cash + card when its cell is empty), else cash + card. */
function readTips(row: readonly Cell[], columns: ColumnMap, options: Record<TipRole, AmountOptions>): TipsResult {
  const read = (role: TipRole): Amount => {
    const c = columns.index[role];
    return c === undefined ? { kind: "blank" } : parseMoneyCell(row[c] ?? null, options[role]);
  };
  const parts = sumParts([read("cashTips"), read("cardTips")]);
  const base = { mismatch: false, usedParts: false };
  if (columns.index.tips === undefined) return { ...base, amount: parts, rounded: parts.kind === "value" && parts.rounded };
  const total = read("tips");
  if (total.kind === "value") {
    const bothParts = columns.index.cashTips !== undefined && columns.index.cardTips !== undefined;
    const mismatch = bothParts && parts.kind === "value" && parts.hundredths !== total.hundredths;
    return { ...base, amount: total, rounded: total.rounded, mismatch };
  }
  if (parts.kind === "value") return { ...base, amount: parts, rounded: parts.rounded, usedParts: true };
  return { ...base, amount: total, rounded: false };
}

const partsLabel = (columns: ColumnMap) =>
  [columns.text.cashTips, columns.text.cardTips].filter((t) => t !== undefined).map((t) => `"${t}"`).join(" + ");

function columnCells(grid: SheetGrid, from: number, c: number | undefined): Cell[] {
  if (c === undefined) return [];
  const cells: Cell[] = [];
  for (let r = from; r < grid.rows.length; r++) cells.push(grid.rows[r]?.[c] ?? null);
  return cells;
}

function rowName(grid: SheetGrid, r: number, columns: ColumnMap): { name: PersonName | null; asWritten: string } {
  const text = (c: number | undefined) => {
    if (c === undefined) return "";
    const cell = mergedCellAt(grid, r, c);
    return typeof cell === "string" ? cell : "";
  };
  if (columns.index.employee !== undefined) {
    const written = text(columns.index.employee);
    return { name: written.trim() === "" ? null : personName(written), asWritten: written };
  }
  const first = text(columns.index.firstName);
  const last = text(columns.index.lastName);
  if (first.trim() === "" && last.trim() === "") return { name: null, asWritten: "" };
  return { name: splitPersonName(first, last), asWritten: `${first} ${last}`.trim() };
}

export function readTable(fileName: string, grid: SheetGrid, header: HeaderCandidate): TableReading {
  const { columns } = header;
  const at = (r: number) => `${fileName}, sheet "${grid.name}", row ${r + 1}`;
  const skipped: SkippedRow[] = [];
  const warnings: string[] = [];
  const entries: TableEntry[] = [];
  const skip = (r: number, kind: SkipKind, reason: string) =>
    skipped.push({ file: fileName, sheet: grid.name, row: r + 1, content: rowContent(grid.rows[r]), reason, kind });

  for (let r = 0; r < header.row; r++) {
    if (isBlankRow(grid.rows[r])) skip(r, "blank", "blank row above the header");
    else skip(r, "title", "title line above the header");
  }

  const first = header.row + 1;
  const decimalComma = (c: number | undefined): AmountOptions => ({ decimalComma: usesDecimalComma(columnCells(grid, first, c)) });
  const options = {
    tips: decimalComma(columns.index.tips),
    cashTips: decimalComma(columns.index.cashTips),
    cardTips: decimalComma(columns.index.cardTips),
  };
  const hoursOptions = decimalComma(columns.index.hours);
  const hasHoursColumn = columns.index.hours !== undefined;
  const nameColumns = [columns.index.employee, columns.index.firstName, columns.index.lastName].filter((c): c is number => c !== undefined);
  const headerCells = grid.rows[header.row] ?? [];

  let tableSum = 0;
  let groupSum = 0;
  let roundedAmounts = 0;
  const mismatches: number[] = [];

  // Blank rows after the last filled one are not part of the table and not worth reporting.
  let end = grid.rows.length;
  while (end > first && isBlankRow(grid.rows[end - 1])) end--;

  for (let r = first; r < end; r++) {
    const row = grid.rows[r];
    if (!row || isBlankRow(row)) {
      skip(r, "blank", "blank row");
      continue;
    }
    if (isRepeatedHeader(row, headerCells, columns)) {
      skip(r, "repeated-header", "header row repeated");
      continue;
    }
    const label = rowTotalLabel(row, nameColumns);
    if (label) {
      skip(r, label.kind, label.reason);
      if (label.kind === "subtotal") groupSum = 0;
      continue;
    }

    const { name, asWritten } = rowName(grid, r, columns);
    const tips = readTips(row, columns, options);
    const hours = hasHoursColumn ? parseHoursCell(row[columns.index.hours!] ?? null, hoursOptions) : ({ kind: "blank" } as Amount);

    if (!name) {
      if (tips.amount.kind === "value") {
        const cents = tips.amount.hundredths;
        if (entries.length > 0 && (cents === tableSum || cents === groupSum)) {
          skip(r, "total", "total row without a label (equals the sum of the rows above)");
        } else {
          skip(r, "no-name", "tip amount without an employee name");
          warnings.push(`${at(r)}: ${formatDollars(cents)} in tips has no employee name and was not counted.`);
        }
      } else {
        skip(r, "no-name", "no employee name");
      }
      continue;
    }

    let tipsCents: number;
    if (tips.amount.kind === "invalid") {
      skip(r, "unreadable-amount", `tip amount "${tips.amount.text}" is not a number`);
      warnings.push(`${at(r)}: the tip amount "${tips.amount.text}" for ${name.display} is not a number; the row was not counted.`);
      continue;
    } else if (tips.amount.kind === "blank") {
      if (hours.kind !== "value") {
        skip(r, "no-amount", "no tip amount");
        continue;
      }
      tipsCents = 0;
      warnings.push(`${at(r)}: ${name.display} has hours but no tip amount; counted as $0.00.`);
    } else {
      tipsCents = tips.amount.hundredths;
    }
    if (tips.rounded) roundedAmounts++;
    if (tips.mismatch) mismatches.push(r + 1);
    if (tips.usedParts) {
      warnings.push(`${at(r)}: "${columns.text.tips}" is empty or unreadable for ${name.display}; ${partsLabel(columns)} used instead.`);
    }

    let hoursHundredths: number | undefined;
    if (hasHoursColumn) {
      if (hours.kind === "value") {
        hoursHundredths = hours.hundredths;
        if (hours.rounded) warnings.push(`${at(r)}: hours rounded to the hundredth for ${name.display}.`);
      } else if (hours.kind === "invalid") {
        warnings.push(`${at(r)}: the hours "${hours.text}" for ${name.display} are not a number.`);
      } else {
        warnings.push(`${at(r)}: ${name.display} has no hours.`);
      }
    }

    entries.push({ row: r + 1, name, asWritten, tipsCents, hoursHundredths });
    tableSum += tipsCents;
    groupSum += tipsCents;
  }

  if (roundedAmounts > 0) {
    warnings.push(`${fileName}: ${roundedAmounts} tip amount${roundedAmounts === 1 ? "" : "s"} had fractions of a cent and ${roundedAmounts === 1 ? "was" : "were"} rounded to the cent.`);
  }
  if (mismatches.length > 0) {
    warnings.push(
      `${fileName}: on row${mismatches.length === 1 ? "" : "s"} ${mismatches.join(", ")} "${columns.text.tips}" differs from ${partsLabel(columns)}; "${columns.text.tips}" was used.`,
    );
  }
  for (const { role, text } of columns.alsoMatched) {
    if (role === "tips") warnings.push(`${fileName}: several tip columns; "${columns.text.tips}" was read and "${text}" was not.`);
    if (role === "employee") warnings.push(`${fileName}: several name columns; "${columns.text.employee}" was read and "${text}" was not.`);
    if (role === "hours") warnings.push(`${fileName}: several hours columns; "${columns.text.hours}" was read and "${text}" was not.`);
  }

  return { sheet: grid.name, headerRow: header.row + 1, columns, hasHoursColumn, entries, skipped, warnings };
}
