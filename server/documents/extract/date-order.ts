// Dates printed in figures only ("06-01-26") may read month first (June 1) or day first (6 January). US agencies
// print the month first, so that is the reading; but it is shown as sure only when the document tells the order:
// another all-figure date on it that only one order makes a date ("06-15-26"), or the same date printed with its
// month in words. A document whose figures prove the day comes first is read day first.
import type { Field } from "./types";
import { findDates, numericOrder } from "./dates";
import { DOUBTED } from "./plausibility";

export function settleNumericOrder(field: Field, text: string): Field {
  if (!field.value) return field;
  const printed = findDates(text).filter((d) => d.iso === field.value);
  // Worked out rather than printed (a term counted from the issue date), or printed so that only one order reads.
  if (printed.length === 0 || printed.some((d) => !d.dayFirst)) return field;
  const order = numericOrder(text);
  if (order === "day-first") return { value: printed[0]!.dayFirst!, confidence: field.confidence };
  if (order === "month-first") return field;
  return { value: field.value, confidence: Math.min(field.confidence, DOUBTED) };
}
