/**
 * Exact decimal views of JavaScript numbers. A number is read as its shortest round-trip decimal
 * representation (String(n)), so 1.005 is "1.005" and 0.1 + 0.2 is "0.30000000000000004": what you see
 * is what gets computed, with no binary floating-point surprises from multiplying.
 */

export interface DecimalParts {
  negative: boolean;
  /** Digits before the point, no sign, at least "0". */
  integer: string;
  /** Digits after the point, possibly "". */
  fraction: string;
}

/** String(n) without exponent notation: 1e21 → "1000000000000000000000", 1.5e-7 → "0.00000015". */
export function toPlainDecimalString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  const text = String(n);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text === "-0" ? "0" : text;
  const [, sign = "", intDigits = "", fracDigits = "", expText = "0"] = match;
  const digits = intDigits + fracDigits;
  const pointAt = intDigits.length + Number(expText);
  if (pointAt <= 0) return `${sign}0.${"0".repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${"0".repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/** Splits a plain decimal ("-12.5", "007", ".5") into parts; null when it is not one. */
export function splitDecimal(text: string): DecimalParts | null {
  const match = /^([+-]?)(\d*)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign = "", integer = "", fraction = ""] = match;
  if (integer === "" && fraction === "") return null;
  return { negative: sign === "-", integer: integer === "" ? "0" : integer, fraction };
}

/** The number's exact decimal value as parts. */
export function numberToDecimalParts(n: number): DecimalParts {
  const parts = splitDecimal(toPlainDecimalString(n));
  if (!parts) throw new RangeError(`Not a finite number: ${n}`);
  return parts;
}
