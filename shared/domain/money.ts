import { numberToDecimalParts, splitDecimal, type DecimalParts } from "./decimal";

/** numeric(10,2): at most 8 integer digits and 2 decimals, i.e. 99,999,999.99. */
export const MONEY_MAX_CENTS = 9_999_999_999;

const GROUPED_INTEGER = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/** Half away from zero on the third decimal digit, computed on digits (never by float multiply). */
function partsToCents(parts: DecimalParts): number | null {
  const fraction = parts.fraction.padEnd(3, "0");
  let cents = BigInt(parts.integer) * 100n + BigInt(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1n;
  const signed = parts.negative ? -cents : cents;
  if (signed > BigInt(Number.MAX_SAFE_INTEGER) || signed < BigInt(Number.MIN_SAFE_INTEGER)) return null;
  return signed === 0n ? 0 : Number(signed);
}

function parseMoneyText(input: string): number | null {
  let text = input.trim();
  let negative = false;
  const parens = /^\((.*)\)$/.exec(text);
  if (parens) {
    negative = true;
    text = (parens[1] ?? "").trim();
  }
  // One optional minus, before or after the dollar sign: "-3.10", "-$3.10", "$-3.10".
  const signed = /^(-?)\$?(-?)(.*)$/.exec(text);
  if (!signed) return null;
  const [, minusBefore = "", minusAfter = "", body = ""] = signed;
  const minus = minusBefore !== "" || minusAfter !== "";
  if ((minusBefore && minusAfter) || (minus && negative)) return null;
  negative ||= minus;

  let plain = body.trim();
  if (plain.includes(",")) {
    if (!GROUPED_INTEGER.test(plain)) return null;
    plain = plain.replaceAll(",", "");
  }
  if (plain.startsWith("+") || plain.startsWith("-")) return null;
  const parts = splitDecimal(plain);
  if (!parts) return null;
  return partsToCents({ ...parts, negative });
}

/**
 * Money text or number → integer cents, or null when the input is not money.
 *
 * Text: surrounding spaces, a "$" (spaces after it allowed: "$ 12"), thousands commas in groups of three
 * ("1,234.50") and ".5" are accepted; negatives as a leading minus ("-3.10", "-$3.10", "$-3.10") or
 * accounting parentheses ("(12.00)", "($12.00)"). Any number of decimals is accepted and rounded half away
 * from zero to cents ("1.005" → 101).
 * Numbers are read as their shortest decimal representation: 1.005 → 101, -1.005 → -101, 0.1 + 0.2 → 30.
 * Non-finite numbers, empty text, stray characters and results beyond Number.MAX_SAFE_INTEGER cents → null.
 */
export function parseMoneyToCents(input: string | number): number | null {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    return partsToCents(numberToDecimalParts(input));
  }
  if (typeof input !== "string") return null;
  return parseMoneyText(input);
}

/** parseMoneyToCents that throws a RangeError instead of returning null. */
export function parseMoneyToCentsStrict(input: string | number): number {
  const cents = parseMoneyToCents(input);
  if (cents === null) throw new RangeError(`Invalid money amount: ${JSON.stringify(input)}`);
  return cents;
}

export interface MoneyStringOptions {
  /** Reject negative values (default true). A leading minus is rejected outright, even "-0". */
  min0?: boolean;
  /** Maximum digits after the point (default 2). */
  maxDecimals?: number;
  /** Maximum significant digits before the point (default 8, from numeric(10,2)). */
  maxIntegerDigits?: number;
}

/**
 * API validation of a decimal string as stored in numeric(10,2): plain digits with an optional point,
 * no spaces, "$", commas or exponent. Defaults: ≥ 0, at most 2 decimals, at most 99,999,999.99.
 */
export function isValidMoneyString(s: string, options: MoneyStringOptions = {}): boolean {
  const { min0 = true, maxDecimals = 2, maxIntegerDigits = 8 } = options;
  if (typeof s !== "string") return false;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!match) return false;
  const [, minus = "", integer = "", fraction = ""] = match;
  if (min0 && minus) return false;
  if (fraction.length > maxDecimals) return false;
  return integer.replace(/^0+/, "").length <= maxIntegerDigits;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer, got ${cents}`);
}

/** 123450 → "1234.50", -1200 → "-12.00", 5 → "0.05". The API's wire format for money. */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${whole}.${rest}`;
}

/**
 * Dollars for display: integer cents or a money string → "$1,234.50"; negatives "-$12.00".
 * A string is parsed with parseMoneyToCents; an invalid one throws a RangeError.
 */
export function formatDollars(value: number | string): string {
  const cents = typeof value === "string" ? parseMoneyToCentsStrict(value) : value;
  const decimal = centsToDecimalString(cents);
  const negative = decimal.startsWith("-");
  const [whole = "0", fraction = "00"] = (negative ? decimal.slice(1) : decimal).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}.${fraction}`;
}

/** Exact sum of integer cents; throws when an item or the total is not a safe integer. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const cents of values) {
    assertCents(cents);
    total += cents;
    assertCents(total);
  }
  return total;
}
