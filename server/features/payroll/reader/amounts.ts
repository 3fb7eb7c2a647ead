import { parseMoneyToCents } from "@shared/domain/money";
import type { Cell } from "./grid";

/** A parsed amount in hundredths (cents for money, 1/100 hour for hours). */
export type Amount =
  | { kind: "blank" }
  | { kind: "value"; hundredths: number; /** finer than 1/100 and rounded */ rounded: boolean }
  | { kind: "invalid"; text: string };

const BLANK: Amount = { kind: "blank" };

export interface AmountOptions {
  /** The column writes decimals with a comma ("1.234,50"). */
  decimalComma?: boolean;
}

/** "123.456" → 12346 (half away from zero) with rounded = true. */
function plainToHundredths(plain: string, negative: boolean): Amount {
  const hundredths = parseMoneyToCents(negative ? `-${plain}` : plain);
  if (hundredths === null) return { kind: "invalid", text: plain };
  const fraction = plain.split(".")[1] ?? "";
  return { kind: "value", hundredths, rounded: /[1-9]/.test(fraction.slice(2)) };
}

/** Excel shows 15 significant digits: 1191.1599999999999 is 1191.16 on screen and here. */
function numberToHundredths(n: number): Amount {
  if (!Number.isFinite(n)) return { kind: "invalid", text: String(n) };
  // Fast path for the usual case, a value with at most two decimals (float noise far below a cent).
  const scaled = n * 100;
  const nearest = Math.round(scaled);
  if (Math.abs(scaled - nearest) < 1e-6 && Math.abs(nearest) < 1e13) return { kind: "value", hundredths: nearest === 0 ? 0 : nearest, rounded: false };
  const shown = Number(n.toPrecision(15));
  const hundredths = parseMoneyToCents(shown);
  if (hundredths === null) return { kind: "invalid", text: String(n) };
  const fraction = String(shown).split(".")[1] ?? "";
  return { kind: "value", hundredths, rounded: !String(shown).includes("e") && /[1-9]/.test(fraction.slice(2)) };
}

const CURRENCY = /^(?:us\$|usd|\$|€|eur|£|gbp)|(?:us\$|usd|\$|€|eur|£|gbp)$/i;
const DASHES_MEANING_ZERO = new Set(["-", "–", "—"]);

