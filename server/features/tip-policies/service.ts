import { and, asc, eq } from "drizzle-orm";
import { tipPolicyProblems, type TipPolicyRules } from "@shared/domain/tip-policy";
import { tipPolicies, type InsertTipPolicy, type TipPolicy, type UpdateTipPolicy } from "@shared/schema";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, conflict, notFound } from "../../http/errors";
import { reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { isUuid } from "../../http/validate";
import { recordAudit } from "../audit/service";

/**
 * Tip policies belong to a location: anyone who may reach the location may read and write them, as with the
 * payroll calculations they apply to (the app's roles are admin and user; a user reaches assigned locations).
 */

/** 400 naming every rule the policy breaks at a location in `state` (the FLSA manager rule, card fees…). */
export function assertLawfulPolicy(rules: TipPolicyRules, state: string | null): void {
  const problems = tipPolicyProblems(rules, state);
  if (problems.length > 0) {
    throw badRequest(problems.map((p) => p.message).join(" "), problems.map((p) => ({ path: `rules.${p.path}`, message: p.message })));
  }
}

export async function reachablePolicy(db: DbOrTx, ctx: RequestContext, id: string): Promise<TipPolicy> {
  if (!isUuid(id)) throw notFound("Tip policy not found");
  const [row] = await db
    .select()
    .from(tipPolicies)
    .where(and(eq(tipPolicies.id, id), reachableLocationsOf(ctx, tipPolicies.locationId)));
  if (!row) throw notFound("Tip policy not found");
  return row;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`A tip policy named "${name}" already exists at this location.`);
    throw err;
  }
}

export async function listPolicies(db: DbOrTx, ctx: RequestContext, locationId: unknown): Promise<TipPolicy[]> {
  const location = await reachableLocation(db, ctx, locationId);
  return db.select().from(tipPolicies).where(eq(tipPolicies.locationId, location.id)).orderBy(asc(tipPolicies.name), asc(tipPolicies.id));
}

export async function createPolicy(db: Db, ctx: RequestContext, input: InsertTipPolicy): Promise<TipPolicy> {
  return uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      const location = await reachableLocation(tx, ctx, input.locationId);
      assertLawfulPolicy(input.rules, location.state);
      const [created] = await tx
        .insert(tipPolicies)
        .values({ locationId: location.id, name: input.name, rules: input.rules, createdBy: ctx.user.id })
        .returning();
      await recordAudit(tx, ctx, { action: "create", entityType: "tip_policy", entityId: created!.id, after: created });
      return created!;
    }),
  );
}

export async function updatePolicy(db: Db, ctx: RequestContext, id: string, changes: UpdateTipPolicy): Promise<TipPolicy> {
  return uniqueName(changes.name ?? "", () =>
    db.transaction(async (tx) => {
      const before = await reachablePolicy(tx, ctx, id);
      const location = await reachableLocation(tx, ctx, before.locationId);
      const rules = changes.rules ?? before.rules;
      assertLawfulPolicy(rules, location.state);
      const [after] = await tx
        .update(tipPolicies)
        .set({ name: changes.name ?? before.name, rules })
        .where(eq(tipPolicies.id, before.id))
        .returning();
      await recordAudit(tx, ctx, { action: "update", entityType: "tip_policy", entityId: id, before, after });
      return after!;
    }),
  );
}

export async function deletePolicy(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachablePolicy(tx, ctx, id);
    await tx.delete(tipPolicies).where(eq(tipPolicies.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "tip_policy", entityId: id, before });
  });
}
