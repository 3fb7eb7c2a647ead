/**
 * Generated payroll tip spreadsheets shaped like real POS and payroll exports, each with its ground truth.
 * Used by tests/unit/payroll-generated.test.ts and by scripts/payroll-generated-report.ts (a measurement
 * over many seeds). Deterministic for a seed. Nothing here is read by product code.
 *
 * What varies: header spellings, distractor money columns, title blocks, two-row (grouped) headers with
 * merged cells, blank and offset columns, total/subtotal/summary/page rows, footnotes, name styles
 * ("First Last", "Last, First", "LAST, FIRST M.", split columns, IDs in the name cell), accents, apostrophes
 * and hyphens, text amounts ("$1,234.50", "(15.25)", "15.25-", "1.234,50"), blank tip cells, hours as
 * decimals, "h:mm" and [h]:mm durations, several rows per person, several sheets, .xlsx / .xls / .csv
 * (comma, semicolon, tab; UTF-8 with BOM; Windows-1252).
 */
import * as XLSX from "xlsx";

export type Rng = () => number;

/** mulberry32 */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const chance = (r: Rng, p: number) => r() < p;
const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
function shuffle<T>(r: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

const FIRST = [
  "Ana", "Marcus", "Priya", "José", "Zoë", "Renée", "François", "Jean-Luc", "Mary Kate", "Siobhán", "Tomás", "Aaliyah",
  "DeShawn", "Mei", "Olu", "Björn", "Chloé", "Luis", "Keisha", "Nguyen", "Ahmed", "Fatima", "Dmitri", "Grace",
  "Héctor", "Inés", "Kwame", "Lena", "Noor", "Rafael", "Sofía", "Tyler", "Yuki", "Zainab", "Brennan", "Camila",
];
const LAST = [
  "Garcia", "O'Brien", "Smith-Jones", "Nguyen", "Hernández", "D'Angelo", "McAllister", "Okafor", "Müller", "Peña",
  "de la Cruz", "Van Buren", "Kowalski", "Rossi", "Tanaka", "Johansson", "Patel", "Whitfield", "Ó Súilleabháin",
  "Lefèvre", "Baptiste", "Chen", "Abernathy-Cole", "Ramírez", "St. Clair", "Kim", "Nakamura", "Fitzgerald",
];
const MIDDLE = ["A.", "J.", "L.", "M.", "R."];

export interface Person {
  first: string;
  last: string;
  middle?: string;
  id: number;
}

export type NameStyle = "first-last" | "last-first" | "upper-last-first-middle" | "split" | "split-last-first" | "id-last-first" | "last-first-id";
export type AmountStyle = "number" | "us-text" | "trailing-minus" | "european";
export type FileKind = "xlsx" | "xls" | "csv-comma" | "csv-semicolon" | "csv-tab" | "csv-bom" | "csv-1252";
export type TipLayout = "single" | "parts" | "parts-total";
export type HoursStyle = "none" | "decimal" | "hmm-text" | "duration";

export interface GeneratedCase {
  id: string;
  fileName: string;
  bytes: Uint8Array;
  /** What was varied, for failure reports. */
  traits: Record<string, string | number | boolean>;
  expect:
    | { kind: "accept"; employees: { name: string; tipsCents: number; hours?: number }[]; totalTipsCents: number; employeeCount: number }
    | { kind: "reject"; why: string; /** Words the refusal must name (the file, the column, the rows). */ mentions?: string[] };
}

/** The pay week every generated export covers (its titles and dates say 11/02/2026 – 11/08/2026). */
export const GENERATED_WEEK_ENDING = "2026-11-08";

// Header spellings as exports print them.
const EMPLOYEE_HEADERS = ["Employee", "Employee Name", "Name", "Team Member", "Staff Name", "Server", "Associate", "Emp Name", "Staff", "Team Member Name", "Server Name", "Employee Full Name"];
const LAST_FIRST_HEADERS = ["Employee Name (Last, First)", "Name (Last, First)", "Employee (Last, First)", "Employee", "Employee Name", "Name", "Last Name, First Name", "Employee Name\n(Last, First)"];
const FIRST_HEADERS = ["First Name", "First", "Employee First Name", "FirstName"];
const LAST_HEADERS = ["Last Name", "Last", "Employee Last Name", "LastName", "Surname"];
const SINGLE_TIP_HEADERS = [
  "Tips", "Tip Amount", "Total Tips", "Tips Paid", "Gratuity", "Tip Share", "Net Tips", "Total Gratuity", "Gratuities", "Tips Earned",
  "Total Tips ($)", "TIPS", "Tip Payout", "Tips Owed", "Tips Received", "Total Gratuities", "Tips Collected", "Tip Total",
  "Total\nTips", "Tips (USD)", "Tip Amount ($)",
];
const CASH_HEADERS = ["Cash Tips", "Cash Tips Declared", "Declared Tips", "Declared Cash Tips", "Cash Gratuity", "Tips - Cash", "Declared Cash"];
const CARD_HEADERS = ["CC Tips", "Charged Tips", "Credit Card Tips", "Card Tips", "Credit Tips", "Non-Cash Tips", "Charge Tips", "Tips - Credit", "Chg Tips", "Non-Cash Gratuity"];
const TOTAL_HEADERS = ["Total Tips", "Tips Total", "Total Gratuity", "Total Tip Amount"];
const HOURS_HEADERS = ["Hours", "Hours Worked", "Total Hours", "Hrs", "Total Hrs", "Labor Hours", "Paid Hours"];
/** Money-like columns that are not the employee's tips. */
const DISTRACTORS = [
  "Net Sales", "Gross Pay", "Wages", "Tip Out Given", "Sales", "Comps", "Tip %", "Tip Out", "Gross Sales", "Regular Pay",
  "Auto Grat", "Service Charge", "Tips per Hour", "Rate", "Overtime Pay", "Discounts", "Voids", "Tipped Sales",
  "Tips Withheld", "Tip Credit", "Auto Gratuity", "Tips/Hr", "Tip Out %", "Card Fee on Tips", "Gross Receipts", "Total Pay",
];
const TITLE_LINES = ["Employee Tip Report", "Tip Summary by Employee", "Payroll Register", "Gratuity Report", "Labor & Tips", "Server Tip Detail"];
const VENUES = ["Harborview Grill", "The Copper Pot", "Linden Street Bistro", "Casa Marisol", "Blue Heron Tavern"];
const TOTAL_LABELS = ["Total", "TOTAL", "Grand Total", "Totals:", "Total for All", "Report Total", "Sum", "Totals"];
/** Lines under the table that carry numbers but are not employees. */
const SUMMARY_LABELS = ["Average", "Avg Tips", "Average per Employee", "Employee Count", "Count", "Mean", "{n} employees", "Employees: {n}"];
/** Section headings as reports print them above a group of rows. */
const SECTION_LABELS = ["{g}", "{g} Staff", "Front of House", "{g} - PM Shift", "{G}"];
const GROUP_TOTAL_LABELS = ["Total for {g}", "{g} Total", "Subtotal", "Department Total", "Sub-Total {g}", "Total {g}"];
const GROUPS = ["Bar", "Servers", "Bussers", "Host", "Kitchen"];
const FOOTNOTES = [
  "* Tips include credit card tips net of processing fees",
  "Page 1 of 1",
  "Prepared by: Payroll",
  "Confidential - for internal use only",
  "Generated 11/09/2026 06:00 AM",
  "End of report",
];

interface Column {
  header: string;
  /** Group header above (two-row headers). */
  group?: string;
  cell: (row: RowData) => unknown;
}

interface RowData {
  person: Person;
  tipsCents: number;
  cashCents: number;
  cardCents: number;
  hoursHundredths: number;
  blankTips: boolean;
  group: string;
}

function centsText(cents: number, style: AmountStyle, r: Rng, negStyle: "paren" | "minus"): string {
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, "0");
  if (style === "european") {
    const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
    const body = `${grouped},${frac}`;
    return neg ? `-${body}` : body;
  }
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const dollar = chance(r, 0.7) ? "$" : "";
  const body = `${dollar}${grouped}.${frac}`;
  if (!neg) return body;
  if (style === "trailing-minus") return `${grouped}.${frac}-`;
  return negStyle === "paren" ? `(${body})` : `-${body}`;
}

