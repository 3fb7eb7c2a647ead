import type { PoolSplit, RoleKind, TipOutBase, TipPolicyRules } from "@shared/domain/tip-policy";
import { roleKey } from "@shared/domain/tip-policy";

/** A tip policy as the editor holds it: numbers as typed. */
export type DraftStep =
  | { kind: "tip_out"; fromRoles: string[]; toRoles: string[]; percent: string; base: TipOutBase }
  | { kind: "pool"; roles: string[]; split: PoolSplit; points: Record<string, string> }
  | { kind: "card_fee"; percent: string };

export interface PolicyDraft {
  name: string;
  roles: Array<{ name: string; kind: RoleKind }>;
  steps: DraftStep[];
}

export const NEW_POLICY: PolicyDraft = {
  name: "",
  roles: [
    { name: "Server", kind: "staff" },
    { name: "Bartender", kind: "staff" },
    { name: "Busser", kind: "staff" },
    { name: "Manager", kind: "manager" },
  ],
  steps: [],
};

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

export function draftToRules(draft: PolicyDraft): TipPolicyRules {
  return {
    roles: draft.roles.map((r) => ({ name: r.name.trim(), kind: r.kind })),
    steps: draft.steps.map((s) => {
      if (s.kind === "tip_out") return { kind: "tip_out", fromRoles: s.fromRoles, toRoles: s.toRoles, percent: number(s.percent), base: s.base };
      if (s.kind === "card_fee") return { kind: "card_fee", percent: number(s.percent) };
      const pool = { kind: "pool" as const, roles: s.roles, split: s.split };
      return s.split === "points_hours" ? { ...pool, points: Object.fromEntries(s.roles.map((r) => [r, number(s.points[r] ?? "")])) } : pool;
    }),
  };
}

export function rulesToDraft(name: string, rules: TipPolicyRules): PolicyDraft {
  return {
    name,
    roles: rules.roles.map((r) => ({ ...r })),
    steps: rules.steps.map((s): DraftStep => {
      if (s.kind === "tip_out") return { ...s, fromRoles: [...s.fromRoles], toRoles: [...s.toRoles], percent: String(s.percent) };
      if (s.kind === "card_fee") return { kind: "card_fee", percent: String(s.percent) };
      return { kind: "pool", roles: [...s.roles], split: s.split, points: Object.fromEntries(Object.entries(s.points ?? {}).map(([k, v]) => [k, String(v)])) };
    }),
  };
}

/** Renaming a role renames it in every step; removing it removes it from every step. */
export function renameRole(draft: PolicyDraft, from: string, to: string): PolicyDraft {
  const swap = (names: string[]) => names.map((n) => (roleKey(n) === roleKey(from) ? to : n));
  return {
    ...draft,
    roles: draft.roles.map((r) => (r.name === from ? { ...r, name: to } : r)),
    steps: draft.steps.map((s) => {
      if (s.kind === "tip_out") return { ...s, fromRoles: swap(s.fromRoles), toRoles: swap(s.toRoles) };
      if (s.kind === "pool") {
        const points = Object.fromEntries(Object.entries(s.points).map(([k, v]) => [roleKey(k) === roleKey(from) ? to : k, v]));
        return { ...s, roles: swap(s.roles), points };
      }
      return s;
    }),
  };
}

export function removeRole(draft: PolicyDraft, name: string): PolicyDraft {
  const keep = (names: string[]) => names.filter((n) => roleKey(n) !== roleKey(name));
  return {
    ...draft,
    roles: draft.roles.filter((r) => r.name !== name),
    steps: draft.steps.map((s) => (s.kind === "tip_out" ? { ...s, fromRoles: keep(s.fromRoles), toRoles: keep(s.toRoles) } : s.kind === "pool" ? { ...s, roles: keep(s.roles) } : s)),
  };
}
