import { addDaysIso, formatIsoDate, isValidIsoDate } from "./calendar";
import { toPlainDecimalString } from "./decimal";
import { US_STATES } from "./us-states";

/** A spreadsheet cell as the import reads it: text, a number (Excel keeps dates as serial numbers), or blank. */
export type RawCell = string | number | null;

/** A cell turned into the text an input schema takes (null: blank), or why it cannot be. */
export type Parsed = { ok: true; value: string | null } | { ok: false; message: string };

const ok = (value: string | null): Parsed => ({ ok: true, value });
const fail = (message: string): Parsed => ({ ok: false, message });

/** Lower case, accents and punctuation dropped, runs of spaces made one: the form names are compared in. */
export function normalizeName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The cell as trimmed text (numbers as Excel shows them); null when blank. */
export function cellString(cell: RawCell): string | null {
  if (cell === null) return null;
  if (typeof cell === "number") return Number.isFinite(cell) ? String(Number(cell.toPrecision(15))) : null;
  // An export neutralises formulas as '=…, '+…, '-…, '@… (shared/domain/csv.ts); read them back as written.
  const text = cell.replace(/\s+/g, " ").trim().replace(/^'(?=[=+\-@])/, "");
  return text === "" ? null : text;
}

export const textCell = (cell: RawCell): Parsed => ok(cellString(cell));

// ---- Dates ----

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11,
  november: 11, dec: 12, december: 12,
};

/** Excel's day 0 of the 1900 date system (day 60, the phantom 1900-02-29, is why it is the 30th). */
const EXCEL_EPOCH = "1899-12-30";
/** 9999-12-31 */
const MAX_EXCEL_SERIAL = 2_958_465;

function fullYear(text: string): number {
  const n = Number(text);
  if (text.length > 2) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

function isoOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  const iso = formatIsoDate({ year, month, day });
  return isValidIsoDate(iso) ? iso : null;
}

/** A date from the ways people type one, or null. Numbers are Excel serial dates. */
export function dateFromCell(cell: RawCell): string | null {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 1 || cell > MAX_EXCEL_SERIAL) return null;
    return addDaysIso(EXCEL_EPOCH, Math.floor(cell));
  }
  const text = cellString(cell)?.toLowerCase().replace(/(\d)(st|nd|rd|th)\b/g, "$1");
  if (!text) return null;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?)?$/.exec(text);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    // US order (month first) unless the first number cannot be a month.
    return a > 12 && b <= 12 ? isoOf(fullYear(m[3]!), b, a) : isoOf(fullYear(m[3]!), a, b);
  }
  const words = text.replace(/,/g, " ").replace(/[-/.]/g, " ").split(/\s+/).filter(Boolean);
  if (words.length === 3) {
    const [x, y, z] = words as [string, string, string];
    // "March 15 2026", "Mar 15 26"
    if (MONTHS[x] && /^\d{1,2}$/.test(y) && /^\d{2}(\d{2})?$/.test(z)) return isoOf(fullYear(z), MONTHS[x]!, Number(y));
    // "15 March 2026", "15-Mar-26"
    if (/^\d{1,2}$/.test(x) && MONTHS[y] && /^\d{2}(\d{2})?$/.test(z)) return isoOf(fullYear(z), MONTHS[y]!, Number(x));
    // "2026 Mar 15"
    if (/^\d{4}$/.test(x) && MONTHS[y] && /^\d{1,2}$/.test(z)) return isoOf(Number(x), MONTHS[y]!, Number(z));
  }
  if (words.length === 4 && /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*$/.test(words[0]!)) return dateFromCell(words.slice(1).join(" "));
  return null;
}

export function parseDateCell(cell: RawCell, label: string): Parsed {
  if (cellString(cell) === null) return ok(null);
  const iso = dateFromCell(cell);
  return iso ? ok(iso) : fail(`${label} "${cellString(cell)}" is not a date (write it as 2026-03-15, 3/15/2026 or Mar 15, 2026)`);
}

