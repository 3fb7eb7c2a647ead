import { allocateByWeights } from "@shared/domain/tips";
import type { CalculationMethod, DistributionMethod } from "@shared/schema/payroll";
import { HttpError } from "../../../http/errors";
import { distributeByPolicy, type PolicyDistribution, type PolicyOutcome } from "./policy-distribution";
import type { PayrollReadResult } from "./types";

/** How to pay a calculation: one of the two methods, or a tip policy. */
export type Distribution = DistributionMethod | PolicyDistribution;

export interface TipPayout {
  name: string;
  /** What the files reported for this employee. */
  reportedCents: number;
  hours?: number;
  /** What this employee is paid under the chosen method. */
  payoutCents: number;
}

export interface TipDistribution {
  method: CalculationMethod;
  totalTipsCents: number;
  totalHours?: number;
  payouts: TipPayout[];
  /** With a tip policy: the policy and every employee's working. */
  policy?: PolicyDistribution & PolicyOutcome;
}

/** Every employee has hours, some hours were worked, and the pool is not negative. */
export function canPoolByHours(result: PayrollReadResult): boolean {
  return (
    result.employees.length > 0 &&
    result.employees.every((e) => e.hours !== undefined) &&
    (result.totalHours ?? 0) > 0 &&
    result.totalTipsCents >= 0
  );
}

function whyNoPool(result: PayrollReadResult): string {
  if (result.employees.some((e) => e.hours === undefined)) return "not every employee has hours in the files";
  if ((result.totalHours ?? 0) <= 0) return "no hours were worked";
  return "the tip total is negative";
}

/**
 * "Pool by hours": the week's total shared in proportion to hours, in cents that add up exactly to the
 * total (largest remainder, ties to the earlier employee). Hours are weights in exact hundredths.
 */
function poolByHours(result: PayrollReadResult): TipPayout[] {
  if (!canPoolByHours(result)) throw new HttpError(400, `Tips cannot be pooled by hours: ${whyNoPool(result)}.`);
  const weights = result.employees.map((e) => Math.round((e.hours ?? 0) * 100));
  const shares = allocateByWeights(result.totalTipsCents, weights);
  return result.employees.map((e, i) => ({ name: e.name, reportedCents: e.tipsCents, hours: e.hours, payoutCents: shares[i] ?? 0 }));
}

export function distributeTips(result: PayrollReadResult, method: Distribution): TipDistribution {
  if (typeof method !== "string") {
    const outcome = distributeByPolicy(result, method);
    const payouts = outcome.result.employees.map((w, i) => {
      const e = result.employees[i]!;
      return { name: e.name, reportedCents: e.tipsCents, hours: e.hours, payoutCents: w.payoutCents };
    });
    const distribution: TipDistribution = { method: "tip_policy", totalTipsCents: result.totalTipsCents, payouts, policy: { ...method, ...outcome } };
    if (result.totalHours !== undefined) distribution.totalHours = result.totalHours;
    return distribution;
  }
  const payouts =
    method === "pool_by_hours"
      ? poolByHours(result)
      : result.employees.map((e) => ({ name: e.name, reportedCents: e.tipsCents, hours: e.hours, payoutCents: e.tipsCents }));
  const distribution: TipDistribution = { method, totalTipsCents: result.totalTipsCents, payouts };
  if (result.totalHours !== undefined) distribution.totalHours = result.totalHours;
  return distribution;
}