function nameCell(p: Person, style: NameStyle): string {
  switch (style) {
    case "first-last":
      return `${p.first} ${p.last}`;
    case "last-first":
      return `${p.last}, ${p.first}`;
    case "upper-last-first-middle":
      return `${p.last}, ${p.first}${p.middle ? ` ${p.middle}` : ""}`.toUpperCase();
    case "id-last-first":
      return `${p.id} - ${p.last}, ${p.first}`;
    case "last-first-id":
      return `${p.last}, ${p.first} (${p.id})`;
    default:
      return `${p.first} ${p.last}`;
  }
}

function canonical(p: Person, style: NameStyle): string {
  return style === "upper-last-first-middle" && p.middle ? `${p.first} ${p.middle} ${p.last}` : `${p.first} ${p.last}`;
}

function hoursCell(h: number, style: HoursStyle): unknown {
  if (style === "hmm-text") return `${Math.floor(h / 100)}:${String(Math.round(((h % 100) * 60) / 100)).padStart(2, "0")}`;
  if (style === "duration") return { t: "n", v: h / 100 / 24, z: "[h]:mm" };
  return h / 100;
}

export interface Options {
  /** Force a file kind. */
  fileKind?: FileKind;
  /** The people of the file (several files of one week share people). */
  people?: readonly Person[];
  /** File name without extension. */
  base?: string;
}

