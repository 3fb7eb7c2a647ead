/**
 * Tip policies: how a location shares its tips. A policy names the roles that take part and an ordered list of
 * steps (tip-outs, pools, card-fee withholding). This module holds the shapes and the rules a policy must obey;
 * tip-policy-apply.ts applies one to a week's employees.
 */

/** A role of the policy. Managers and owners may keep no part of a pool or tip-out (FLSA §3(m)(2)(B)). */
export const ROLE_KINDS = ["staff", "manager", "owner"] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

export const POOL_SPLITS = ["hours", "points_hours", "equal"] as const;
export type PoolSplit = (typeof POOL_SPLITS)[number];

export const TIP_OUT_BASES = ["tips", "sales"] as const;
export type TipOutBase = (typeof TIP_OUT_BASES)[number];

export interface PolicyRole {
  name: string;
  kind: RoleKind;
}

/** From employees of `fromRoles` to those of `toRoles`: `percent` of their reported tips or of their sales. */
export interface TipOutStep {
  kind: "tip_out";
  fromRoles: string[];
  toRoles: string[];
  percent: number;
  base: TipOutBase;
}

/** The remaining tips of the pool's roles, split by hours, by points × hours, or equally. */
export interface PoolStep {
  kind: "pool";
  roles: string[];
  split: PoolSplit;
  /** Points per role name (for "points_hours"). */
  points?: Record<string, number>;
}

/** A percentage of every employee's card tips, withheld for the card processing fee. */
export interface CardFeeStep {
  kind: "card_fee";
  percent: number;
}

export type PolicyStep = TipOutStep | PoolStep | CardFeeStep;

export interface TipPolicyRules {
  roles: PolicyRole[];
  steps: PolicyStep[];
}

export const SPLIT_LABELS: Record<PoolSplit, string> = {
  hours: "by hours",
  points_hours: "by points × hours",
  equal: "equally",
};

export const FLSA_MANAGER_RULE =
  "managers and supervisors may keep no part of employees' tips, so they cannot take part in a tip pool or tip-out (FLSA §3(m)(2)(B), as amended in 2018); owners are treated like managers";

/** States whose law forbids deducting card processing fees from tips, with the authority named in refusals. */
export const CARD_FEE_FORBIDDEN_STATES: Readonly<Record<string, string>> = {
  CA: "California Labor Code §351 (Henry v. Amrol, 1990): tips paid by card are paid in full, without the card fee",
};

/** A role name that says manager, supervisor or owner is treated as a manager whatever its kind says. */
const MANAGER_WORDS = /\b(manager|managers|mgr|supervisor|supervisors|owner|owners|proprietor|gm|general manager)\b/i;

export const roleKey = (name: string) => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

export function isManagerRole(role: PolicyRole): boolean {
  return role.kind !== "staff" || MANAGER_WORDS.test(role.name);
}

export interface PolicyProblem {
  /** Where in the policy: "roles.2.name", "steps.0.toRoles". */
  path: string;
  message: string;
}

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export function stepLabel(step: PolicyStep, index: number): string {
  const n = index + 1;
  switch (step.kind) {
    case "tip_out":
      return `Step ${n} (tip-out from ${step.fromRoles.join(", ")} to ${step.toRoles.join(", ")})`;
    case "pool":
      return `Step ${n} (pool of ${step.roles.join(", ")})`;
    case "card_fee":
      return `Step ${n} (card-fee withholding)`;
  }
}

function percentProblems(percent: number, path: string, label: string, max: number): PolicyProblem[] {
  if (!Number.isFinite(percent) || percent <= 0 || percent > max) return [{ path, message: `${label}: the percentage must be more than 0 and at most ${max}.` }];
  if (!hasAtMostTwoDecimals(percent)) return [{ path, message: `${label}: the percentage may have at most two decimals.` }];
  return [];
}

/**
 * Everything wrong with a policy, in the order found; empty when it may be saved and applied.
 * `state` is the location's two-letter state (card-fee withholding is refused where the law forbids it).
 */
