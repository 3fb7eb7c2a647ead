import { centsToDecimalString } from "@shared/domain/money";
import { describeStep, type TipPolicyRules } from "@shared/domain/tip-policy";
import { fractionText, totalGivenCents, totalReceivedCents, workingLines } from "@shared/domain/tip-working";
import type { RoleSource, TipDistribution } from "./reader";

const money = centsToDecimalString;

/** One employee's working under a tip policy, as the detail view and the exports show it. Money as decimal strings. */
export interface PolicyWorkingView {
  name: string;
  role: string | null;
  /** "file": the payroll file's job column; "assigned": given by a manager and remembered for the location. */
  roleSource: RoleSource;
  /** The file's job when it is not one of the policy's roles. */
  fileRole: string | null;
  manager: boolean;
  inPolicy: boolean;
  hours: number | null;
  reportedTips: string;
  cardTips: string | null;
  withheld: string;
  tipOutsGiven: string;
  tipOutsReceived: string;
  poolContribution: string;
  poolPoints: number | null;
  /** The share of the pool as a percentage ("24.03 %"), null outside a pool. */
  poolFraction: string | null;
  poolShare: string;
  payout: string;
  given: Array<{ step: number; toRoles: string[]; percent: number; base: "tips" | "sales"; baseAmount: string; amount: string; capped: boolean }>;
  received: Array<{ step: number; fromRoles: string[]; amount: string; split: "hours" | "equal" }>;
  /** The working said line by line ("Reported tips $500.00", "Step 1: tip-out to Busser, 3 % of …"). */
  lines: string[];
}

export interface PolicyView {
  id: string;
  name: string;
  rules: TipPolicyRules;
  /** The steps said in words, in order. */
  steps: string[];
  totalTips: string;
  withheld: string;
  paidOut: string;
  /** Steps that did nothing, and why. */
  notes: string[];
  /** Employees without one of the policy's roles: they keep the tips reported until a role is assigned. */
  needsRole: string[];
  working: PolicyWorkingView[];
}

export function presentPolicy(policy: NonNullable<TipDistribution["policy"]>): PolicyView {
  const { result, roles } = policy;
  return {
    id: policy.policy.policyId,
    name: policy.policy.name,
    rules: policy.policy.rules,
    steps: policy.policy.rules.steps.map(describeStep),
    totalTips: money(result.totalTipsCents),
    withheld: money(result.withheldCents),
    paidOut: money(result.payoutCents),
    notes: result.notes,
    needsRole: result.employees.filter((w) => !w.inPolicy).map((w) => w.name),
    working: result.employees.map((w, i) => ({
      name: w.name,
      role: w.role,
      roleSource: roles[i]?.source ?? null,
      fileRole: w.inPolicy ? null : (roles[i]?.fileRole ?? null),
      manager: w.manager,
      inPolicy: w.inPolicy,
      hours: w.hours,
      reportedTips: money(w.reportedCents),
      cardTips: w.cardTipsCents === null ? null : money(w.cardTipsCents),
      withheld: money(w.withheldCents),
      tipOutsGiven: money(totalGivenCents(w)),
      tipOutsReceived: money(totalReceivedCents(w)),
      poolContribution: money(w.pool?.contributedCents ?? 0),
      poolPoints: w.pool?.points ?? null,
      poolFraction: w.pool ? fractionText(w.pool.weight, w.pool.totalWeight) : null,
      poolShare: money(w.pool?.shareCents ?? 0),
      payout: money(w.payoutCents),
      given: w.given.map((g) => ({ step: g.step, toRoles: g.toRoles, percent: g.percent, base: g.base, baseAmount: money(g.baseCents), amount: money(g.amountCents), capped: g.capped })),
      received: w.received.map((r) => ({ step: r.step, fromRoles: r.fromRoles, amount: money(r.amountCents), split: r.split })),
      lines: workingLines(w),
    })),
  };
}