/** One generated workbook (or CSV) and what a correct reader must find. */
export function generateCase(seed: number, options: Options = {}): GeneratedCase {
  const r = rng(seed);
  const fileKind: FileKind = options.fileKind ?? pick(r, ["xlsx", "xlsx", "xlsx", "xls", "csv-comma", "csv-semicolon", "csv-tab", "csv-bom", "csv-1252"] as const);
  const isCsv = fileKind.startsWith("csv");
  const european = fileKind === "csv-semicolon" ? chance(r, 0.6) : false;
  const amountStyle: AmountStyle = european ? "european" : isCsv ? pick(r, ["us-text", "us-text", "number", "trailing-minus"] as const) : pick(r, ["number", "number", "us-text", "trailing-minus"] as const);
  const nameStyle: NameStyle = pick(r, ["first-last", "last-first", "upper-last-first-middle", "split", "split-last-first", "id-last-first", "last-first-id"] as const);
  const tipLayout: TipLayout = pick(r, ["single", "single", "single", "parts", "parts-total"] as const);
  const hoursStyle: HoursStyle = pick(r, isCsv ? (["none", "decimal", "hmm-text"] as const) : (["none", "decimal", "hmm-text", "duration"] as const));
  const multiRow = chance(r, 0.25);
  const grouped = chance(r, 0.3);
  const titleLines = chance(r, 0.6) ? int(r, 1, 4) : 0;
  const twoRowHeader = !isCsv && tipLayout !== "single" && chance(r, 0.35);
  const blankColumn = chance(r, 0.25);
  const leftOffset = !isCsv && chance(r, 0.2) ? int(r, 1, 2) : 0;
  const distractorCount = int(r, 0, 4);
  const withId = chance(r, 0.4) && nameStyle !== "id-last-first" && nameStyle !== "last-first-id";
  const withJob = chance(r, 0.3);
  const blankTips = chance(r, 0.25);
  const negatives = chance(r, 0.3);
  const footnotes = chance(r, 0.4) ? int(r, 1, 2) : 0;
  const totalRow = chance(r, 0.7);
  const coverSheet = !isCsv && chance(r, 0.25);
  const fillDown = multiRow && !grouped && chance(r, 0.5);
  const pageRows = !fillDown && chance(r, 0.15);
  const summaryRows = chance(r, 0.2);
  const nameMarks = nameStyle === "first-last" && chance(r, 0.2);
  const zeroDash = amountStyle === "us-text" && chance(r, 0.3);
  const groupByKind = twoRowHeader && tipLayout === "parts" && chance(r, 0.4);

  // People and their rows.
  const n = options.people ? options.people.length : int(r, 3, 14);
  const used = new Set<string>();
  const people: Person[] = options.people ? [...options.people] : [];
  while (people.length < n) {
    const p: Person = { first: pick(r, FIRST), last: pick(r, LAST), id: int(r, 100, 99999) };
    if (nameStyle === "upper-last-first-middle" && chance(r, 0.6)) p.middle = pick(r, MIDDLE);
    const key = `${p.first} ${p.last}`.toLowerCase();
    if (used.has(key)) continue;
    used.add(key);
    people.push(p);
  }
  const rows: RowData[] = [];
  for (const person of people) {
    const count = multiRow ? int(r, 1, 3) : 1;
    const group = pick(r, GROUPS);
    for (let i = 0; i < count; i++) {
      const cash = chance(r, 0.15) ? 0 : int(r, 0, 40000);
      let card = int(r, 0, 120000);
      if (negatives && i > 0 && chance(r, 0.5)) card = -int(r, 100, 3000);
      const hours = int(r, 4, 45) * 100 + pick(r, [0, 25, 50, 75]);
      rows.push({ person, tipsCents: cash + card, cashCents: cash, cardCents: card, hoursHundredths: hours, blankTips: false, group });
    }
  }
  if (blankTips) {
    // One person's only row has an empty tips cell: listed with no tips, which is $0.00.
    const single = rows.filter((row) => rows.filter((x) => x.person === row.person).length === 1);
    const target = single.length > 0 ? pick(r, single) : undefined;
    if (target) {
      target.blankTips = true;
      target.tipsCents = 0;
      target.cashCents = 0;
      target.cardCents = 0;
    }
  }
  if (grouped) rows.sort((a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group));
  else if (multiRow && !fillDown) shuffle(r, rows);
  // Filled down: the name (and ID) only on a person's first row, the dates of the shifts beside.
  const firstOfPerson = new Set(rows.filter((d, i) => i === 0 || rows[i - 1]!.person !== d.person));
  const realDates = !isCsv && chance(r, 0.5);
  const shiftDates = new Map(rows.map((d, i) => [d, realDates ? { t: "n", v: 46328 + (i % 7), z: "m/d/yyyy" } : `11/${String(2 + (i % 7)).padStart(2, "0")}/2026`]));
  const onFirst = (d: RowData, value: unknown) => (fillDown && !firstOfPerson.has(d) ? null : value);

  // Columns.
  const negStyle = pick(r, ["paren", "minus"] as const);
  const money = (cents: number, blank = false): unknown => {
    if (blank) return null;
    if (cents === 0 && zeroDash) return pick(r, ["$ -", "-", "$0.00"]);
    if (amountStyle === "number") return cents / 100;
    return centsText(cents, amountStyle, r, negStyle);
  };
  const columns: Column[] = [];
  const idPrefix = pick(r, ["", "", "E", "EMP-"]);
  if (withId) {
    columns.push({
      header: pick(r, ["Employee ID", "Emp ID", "Emp #", "ID", "Employee Number", "Payroll ID", "Employee", "Employee #", "Employee Code"]),
      cell: (d) => onFirst(d, idPrefix === "" && chance(r, 0.5) ? d.person.id : `${idPrefix}${d.person.id}`),
    });
  }
  if (nameStyle === "split") {
    columns.push({ header: pick(r, FIRST_HEADERS), cell: (d) => onFirst(d, d.person.first) });
    columns.push({ header: pick(r, LAST_HEADERS), cell: (d) => onFirst(d, d.person.last) });
  } else if (nameStyle === "split-last-first") {
    columns.push({ header: pick(r, LAST_HEADERS), cell: (d) => onFirst(d, d.person.last) });
    columns.push({ header: pick(r, FIRST_HEADERS), cell: (d) => onFirst(d, d.person.first) });
  } else {
    const header = nameStyle === "first-last" ? pick(r, EMPLOYEE_HEADERS) : pick(r, LAST_FIRST_HEADERS);
    const marked = new Set(nameMarks ? people.filter(() => chance(r, 0.3)).map((p) => p.id) : []);
    const mark = pick(r, ["*", " *", " (Trainee)", "**", " (Bar)"]);
    columns.push({ header, cell: (d) => onFirst(d, `${nameCell(d.person, nameStyle)}${marked.has(d.person.id) ? mark : ""}`) });
  }
  if (fillDown) columns.push({ header: pick(r, ["Date", "Business Date", "Shift Date"]), cell: (d) => shiftDates.get(d) });
  if (withJob) columns.push({ header: pick(r, ["Job", "Position", "Job Title", "Role"]), cell: (d) => d.group });
  const hoursHeader = pick(r, HOURS_HEADERS);
  if (hoursStyle !== "none") columns.push({ header: hoursHeader, cell: (d) => hoursCell(d.hoursHundredths, hoursStyle) });

  const tipGroup = pick(r, ["Tips", "Gratuities", "Tips Received"]);
  const tipColumns: Column[] = [];
  if (tipLayout === "single") {
    tipColumns.push({ header: pick(r, SINGLE_TIP_HEADERS), cell: (d) => money(d.tipsCents, d.blankTips) });
  } else if (groupByKind) {
    // "Cash" and "Credit" above, "Tips" under each.
    tipColumns.push({ header: "Tips", group: pick(r, ["Cash", "Declared"]), cell: (d) => money(d.cashCents, d.blankTips) });
    tipColumns.push({ header: "Tips", group: pick(r, ["Credit Card", "Charged", "Card"]), cell: (d) => money(d.cardCents, d.blankTips) });
  } else if (twoRowHeader) {
    tipColumns.push({ header: pick(r, ["Cash", "Declared"]), group: tipGroup, cell: (d) => money(d.cashCents, d.blankTips) });
    tipColumns.push({ header: pick(r, ["Credit", "Card", "Charged", "CC"]), group: tipGroup, cell: (d) => money(d.cardCents, d.blankTips) });
    if (tipLayout === "parts-total") tipColumns.push({ header: "Total", group: tipGroup, cell: (d) => money(d.tipsCents, d.blankTips) });
  } else {
    tipColumns.push({ header: pick(r, CASH_HEADERS), cell: (d) => money(d.cashCents, d.blankTips) });
    tipColumns.push({ header: pick(r, CARD_HEADERS), cell: (d) => money(d.cardCents, d.blankTips) });
    if (tipLayout === "parts-total") tipColumns.push({ header: pick(r, TOTAL_HEADERS), cell: (d) => money(d.tipsCents, d.blankTips) });
  }
  const tipHeaders = new Set(tipColumns.map((c) => c.header.toLowerCase()));
  const distractors = shuffle(r, DISTRACTORS.filter((d) => !tipHeaders.has(d.toLowerCase()))).slice(0, distractorCount);
  const distractorColumns: Column[] = distractors.map((header) => ({
    header,
    group: twoRowHeader ? (/sales|comps|discounts|voids/i.test(header) ? "Sales" : /pay|wages|rate/i.test(header) ? "Pay" : undefined) : undefined,
    // Sales are several times the tips (a file with more tips than sales is refused); other money is anything.
    cell: (d: RowData) =>
      /%/.test(header) ? int(r, 10, 25) / 100 : /sales|receipts/i.test(header) ? money(Math.abs(d.tipsCents) * int(r, 4, 9) + int(r, 0, 50000)) : money(int(r, 0, 500000)),
  }));
  // Distractors go before, between or after the tip columns.
  const allMoney = [...tipColumns];
  for (const d of distractorColumns) allMoney.splice(int(r, 0, allMoney.length), 0, d);
  // Keep grouped tip columns together so a merged group header spans them.
  if (twoRowHeader) {
    const others = allMoney.filter((c) => !tipColumns.includes(c));
    allMoney.length = 0;
    allMoney.push(...others.slice(0, 1), ...tipColumns, ...others.slice(1));
  }
  columns.push(...allMoney);
  if (blankColumn) {
    // Between columns, never inside a group of a two-row header.
    const places = Array.from({ length: columns.length }, (_, i) => i + 1).filter((i) => i === columns.length || !columns[i]!.group || columns[i]!.group !== columns[i - 1]!.group);
    columns.splice(pick(r, places), 0, { header: "", cell: () => null });
  }

  // Grid.
  const aoa: unknown[][] = [];
  const merges: XLSX.Range[] = [];
  const pad = (row: unknown[]) => [...Array.from({ length: leftOffset }, () => null), ...row];
  if (titleLines > 0) {
    const lines = [pick(r, VENUES), pick(r, TITLE_LINES), `Pay Period: 11/02/2026 - 11/08/2026`, `Run date: 11/09/2026  Location: ${int(r, 1, 40)}`];
    for (let i = 0; i < titleLines; i++) aoa.push(pad([lines[i]]));
    if (chance(r, 0.7)) aoa.push([]);
  }
  const nameIndex = withId ? 1 : 0;
  if (twoRowHeader) {
    const groupRow = columns.map((c, i) => {
      const first = columns.findIndex((x) => x.group === c.group);
      return c.group && first === i ? c.group : null;
    });
    aoa.push(pad(groupRow));
    // A merged range over each group.
    const headerRowIndex = aoa.length - 1;
    const done = new Set<string>();
    columns.forEach((c, i) => {
      if (!c.group || done.has(c.group)) return;
      done.add(c.group);
      let j = i;
      while (j + 1 < columns.length && columns[j + 1]!.group === c.group) j++;
      if (j > i) merges.push({ s: { r: headerRowIndex, c: i + leftOffset }, e: { r: headerRowIndex, c: j + leftOffset } });
    });
  }
  const headerRow = columns.map((c) => c.header || null);
  aoa.push(pad(headerRow));

  const groupTotals = grouped && chance(r, 0.7);
  const groupLabels = grouped && chance(r, 0.5);
  let lastGroup: string | undefined;
  const emitGroupTotal = (g: string, groupRows: RowData[]) => {
    const label = pick(r, GROUP_TOTAL_LABELS).replace("{g}", g);
    const line: unknown[] = columns.map(() => null);
    line[nameIndex] = label;
    columns.forEach((c, i) => {
      if (tipColumns.includes(c)) {
        const sum = (k: "tipsCents" | "cashCents" | "cardCents") => groupRows.reduce((s, x) => s + x[k], 0);
        const which = tipLayout === "single" || /total/i.test(c.header) ? "tipsCents" : c === tipColumns[0] ? "cashCents" : "cardCents";
        line[i] = money(sum(which));
      }
    });
    aoa.push(pad(line));
  };
  let groupRows: RowData[] = [];
  rows.forEach((d, k) => {
    if (grouped && d.group !== lastGroup) {
      if (lastGroup !== undefined && groupTotals) emitGroupTotal(lastGroup, groupRows);
      groupRows = [];
      if (groupLabels) {
        const line: unknown[] = columns.map(() => null);
        line[nameIndex] = pick(r, SECTION_LABELS).replace("{g}", d.group).replace("{G}", d.group.toUpperCase());
        aoa.push(pad(line));
      }
      lastGroup = d.group;
    }
    if (pageRows && k === Math.floor(rows.length / 2)) {
      aoa.push(pad([`Page 1 of 2`]));
      aoa.push([]);
      aoa.push(pad(headerRow));
    }
    groupRows.push(d);
    aoa.push(pad(columns.map((c) => c.cell(d))));
  });
  if (grouped && groupTotals && lastGroup !== undefined) emitGroupTotal(lastGroup, groupRows);
  if (summaryRows) {
    const line: unknown[] = columns.map(() => null);
    const label = pick(r, SUMMARY_LABELS).replace("{n}", String(people.length));
    line[nameIndex] = label;
    columns.forEach((c, i) => {
      if (tipColumns.includes(c)) line[i] = /count|\d/i.test(label) ? people.length : money(Math.round(rows.reduce((s2, x) => s2 + x.tipsCents, 0) / people.length));
    });
    aoa.push(pad(line));
  }
  if (totalRow) {
    if (chance(r, 0.5)) aoa.push([]);
    const line: unknown[] = columns.map(() => null);
    const label = pick(r, TOTAL_LABELS);
    line[chance(r, 0.7) ? nameIndex : 0] = label;
    columns.forEach((c, i) => {
      if (tipColumns.includes(c)) {
        const which = tipLayout === "single" || /total/i.test(c.header) ? "tipsCents" : c === tipColumns[0] ? "cashCents" : "cardCents";
        line[i] = money(rows.reduce((s, x) => s + x[which], 0));
      } else if (c.header === hoursHeader && hoursStyle === "decimal") line[i] = rows.reduce((s, x) => s + x.hoursHundredths, 0) / 100;
    });
    aoa.push(pad(line));
  }
  if (footnotes > 0) {
    aoa.push([]);
    for (let i = 0; i < footnotes; i++) aoa.push(pad([pick(r, FOOTNOTES)]));
  }

  // Ground truth.
  const truth = new Map<string, { name: string; tipsCents: number; hours: number }>();
  for (const d of rows) {
    const name = canonical(d.person, nameStyle);
    const t = truth.get(name) ?? { name, tipsCents: 0, hours: 0 };
    t.tipsCents += d.tipsCents;
    t.hours += d.hoursHundredths;
    truth.set(name, t);
  }
  const employees = [...truth.values()].map((t) => ({ name: t.name, tipsCents: t.tipsCents, ...(hoursStyle === "none" ? {} : { hours: t.hours / 100 }) }));

  const traits = { fillDown, summaryRows, nameMarks, zeroDash, groupByKind, seed, fileKind, amountStyle, nameStyle, tipLayout, hoursStyle, multiRow, grouped, titleLines, twoRowHeader, blankColumn, leftOffset, distractors: distractors.join("/"), withId, withJob, blankTips, negatives, footnotes, totalRow, coverSheet, pageRows };
  const base = options.base ?? `gen-${seed}`;
  const { bytes, fileName } = encode(base, fileKind, aoa, merges, coverSheet, r, european);
  return {
    id: base,
    fileName,
    bytes,
    traits,
    expect: { kind: "accept", employees, totalTipsCents: employees.reduce((s, e) => s + e.tipsCents, 0), employeeCount: employees.length },
  };
}