/** Digits with "," "." "'" separators → a plain "1234.50", or null when the grouping is not a number's. */
function toPlainDecimal(body: string, decimalComma: boolean): string | null {
  if (!/^[\d.,']+$/.test(body) || !/\d/.test(body)) return null;
  const lastDot = body.lastIndexOf(".");
  const lastComma = body.lastIndexOf(",");
  let decimalSep: "." | "," | null;
  if (lastDot >= 0 && lastComma >= 0) decimalSep = lastDot > lastComma ? "." : ",";
  else if (lastComma >= 0) {
    const groupedThousands = /^\d{1,3}(,\d{3})+$/.test(body);
    decimalSep = decimalComma ? (groupedThousands && body.split(",").length > 2 ? null : ",") : groupedThousands ? null : ",";
  } else if (lastDot >= 0) {
    const groupedThousands = /^\d{1,3}(\.\d{3})+$/.test(body);
    decimalSep = (decimalComma && groupedThousands) || body.split(".").length > 2 ? null : ".";
  } else decimalSep = null;

  const [intPart = "", fraction = "", ...rest] = decimalSep ? body.split(decimalSep) : [body];
  if (rest.length > 0) return null;
  if (decimalSep && !/^\d+$/.test(fraction)) return null;
  const integer = intPart === "" ? "0" : intPart;
  const groupSeparators = new Set(integer.replace(/\d/g, ""));
  if (groupSeparators.size > 1 || (decimalSep && groupSeparators.has(decimalSep))) return null;
  if (groupSeparators.size === 1 && !/^\d{1,3}([.,']\d{3})+$/.test(integer)) return null;
  if (decimalSep === "," && decimalComma === false && !/^\d{1,2}$/.test(fraction)) return null;
  const digits = integer.replace(/[.,']/g, "");
  return decimalSep ? `${digits}.${fraction}` : digits;
}

/** Strips one leading ("-5", "–5") or trailing ("5-") minus and a leading "+". */
function stripSign(part: string): { out: string; minus: boolean } {
  let out = part;
  let minus = false;
  if ((out[0] === "-" || out[0] === "–") && out.length > 1) {
    minus = true;
    out = out.slice(1);
  } else if (out[0] === "+") out = out.slice(1);
  if (out.length > 1 && out.endsWith("-") && /\d/.test(out[out.length - 2] ?? "")) {
    minus = true;
    out = out.slice(0, -1);
  }
  return { out, minus };
}

// The usual US text amount, read without the general path: "$1,234.50", "-$3.10", "(12.00)", "875".
const US_AMOUNT = /^(\()?(-)?\$?(-)?(\d{1,3}(?:,\d{3})+|\d{1,13})(?:\.(\d{1,2}))?(\))?$/;

function usAmount(s: string): Amount | null {
  const m = US_AMOUNT.exec(s);
  if (!m) return null;
  const [, open, minusBefore, minusAfter, integer = "", fraction = "", close] = m;
  if (Boolean(open) !== Boolean(close)) return null;
  const signs = (open ? 1 : 0) + (minusBefore ? 1 : 0) + (minusAfter ? 1 : 0);
  if (signs > 1) return null;
  const cents = Number(integer.replace(/,/g, "")) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return { kind: "value", hundredths: signs === 1 && cents !== 0 ? -cents : cents, rounded: false };
}

/** Money as text: "$1,234.50", "(12.00)", "-$3.10", "12.00-", "€ 1.234,50", "$ -" (accounting zero). */
export function parseMoneyText(text: string, options: AmountOptions = {}): Amount {
  // eslint-disable-next-line no-control-regex
  let s = (/[^\x00-\x7f]/.test(text) ? text.normalize("NFKC").replace(/\u2212/g, "-") : text).replace(/\s+/g, "");
  if (s === "") return BLANK;
  if (!options.decimalComma) {
    const fast = usAmount(s);
    if (fast) return fast;
  }
  let negative = false;
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1);
  }
  // A sign may stand before or after the currency: "-$3.10", "$-3.10".
  let minusSigns = 0;
  for (let pass = 0; pass < 2; pass++) {
    const step = stripSign(s);
    if (step.minus) minusSigns++;
    s = step.out.replace(CURRENCY, "");
  }
  if (minusSigns > 1 || (minusSigns === 1 && negative)) return { kind: "invalid", text };
  negative ||= minusSigns === 1;
  if (DASHES_MEANING_ZERO.has(s)) return { kind: "value", hundredths: 0, rounded: false };
  const plain = toPlainDecimal(s, options.decimalComma ?? false);
  if (plain === null) return { kind: "invalid", text };
  const amount = plainToHundredths(plain, negative);
  return amount.kind === "invalid" ? { kind: "invalid", text } : amount;
}

export function parseMoneyCell(cell: Cell, options: AmountOptions = {}): Amount {
  if (cell === null) return BLANK;
  if (typeof cell === "number") return numberToHundredths(cell);
  if (typeof cell === "string") return parseMoneyText(cell, options);
  if (cell.kind === "error") return { kind: "invalid", text: cell.text };
  return { kind: "invalid", text: "a time value" };
}

/** Hours: 7.5, "7.5", "7,5", "7:30", "7.5 hrs", or a cell formatted as [h]:mm. */
export function parseHoursCell(cell: Cell, options: AmountOptions = {}): Amount {
  if (cell === null) return BLANK;
  let amount: Amount;
  if (typeof cell === "number") amount = numberToHundredths(cell);
  else if (typeof cell === "string") {
    const s = cell.trim().replace(/\s*(h|hr|hrs|hours?)\.?$/i, "");
    const clock = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/.exec(s);
    if (clock) {
      const minutes = Number(clock[2]) + Number(clock[3] ?? 0) / 60;
      const exact = (minutes * 100) / 60;
      amount = { kind: "value", hundredths: Number(clock[1]) * 100 + Math.round(exact), rounded: Math.round(exact) !== exact };
    } else amount = s === "" ? BLANK : parseMoneyText(s, options);
  } else if (cell.kind === "duration") {
    amount = numberToHundredths(Number((cell.days * 24).toPrecision(12)));
  } else amount = { kind: "invalid", text: cell.text };
  if (amount.kind === "value" && amount.hundredths < 0) return { kind: "invalid", text: String(amount.hundredths / 100) };
  return amount;
}

/**
 * Whether a column writes decimals with a comma: some text value can only be read that way ("12,50",
 * "1.234,56") and none can only be read with a point ("12.50", "1,234.56").
 */
export function usesDecimalComma(cells: readonly Cell[]): boolean {
  let comma = false;
  for (const cell of cells) {
    if (typeof cell !== "string") continue;
    const s = cell.replace(/\s+/g, "");
    if (/\d,\d{1,2}\)?-?$/.test(s) || /\d\.\d{3},\d+/.test(s)) comma = true;
    else if (/\d\.\d{1,2}\)?-?$/.test(s) || /\d,\d{3}\.\d+/.test(s)) return false;
  }
  return comma;
}
