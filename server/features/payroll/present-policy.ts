import { centsToDecimalString } from "@shared/domain/money";
import { describeStep } from "@shared/domain/tip-policy";
import type { PolicyView } from "@shared/schema/payroll-views";
import { fractionText, totalGivenCents, totalReceivedCents, workingLines } from "@shared/domain/tip-working";
import type { TipDistribution } from "./reader";

const money = centsToDecimalString;

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
