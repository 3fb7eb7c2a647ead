import { formatDollars } from "@shared/domain/money";
import { type Amount, type AmountOptions, parseHoursCell, parseMoneyCell, parseMoneyText, usesDecimalComma } from "./amounts";
import type { ColumnMap, HeaderCandidate } from "./find-header";
import { type Cell, cellAt, isBlankCell, isBlankRow, mergedCellAt, rowContent, type SheetGrid } from "./grid";
import { MAX_SKIPPED_ROWS_LISTED } from "./limits";
import { PayrollFileError, quoteFile } from "./errors";
import { type PersonName, personName, splitPersonName } from "./names";
import { readTips, type TipColumns } from "./read-tips";
import { repeatedHeaderTest, rowTotalLabel } from "./row-rules";
import type { SkipKind, SkippedRow } from "./types";
import { listRows, WarningLog } from "./warning-log";

/** One row that counts towards an employee. */
export interface TableEntry {
  /** 1-based. */
  row: number;
  name: PersonName;
  asWritten: string;
  tipsCents: number;
  /** In 1/100 hour; undefined when the sheet has no hours column or the cell gave none. */
  hoursHundredths?: number;
  /** The tip components read on this row (one per component column), summing to tipsCents. */
  components: { label: string; cents: number }[];
  /** The job cell's text, when the sheet has a job column and the cell is filled. */
  jobRole?: string;
  /** Undefined when the sheet has no card tips column; a blank or unreadable cell counts as 0. */
  cardTipsCents?: number;
  /** Undefined when the sheet has no sales column; a blank or unreadable cell counts as 0. */
  salesCents?: number;
}

export interface TableReading {
  sheet: string;
  /** 1-based. */
  headerRow: number;
  columns: ColumnMap;
  hasHoursColumn: boolean;
  /** The tip components read, as their headers are written. */
  componentLabels: string[];
  entries: TableEntry[];
  skipped: SkippedRow[];
  /** 0-based rows read as totals or subtotals (labelled or not): plausibility checks them against the rows counted. */
  totalRows: number[];
  warnings: string[];
}