function toSheet(aoa: unknown[][], merges: XLSX.Range[]): XLSX.WorkSheet {
  const plain = aoa.map((row) => row.map((v) => (v && typeof v === "object" ? null : v)));
  const sheet = XLSX.utils.aoa_to_sheet(plain);
  aoa.forEach((row, ri) =>
    row.forEach((v, ci) => {
      if (v && typeof v === "object") sheet[XLSX.utils.encode_cell({ r: ri, c: ci })] = v as XLSX.CellObject;
    }),
  );
  if (merges.length > 0) sheet["!merges"] = merges;
  return sheet;
}

function csvField(v: unknown, delimiter: string): string {
  if (v === null || v === undefined) return "";
  const s = typeof v === "object" ? "" : String(v);
  return s.includes(delimiter) || s.includes('"') || s.includes("\n") || s.includes(",") ? `"${s.replace(/"/g, '""')}"` : s;
}

function encode(base: string, kind: FileKind, aoa: unknown[][], merges: XLSX.Range[], coverSheet: boolean, r: Rng, european: boolean): { bytes: Uint8Array; fileName: string } {
  if (kind === "xlsx" || kind === "xls") {
    const wb = XLSX.utils.book_new();
    if (coverSheet) {
      XLSX.utils.book_append_sheet(
        wb,
        XLSX.utils.aoa_to_sheet([["Pay Period Summary"], [], ["Total Tips Reported", int(r, 1000, 9000)], ["Employees Paid", int(r, 10, 40)], ["Total Net Sales", int(r, 20000, 90000)]]),
        "Summary",
      );
    }
    XLSX.utils.book_append_sheet(wb, toSheet(aoa, merges), pick(r, ["Tip Detail", "Sheet1", "Report", "Employees", "Data"]));
    if (chance(r, 0.2)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([["Notes"], ["Tips are paid with the next payroll."]]), "Notes");
    const bytes = new Uint8Array(XLSX.write(wb, { type: "buffer", bookType: kind === "xls" ? "biff8" : "xlsx" }) as Buffer);
    return { bytes, fileName: `${base}.${kind}` };
  }
  const delimiter = kind === "csv-semicolon" ? ";" : kind === "csv-tab" ? "\t" : ",";
  const lines = aoa.map((row) => row.map((v) => csvField(typeof v === "number" && european ? String(v).replace(".", ",") : v, delimiter)).join(delimiter));
  const text = `${lines.join(chance(r, 0.5) ? "\r\n" : "\n")}\r\n`;
  let bytes: Uint8Array;
  if (kind === "csv-bom") bytes = new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]));
  else if (kind === "csv-1252") bytes = new Uint8Array(Buffer.from(encode1252(text)));
  else bytes = new Uint8Array(Buffer.from(text, "utf8"));
  return { bytes, fileName: `${base}.${kind === "csv-tab" ? pick(r, ["txt", "tsv", "csv"]) : "csv"}` };
}

