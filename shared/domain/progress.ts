/** Up to and including this percentage the bar is "success". */
export const PROGRESS_WARNING_PERCENT = 80;
/** Up to and including this percentage the bar is "warning"; above it "danger". */
export const PROGRESS_DANGER_PERCENT = 95;

export type ProgressBand = "success" | "warning" | "danger";

/**
 * Share of the planned amount already spent, in percent, rounded half up to one decimal
 * (1 of 3 → 33.3, 2 of 3 → 66.7). Not capped (issue 24): 1,150 of 1,000 is 115, so an overspent line says by how
 * much; bars cap their own width. 0 when planned or spent is 0 or less.
 * Computed on integer cents with BigInt, so no float error and no overflow.
 */
export function budgetProgress(actualCents: number, plannedCents: number): number {
  if (!Number.isSafeInteger(actualCents) || !Number.isSafeInteger(plannedCents)) {
    throw new RangeError(`Cents must be safe integers, got ${actualCents} and ${plannedCents}`);
  }
  if (plannedCents <= 0 || actualCents <= 0) return 0;
  const actual = BigInt(actualCents);
  const planned = BigInt(plannedCents);
  const tenths = (actual * 2000n + planned) / (2n * planned);
  return Number(tenths) / 10;
}

/** Colour band of a progress percentage: ≤ 80 success, ≤ 95 warning, > 95 danger. */
export function progressBand(percent: number): ProgressBand {
  if (Number.isNaN(percent)) throw new RangeError("Percent is NaN");
  if (percent <= PROGRESS_WARNING_PERCENT) return "success";
  if (percent <= PROGRESS_DANGER_PERCENT) return "warning";
  return "danger";
}
