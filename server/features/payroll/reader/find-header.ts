import { type ColumnRole, headerRole, normalizeHeader } from "./header-names";
import { type Cell, isBlankCell, type SheetGrid } from "./grid";
import { HEADER_SEARCH_ROWS } from "./limits";
import { totalLabel } from "./row-rules";
import { planTipColumns, tipKind, type TipColumn, type TipPlan } from "./tip-columns";

export interface ColumnMap {
  /** 0-based column of each role found. */
  index: Partial<Record<ColumnRole, number>>;
  /** Header text as written, per role. */
  text: Partial<Record<ColumnRole, string>>;
  /** Other headers that also named a role taken by an earlier-ranked column ("Tips" beside "Total Tips"). */
  alsoMatched: { role: ColumnRole; text: string; c: number }[];
  /** A week laid out by day: the day columns holding tips, summed (with no total column, or to check it). */
  tipDays?: number[];
  /** Without a total hours column: Regular + Overtime (+ Double time) hours columns, summed. */
  hoursParts?: { c: number; text: string }[];
  /** The tip columns read: components summed, totals checked (tip-columns.ts). */
  tipPlan: TipPlan;
  /** Why the tip columns cannot be read as they are (the headers leave open how they add up). */
  tipProblem?: string;
}

export interface HeaderCandidate {
  /** 0-based row index of the (last) header row; the data starts below it. */
  row: number;
  columns: ColumnMap;
  /** Two-row header: the 0-based row of the group labels above the sub-labels ("Tips" over "Cash | Credit"). */
  groupRow?: number;
  /** No name column: each person is named on a line of their own above their rows (a report printed in blocks). */
  nameLines?: boolean;
}

// "Regular Hours", "Reg Hrs", "Overtime Hours", "OT", "Double Time Hours", "DT Hrs": hours by pay rate (ADP, Paychex, Gusto).
const HOURS_PART = /^(?:regular|reg|overtime|over time|ot|double ?time|double overtime|dt|dot)(?: hours?| hrs?)?$/;
const HOURS_WORD = /\b(?:hours?|hrs?)\b/;

/** The hours-by-rate columns of a header row: at least one must say hours ("Regular Hours" beside "OT"). */
function hoursPartColumns(row: readonly unknown[]): { c: number; text: string }[] {
  const parts: { c: number; text: string }[] = [];
  row.forEach((cell, c) => {
    if (typeof cell !== "string") return;
    if (HOURS_PART.test(normalizeHeader(cell))) parts.push({ c, text: cell.replace(/\s+/g, " ").trim() });
  });
  return parts.some((p) => HOURS_WORD.test(normalizeHeader(p.text))) ? parts : [];
}

export function mapColumns(row: readonly unknown[]): ColumnMap {
  const best: Partial<Record<ColumnRole, { c: number; rank: number; text: string }>> = {};
  const alsoMatched: { role: ColumnRole; text: string; c: number }[] = [];
  row.forEach((cell, c) => {
    if (typeof cell !== "string") return;
    const match = headerRole(cell);
    if (!match) return;
    const text = cell.replace(/\s+/g, " ").trim();
    const current = best[match.role];
    if (!current || match.rank < current.rank) {
      if (current) alsoMatched.push({ role: match.role, text: current.text, c: current.c });
      best[match.role] = { c, rank: match.rank, text };
    } else {
      alsoMatched.push({ role: match.role, text, c });
    }
  });
  const index: ColumnMap["index"] = {};
  const text: ColumnMap["text"] = {};
  for (const [role, found] of Object.entries(best) as [ColumnRole, { c: number; text: string }][]) {
    index[role] = found.c;
    text[role] = found.text;
  }
  const tipColumns: TipColumn[] = [];
  for (const role of ["tips", "cashTips", "cardTips"] as const) {
    const found = best[role];
    if (found) tipColumns.push({ c: found.c, text: found.text, kind: tipKind(found.text, role) });
  }
  for (const also of alsoMatched) {
    if (also.role === "tips" || also.role === "cashTips" || also.role === "cardTips") tipColumns.push({ c: also.c, text: also.text, kind: tipKind(also.text, also.role) });
  }
  const hoursParts = index.hours === undefined ? hoursPartColumns(row) : [];
  const withHours = hoursParts.length >= 2 ? { hoursParts } : {};
  const planned = planTipColumns(tipColumns);
  if ("problem" in planned) return { index, text, alsoMatched, ...withHours, tipPlan: { parts: [], checks: [] }, tipProblem: planned.problem };
  return { index, text, alsoMatched, ...withHours, tipPlan: planned.plan };
}