/** Latin-1 covers every character the generator writes except these. */
function encode1252(text: string): number[] {
  const out: number[] = [];
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    if (code < 256) out.push(code);
    else if (ch === "\u2019") out.push(0x92);
    else out.push(0x3f);
  }
  return out;
}

/** Refusals of exports that read without error but cannot be a week of tips (issue 31), one kind each. */
const IMPLAUSIBLE_KINDS = [
  "rates-in-tips",
  "percent-text",
  "month-report",
  "other-week",
  "mixed-decimals",
  "tips-over-sales",
  "negative-person",
  "unclear-tip-columns",
  "overlapping-tip-columns",
  "total-not-parts",
] as const;

/** Workbooks a reader must refuse: no tips column, only columns that are not the employee's tips, or implausible money. */
export function generateRejectCase(seed: number): GeneratedCase {
  const r = rng(seed);
  const kind = pick(r, ["only-distractors", "no-name", "only-tip-out", "only-rates", "only-service-charge", ...IMPLAUSIBLE_KINDS] as const);
  const fileKind = pick(r, ["xlsx", "xls", "csv-comma"] as const);
  const people = Array.from({ length: int(r, 3, 8) }, () => `${pick(r, FIRST)} ${pick(r, LAST)}`);
  let header: string[];
  let cell: (i: number, c: number) => unknown;
  let title: unknown[][] = [["Weekly Report"], []];
  let mentions: string[] = [];
  const tipsHeader = pick(r, SINGLE_TIP_HEADERS);
  const dollars = () => int(r, 2000, 90000) / 100;
  switch (kind) {
    case "only-distractors":
      header = [pick(r, EMPLOYEE_HEADERS), ...shuffle(r, ["Gross Pay", "Wages", "Rate", "Net Sales", "Regular Pay", "Overtime Pay"]).slice(0, 3)];
      cell = () => int(r, 100, 90000) / 100;
      break;
    case "only-tip-out":
      header = [pick(r, EMPLOYEE_HEADERS), "Net Sales", pick(r, ["Tip Out", "Tip Out Given", "Tipout to Bussers", "Tip-Outs Paid"])];
      cell = () => int(r, 100, 90000) / 100;
      break;
    case "only-service-charge":
      header = [pick(r, EMPLOYEE_HEADERS), "Net Sales", pick(r, ["Auto Grat", "Auto Gratuity", "Service Charge", "Service Charges"])];
      cell = () => int(r, 100, 90000) / 100;
      break;
    case "only-rates":
      header = [pick(r, EMPLOYEE_HEADERS), "Hours", pick(r, ["Tip %", "Tips per Hour", "Tip Rate"])];
      cell = () => int(r, 10, 30) / 100;
      break;
    case "rates-in-tips":
      header = [pick(r, EMPLOYEE_HEADERS), "Net Sales", tipsHeader];
      cell = (_i, c) => (c === 1 ? dollars() * 10 : int(r, 10, 30) / 100);
      mentions = [tipsHeader];
      break;
    case "percent-text":
      header = [pick(r, EMPLOYEE_HEADERS), "Net Sales", tipsHeader];
      cell = (_i, c) => (c === 1 ? dollars() * 10 : `${int(r, 10, 30)}%`);
      mentions = [tipsHeader, "percentages"];
      break;
    case "month-report":
      header = [pick(r, EMPLOYEE_HEADERS), tipsHeader];
      title = [[pick(r, TITLE_LINES)], [pick(r, ["Date Range: 11/01/2026 - 11/30/2026", "Period: Nov 1, 2026 - Nov 30, 2026", "From 2026-11-01 to 2026-11-28"])], []];
      cell = () => dollars() * 4;
      mentions = ["more than one pay week"];
      break;
    case "other-week":
      header = [pick(r, EMPLOYEE_HEADERS), tipsHeader];
      title = [[pick(r, TITLE_LINES)], [pick(r, ["Pay Period: 11/09/2026 - 11/15/2026", "Week of Nov 9, 2026", "Business dates 2026-11-09 to 2026-11-15"])], []];
      cell = () => dollars();
      mentions = ["outside the week"];
      break;
    case "mixed-decimals":
      header = [pick(r, EMPLOYEE_HEADERS), tipsHeader];
      // One amount with a thousands comma, one with a thousands point: "1,250" and "2.340" cannot both be read.
      cell = (i) => (i === 0 ? `1,${int(r, 100, 999)}` : i === 1 ? `2.${int(r, 100, 999)}` : `${int(r, 20, 900)}`);
      mentions = [tipsHeader, "decimal"];
      break;
    case "tips-over-sales":
      header = [pick(r, EMPLOYEE_HEADERS), pick(r, ["Net Sales", "Sales"]), tipsHeader];
      cell = (_i, c) => (c === 1 ? int(r, 1000, 20000) / 100 : int(r, 30000, 90000) / 100);
      mentions = [tipsHeader, "more than the sales"];
      break;
    case "negative-person":
      header = [pick(r, EMPLOYEE_HEADERS), tipsHeader];
      cell = (i) => (i === 0 ? -int(r, 200000, 400000) / 100 : dollars());
      mentions = ["negative"];
      break;
    case "unclear-tip-columns": {
      const two = shuffle(r, ["Tips", "Tips Paid", "Gratuity", "Tip Amount", "Net Tips", "Tips Earned"]).slice(0, 2);
      header = [pick(r, EMPLOYEE_HEADERS), ...two];
      cell = () => dollars();
      mentions = two;
      break;
    }
    case "overlapping-tip-columns": {
      const two = pick(r, [["Card Tips", "Non-Cash Tips"], ["Credit Card Tips", "Paycheck Tips"], ["Cash Tips", "Declared Tips"], ["Pool Payout", "Cash Tips"]]);
      header = [pick(r, EMPLOYEE_HEADERS), ...two];
      cell = () => dollars();
      mentions = two;
      break;
    }
    case "total-not-parts":
      header = [pick(r, EMPLOYEE_HEADERS), pick(r, CASH_HEADERS), pick(r, CARD_HEADERS), pick(r, TOTAL_HEADERS)];
      cell = () => dollars();
      mentions = [header[3]!, "differs"];
      break;
    default:
      header = ["Date", "Shift", "Net Sales", "Tips"];
      cell = () => int(r, 100, 90000) / 100;
  }
  const aoa: unknown[][] = [...title, header];
  people.forEach((p, i) => aoa.push(kind === "no-name" ? [`11/0${(i % 7) + 1}/2026`, pick(r, ["AM", "PM"]), cell(i, 2), cell(i, 3)] : [p, ...header.slice(1).map((_h, k) => cell(i, k + 1))]));
  const base = `reject-${seed}`;
  const { bytes, fileName } = encode(base, fileKind, aoa, [], false, r, false);
  return { id: base, fileName, bytes, traits: { seed, kind, fileKind, header: header.join("|") }, expect: { kind: "reject", why: kind, mentions: [fileName, ...mentions.map((m) => m.replace(/\s+/g, " "))] } };
}

