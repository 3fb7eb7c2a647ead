/** An employee's working under a tip policy, said line by line (the detail view and the exports). */
import type { EmployeeWorking } from "./tip-policy-apply";
import { SPLIT_LABELS } from "./tip-policy";
import { formatDollars } from "./money";

const dollars = (cents: number) => formatDollars(cents);

/** "12.5" → "12.5", 300 → "300", 372.5 → "372.5" (weights are exact to 1/10 000). */
const plain = (n: number) => String(Math.round(n * 10000) / 10000);

/** The fraction as a percentage with two decimals: 0.24 → "24.00 %". */
export const fractionText = (weight: number, total: number) => (total === 0 ? "0.00 %" : `${((weight / total) * 100).toFixed(2)} %`);

export function poolShareText(w: EmployeeWorking): string | null {
  const p = w.pool;
  if (!p) return null;
  const how =
    p.split === "points_hours"
      ? `${plain(p.points ?? 0)} points × ${(p.hours ?? 0).toFixed(2)} h = ${plain(p.weight)} of ${plain(p.totalWeight)} points·hours`
      : p.split === "hours"
        ? `${(p.hours ?? 0).toFixed(2)} h of ${plain(p.totalWeight)} h`
        : `1 share of ${plain(p.totalWeight)}`;
  return `${how} (${fractionText(p.weight, p.totalWeight)}) of the ${dollars(p.poolCents)} pool`;
}

export function workingLines(w: EmployeeWorking): string[] {
  const lines = [`Reported tips ${dollars(w.reportedCents)}`];
  if (w.withheldCents > 0) lines.push(`Card fee withheld on ${dollars(w.cardTipsCents ?? 0)} card tips: −${dollars(w.withheldCents)}`);
  for (const g of w.given) {
    lines.push(
      `Step ${g.step}: tip-out to ${g.toRoles.join(", ")}, ${g.percent} % of ${dollars(g.baseCents)} ${g.base === "sales" ? "sales" : "tips"}: −${dollars(g.amountCents)}${g.capped ? " (limited to the tips left)" : ""}`,
    );
  }
  for (const r of w.received) {
    lines.push(`Step ${r.step}: tip-out from ${r.fromRoles.join(", ")} (shared ${r.split === "hours" ? "by hours" : "equally"}): +${dollars(r.amountCents)}`);
  }
  if (w.pool) {
    const put = w.pool.contributedCents === 0 ? "nothing into the pool" : `into the pool −${dollars(w.pool.contributedCents)}`;
    lines.push(`Step ${w.pool.step}: ${put}; share ${SPLIT_LABELS[w.pool.split]}, ${poolShareText(w)}: +${dollars(w.pool.shareCents)}`);
  }
  lines.push(...w.notes);
  lines.push(`Payout ${dollars(w.payoutCents)}`);
  return lines;
}

export const totalGivenCents = (w: EmployeeWorking) => w.given.reduce((s, g) => s + g.amountCents, 0);
export const totalReceivedCents = (w: EmployeeWorking) => w.received.reduce((s, r) => s + r.amountCents, 0);