export const hasNameColumn = (m: ColumnMap) =>
  m.index.employee !== undefined || m.index.firstName !== undefined || m.index.lastName !== undefined;

export const hasTipsColumn = (m: ColumnMap) =>
  m.index.tips !== undefined || m.index.cashTips !== undefined || m.index.cardTips !== undefined || (m.tipDays?.length ?? 0) > 0;

export interface HeaderSearch {
  /** The first row naming both an employee column and a tips column. */
  header?: HeaderCandidate;
  /** The first row naming an employee column but no tips column (for the error message). */
  nameOnly?: HeaderCandidate;
  /** The first row of labels naming tips columns but no name column (a report printed in blocks, maybe). */
  tipsOnly?: HeaderCandidate;
}

const tipColumnCount = (m: ColumnMap) => [m.index.tips, m.index.cashTips, m.index.cardTips].filter((c) => c !== undefined).length;

/** A row of labels only: some text, no numbers, no digits (a data row has amounts, dates or IDs). */
function isLabelRow(row: readonly Cell[] | undefined): row is readonly Cell[] {
  if (!row) return false;
  let labels = 0;
  for (const cell of row) {
    if (isBlankCell(cell)) continue;
    if (typeof cell !== "string" || /\d/.test(cell)) return false;
    labels++;
  }
  return labels > 0;
}

const MAX_GROUP_LABEL_WORDS = 3;
const TIP_ROLES = new Set<ColumnRole>(["tips", "cashTips", "cardTips"]);

/** What a column under an unmerged group label says of its kind ("Cash", "Credit", "Total" under "Tips"). */
const SUB_LABEL = /^(cash|credit|card|credit card|charged|charge|cc|declared|non cash|noncash|electronic|total|amount|net|paid|received|owed|reported|collected|earned)$/;

/**
 * The header texts of two header rows read together: a group label above sub-labels ("Tips" over "Cash",
 * "Credit", "Total") names each column "Cash Tips", "Credit Tips", "Total Tips". A group label covers the
 * columns of its merged range, or, unmerged, the sub-labelled columns to its right up to the next label.
 * A column labelled on one row only keeps that label ("Employee" written once, over two rows).
 */
export function combinedHeaderTexts(grid: SheetGrid, upperRow: number): (string | null)[] {
  const upper = grid.rows[upperRow] ?? [];
  const lower = grid.rows[upperRow + 1] ?? [];
  const width = Math.max(upper.length, lower.length);
  const text = (cell: Cell | undefined) => (typeof cell === "string" && cell.trim() !== "" ? cell.trim() : null);
  // A sheet that merges its group labels shows their extent; otherwise a label covers the sub-labels to its right.
  const merged = grid.merges.filter((m) => m.s.r <= upperRow && m.e.r >= upperRow && m.e.c > m.s.c);
  const out: (string | null)[] = [];
  let carried: string | null = null;
  for (let c = 0; c < width; c++) {
    const below = text(lower[c]);
    let above = text(upper[c]);
    if (above === null && merged.length > 0) {
      const merge = merged.find((m) => m.s.c < c && m.e.c >= c);
      if (merge) above = text(grid.rows[merge.s.r]?.[merge.s.c]);
    } else if (above === null && below !== null && carried !== null && SUB_LABEL.test(normalizeHeader(below))) above = carried;
    // An unmerged group label carries right only over sub-labelled columns.
    carried = text(upper[c]) !== null ? (below !== null ? text(upper[c]) : null) : below !== null ? carried : null;
    // A label that names a column alone keeps its meaning; a long line above is a title, not a group label.
    const groupLabel = above !== null && above.split(/\s+/).length <= MAX_GROUP_LABEL_WORDS;
    const own = below === null ? undefined : headerRole(below);
    // Only a label saying a kind of tips ("Cash", "Total", "Tips") takes its group's name.
    const kindOfTips = below !== null && (own ? TIP_ROLES.has(own.role) : SUB_LABEL.test(normalizeHeader(below)));
    if (above === null || below === null || !groupLabel || !kindOfTips || above.toLowerCase() === below.toLowerCase()) {
      out.push(below ?? above);
    } else {
      // "Cash" under "Tips" reads "Cash Tips"; "Tips" under "Credit Card" reads "Credit Card Tips".
      const both = own ? [`${above} ${below}`, `${below} ${above}`] : [`${below} ${above}`, `${above} ${below}`];
      out.push(both.find((t) => headerRole(t) !== undefined) ?? (own ? below : both[0]!));
    }
  }
  return out;
}