export function comparable(name: string): string {
  const cleaned = name.normalize("NFC").replace(/\s+/g, " ").trim();
  const parts = cleaned.split(",").map((p) => p.trim());
  const ordered = parts.length === 2 ? `${parts[1]} ${parts[0]}` : cleaned;
  return ordered.replace(/\s+/g, " ").trim().toLowerCase();
}

export interface ReaderOutcome {
  ok: boolean;
  employees?: { name: string; tipsCents: number; hours?: number }[];
  totalTipsCents?: number;
  error?: { status: number; message: string };
}

/** What differs between a reading and the ground truth; an empty list when the reading is right. */
export function compareOutcome(c: GeneratedCase, outcome: ReaderOutcome): string[] {
  const problems: string[] = [];
  if (c.expect.kind === "reject") {
    if (outcome.ok) problems.push(`accepted (${outcome.employees?.length} employees, ${outcome.totalTipsCents} cents) but must be refused: ${c.expect.why}`);
    else if (outcome.error && outcome.error.status !== 400) problems.push(`refused with ${outcome.error.status}, expected 400`);
    else for (const m of c.expect.mentions ?? []) if (!outcome.error?.message.includes(m)) problems.push(`refusal does not name ${m}: ${outcome.error?.message}`);
    return problems;
  }
  if (!outcome.ok) return [`refused: ${outcome.error?.status} ${outcome.error?.message}`];
  const got = new Map((outcome.employees ?? []).map((e) => [comparable(e.name), e]));
  if (outcome.totalTipsCents !== c.expect.totalTipsCents) problems.push(`total ${outcome.totalTipsCents} != ${c.expect.totalTipsCents}`);
  if (got.size !== c.expect.employeeCount) problems.push(`employees ${got.size} != ${c.expect.employeeCount}`);
  for (const e of c.expect.employees) {
    const g = got.get(comparable(e.name));
    if (!g) problems.push(`missing ${e.name}`);
    else {
      if (g.tipsCents !== e.tipsCents) problems.push(`${e.name}: ${g.tipsCents} != ${e.tipsCents}`);
      if (e.hours !== undefined && g.hours !== e.hours) problems.push(`${e.name}: hours ${g.hours} != ${e.hours}`);
    }
  }
  const expectedNames = new Set(c.expect.employees.map((e) => comparable(e.name)));
  for (const name of got.keys()) if (!expectedNames.has(name)) problems.push(`extra "${name}"`);
  return problems;
}

/**
 * A report printed in blocks, one per person: a line naming the person ("Employee: Garcia, Maria"), the
 * person's shift rows (a date, amounts) under a header without a name column, and a line with the person's
 * total ("Total for Maria Garcia"); a grand total at the end.
 */
export function generateBlocksCase(seed: number): GeneratedCase {
  const r = rng(seed);
  const fileKind = pick(r, ["xlsx", "xls", "csv-comma", "csv-bom"] as const);
  const parts = chance(r, 0.5);
  const withHours = chance(r, 0.5);
  const headerEachBlock = chance(r, 0.4);
  const nameForm = pick(r, ["Employee: {last}, {first}", "{first} {last}", "Server: {first} {last}", "{last}, {first} ({id})", "Employee Name: {first} {last}"] as const);
  const totalForm = pick(r, ["Total for {first} {last}", "{first} {last} Total", "Employee Total", "Total"] as const);
  const used = new Set<string>();
  const people: Person[] = [];
  const n = int(r, 2, 8);
  while (people.length < n) {
    const p: Person = { first: pick(r, FIRST), last: pick(r, LAST), id: int(r, 100, 9999) };
    const key = `${p.first} ${p.last}`;
    if (!used.has(key)) {
      used.add(key);
      people.push(p);
    }
  }
  const header = ["Date", "Shift", ...(withHours ? ["Hours"] : []), ...(parts ? ["Cash Tips", "Credit Card Tips", "Total Tips"] : ["Tips"]), "Net Sales"];
  const aoa: unknown[][] = [[pick(r, VENUES)], ["Tip Detail by Employee"], ["11/02/2026 - 11/08/2026"], []];
  if (!headerEachBlock) aoa.push(header);
  const employees: { name: string; tipsCents: number; hours?: number }[] = [];
  const fill = (s: string, p: Person) => s.replace("{first}", p.first).replace("{last}", p.last).replace("{id}", String(p.id));
  let grand = 0;
  for (const p of people) {
    aoa.push([fill(nameForm, p)]);
    if (headerEachBlock) aoa.push(header);
    let sum = 0;
    let hours = 0;
    const shifts = int(r, 1, 5);
    for (let i = 0; i < shifts; i++) {
      const cash = int(r, 0, 9000);
      const card = int(r, 0, 30000);
      const h = int(r, 3, 9) * 100 + pick(r, [0, 25, 50]);
      sum += cash + card;
      hours += h;
      aoa.push([`11/0${2 + i}/2026`, pick(r, ["Lunch", "Dinner", "Brunch"]), ...(withHours ? [h / 100] : []), ...(parts ? [cash / 100, card / 100, (cash + card) / 100] : [(cash + card) / 100]), int(r, 10000, 200000) / 100]);
    }
    aoa.push([fill(totalForm, p), null, ...(withHours ? [hours / 100] : []), ...(parts ? [null, null, sum / 100] : [sum / 100]), null]);
    aoa.push([]);
    grand += sum;
    employees.push({ name: `${p.first} ${p.last}`, tipsCents: sum, ...(withHours ? { hours: hours / 100 } : {}) });
  }
  aoa.push(["Grand Total", null, ...(withHours ? [null] : []), ...(parts ? [null, null, grand / 100] : [grand / 100]), null]);
  const base = `blocks-${seed}`;
  const { bytes, fileName } = encode(base, fileKind, aoa, [], false, r, false);
  return {
    id: base,
    fileName,
    bytes,
    traits: { seed, layout: "blocks", fileKind, parts, withHours, headerEachBlock, nameForm, totalForm },
    expect: { kind: "accept", employees, totalTipsCents: grand, employeeCount: employees.length },
  };
}

export interface GeneratedUpload {
  id: string;
  files: { fileName: string; bytes: Uint8Array; traits: GeneratedCase["traits"] }[];
  expect: { employees: { name: string; tipsCents: number }[]; totalTipsCents: number; employeeCount: number };
}

/**
 * Several exports of one week (a floor POS and a bar terminal, say), each in its own shape, sharing some
 * people; one may print middle initials the other lacks. A person's tips are summed across the files.
 */