export function tipPolicyProblems(rules: TipPolicyRules, state: string | null): PolicyProblem[] {
  const problems: PolicyProblem[] = [];
  const roles = new Map<string, PolicyRole>();
  rules.roles.forEach((role, i) => {
    const key = roleKey(role.name);
    if (key === "") problems.push({ path: `roles.${i}.name`, message: "Every role needs a name." });
    else if (roles.has(key)) problems.push({ path: `roles.${i}.name`, message: `The role "${role.name}" is listed twice.` });
    else roles.set(key, role);
  });
  if (rules.steps.length === 0) problems.push({ path: "steps", message: "Add at least one step (a tip-out, a pool or card-fee withholding)." });

  const checkRoles = (names: string[], path: string, label: string, what: string) => {
    if (names.length === 0) problems.push({ path, message: `${label}: choose at least one role ${what}.` });
    const seen = new Set<string>();
    for (const name of names) {
      const key = roleKey(name);
      const role = roles.get(key);
      if (seen.has(key)) problems.push({ path, message: `${label}: "${name}" is chosen twice.` });
      seen.add(key);
      if (!role) problems.push({ path, message: `${label}: "${name}" is not one of the policy's roles.` });
      else if (isManagerRole(role)) {
        problems.push({ path, message: `${label}: "${role.name}" is ${role.kind === "owner" ? "an owner" : "a manager"} role — ${FLSA_MANAGER_RULE}.` });
      }
    }
  };

  let pools = 0;
  let cardFees = 0;
  rules.steps.forEach((step, i) => {
    const label = stepLabel(step, i);
    const path = `steps.${i}`;
    if (step.kind === "tip_out") {
      checkRoles(step.fromRoles, `${path}.fromRoles`, label, "to tip out");
      checkRoles(step.toRoles, `${path}.toRoles`, label, "to receive the tip-out");
      const both = step.fromRoles.filter((f) => step.toRoles.some((t) => roleKey(t) === roleKey(f)));
      if (both.length > 0) problems.push({ path: `${path}.toRoles`, message: `${label}: "${both[0]}" cannot tip out to itself.` });
      problems.push(...percentProblems(step.percent, `${path}.percent`, label, 100));
    } else if (step.kind === "pool") {
      pools++;
      checkRoles(step.roles, `${path}.roles`, label, "in the pool");
      if (step.split === "points_hours") {
        for (const name of step.roles) {
          const points = Object.entries(step.points ?? {}).find(([k]) => roleKey(k) === roleKey(name))?.[1];
          if (points === undefined || !Number.isFinite(points) || points <= 0 || points > 1000 || !hasAtMostTwoDecimals(points)) {
            problems.push({ path: `${path}.points`, message: `${label}: give "${name}" a number of points above 0 and at most 1000 (two decimals at most).` });
          }
        }
      }
    } else {
      cardFees++;
      problems.push(...percentProblems(step.percent, `${path}.percent`, label, 10));
      const forbidden = state ? CARD_FEE_FORBIDDEN_STATES[state.toUpperCase()] : undefined;
      if (forbidden) problems.push({ path: `${path}.percent`, message: `${label}: card-fee withholding is not allowed at a location in ${state!.toUpperCase()} — ${forbidden}.` });
      if (i !== 0) problems.push({ path, message: `${label}: card-fee withholding comes first, before any tip-out or pool.` });
    }
  });
  if (cardFees > 1) problems.push({ path: "steps", message: "Card-fee withholding can appear once." });
  if (pools > 1) {
    // Several pools are fine as long as no role is in two of them.
    const inPool = new Map<string, number>();
    rules.steps.forEach((step, i) => {
      if (step.kind !== "pool") return;
      for (const name of step.roles) {
        const before = inPool.get(roleKey(name));
        if (before !== undefined) problems.push({ path: `steps.${i}.roles`, message: `${stepLabel(step, i)}: "${name}" is already in the pool of step ${before + 1}.` });
        else inPool.set(roleKey(name), i);
      }
    });
  }
  return problems;
}

/** Integer basis points of a percentage with at most two decimals: 3 → 300, 2.5 → 250. */
export const basisPoints = (percent: number) => Math.round(percent * 100);

/** Integer hundredths of points: 10 → 1000, 7.5 → 750. */
export const pointsHundredths = (points: number) => Math.round(points * 100);

/** A step said in words, for the policy list and the exports' summary. */
export function describeStep(step: PolicyStep): string {
  switch (step.kind) {
    case "tip_out":
      return `${step.fromRoles.join(", ")} tip out ${step.percent} % of ${step.base === "sales" ? "sales" : "tips"} to ${step.toRoles.join(", ")}`;
    case "pool": {
      const points =
        step.split === "points_hours" ? ` (${step.roles.map((r) => `${r} ${Object.entries(step.points ?? {}).find(([k]) => roleKey(k) === roleKey(r))?.[1] ?? "?"}`).join(", ")})` : "";
      return `remaining tips of ${step.roles.join(", ")} pooled ${SPLIT_LABELS[step.split]}${points}`;
    }
    case "card_fee":
      return `${step.percent} % of card tips withheld for the card fee`;
  }
}
