import { type Amount, type AmountOptions, parseMoneyCell } from "./amounts";
import type { Cell } from "./grid";

export interface TipColumns {
  tips?: number;
  cashTips?: number;
  cardTips?: number;
  /** Day columns of a week laid out by day, summed like cash + card. */
  days?: readonly number[];
  options: { tips: AmountOptions; cashTips: AmountOptions; cardTips: AmountOptions; days?: readonly AmountOptions[] };
}

export interface TipsResult {
  amount: Amount;
  /** The total column disagrees with cash + card. */
  mismatch: boolean;
  /** The total cell was empty or unreadable, so cash + card were used. */
  usedParts: boolean;
}

const BLANK: Amount = { kind: "blank" };

function amountAt(row: readonly Cell[], c: number | undefined, options: AmountOptions): Amount {
  return c === undefined ? BLANK : parseMoneyCell(row[c] ?? null, options);
}

function addAmounts(a: Amount, b: Amount): Amount {
  if (a.kind === "invalid" || b.kind === "blank") return a;
  if (b.kind === "invalid" || a.kind === "blank") return b;
  return { kind: "value", hundredths: a.hundredths + b.hundredths, rounded: a.rounded || b.rounded };
}

/** The total tips column when there is one (cash + card when its cell is empty or unreadable), else cash + card. */
export function readTips(row: readonly Cell[], columns: TipColumns): TipsResult {
  let parts = addAmounts(
    amountAt(row, columns.cashTips, columns.options.cashTips),
    amountAt(row, columns.cardTips, columns.options.cardTips),
  );
  columns.days?.forEach((c, i) => {
    parts = addAmounts(parts, amountAt(row, c, columns.options.days?.[i] ?? {}));
  });
  if (columns.tips === undefined) return { amount: parts, mismatch: false, usedParts: false };
  const total = amountAt(row, columns.tips, columns.options.tips);
  if (total.kind === "value") {
    const bothParts = (columns.cashTips !== undefined && columns.cardTips !== undefined) || (columns.days?.length ?? 0) > 0;
    return { amount: total, mismatch: bothParts && parts.kind === "value" && parts.hundredths !== total.hundredths, usedParts: false };
  }
  if (parts.kind === "value") return { amount: parts, mismatch: false, usedParts: true };
  return { amount: total, mismatch: false, usedParts: false };
}