export function generateUpload(seed: number): GeneratedUpload {
  const r = rng(seed);
  const pool: Person[] = [];
  const used = new Set<string>();
  while (pool.length < int(r, 6, 14)) {
    const p: Person = { first: pick(r, FIRST), last: pick(r, LAST), id: int(r, 100, 99999) };
    if (chance(r, 0.4)) p.middle = pick(r, MIDDLE);
    const key = `${p.first} ${p.last}`.toLowerCase();
    if (!used.has(key)) {
      used.add(key);
      pool.push(p);
    }
  }
  const fileCount = int(r, 2, 3);
  const files: GeneratedUpload["files"] = [];
  const merged = new Map<string, { name: string; tipsCents: number }>();
  for (let f = 0; f < fileCount; f++) {
    const people = shuffle(r, pool.filter(() => chance(r, 0.6)));
    if (people.length === 0) people.push(pool[f % pool.length]!);
    const c = generateCase(seed * 10 + f, { people, base: `upload-${seed}-${f}` });
    if (c.expect.kind !== "accept") continue;
    files.push({ fileName: c.fileName, bytes: c.bytes, traits: c.traits });
    for (const e of c.expect.employees) {
      // The same person whatever the spelling: first and last name (middle initials aside).
      const person = people.find((p) => e.name === `${p.first} ${p.last}` || e.name === `${p.first} ${p.middle} ${p.last}`)!;
      const key = `${person.first} ${person.last}`;
      const m = merged.get(key) ?? { name: e.name, tipsCents: 0 };
      m.tipsCents += e.tipsCents;
      merged.set(key, m);
    }
  }
  const employees = [...merged.values()];
  return { id: `upload-${seed}`, files, expect: { employees, totalTipsCents: employees.reduce((a, e) => a + e.tipsCents, 0), employeeCount: employees.length } };
}

/** A manager's weekly sheet laid out by day: "Name | Mon … Sun | Total", the days said to be tips by a title, the sheet's name or a group label. */
export function generateWeekCase(seed: number): GeneratedCase {
  const r = rng(seed);
  const fileKind = pick(r, ["xlsx", "xls", "csv-comma"] as const);
  const context = pick(r, fileKind === "csv-comma" ? (["title"] as const) : (["title", "sheet", "group"] as const));
  const dayNames = pick(r, [
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    ["Mon 11/2", "Tue 11/3", "Wed 11/4", "Thu 11/5", "Fri 11/6", "Sat 11/7", "Sun 11/8"],
  ]);
  const withTotal = chance(r, 0.6);
  const withHoursGroup = context === "group" && chance(r, 0.5);
  const text = chance(r, 0.3);
  const used = new Set<string>();
  const people: string[] = [];
  while (people.length < int(r, 2, 10)) {
    const [first, last] = [pick(r, FIRST), pick(r, LAST)];
    if (!used.has(`${first} ${last}`)) {
      used.add(`${first} ${last}`);
      people.push(chance(r, 0.5) ? `${first} ${last}` : `${last}, ${first}`);
    }
  }
  const money = (cents: number | null) => (cents === null ? null : text ? `$${(cents / 100).toFixed(2)}` : cents / 100);
  const aoa: unknown[][] = [];
  if (context === "title") aoa.push([pick(r, ["Weekly Tips", "Tip Sheet - Week of 11/02", "Server Tips by Day", "Gratuities This Week"])], []);
  const hoursDays = withHoursGroup ? dayNames : [];
  if (context === "group") aoa.push([null, ...hoursDays.map((_, i) => (i === 0 ? "Hours" : null)), ...dayNames.map((_, i) => (i === 0 ? pick(r, ["Tips", "Daily Tips", "Gratuities"]) : null))]);
  aoa.push([pick(r, ["Name", "Employee", "Server", "Staff"]), ...hoursDays, ...dayNames, ...(withTotal ? [pick(r, ["Total", "Week Total", "Weekly Total"])] : [])]);
  const employees: { name: string; tipsCents: number }[] = [];
  for (const name of people) {
    const days = dayNames.map(() => (chance(r, 0.2) ? null : int(r, 0, 30000)));
    const sum = days.reduce<number>((s, d) => s + (d ?? 0), 0);
    aoa.push([name, ...hoursDays.map(() => int(r, 0, 10)), ...days.map(money), ...(withTotal ? [money(sum)] : [])]);
    const [last, first] = name.split(", ");
    employees.push({ name: first ? `${first} ${last}` : name, tipsCents: sum });
  }
  const base = `week-${seed}`;
  const sheet = context === "sheet" ? pick(r, ["Weekly Tips", "Tips", "Tip Sheet"]) : "Sheet1";
  let bytes: Uint8Array;
  let fileName: string;
  if (fileKind === "csv-comma") ({ bytes, fileName } = encode(base, fileKind, aoa, [], false, r, false));
  else {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, toSheet(aoa, []), sheet);
    bytes = new Uint8Array(XLSX.write(wb, { type: "buffer", bookType: fileKind === "xls" ? "biff8" : "xlsx" }) as Buffer);
    fileName = `${base}.${fileKind}`;
  }
  const total = employees.reduce((s, e) => s + e.tipsCents, 0);
  return { id: base, fileName, bytes, traits: { seed, layout: "week", fileKind, context, withTotal, withHoursGroup, text, days: dayNames[0]! }, expect: { kind: "accept", employees, totalTipsCents: total, employeeCount: employees.length } };
}

/**
 * A long-format earnings report (ADP, Paychex, Gusto): one row per employee and pay code, wages and tips mixed,
 * hours on the wage rows; the name printed on every row or once per person; per-person and grand totals;
 * codes that are money but not tips (tip credit, wages). The tips are the tip codes' sum.
 */
