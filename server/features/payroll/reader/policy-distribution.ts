import { applyTipPolicy, type PolicyEmployee, type PolicyResult, TipPolicyError } from "@shared/domain/tip-policy-apply";
import { roleKey } from "@shared/domain/tip-policy";
import type { AppliedTipPolicy } from "@shared/schema/payroll";
import type { RoleSource } from "@shared/schema/payroll-views";
import { HttpError } from "../../../http/errors";
import type { PayrollEmployee, PayrollReadResult } from "./types";

/** A calculation under a location's tip policy: the policy as applied, and the location's state (card-fee rule). */
export interface PolicyDistribution {
  policy: AppliedTipPolicy;
  state: string | null;
}

export type { RoleSource };

export interface PolicyOutcome {
  result: PolicyResult;
  /** Per employee, in the reading's order: where the role came from, and the file's role when it is not the policy's. */
  roles: Array<{ source: RoleSource; fileRole: string | null }>;
}

/** The employee's name folded the way assignments are kept ("  Grace  LIU" → "grace liu"). */
export const employeeNameKey = roleKey;

/**
 * The role an employee takes part with: the file's job when it is one of the policy's roles, otherwise the role a
 * manager assigned (remembered per name at the location) when that is one; otherwise the file's job (which is not
 * in the policy, so the employee keeps the tips reported), or none.
 */
function resolveRole(e: PayrollEmployee, policy: AppliedTipPolicy, policyRoles: Map<string, string>) {
  const fileRole = e.role ?? null;
  const fromFile = fileRole === null ? undefined : policyRoles.get(roleKey(fileRole));
  if (fromFile) return { role: fromFile, source: "file" as const, fileRole };
  const assigned = policy.assignments[employeeNameKey(e.name)];
  const fromAssignment = assigned === undefined ? undefined : policyRoles.get(roleKey(assigned));
  if (fromAssignment) return { role: fromAssignment, source: "assigned" as const, fileRole };
  return { role: fileRole, source: fileRole === null ? null : ("file" as const), fileRole };
}

/** Applies the policy to the reading; a policy that breaks a rule or does not fit the files answers 400. */
export function distributeByPolicy(result: PayrollReadResult, { policy, state }: PolicyDistribution): PolicyOutcome {
  const policyRoles = new Map(policy.rules.roles.map((r) => [roleKey(r.name), r.name]));
  const roles: PolicyOutcome["roles"] = [];
  const employees: PolicyEmployee[] = result.employees.map((e) => {
    const { role, source, fileRole } = resolveRole(e, policy, policyRoles);
    roles.push({ source, fileRole });
    const person: PolicyEmployee = { name: e.name, role, tipsCents: e.tipsCents };
    if (e.hours !== undefined) person.hours = e.hours;
    if (e.cardTipsCents !== undefined) person.cardTipsCents = e.cardTipsCents;
    if (e.salesCents !== undefined) person.salesCents = e.salesCents;
    return person;
  });
  try {
    return { result: applyTipPolicy(policy.rules, employees, state), roles };
  } catch (err) {
    if (err instanceof TipPolicyError) throw new HttpError(400, `The tip policy "${policy.name}" cannot be applied: ${err.message}`);
    throw err;
  }
}
