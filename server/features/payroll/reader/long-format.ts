import { type Amount, parseHoursCell, parseMoneyCell, usesDecimalComma } from "./amounts";
import { type Cell, isBlankCell, type SheetGrid } from "./grid";
import { headerRole, normalizeHeader } from "./header-names";
import { HEADER_SEARCH_ROWS } from "./limits";

/**
 * A long-format export: one row per employee and pay code ("Employee | Earning Code | Hours | Amount", the shape of
 * ADP's, Paychex's and Gusto's earnings reports). Pivoted here to one row per employee with each code as a column,
 * so the wide-table reader and its tip-column rules (tip-columns.ts) decide which codes are tips, which are totals
 * and which are not tips at all, exactly as they do for a wide export. Nothing is guessed here: a code that no rule
 * reads as tips is a column the reader leaves out, and a sheet without a code read as tips is not pivoted.
 */

// The column naming each row's pay code, and the one holding its amount (exact names after normalizing).
const CODE_HEADERS = new Set([
  "earning code", "earnings code", "earning", "earnings", "earning type", "earnings type", "earning description",
  "earnings description", "earning name", "pay code", "pay type", "pay item", "pay component", "pay description",
  "code", "type", "description", "component", "category", "item", "line item", "payment type", "comp type",
]);
const AMOUNT_HEADERS = new Set([
  "amount", "amount $", "earnings amount", "earning amount", "current amount", "current", "pay amount", "value",
  "dollars", "total", "total amount", "gross amount", "amt",
]);
const TOTAL_ROW = /^\s*(?:grand\s+)?(?:sub\s*)?totals?\b/i;
/** A code cell that only says "Total" (a code "Total Tips" is a column of its own, checked against its parts). */
const TOTAL_CODE = /^\s*(?:grand\s+)?(?:sub\s*-?\s*)?totals?\s*:?\s*$/i;
const TIP_ROLES = new Set(["tips", "cashTips", "cardTips"]);
/** Paid time not worked: its hours are not hours worked (tip shares by hours). */
const LEAVE_CODE = /\b(?:holiday|vacation|pto|paid time off|sick|bereavement|jury|leave|personal)\b/i;

interface LongColumns {
  headerRow: number;
  employee?: number;
  firstName?: number;
  lastName?: number;
  /** Every column that may name the pay code ("Earnings Code" CCT beside "Earnings Description" Charged Tips). */
  codes: number[];
  amount: number;
  hours?: number;
}

function longColumns(row: readonly Cell[], r: number): LongColumns | null {
  let employee: number | undefined;
  let firstName: number | undefined;
  let lastName: number | undefined;
  const codes: number[] = [];
  let amount: number | undefined;
  let hours: number | undefined;
  for (let c = 0; c < row.length; c++) {
    const cell = row[c];
    if (typeof cell !== "string" || cell.trim() === "") continue;
    const header = normalizeHeader(cell);
    const role = headerRole(cell)?.role;
    if (role && TIP_ROLES.has(role)) return null; // a tips column: a wide table, read as such
    if (role === "employee" && employee === undefined) employee = c;
    else if (role === "firstName" && firstName === undefined) firstName = c;
    else if (role === "lastName" && lastName === undefined) lastName = c;
    else if (role === "hours" && hours === undefined) hours = c;
    else if (CODE_HEADERS.has(header)) codes.push(c);
    else if (AMOUNT_HEADERS.has(header) && amount === undefined) amount = c;
  }
  const named = employee !== undefined || (firstName !== undefined && lastName !== undefined);
  if (!named || codes.length === 0 || amount === undefined) return null;
  return { headerRow: r, employee, firstName, lastName, codes, amount, hours };
}

const text = (cell: Cell | undefined): string => (typeof cell === "string" ? cell.replace(/\s+/g, " ").trim() : typeof cell === "number" ? String(cell) : "");

interface Sum {
  cents: number;
  /** Cell texts that are not amounts: kept so the reader reports them instead of a silent zero. */
  invalid: string[];
}

function add(sum: Sum | undefined, amount: Amount): Sum {
  const next = sum ?? { cents: 0, invalid: [] };
  if (amount.kind === "value") next.cents += amount.hundredths;
  else if (amount.kind === "invalid") next.invalid.push(amount.text);
  return next;
}

const cellOf = (sum: Sum | undefined): Cell => (!sum ? null : sum.invalid.length > 0 ? sum.invalid.join(" + ") : sum.cents / 100);

/** The pivoted sheet, or null when the grid is not a long-format export with a pay code read as tips. */
export function pivotLongFormat(grid: SheetGrid): SheetGrid | null {
  let columns: LongColumns | null = null;
  for (let r = 0; r < Math.min(grid.rows.length, HEADER_SEARCH_ROWS) && !columns; r++) columns = longColumns(grid.rows[r] ?? [], r);
  if (!columns) return null;
  const { amount, hours } = columns;
  const below = grid.rows.slice(columns.headerRow + 1);
  // Of several code columns, the one whose values name the most tip codes (a description over a short code).
  const tipCodesIn = (c: number) => new Set(below.map((row) => text(row?.[c])).filter((v) => TIP_ROLES.has(headerRole(v)?.role ?? ""))).size;
  const code = columns.codes.reduce((best, c) => (tipCodesIn(c) > tipCodesIn(best) ? c : best), columns.codes[0]!);

  const money = { decimalComma: usesDecimalComma(below.map((row) => row?.[amount] ?? null)) };
  const hourOptions = hours === undefined ? {} : { decimalComma: usesDecimalComma(below.map((row) => row?.[hours] ?? null)) };

  const codes: string[] = [];
  const people = new Map<string, { amounts: Map<string, Sum>; hours?: Sum }>();
  let current: string | undefined;
  let longRows = 0;
  for (const row of below) {
    if (!row || row.every(isBlankCell)) continue;
    const name =
      columns.employee !== undefined ? text(row[columns.employee]) : `${text(row[columns.firstName!])} ${text(row[columns.lastName!])}`.trim();
    const payCode = text(row[code]);
    if (TOTAL_ROW.test(name) || TOTAL_CODE.test(payCode)) continue;
    if (name !== "") current = name;
    // A row without its own name continues the person above (reports print the name once per group).
    if (current === undefined || payCode === "") continue;
    let person = people.get(current);
    if (!person) people.set(current, (person = { amounts: new Map() }));
    if (!codes.includes(payCode)) codes.push(payCode);
    person.amounts.set(payCode, add(person.amounts.get(payCode), parseMoneyCell(row[amount] ?? null, money)));
    if (hours !== undefined && !LEAVE_CODE.test(payCode)) person.hours = add(person.hours, parseHoursCell(row[hours] ?? null, hourOptions));
    longRows++;
  }
  // Long means codes repeat: some person with two codes, and some code shared by two people.
  const repeated = [...people.values()].some((p) => p.amounts.size >= 2) && codes.some((c) => [...people.values()].filter((p) => p.amounts.has(c)).length >= 2);
  const tipCode = codes.some((c) => TIP_ROLES.has(headerRole(c)?.role ?? ""));
  if (!repeated || !tipCode || longRows <= people.size) return null;

  const header: Cell[] = ["Employee", ...(hours === undefined ? [] : ["Hours"]), ...codes];
  const rows: Cell[][] = [header];
  for (const [name, person] of people) {
    rows.push([name, ...(hours === undefined ? [] : [cellOf(person.hours)]), ...codes.map((c) => cellOf(person.amounts.get(c)))]);
  }
  return { name: `${grid.name} (one row per employee)`, hidden: grid.hidden, rows, merges: [], truncated: grid.truncated };
}