/** The two-row header with upper row r, when it names a name column and more tips columns than `than`. */
function twoRowHeader(grid: SheetGrid, upper: number, than: number): HeaderCandidate | undefined {
  if (!isLabelRow(grid.rows[upper]) || !isLabelRow(grid.rows[upper + 1])) return undefined;
  const columns = mapColumns(combinedHeaderTexts(grid, upper));
  if (!hasNameColumn(columns) || tipColumnCount(columns) <= than) return undefined;
  return { row: upper + 1, columns, groupRow: upper };
}

const NAME_SAMPLE_ROWS = 30;

/** The share of the filled cells under a header, in one column, that hold a word (a name, not an ID or a number). */
function wordShare(grid: SheetGrid, headerRow: number, c: number): number {
  let filled = 0;
  let words = 0;
  for (let r = headerRow + 1; r < Math.min(grid.rows.length, headerRow + 1 + NAME_SAMPLE_ROWS); r++) {
    const row = grid.rows[r];
    const cell = row?.[c] ?? null;
    // Data rows only: not a note alone on its line, not a total.
    if (isBlankCell(cell) || row!.filter((x) => !isBlankCell(x)).length < 2 || (typeof cell === "string" && totalLabel(cell))) continue;
    filled++;
    // "E1042", "EMP-1042" are codes; "1042 - Garcia, Maria" holds a name.
    if (typeof cell === "string" && cell.split(/\s+/).some((token) => !/\d/.test(token) && /\p{L}{2,}/u.test(token))) words++;
  }
  return filled === 0 ? 0 : words / filled;
}

/**
 * "Employee" over employee numbers beside "Name" over names: the name column is the one holding names.
 * When the column chosen by its header holds numbers or codes, another name column (or First/Last Name) is read.
 */
function namesByContent(grid: SheetGrid, header: HeaderCandidate): HeaderCandidate {
  const { index, text, alsoMatched } = header.columns;
  const employee = index.employee;
  if (employee === undefined || wordShare(grid, header.row, employee) >= 0.5) return header;
  const other = alsoMatched.find((m) => m.role === "employee" && wordShare(grid, header.row, m.c) >= 0.5);
  const split = index.firstName !== undefined || index.lastName !== undefined;
  if (!other && !split) return header;
  const columns: ColumnMap = { ...header.columns, index: { ...index }, text: { ...text }, alsoMatched: alsoMatched.filter((m) => m !== other) };
  if (other) {
    columns.index.employee = other.c;
    columns.text.employee = other.text;
  } else {
    delete columns.index.employee;
    delete columns.text.employee;
  }
  return { ...header, columns };
}

// "Mon", "Tuesday", "Wed 11/4", "11/05", "2026-11-06": a column of one day of the week.
const DAY_HEADER =
  /^(?:(?:mon|monday|tue|tues|tuesday|wed|weds|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday)\.?(?:\s+\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?)?|\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?|\d{4}-\d{2}-\d{2})$/i;
const WEEK_TOTAL_HEADER = /^(?:total|week total|weekly total|total week|total for week|week|weekly|sum|total tips|tips total)$/;
const MIN_DAY_COLUMNS = 3;
const TIP_WORD = /\b(?:tips?|gratuit(?:y|ies)|grats?)\b/i;
const OTHER_MEASURE = /\b(?:hours?|hrs|sales|pay|wages?|shifts?|covers)\b/i;

/**
 * A week laid out by day ("Name | Mon | Tue | … | Sun | Total") is a tips table only when what the days hold
 * is said to be tips: by a group label over the days ("Tips" over "Mon … Sun"), or, without one, by the sheet's
 * name or a title line above ("Weekly Tips"), and nothing there says hours or sales. Otherwise it is not read.
 */
