/**
 * Applies a tip policy to a week's employees, in integer cents, step by step, keeping every employee's working.
 *
 * The ledger of each employee: their own tips (what the files reported) lose the card fee withheld, the tip-outs
 * they give and what they put into a pool; they gain the tip-outs they receive and their pool share. Tip-outs
 * received are kept outside the pools (otherwise a tip-out to a pooled role would flow straight back into the
 * pool). Every split is by largest remainder, so the parts add up to the whole to the cent:
 * Σ payout + Σ withheld = Σ reported, always.
 */
import { allocateByWeights } from "./tips";
import {
  basisPoints,
  FLSA_MANAGER_RULE,
  isManagerRole,
  pointsHundredths,
  type PolicyRole,
  type PoolSplit,
  roleKey,
  stepLabel,
  type TipOutBase,
  type TipPolicyRules,
  tipPolicyProblems,
} from "./tip-policy";

export interface PolicyEmployee {
  name: string;
  /** The employee's role (from the file or assigned); null when none is known. */
  role: string | null;
  /** Exact to the hundredth; undefined when the files gave none. */
  hours?: number;
  tipsCents: number;
  /** Card tips, when the files have a card tips column. */
  cardTipsCents?: number;
  /** Sales, when the files have a sales column. */
  salesCents?: number;
}

export interface TipOutGiven {
  step: number;
  toRoles: string[];
  percent: number;
  base: TipOutBase;
  baseCents: number;
  amountCents: number;
  /** The tip-out was more than the tips left, and was limited to them. */
  capped: boolean;
}

export interface TipOutReceived {
  step: number;
  fromRoles: string[];
  amountCents: number;
  /** How the step's tip-outs were shared among the receivers. */
  split: "hours" | "equal";
}

export interface PoolWorking {
  step: number;
  split: PoolSplit;
  contributedCents: number;
  points: number | null;
  hours: number | null;
  /** This employee's weight (points × hours, hours, or 1) and the pool's total weight. */
  weight: number;
  totalWeight: number;
  poolCents: number;
  shareCents: number;
}

export interface EmployeeWorking {
  name: string;
  role: string | null;
  /** The role takes part in no pool or tip-out because it is a manager's or an owner's. */
  manager: boolean;
  /** The role is one of the policy's. */
  inPolicy: boolean;
  hours: number | null;
  reportedCents: number;
  cardTipsCents: number | null;
  withheldCents: number;
  given: TipOutGiven[];
  received: TipOutReceived[];
  pool: PoolWorking | null;
  payoutCents: number;
  notes: string[];
}

export interface PolicyResult {
  employees: EmployeeWorking[];
  totalTipsCents: number;
  withheldCents: number;
  payoutCents: number;
  /** Steps that did nothing, and why ("no Busser in the files"). */
  notes: string[];
}

/** A policy cannot be applied to these employees (said in words fit for a 400 answer). */
export class TipPolicyError extends Error {
  override name = "TipPolicyError";
}

/** cents × basis points / 10 000, half up, for cents ≥ 0. */
const percentOf = (cents: number, bp: number) => Math.floor((cents * bp + 5000) / 10000);

const hundredths = (hours: number | undefined) => (hours === undefined ? undefined : Math.round(hours * 100));

interface Ledger extends EmployeeWorking {
  /** Own tips not yet withheld, tipped out or pooled. */
  balance: number;
  policyRole: PolicyRole | undefined;
  hoursH: number | undefined;
  salesCents: number | undefined;
}

function ledgers(rules: TipPolicyRules, employees: readonly PolicyEmployee[]): Ledger[] {
  const roles = new Map(rules.roles.map((r) => [roleKey(r.name), r]));
  return employees.map((e) => {
    if (!Number.isSafeInteger(e.tipsCents) || e.tipsCents < 0) {
      throw new TipPolicyError(`${e.name} has a tip total of ${(e.tipsCents / 100).toFixed(2)}; a policy can only share tips of $0.00 or more. Correct the file and upload it again.`);
    }
    const policyRole = e.role === null ? undefined : roles.get(roleKey(e.role));
    const manager = policyRole !== undefined && isManagerRole(policyRole);
    const notes: string[] = [];
    if (e.role === null) notes.push("No role: takes part in no step and keeps the tips reported until a role is assigned.");
    else if (!policyRole) notes.push(`"${e.role}" is not one of the policy's roles: keeps the tips reported.`);
    else if (manager) notes.push(`${policyRole.name} is ${policyRole.kind === "owner" ? "an owner" : "a manager"} role: keeps the tips reported and takes no part in pools or tip-outs — ${FLSA_MANAGER_RULE}.`);
    const card = e.cardTipsCents === undefined ? null : Math.max(0, Math.min(e.cardTipsCents, e.tipsCents));
    return {
      name: e.name,
      role: policyRole?.name ?? e.role,
      manager,
      inPolicy: policyRole !== undefined,
      hours: e.hours ?? null,
      reportedCents: e.tipsCents,
      cardTipsCents: card,
      withheldCents: 0,
      given: [],
      received: [],
      pool: null,
      payoutCents: 0,
      notes,
      balance: e.tipsCents,
      policyRole,
      hoursH: hundredths(e.hours),
      salesCents: e.salesCents,
    };
  });
}

const inRoles = (names: readonly string[]) => {
  const keys = new Set(names.map(roleKey));
  return (l: Ledger) => l.policyRole !== undefined && !l.manager && keys.has(roleKey(l.policyRole.name));
};

