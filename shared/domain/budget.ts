import { parseMoneyToCents, sumCents } from "./money";
import { budgetProgress, PROGRESS_DANGER_PERCENT, PROGRESS_WARNING_PERCENT, type ProgressBand } from "./progress";

/** The four weekly actual fields of a budget line, in week order (SPEC: 4 weekly slots a month). */
export const BUDGET_WEEK_FIELDS = ["weekOneActual", "weekTwoActual", "weekThreeActual", "weekFourActual"] as const;
export type BudgetWeekField = (typeof BUDGET_WEEK_FIELDS)[number];

export interface BudgetProgress {
  /** 0 and up, one decimal, over 100 when overspent (see budgetProgress). */
  percent: number;
  band: ProgressBand;
}

/**
 * Colour band decided on the exact cents, not on the rounded percent: 80.01 % is "warning" even though
 * it displays as 80 %. ≤ 80 success, ≤ 95 warning, above danger; planned 0 counts as 0 % (success).
 */
export function budgetBand(actualCents: number, plannedCents: number): ProgressBand {
  if (!Number.isSafeInteger(actualCents) || !Number.isSafeInteger(plannedCents)) {
    throw new RangeError(`Cents must be safe integers, got ${actualCents} and ${plannedCents}`);
  }
  if (plannedCents <= 0 || actualCents <= 0) return "success";
  const spent = BigInt(actualCents) * 100n;
  const planned = BigInt(plannedCents);
  if (spent <= planned * BigInt(PROGRESS_WARNING_PERCENT)) return "success";
  if (spent <= planned * BigInt(PROGRESS_DANGER_PERCENT)) return "warning";
  return "danger";
}

/** The one budget progress rule: percentage (over 100 when overspent, 0 when planned is 0) and colour band. */
export function budgetProgressOf(actualCents: number, plannedCents: number): BudgetProgress {
  return { percent: budgetProgress(actualCents, plannedCents), band: budgetBand(actualCents, plannedCents) };
}

/**
 * Weekly actual inputs → total cents, exactly ("0.1" + "0.2" → 30). Blank counts as 0 (SPEC section 5).
 * null when any value is not an amount ≥ 0.
 */
export function weeklyTotalCents(values: readonly string[]): number | null {
  const cents: number[] = [];
  for (const value of values) {
    const c = weekInputToCents(value);
    if (c === null) return null;
    cents.push(c);
  }
  return sumCents(cents);
}

/** One weekly input → cents; blank is 0; null when not an amount ≥ 0. */
export function weekInputToCents(value: string): number | null {
  if (value.trim() === "") return 0;
  const cents = parseMoneyToCents(value);
  return cents === null || cents < 0 ? null : cents;
}

export type VarianceDirection = "under" | "over" | "on";

export interface BudgetVariance {
  /** Planned minus actual, always ≥ 0; `direction` says which side. */
  cents: number;
  direction: VarianceDirection;
}

/** How far a line is under or over its plan. */
export function budgetVariance(actualCents: number, plannedCents: number): BudgetVariance {
  const diff = plannedCents - actualCents;
  if (diff === 0) return { cents: 0, direction: "on" };
  return { cents: Math.abs(diff), direction: diff > 0 ? "under" : "over" };
}

export interface BudgetTotals extends BudgetProgress {
  plannedCents: number;
  actualCents: number;
}

/**
 * Totals of a month's budget lines (amounts as the API sends them) with the overall progress:
 * the Overall Progress card and the dashboard's Monthly Budget card.
 */
export function budgetTotals(lines: ReadonlyArray<{ plannedAmount: string; actualAmount: string }>): BudgetTotals {
  const toCents = (value: string) => {
    const cents = parseMoneyToCents(value);
    if (cents === null) throw new RangeError(`Invalid money amount: ${JSON.stringify(value)}`);
    return cents;
  };
  const plannedCents = sumCents(lines.map((l) => toCents(l.plannedAmount)));
  const actualCents = sumCents(lines.map((l) => toCents(l.actualAmount)));
  return { plannedCents, actualCents, ...budgetProgressOf(actualCents, plannedCents) };
}
