import { type Amount, type AmountOptions, parseMoneyCell } from "./amounts";
import type { Cell } from "./grid";

export interface TipCell {
  /** 0-based column. */
  c: number;
  options: AmountOptions;
}

export interface TipColumns {
  /** Components, summed (one column when a file has a single tips column). */
  parts: readonly TipCell[];
  /** Day columns of a week laid out by day, summed into one more component. */
  days?: readonly TipCell[];
  /** Totals of the components: checked, never added. */
  checks: readonly TipCell[];
}

export interface TipsResult {
  amount: Amount;
  /** Cents of each component (parts, then the days as one) when the amount is a value read from them. */
  partCents: number[];
  /** A total disagrees with the sum of the components. */
  mismatch: boolean;
  /** Every component cell was empty, so the (single) total was read. */
  usedCheck: boolean;
}

const BLANK: Amount = { kind: "blank" };

function amountAt(row: readonly Cell[], cell: TipCell): Amount {
  return parseMoneyCell(row[cell.c] ?? null, cell.options);
}

function addAmounts(a: Amount, b: Amount): Amount {
  if (a.kind === "invalid" || b.kind === "blank") return a;
  if (b.kind === "invalid" || a.kind === "blank") return b;
  return { kind: "value", hundredths: a.hundredths + b.hundredths, rounded: a.rounded || b.rounded };
}

const centsOf = (a: Amount) => (a.kind === "value" ? a.hundredths : 0);

/** The sum of the components (an empty one counts 0 beside filled ones), each total checked against it. */
export function readTips(row: readonly Cell[], columns: TipColumns): TipsResult {
  const amounts = columns.parts.map((p) => amountAt(row, p));
  if (columns.days && columns.days.length > 0) amounts.push(columns.days.map((d) => amountAt(row, d)).reduce(addAmounts, BLANK));
  const sum = amounts.reduce(addAmounts, BLANK);
  const checks = columns.checks.map((c) => amountAt(row, c)).filter((a) => a.kind === "value");
  if (sum.kind === "value") {
    const mismatch = checks.some((c) => c.kind === "value" && c.hundredths !== sum.hundredths);
    return { amount: sum, partCents: amounts.map(centsOf), mismatch, usedCheck: false };
  }
  if (sum.kind === "blank" && checks.length > 0) {
    const first = checks[0]!;
    const mismatch = checks.some((c) => c.kind === "value" && first.kind === "value" && c.hundredths !== first.hundredths);
    return { amount: first, partCents: [], mismatch, usedCheck: true };
  }
  return { amount: sum, partCents: [], mismatch: false, usedCheck: false };
}