/**
 * The policy applied to the employees. Throws TipPolicyError when the policy breaks a rule (the manager rule,
 * card fees where `state` forbids them…) or cannot be applied to these employees (negative tips, a pool by hours
 * without hours, a tip-out on sales without sales).
 */
export function applyTipPolicy(rules: TipPolicyRules, employees: readonly PolicyEmployee[], state: string | null): PolicyResult {
  const problems = tipPolicyProblems(rules, state);
  if (problems.length > 0) throw new TipPolicyError(problems.map((p) => p.message).join(" "));
  const people = ledgers(rules, employees);
  const notes: string[] = [];

  rules.steps.forEach((step, i) => {
    const n = i + 1;
    const label = stepLabel(step, i);
    if (step.kind === "card_fee") {
      const bp = basisPoints(step.percent);
      const withCard = people.filter((p) => p.cardTipsCents !== null);
      if (withCard.length === 0) notes.push(`${label}: the files have no card tips column; nothing was withheld.`);
      for (const p of withCard) {
        const fee = Math.min(percentOf(p.cardTipsCents ?? 0, bp), p.balance);
        p.withheldCents += fee;
        p.balance -= fee;
      }
      return;
    }

    if (step.kind === "tip_out") {
      const givers = people.filter(inRoles(step.fromRoles));
      const receivers = people.filter(inRoles(step.toRoles));
      if (receivers.length === 0) {
        notes.push(`${label}: nobody in the files has the role ${step.toRoles.join(" or ")}; nothing was tipped out.`);
        return;
      }
      if (givers.length === 0) {
        notes.push(`${label}: nobody in the files has the role ${step.fromRoles.join(" or ")}; nothing was tipped out.`);
        return;
      }
      const bp = basisPoints(step.percent);
      let collected = 0;
      for (const g of givers) {
        if (step.base === "sales" && g.salesCents === undefined) {
          throw new TipPolicyError(`${label} is a percentage of sales, but the files give no sales for ${g.name}. Upload files with a sales column, or tip out a percentage of tips.`);
        }
        const baseCents = Math.max(0, step.base === "sales" ? (g.salesCents ?? 0) : g.reportedCents);
        const due = percentOf(baseCents, bp);
        const amount = Math.min(due, g.balance);
        g.balance -= amount;
        collected += amount;
        g.given.push({ step: n, toRoles: step.toRoles, percent: step.percent, base: step.base, baseCents, amountCents: amount, capped: amount < due });
      }
      const byHours = receivers.every((r) => r.hoursH !== undefined) && receivers.some((r) => (r.hoursH ?? 0) > 0);
      const shares = allocateByWeights(collected, receivers.map((r) => (byHours ? (r.hoursH ?? 0) : 1)));
      receivers.forEach((r, k) => r.received.push({ step: n, fromRoles: step.fromRoles, amountCents: shares[k] ?? 0, split: byHours ? "hours" : "equal" }));
      return;
    }

    const members = people.filter(inRoles(step.roles));
    if (members.length === 0) {
      notes.push(`${label}: nobody in the files has the role ${step.roles.join(" or ")}; there was no pool.`);
      return;
    }
    if (step.split !== "equal") {
      const missing = members.find((m) => m.hoursH === undefined);
      if (missing) throw new TipPolicyError(`${label} is split ${step.split === "hours" ? "by hours" : "by points × hours"}, but the files give no hours for ${missing.name}.`);
    }
    const pointsOf = (m: Ledger) => {
      if (step.split !== "points_hours") return null;
      return Object.entries(step.points ?? {}).find(([k]) => roleKey(k) === roleKey(m.policyRole!.name))?.[1] ?? 0;
    };
    const weights = members.map((m) => {
      if (step.split === "equal") return 1;
      const h = m.hoursH ?? 0;
      return step.split === "hours" ? h : pointsHundredths(pointsOf(m) ?? 0) * h;
    });
    const totalWeight = weights.reduce((s, w) => s + w, 0);
    const poolCents = members.reduce((s, m) => s + m.balance, 0);
    if (totalWeight === 0 && poolCents > 0) throw new TipPolicyError(`${label}: nobody in the pool worked any hours, so its tips cannot be split by hours.`);
    const shares = totalWeight === 0 ? members.map(() => 0) : allocateByWeights(poolCents, weights);
    const scale = step.split === "points_hours" ? 10000 : step.split === "hours" ? 100 : 1;
    members.forEach((m, k) => {
      m.pool = {
        step: n,
        split: step.split,
        contributedCents: m.balance,
        points: pointsOf(m),
        hours: m.hours,
        weight: (weights[k] ?? 0) / scale,
        totalWeight: totalWeight / scale,
        poolCents,
        shareCents: shares[k] ?? 0,
      };
      m.balance = 0;
    });
  });

  let withheld = 0;
  let paid = 0;
  let total = 0;
  const result = people.map((p) => {
    const payout = p.balance + p.received.reduce((s, r) => s + r.amountCents, 0) + (p.pool?.shareCents ?? 0);
    withheld += p.withheldCents;
    paid += payout;
    total += p.reportedCents;
    const { balance: _b, policyRole: _r, hoursH: _h, salesCents: _s, ...working } = p;
    return { ...working, payoutCents: payout };
  });
  if (paid + withheld !== total) throw new Error(`Tip policy arithmetic lost cents: ${paid} + ${withheld} ≠ ${total}`);
  return { employees: result, totalTipsCents: total, withheldCents: withheld, payoutCents: paid, notes };
}