function dayTipsHeader(grid: SheetGrid, r: number, columns: ColumnMap): HeaderCandidate | undefined {
  const row = grid.rows[r] ?? [];
  const days: number[] = [];
  row.forEach((cell, c) => {
    if (typeof cell === "string" && DAY_HEADER.test(cell.trim())) days.push(c);
  });
  if (days.length < MIN_DAY_COLUMNS) return undefined;
  // A group label over the days decides for the days under it.
  const upper = r > 0 ? grid.rows[r - 1] : undefined;
  const groupOf = (c: number): string | null => {
    if (!upper) return null;
    const merge = grid.merges.find((m) => m.s.r <= r - 1 && m.e.r >= r - 1 && m.s.c <= c && m.e.c >= c);
    const at = merge ? (grid.rows[merge.s.r]?.[merge.s.c] ?? null) : null;
    if (typeof at === "string" && at.trim() !== "") return at;
    for (let k = c; k >= 0 && (k === c || days.includes(k)); k--) {
      const label = upper[k];
      if (typeof label === "string" && label.trim() !== "") return label;
    }
    return null;
  };
  const grouped = days.map((c) => ({ c, group: groupOf(c) }));
  let tipDays: number[];
  let groupRow: number | undefined;
  if (grouped.some((d) => d.group !== null && TIP_WORD.test(d.group))) {
    tipDays = grouped.filter((d) => d.group !== null && TIP_WORD.test(d.group) && !OTHER_MEASURE.test(d.group)).map((d) => d.c);
    groupRow = r - 1;
  } else {
    const context = [grid.name, ...grid.rows.slice(0, r).flatMap((x) => (x ?? []).filter((cell): cell is string => typeof cell === "string"))].join(" ");
    if (!TIP_WORD.test(context) || OTHER_MEASURE.test(context) || grouped.some((d) => d.group !== null && OTHER_MEASURE.test(d.group))) return undefined;
    tipDays = days;
  }
  if (tipDays.length < MIN_DAY_COLUMNS) return undefined;
  const last = Math.max(...tipDays);
  const index = { ...columns.index };
  const text = { ...columns.text };
  // The week's total: the first total column after the days.
  const total = row.findIndex((cell, c) => c > last && typeof cell === "string" && WEEK_TOTAL_HEADER.test(normalizeHeader(cell)));
  if (total >= 0) {
    index.tips = total;
    text.tips = String(row[total]).trim();
  }
  const dayNames = tipDays.map((c) => String(row[c]).trim());
  if (total < 0) text.tips = `${dayNames[0]} … ${dayNames[dayNames.length - 1]}`;
  const tipPlan: TipPlan = { parts: [], checks: total >= 0 ? [{ c: total, text: text.tips!, kind: "total" }] : [] };
  return { row: r, columns: { index, text, alsoMatched: columns.alsoMatched, tipDays, tipPlan }, ...(groupRow === undefined ? {} : { groupRow }) };
}

export function findHeader(grid: SheetGrid): HeaderSearch {
  const result: HeaderSearch = {};
  const last = Math.min(grid.rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < last; r++) {
    const row = grid.rows[r];
    if (!row) continue;
    const columns = mapColumns(row);
    const tips = tipColumnCount(columns);
    if (hasNameColumn(columns) && tips > 0) {
      // "Employee | Tips" over " | Cash | Credit": the sub-labels below split the tips column; "Cash | Credit"
      // over "Tips | Tips": the group labels above tell the tips columns apart.
      const header = (r > 0 ? twoRowHeader(grid, r - 1, tips) : undefined) ?? twoRowHeader(grid, r, tips) ?? { row: r, columns };
      return { ...result, header: namesByContent(grid, header) };
    }
    // Group labels above ("Tips" over "Cash | Credit"), the name on either row.
    const paired = r > 0 ? twoRowHeader(grid, r - 1, 0) : undefined;
    if (paired) return { ...result, header: namesByContent(grid, paired) };
    const byDay = hasNameColumn(columns) ? dayTipsHeader(grid, r, columns) : undefined;
    if (byDay) return { ...result, header: namesByContent(grid, byDay) };
    if (hasNameColumn(columns)) result.nameOnly ??= { row: r, columns };
    else if (tips > 0 && isLabelRow(row) && row.filter((cell) => !isBlankCell(cell)).length >= 2) result.tipsOnly ??= { row: r, columns, nameLines: true };
  }
  return result;
}