export function generateLongCase(seed: number): GeneratedCase {
  const r = rng(seed);
  const fileKind = pick(r, ["xlsx", "xls", "csv-comma", "csv-bom", "csv-tab"] as const);
  const nameOnce = chance(r, 0.5);
  const lastFirst = chance(r, 0.5);
  const withHours = chance(r, 0.7);
  const textAmounts = chance(r, 0.3);
  const personTotals = chance(r, 0.4);
  const codeHeader = pick(r, ["Earning Code", "Earnings Code", "Pay Code", "Earning", "Earnings Type", "Pay Type", "Code", "Description"]);
  // Payroll registers often print a short code beside its description ("CCT" | "Charged Tips"), in either order.
  const shortCodes = chance(r, 0.35) ? pick(r, ["code-first", "description-first"] as const) : null;
  const describeHeader = pick(r, ["Earnings Description", "Description", "Earning Description", "Pay Description"]);
  const shortOf = (code: string) => code.split(/[\s-]+/).map((w) => w[0]!.toUpperCase()).join("") + (code.length % 3 === 0 ? "" : "X");
  const amountHeader = pick(r, ["Amount", "Earnings Amount", "Current Amount", "Amount ($)", "Total"]);
  const nameHeader = pick(r, ["Employee Name", "Employee", "Name", "Team Member", "Payroll Name"]);
  const tipCodes = pick(r, [["Tips"], ["Cash Tips", "Credit Card Tips"], ["Declared Tips", "Non-Cash Tips"], ["Paycheck Tips"], ["Cash Tips", "Charged Tips"], ["Tips Paid"]] as const);
  const wage = pick(r, [["Regular", "Overtime"], ["REG", "OT"], ["Regular Pay", "Overtime Pay"], ["Hourly", "Overtime"]] as const);
  const distractor = chance(r, 0.5) ? pick(r, ["Tip Credit", "Tip Makeup", "Meal Allowance", "Holiday"]) : null;
  const used = new Set<string>();
  const people: Person[] = [];
  const n = int(r, 2, 12);
  while (people.length < n) {
    const p: Person = { first: pick(r, FIRST), last: pick(r, LAST), id: int(r, 1000, 9999) };
    const key = `${p.first} ${p.last}`;
    if (!used.has(key)) {
      used.add(key);
      people.push(p);
    }
  }
  const money = (cents: number) => (textAmounts ? centsText(cents, "us-text", r, "minus") : cents / 100);
  const codeColumns = shortCodes === "code-first" ? [codeHeader === describeHeader ? "Code" : codeHeader, describeHeader] : shortCodes === "description-first" ? [describeHeader, "Code"] : [codeHeader];
  const codeCells = (code: string) => (shortCodes === "code-first" ? [shortOf(code), code] : shortCodes === "description-first" ? [code, shortOf(code)] : [code]);
  const header = [nameHeader, "Employee ID", ...codeColumns, ...(withHours ? ["Hours"] : []), amountHeader];
  const aoa: unknown[][] = [[pick(r, VENUES)], [pick(r, ["Earnings Detail", "Payroll Register - Earnings", "Earnings by Code"])], ["Pay Period: 11/02/2026 - 11/08/2026"], [], header];
  const employees: { name: string; tipsCents: number; hours?: number }[] = [];
  let grand = 0;
  for (const p of people) {
    const name = lastFirst ? `${p.last}, ${p.first}` : `${p.first} ${p.last}`;
    const lines: { code: string; hours: number | null; cents: number }[] = [];
    const regular = int(r, 8, 40) * 100 + pick(r, [0, 25, 50, 75]);
    const overtime = chance(r, 0.3) ? int(r, 1, 8) * 100 : 0;
    lines.push({ code: wage[0], hours: regular, cents: Math.round((regular * int(r, 500, 1800)) / 100) });
    if (overtime) lines.push({ code: wage[1], hours: overtime, cents: Math.round((overtime * int(r, 800, 2700)) / 100) });
    let tips = 0;
    for (const code of tipCodes) {
      if (chance(r, 0.15)) continue; // no such tips this week: no row
      const cents = int(r, 0, 90000);
      tips += cents;
      lines.push({ code, hours: null, cents });
    }
    if (distractor && chance(r, 0.5)) lines.push({ code: distractor, hours: distractor === "Holiday" ? 800 : null, cents: int(r, 1000, 9000) });
    shuffle(r, lines);
    lines.forEach((l, i) => {
      const shown = !nameOnce || i === 0;
      aoa.push([shown ? name : null, shown ? p.id : null, ...codeCells(l.code), ...(withHours ? [l.hours === null ? null : l.hours / 100] : []), money(l.cents)]);
    });
    if (personTotals) aoa.push([`Total for ${name}`, null, ...codeColumns.map(() => null), ...(withHours ? [null] : []), money(lines.reduce((s, l) => s + l.cents, 0))]);
    grand += tips;
    // Worked hours: the wage codes' (a paid holiday is not hours worked).
    employees.push({ name: `${p.first} ${p.last}`, tipsCents: tips, ...(withHours ? { hours: (regular + overtime) / 100 } : {}) });
  }
  aoa.push(["Grand Total", null, ...codeColumns.map(() => null), ...(withHours ? [null] : []), null]);
  const base = `long-${seed}`;
  const { bytes, fileName } = encode(base, fileKind, aoa, [], false, r, false);
  return {
    id: base,
    fileName,
    bytes,
    traits: { seed, layout: "long", fileKind, shortCodes: shortCodes ?? "none", nameOnce, lastFirst, withHours, textAmounts, personTotals, codeHeader, amountHeader, nameHeader, tipCodes: tipCodes.join("+"), wage: wage.join("+"), distractor: distractor ?? "none" },
    expect: { kind: "accept", employees, totalTipsCents: grand, employeeCount: employees.length },
  };
}

/**
 * A manager's grid with the employees as columns and the days as rows, under a title that says tips ("Tips by
 * employee", "Daily tip log"), the label column headed Day or Date, days written "Mon 11/02", "11/02/2026" or
 * "Monday", a Total row or not, blank cells for days off.
 */
export function generateColumnsCase(seed: number): GeneratedCase {
  const r = rng(seed);
  const fileKind = pick(r, ["xlsx", "csv-comma", "csv-bom", "csv-semicolon"] as const);
  const title = pick(r, ["Tips by employee - week of 11/02/2026", "Daily Tip Log", "Server tips 11/02 - 11/08", "Weekly gratuity sheet", "Tip sheet (employees across)"]);
  const labelHeader = pick(r, ["Day", "Date", "Shift Date", "Weekday", "Business Date"]);
  const dayStyle = pick(r, ["short-date", "date", "weekday"] as const);
  const withTotal = chance(r, 0.6);
  const textAmounts = chance(r, 0.3);
  const used = new Set<string>();
  const people: Person[] = [];
  const n = int(r, 2, 9);
  while (people.length < n) {
    const p: Person = { first: pick(r, FIRST), last: pick(r, LAST), id: 0 };
    const key = `${p.first} ${p.last}`;
    if (!used.has(key)) {
      used.add(key);
      people.push(p);
    }
  }
  const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const label = (d: number) =>
    dayStyle === "weekday" ? weekdays[d]! : dayStyle === "date" ? `11/${String(2 + d).padStart(2, "0")}/2026` : `${weekdays[d]!.slice(0, 3)} 11/${String(2 + d).padStart(2, "0")}`;
  const aoa: unknown[][] = [[title], [], [labelHeader, ...people.map((p) => `${p.first} ${p.last}`)]];
  const sums = people.map(() => 0);
  for (let d = 0; d < 7; d++) {
    aoa.push([
      label(d),
      ...people.map((_p, i) => {
        if (chance(r, 0.25)) return null; // a day off
        const cents = int(r, 0, 25000);
        sums[i]! += cents;
        return textAmounts ? centsText(cents, "us-text", r, "minus") : cents / 100;
      }),
    ]);
  }
  if (withTotal) aoa.push(["Total", ...sums.map((s) => (textAmounts ? centsText(s, "us-text", r, "minus") : s / 100))]);
  const employees = people.map((p, i) => ({ name: `${p.first} ${p.last}`, tipsCents: sums[i]! }));
  const base = `columns-${seed}`;
  const { bytes, fileName } = encode(base, fileKind, aoa, [], false, r, false);
  return {
    id: base,
    fileName,
    bytes,
    traits: { seed, layout: "employees-as-columns", fileKind, title, labelHeader, dayStyle, withTotal, textAmounts },
    expect: { kind: "accept", employees, totalTipsCents: sums.reduce((a, b) => a + b, 0), employeeCount: employees.length },
  };
}