const BLANK: Amount = { kind: "blank" };
/** Words of a section heading ("Front of House", "Bar Staff", "PM Shift"), never of a person's name alone on a row. */
const SECTION_WORDS = new Set([
  "staff", "house", "foh", "boh", "department", "dept", "team", "crew", "shift", "section", "area", "station", "group",
  "am", "pm", "lunch", "dinner", "brunch", "breakfast", "bar", "kitchen", "dining", "patio", "lounge", "banquet", "banquets",
  "servers", "bartenders", "bussers", "hosts", "runners", "barbacks", "cooks", "dishwashers", "managers", "support", "expo",
  "server", "bartender", "busser", "host", "hostess", "runner", "barback", "cook", "dishwasher", "manager", "assistants",
]);
/** Letters, marks, apostrophes, hyphens, periods, commas and spaces: "O'Brien, Ana M.", "Jean-Luc Chen". */
const LOOKS_LIKE_NAME = /^\p{L}[\p{L}\p{M}'’.,\- ]*$/u;

const partsLabel = (columns: ColumnMap) =>
  columns.tipDays ? "the sum of the day columns" : columns.tipPlan.parts.map((t) => `"${t.text}"`).join(" + ");

/** "Mon … Sun" (under "Tips"): the day columns as one component. */
function dayLabel(grid: SheetGrid, header: HeaderCandidate, days: readonly number[]): string {
  const row = grid.rows[header.row] ?? [];
  return `${String(row[days[0]!] ?? "").trim()} … ${String(row[days[days.length - 1]!] ?? "").trim()}`;
}

function decimalCommaOf(grid: SheetGrid, from: number, c: number | undefined): AmountOptions {
  if (c === undefined) return {};
  const cells: Cell[] = [];
  for (let r = from; r < grid.rows.length; r++) cells.push(grid.rows[r]?.[c] ?? null);
  return { decimalComma: usesDecimalComma(cells) };
}

function nameText(grid: SheetGrid, r: number, c: number | undefined): string {
  if (c === undefined) return "";
  const cell = mergedCellAt(grid, r, c);
  return typeof cell === "string" ? cell : "";
}

function rowName(grid: SheetGrid, r: number, columns: ColumnMap): { name: PersonName | null; asWritten: string } {
  if (columns.index.employee !== undefined) {
    const written = nameText(grid, r, columns.index.employee);
    return { name: written.trim() === "" ? null : personName(written), asWritten: written };
  }
  const first = nameText(grid, r, columns.index.firstName);
  const last = nameText(grid, r, columns.index.lastName);
  if (first.trim() === "" && last.trim() === "") return { name: null, asWritten: "" };
  return { name: splitPersonName(first, last), asWritten: `${first} ${last}`.trim() };
}

// "Employee: Garcia, Maria", "Server - Ana Ruiz": a label before the name on a block's name line.
const NAME_LINE_LABEL = /^(?:employee(?: name)?|name|server|staff(?: member)?|team member|associate|emp(?:loyee)?)\s*[:\-–]\s*/i;

/** A line naming the person of the rows below it: one text cell that reads as a name. */
function nameLine(row: readonly Cell[]): { name: PersonName; asWritten: string } | null {
  const filled = row.filter((cell) => !isBlankCell(cell));
  const only = filled[0];
  if (filled.length !== 1 || typeof only !== "string" || parseMoneyText(only).kind !== "invalid") return null;
  const name = personName(only.trim().replace(NAME_LINE_LABEL, ""));
  if (!name || !LOOKS_LIKE_NAME.test(name.display)) return null;
  const words = name.display.split(/\s+/).length;
  return words >= 1 && words <= 6 ? { name, asWritten: only } : null;
}

/** Reads the rows under a header: employee rows become entries, every other row is reported as skipped. */
export function readTable(fileName: string, grid: SheetGrid, header: HeaderCandidate): TableReading {
  const { columns } = header;
  const at = (r: number) => `${fileName}, sheet "${grid.name}", row ${r + 1}`;
  const skipped: SkippedRow[] = [];
  let unlisted = 0;
  const warnings = new WarningLog(fileName);
  const entries: TableEntry[] = [];
  const skipNow = (r: number, kind: SkipKind, reason: string) => {
    if (skipped.length >= MAX_SKIPPED_ROWS_LISTED) unlisted++;
    else skipped.push({ file: fileName, sheet: grid.name, row: r + 1, content: rowContent(grid.rows[r]), reason, kind });
  };
  /**
   * Rows holding a person's name and nothing else, waiting for what follows: inside the table (another
   * employee row or the total that closes the table follows) they are employees with no tips; after its end
   * (a blank row, nothing) they are notes under it.
   */
  let pending: { r: number; entry: TableEntry }[] = [];
  const takePending = () => {
    for (const p of pending) {
      warnings.add("rows with no tip amount", `${at(p.r)}: ${p.entry.name.display} is listed with no tip amount; counted as $0.00.`);
      entries.push(p.entry);
    }
    pending = [];
  };
  const totalRows: number[] = [];
  const skip = (r: number, kind: SkipKind, reason: string) => {
    if (kind === "total" || kind === "subtotal") totalRows.push(r);
    if (kind === "total" || kind === "subtotal") takePending();
    for (const p of pending) skipNow(p.r, "no-amount", "no tip amount");
    pending = [];
    skipNow(r, kind, reason);
  };

  // A report printed in blocks: the person of the rows below is named on a line of their own.
  let blockPerson: { name: PersonName; asWritten: string } | undefined;
  let above = header.row - 1;
  while (header.nameLines && above >= 0 && isBlankRow(grid.rows[above])) above--;
  // Blocks are a pattern: some name line below the header, or the line above it is a title, not a name.
  const blocksBelow = header.nameLines === true && grid.rows.some((row, r) => r > header.row && row !== undefined && nameLine(row) !== null && rowTotalLabel(row, []) === null);
  const firstNameLine = blocksBelow && above >= 0 ? nameLine(grid.rows[above] ?? []) : null;
  for (let r = 0; r < header.row; r++) {
    if (r === above && firstNameLine) {
      blockPerson = firstNameLine;
      skip(r, "title", "line naming the employee of the rows below");
    } else if (isBlankRow(grid.rows[r])) skip(r, "blank", "blank row above the header");
    else if (r === header.groupRow) skip(r, "title", "group labels of the two-row header");
    else skip(r, "title", "title line above the header");
  }

  const first = header.row + 1;
  if (columns.tipProblem) {
    throw new PayrollFileError(400, "ambiguous_tips", `${quoteFile(fileName)} (sheet "${grid.name}", row ${header.row + 1}) ${columns.tipProblem}`, fileName);
  }
  const tipCell = (c: number) => ({ c, options: decimalCommaOf(grid, first, c) });
  const tipColumns: TipColumns = {
    parts: columns.tipPlan.parts.map((p) => tipCell(p.c)),
    checks: columns.tipPlan.checks.map((p) => tipCell(p.c)),
    days: columns.tipDays?.map(tipCell),
  };
  /** The components shown in the breakdown, in the order of readTips' partCents. */
  const componentLabels = [...columns.tipPlan.parts.map((p) => p.text), ...(columns.tipDays ? [dayLabel(grid, header, columns.tipDays)] : [])];
  const checkLabel = columns.tipPlan.checks[0]?.text ?? "";
  const hoursColumn = columns.index.hours;
  const hoursOptions = decimalCommaOf(grid, first, hoursColumn);
  const hoursParts = hoursColumn === undefined ? (columns.hoursParts ?? []).map((p) => ({ c: p.c, options: decimalCommaOf(grid, first, p.c) })) : [];
  /** Regular + Overtime (+ Double time): blank parts count 0 beside filled ones; an unreadable one makes the sum unreadable. */
  const hoursFromParts = (row: readonly Cell[]): Amount => {
    let sum: Amount = BLANK;
    for (const p of hoursParts) {
      const part = parseHoursCell(row[p.c] ?? null, p.options);
      if (part.kind === "invalid" || sum.kind === "invalid") sum = part.kind === "invalid" ? part : sum;
      else if (part.kind === "value") sum = sum.kind === "value" ? { kind: "value", hundredths: sum.hundredths + part.hundredths, rounded: sum.rounded || part.rounded } : part;
    }
    return sum;
  };
  const hasHours = hoursColumn !== undefined || hoursParts.length > 0;
  const cardOptions = decimalCommaOf(grid, first, columns.index.cardTips);
  const salesOptions = decimalCommaOf(grid, first, columns.index.sales);
  /** A money cell of an optional column: undefined without the column, 0 when blank or unreadable. */
  const optionalMoney = (row: readonly Cell[], c: number | undefined, options: AmountOptions) => {
    if (c === undefined) return undefined;
    const amount = parseMoneyCell(row[c] ?? null, options);
    return amount.kind === "value" ? amount.hundredths : 0;
  };
  const nameColumns = [columns.index.employee, columns.index.firstName, columns.index.lastName].filter((c): c is number => c !== undefined);
  const isRepeatedHeader = repeatedHeaderTest(grid.rows[header.row] ?? [], columns);
  // Columns of the table: headed on the header row (or on the group row of a two-row header).
  const headed = (c: number) => !isBlankCell(cellAt(grid, header.row, c)) || (header.groupRow !== undefined && !isBlankCell(mergedCellAt(grid, header.groupRow, c)));
  /**
   * A row naming a person with an empty tips cell is an employee with $0.00 when it is a row of the table
   * (other headed cells filled: an ID, a job, sales) and its name cell reads as a name; a line of text alone
   * ("Bar", "Prepared by: …", "Page 1 of 2", a footnote) is not.
   */
  const isListedPerson = (row: readonly Cell[], written: string) => {
    if (!LOOKS_LIKE_NAME.test(written.trim()) || written.trim().split(/\s+/).length > 6) return false;
    return row.some((cell, c) => !nameColumns.includes(c) && !isBlankCell(cell) && headed(c));
  };

  /** A name alone on its row, between employee rows, is a person listed without tips (not a group label or a note). */
  const isLoneName = (written: string, display: string) => {
    const words = display.split(/\s+/);
    if (words.length < 2 || words.length > 5 || !LOOKS_LIKE_NAME.test(display)) return false;
    // Where names are written "Last, First", a label without a comma is not one of them.
    const withComma = entries.filter((e) => e.asWritten.includes(",")).length;
    if (withComma * 2 > entries.length && !written.includes(",")) return false;
    if (words.some((w) => SECTION_WORDS.has(w.toLowerCase()))) return false;
    return !entries.some((e) => e.jobRole !== undefined && e.jobRole.toLowerCase() === display.toLowerCase());
  };

  /** A text cell (a date, a shift) in a column of the table other than the name and amount columns. */
  const amountColumns = new Set([
    ...columns.tipPlan.parts.map((p) => p.c),
    ...columns.tipPlan.checks.map((p) => p.c),
    columns.index.cashTips,
    columns.index.cardTips,
    hoursColumn,
    ...hoursParts.map((p) => p.c),
    columns.index.sales,
    ...(columns.tipDays ?? []),
  ]);
  const hasTextBesideAmounts = (row: readonly Cell[]) =>
    row.some((cell, c) => typeof cell === "string" && !nameColumns.includes(c) && !amountColumns.has(c) && headed(c) && parseMoneyText(cell).kind === "invalid");
  let previous: { r: number; name: PersonName; asWritten: string } | undefined;

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
    if (isRepeatedHeader(row)) {
      skip(r, "repeated-header", "header row repeated");
      continue;
    }
    const label = rowTotalLabel(row, nameColumns);
    if (label) {
      skip(r, label.kind, label.reason);
      if (label.kind === "subtotal") groupSum = 0;
      blockPerson = undefined;
      continue;
    }
    if (header.nameLines) {
      const line = nameLine(row);
      if (line) {
        blockPerson = line;
        skip(r, "title", "line naming the employee of the rows below");
        continue;
      }
    }

    let { name, asWritten } = header.nameLines ? (blockPerson ?? { name: null, asWritten: "" }) : rowName(grid, r, columns);
    const tips = readTips(row, tipColumns);
    const hours = hoursColumn === undefined ? hoursFromParts(row) : parseHoursCell(row[hoursColumn] ?? null, hoursOptions);

    // Filled down: a shift row (a date or other text beside its amounts) right under a person's row belongs
    // to that person, as report exports print the name once per group of rows.
    if (!name && previous?.r === r - 1 && tips.amount.kind === "value" && hasTextBesideAmounts(row)) {
      ({ name, asWritten } = previous);
      warnings.add("rows named on the row above", `${at(r)}: no name; counted for ${name.display}, named on the row above.`);
    }

    if (!name) {
      if (tips.amount.kind !== "value") {
        skip(r, "no-name", "no employee name");
      } else if (entries.length > 0 && (tips.amount.hundredths === tableSum || tips.amount.hundredths === groupSum)) {
        skip(r, "total", "total row without a label (equals the sum of the rows above)");
      } else {
        skip(r, "no-name", "tip amount without an employee name");
        warnings.add("amounts without a name", `${at(r)}: ${formatDollars(tips.amount.hundredths)} in tips has no employee name and was not counted.`);
      }
      continue;
    }

    let tipsCents: number;
    if (tips.amount.kind === "invalid") {
      if (tips.amount.text.includes("%")) {
        throw new PayrollFileError(400, "implausible", `${quoteFile(fileName)}: the tips column ${partsLabel(columns)} holds percentages ("${tips.amount.text}" on row ${r + 1}), not dollars. Upload the tip amounts.`, fileName);
      }
      skip(r, "unreadable-amount", `tip amount "${tips.amount.text}" is not a number`);
      warnings.add("unreadable tip amounts", `${at(r)}: the tip amount "${tips.amount.text}" for ${name.display} is not a number; the row was not counted.`);
      continue;
    } else if (tips.amount.kind === "blank") {
      if (hours.kind === "value") {
        warnings.add("rows with hours but no tips", `${at(r)}: ${name.display} has hours but no tip amount; counted as $0.00.`);
      } else if (!header.nameLines && isListedPerson(row, name.display)) {
        warnings.add("rows with no tip amount", `${at(r)}: ${name.display} is listed with no tip amount; counted as $0.00.`);
      } else if (!header.nameLines && isLoneName(asWritten, name.display)) {
        pending.push({ r, entry: { row: r + 1, name, asWritten, tipsCents: 0, components: [] } });
        continue;
      } else {
        skip(r, "no-amount", "no tip amount");
        continue;
      }
      tipsCents = 0;
    } else {
      tipsCents = tips.amount.hundredths;
      if (tips.amount.rounded) roundedAmounts++;
    }
    if (tips.mismatch) mismatches.push(r + 1);
    if (tips.usedCheck) {
      warnings.add("rows with only a total", `${at(r)}: ${partsLabel(columns)} are empty for ${name.display}; "${checkLabel}" was read.`);
    }

    let hoursHundredths: number | undefined;
    if (hours.kind === "value") {
      hoursHundredths = hours.hundredths;
      if (hours.rounded) warnings.add("hours rounded", `${at(r)}: hours rounded to the hundredth for ${name.display}.`);
    } else if (hasHours) {
      const why = hours.kind === "invalid" ? `the hours "${hours.text}" are not a number` : "no hours";
      warnings.add("rows without hours", `${at(r)}: ${name.display} has ${why}.`);
    }

    const components =
      tips.amount.kind !== "value" ? [] : tips.usedCheck ? [{ label: checkLabel, cents: tipsCents }] : componentLabels.map((label, i) => ({ label, cents: tips.partCents[i] ?? 0 }));
    const entry: TableEntry = { row: r + 1, name, asWritten, tipsCents, hoursHundredths, components };
    const job = columns.index.jobRole === undefined ? null : row[columns.index.jobRole];
    if (typeof job === "string" && job.trim() !== "") entry.jobRole = job.replace(/\s+/g, " ").trim();
    const card = optionalMoney(row, columns.index.cardTips, cardOptions);
    if (card !== undefined) entry.cardTipsCents = card;
    const sales = optionalMoney(row, columns.index.sales, salesOptions);
    if (sales !== undefined) entry.salesCents = sales;
    takePending();
    entries.push(entry);
    previous = { r, name, asWritten };
    tableSum += tipsCents;
    groupSum += tipsCents;
  }

  for (const p of pending) skipNow(p.r, "no-amount", "no tip amount");

  const notes: string[] = [];
  if (roundedAmounts > 0) {
    notes.push(`${fileName}: ${roundedAmounts} tip amount${roundedAmounts === 1 ? "" : "s"} had fractions of a cent and ${roundedAmounts === 1 ? "was" : "were"} rounded to the cent.`);
  }
  if (mismatches.length > 0) {
    const total = columns.tipPlan.checks.map((t) => `"${t.text}"`).join(" and ");
    throw new PayrollFileError(
      400,
      "tip_total_mismatch",
      `${quoteFile(fileName)}: on sheet "${grid.name}", row${mismatches.length === 1 ? "" : "s"} ${listRows(mismatches)}, ${total} differs from ${partsLabel(columns)}. Which holds the tips to pay? Correct the file, or keep only the columns to read, then upload again.`,
      fileName,
    );
  }
  for (const { role, text } of columns.alsoMatched) {
    if (role === "employee" || role === "hours") {
      notes.push(`${fileName}: several ${role === "employee" ? "name" : role} columns; "${columns.text[role]}" was read and "${text}" was not.`);
    }
  }
  if (unlisted > 0) notes.push(`${fileName}: ${unlisted} more skipped rows are not listed.`);

  return { sheet: grid.name, headerRow: header.row + 1, columns, hasHoursColumn: hasHours, componentLabels, entries, skipped, totalRows, warnings: [...warnings.list(), ...notes] };
}
