// Whether the reader's confidences mean something: for each field read, its confidence and whether it was
// right. "Sure" is a confidence at or above the "please check" threshold (shared/domain/confidence.ts): a
// sure value is shown without asking for a check, so a sure-but-wrong value is the costly kind of miss.
import { LOW_CONFIDENCE } from "@shared/domain/confidence";

export interface Reading {
  field: string;
  confidence: number;
  /** A value was read (a field left empty is "please check" whatever its confidence). */
  found: boolean;
  correct: boolean;
}

export interface FieldReliability {
  field: string;
  readings: number;
  wrong: number;
  /** Wrong values shown as sure. */
  sureWrong: number;
  /** Values shown as sure. */
  sure: number;
  /** Right values shown as "please check": the cost of a cautious confidence. */
  rightUnsure: number;
}

export interface Band {
  /** Lower bound, inclusive; the last band includes 1. */
  from: number;
  to: number;
  count: number;
  right: number;
}

export const isSure = (r: Pick<Reading, "confidence" | "found">) => r.found && r.confidence >= LOW_CONFIDENCE;

export function fieldReliability(readings: Reading[]): FieldReliability[] {
  const byField = new Map<string, FieldReliability>();
  for (const r of readings) {
    const f = byField.get(r.field) ?? { field: r.field, readings: 0, wrong: 0, sureWrong: 0, sure: 0, rightUnsure: 0 };
    f.readings++;
    if (!r.correct) f.wrong++;
    else if (r.found && !isSure(r)) f.rightUnsure++;
    if (isSure(r)) {
      f.sure++;
      if (!r.correct) f.sureWrong++;
    }
    byField.set(r.field, f);
  }
  return [...byField.values()];
}

/** Confidence bands of width 0.1 (values read only) → how many, how many right. */
export function reliabilityBands(readings: Reading[]): Band[] {
  const bands: Band[] = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, count: 0, right: 0 }));
  for (const r of readings) {
    if (!r.found) continue;
    const band = bands[Math.min(9, Math.max(0, Math.floor(r.confidence * 10 + 1e-9)))]!;
    band.count++;
    if (r.correct) band.right++;
  }
  return bands;
}

/** Among values shown as sure, the share that is wrong (the "sure-but-wrong"); 0 when none is sure. */
export function sureButWrongShare(readings: Reading[]): { sure: number; wrong: number; share: number } {
  const sure = readings.filter(isSure);
  const wrong = sure.filter((r) => !r.correct).length;
  return { sure: sure.length, wrong, share: sure.length === 0 ? 0 : wrong / sure.length };
}