/** A month ("YYYY-MM") from "2026-03", "03/2026", "Mar 2026", "March-26", or a date in it. */
export function monthFromCell(cell: RawCell): string | null {
  const text = cellString(cell)?.toLowerCase();
  if (!text) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  const valid = (year: number, month: number) => (year >= 1000 && year <= 9999 && month >= 1 && month <= 12 ? `${year}-${pad(month)}` : null);
  let m = /^(\d{4})[-/.](\d{1,2})$/.exec(text);
  if (m) return valid(Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return valid(Number(m[2]), Number(m[1]));
  const words = text.replace(/[,'’]/g, " ").replace(/[-/.]/g, " ").split(/\s+/).filter(Boolean);
  if (words.length === 2) {
    const [x, y] = words as [string, string];
    if (MONTHS[x] && /^\d{2}(\d{2})?$/.test(y)) return valid(fullYear(y), MONTHS[x]!);
    if (/^\d{4}$/.test(x) && MONTHS[y]) return valid(Number(x), MONTHS[y]!);
  }
  const date = dateFromCell(cell);
  return date ? date.slice(0, 7) : null;
}

export function parseMonthCell(cell: RawCell, label: string): Parsed {
  if (cellString(cell) === null) return ok(null);
  const month = monthFromCell(cell);
  return month ? ok(month) : fail(`${label} "${cellString(cell)}" is not a month (write it as 2026-03 or Mar 2026)`);
}

// ---- Money ----

const CURRENCY_MARK = /^(?:usd|us\$|\$)\s*|\s*(?:usd|\$)$/i;

/**
 * Currency text → a plain decimal ("1234.50", "-12"), not rounded, so the input schema says what is
 * wrong with it (negative, too many decimals, too large). Accepts "$1,234.50", "USD 1234.5", "(12.00)".
 */
export function moneyFromCell(cell: RawCell): string | null {
  if (typeof cell === "number") return Number.isFinite(cell) ? toPlainDecimalString(Number(cell.toPrecision(15))) : null;
  let text = cellString(cell);
  if (!text) return null;
  let negative = false;
  const parens = /^\((.*)\)$/.exec(text);
  if (parens) {
    negative = true;
    text = parens[1]!.trim();
  }
  if (text.startsWith("-")) {
    if (negative) return null;
    negative = true;
    text = text.slice(1).trim();
  }
  text = text.replace(CURRENCY_MARK, "").trim();
  if (text.startsWith("-")) {
    if (negative) return null;
    negative = true;
    text = text.slice(1).trim();
  }
  if (text.includes(",")) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return null;
    text = text.replaceAll(",", "");
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const plain = text.startsWith(".") ? `0${text}` : text.endsWith(".") ? text.slice(0, -1) : text;
  return negative && /[1-9]/.test(plain) ? `-${plain}` : plain;
}

export function parseMoneyCell(cell: RawCell, label: string): Parsed {
  if (cellString(cell) === null) return ok(null);
  const money = moneyFromCell(cell);
  return money !== null ? ok(money) : fail(`${label} "${cellString(cell)}" is not an amount (write it as 1250.00 or $1,250.00)`);
}

// ---- States, ZIP codes ----

/** AP style abbreviations people still type ("Calif.", "N.Y."). */
const STATE_ABBREVIATIONS: Record<string, string> = {
  ala: "AL", ariz: "AZ", ark: "AR", calif: "CA", cal: "CA", colo: "CO", conn: "CT", del: "DE", fla: "FL", ga: "GA",
  ill: "IL", ind: "IN", kan: "KS", kans: "KS", ky: "KY", la: "LA", md: "MD", mass: "MA", mich: "MI", minn: "MN",
  miss: "MS", mo: "MO", mont: "MT", neb: "NE", nebr: "NE", nev: "NV", "n h": "NH", "n j": "NJ", "n m": "NM",
  "n y": "NY", "n c": "NC", "n d": "ND", okla: "OK", ore: "OR", pa: "PA", penn: "PA", "r i": "RI", "s c": "SC",
  "s d": "SD", tenn: "TN", tex: "TX", vt: "VT", va: "VA", wash: "WA", "w va": "WV", wis: "WI", wisc: "WI", wyo: "WY",
};

const STATE_BY_NAME = new Map<string, string>([
  ...US_STATES.map((s) => [normalizeName(s.name), s.code] as const),
  ...US_STATES.map((s) => [normalizeName(s.name).replace(/ /g, ""), s.code] as const),
  ...US_STATES.map((s) => [s.code.toLowerCase(), s.code] as const),
  ...Object.entries(STATE_ABBREVIATIONS),
]);

/** A US state's 2-letter code from its code, name or abbreviation, or null. */
export function stateFromCell(cell: RawCell): string | null {
  const text = cellString(cell);
  if (!text) return null;
  const key = normalizeName(text.replace(/^state of /i, ""));
  return STATE_BY_NAME.get(key) ?? STATE_BY_NAME.get(key.replace(/ /g, "")) ?? null;
}

export function parseStateCell(cell: RawCell, label: string): Parsed {
  if (cellString(cell) === null) return ok(null);
  const code = stateFromCell(cell);
  return code ? ok(code) : fail(`${label} "${cellString(cell)}" is not a US state (write a name such as New York or a code such as NY)`);
}

/** A ZIP code; a number cell lost its leading zeros ("2134" was "02134"), so they are put back. */
export function parseZipCell(cell: RawCell): Parsed {
  if (typeof cell === "number" && Number.isInteger(cell) && cell >= 0 && cell < 100_000) return ok(String(cell).padStart(5, "0"));
  if (typeof cell === "number" && Number.isInteger(cell) && cell >= 100_000_000 && cell < 1_000_000_000) {
    const digits = String(cell).padStart(9, "0");
    return ok(`${digits.slice(0, 5)}-${digits.slice(5)}`);
  }
  const text = cellString(cell);
  if (text && /^\d{3,4}$/.test(text)) return ok(text.padStart(5, "0"));
  return ok(text);
}

// ---- Choices by name or synonym ----

/** canonical value → the words people use for it (the value and its label match too). */
export type Synonyms<T extends string> = Record<T, readonly string[]>;

/** The option a text names, by value, by its words, or null. */
export function choiceFromText<T extends string>(text: string, synonyms: Synonyms<T>): T | null {
  const key = normalizeName(text);
  for (const [value, words] of Object.entries(synonyms) as [T, readonly string[]][]) {
    if (normalizeName(value) === key || words.some((w) => normalizeName(w) === key)) return value;
  }
  return null;
}

export function parseChoiceCell<T extends string>(cell: RawCell, label: string, synonyms: Synonyms<T>): Parsed {
  const text = cellString(cell);
  if (text === null) return ok(null);
  const value = choiceFromText(text, synonyms);
  return value ? ok(value) : fail(`${label} "${text}" is not one of ${Object.keys(synonyms).join(", ")}`);
}
