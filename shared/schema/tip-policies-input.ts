import { z } from "zod";
import { POOL_SPLITS, ROLE_KINDS, TIP_OUT_BASES, type TipPolicyRules } from "../domain/tip-policy";

// Drizzle-free, so the browser bundle can import it; tip-policies.ts re-exports it for the server.
// The shape is checked here; the rules of US law and of the location's state in shared/domain/tip-policy.ts.

const roleName = z.string({ error: "A role must be a name" }).trim().min(1, "Every role needs a name").max(60, "A role name is 60 characters at most");
const roleNames = z.array(roleName, { error: "Choose roles by name" }).max(30, "Too many roles");
const percent = z.number({ error: "The percentage must be a number" });

const tipOutStepSchema = z.object({
  kind: z.literal("tip_out"),
  fromRoles: roleNames,
  toRoles: roleNames,
  percent,
  base: z.enum(TIP_OUT_BASES, { error: "A tip-out is a percentage of tips or of sales" }).default("tips"),
});

const poolStepSchema = z.object({
  kind: z.literal("pool"),
  roles: roleNames,
  split: z.enum(POOL_SPLITS, { error: "A pool is split by hours, by points × hours or equally" }),
  points: z.record(roleName, z.number({ error: "Points must be a number" })).optional(),
});

const cardFeeStepSchema = z.object({ kind: z.literal("card_fee"), percent });

export const policyStepSchema = z.discriminatedUnion("kind", [tipOutStepSchema, poolStepSchema, cardFeeStepSchema], {
  error: "A step is a tip_out, a pool or a card_fee",
});

export const tipPolicyRulesSchema = z.object({
  roles: z
    .array(z.object({ name: roleName, kind: z.enum(ROLE_KINDS, { error: "A role is staff, manager or owner" }).default("staff") }), { error: "List the policy's roles" })
    .min(1, "List at least one role")
    .max(30, "Too many roles (30 at most)"),
  steps: z.array(policyStepSchema, { error: "List the policy's steps" }).max(20, "Too many steps (20 at most)"),
}) satisfies z.ZodType<TipPolicyRules, unknown>;

const policyName = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name is too long (100 characters at most)");

export const insertTipPolicySchema = z.object({
  locationId: z.string({ error: "Location is required" }).min(1, "Location is required"),
  name: policyName,
  rules: tipPolicyRulesSchema,
});
export type InsertTipPolicy = z.output<typeof insertTipPolicySchema>;

export const updateTipPolicySchema = z
  .object({ name: policyName.optional(), rules: tipPolicyRulesSchema.optional() })
  .refine((v) => v.name !== undefined || v.rules !== undefined, { message: "Nothing to change" });
export type UpdateTipPolicy = z.output<typeof updateTipPolicySchema>;

/** PUT /api/payroll/:id/roles: roles for employees of a calculation, remembered for the location. */
export const assignRolesSchema = z.object({
  assignments: z
    .array(z.object({ name: z.string({ error: "Employee name is required" }).trim().min(1, "Employee name is required").max(200), role: roleName }))
    .min(1, "Assign at least one role")
    .max(2000, "Too many assignments"),
});
export type AssignRoles = z.output<typeof assignRolesSchema>;

/** A tip policy as the API answers it. */
export interface TipPolicyDto {
  id: string;
  locationId: string;
  name: string;
  rules: TipPolicyRules;
  createdAt: string;
  updatedAt: string;
}
