import { and, count, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { budgetCategories, budgets, type BudgetCategory, type BudgetCategoryInput } from "@shared/schema";
import type { BudgetCategoryView } from "@shared/schema/budgets-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { conflict, forbidden, notFound } from "../../http/errors";
import { orgIdOf } from "../../http/tenancy";
import { isUuid } from "../../http/validate";
import { recordAudit } from "../audit/service";

export const presentCategory = (c: BudgetCategory): BudgetCategoryView => ({
  id: c.id,
  name: c.name,
  description: c.description,
  isDefault: c.organizationId === null,
});

/** Categories a context may use: the platform defaults and its organization's own. */
export function visibleCategories(ctx: RequestContext): SQL {
  const defaults = isNull(budgetCategories.organizationId);
  return ctx.organizationId ? or(defaults, eq(budgetCategories.organizationId, ctx.organizationId))! : defaults;
}

export async function listCategories(db: DbOrTx, ctx: RequestContext): Promise<BudgetCategoryView[]> {
  const rows = await db
    .select()
    .from(budgetCategories)
    .where(visibleCategories(ctx))
    .orderBy(sql`${budgetCategories.organizationId} is not null`, budgetCategories.name);
  return rows.map(presentCategory);
}

/** A category the context may use, or 404. */
export async function visibleCategory(db: DbOrTx, ctx: RequestContext, id: unknown): Promise<BudgetCategory> {
  if (!isUuid(id)) throw notFound("Budget category not found");
  const [row] = await db
    .select()
    .from(budgetCategories)
    .where(and(eq(budgetCategories.id, id), visibleCategories(ctx)));
  if (!row) throw notFound("Budget category not found");
  return row;
}

/** One of the organization's own categories; a platform default is visible but read-only (403). */
async function ownCategory(db: DbOrTx, ctx: RequestContext, id: string): Promise<BudgetCategory> {
  const row = await visibleCategory(db, ctx, id);
  if (row.organizationId === null) throw forbidden("Platform default categories cannot be changed");
  return row;
}

/** Names are unique among the categories an organization sees, ignoring case. */
async function assertNameFree(db: DbOrTx, ctx: RequestContext, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(
      and(
        visibleCategories(ctx),
        sql`lower(${budgetCategories.name}) = lower(${name})`,
        exceptId ? ne(budgetCategories.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict(`A budget category named "${name}" already exists`);
}

export async function createCategory(db: Db, ctx: RequestContext, input: BudgetCategoryInput): Promise<BudgetCategoryView> {
  const organizationId = orgIdOf(ctx);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, ctx, input.name);
    const [row] = await tx.insert(budgetCategories).values({ ...input, organizationId }).returning();
    await recordAudit(tx, ctx, { action: "create", entityType: "budget_category", entityId: row!.id, after: row });
    return presentCategory(row!);
  });
}

export async function updateCategory(
  db: Db,
  ctx: RequestContext,
  id: string,
  input: Partial<BudgetCategoryInput>,
): Promise<BudgetCategoryView> {
  return db.transaction(async (tx) => {
    const before = await ownCategory(tx, ctx, id);
    if (input.name !== undefined) await assertNameFree(tx, ctx, input.name, id);
    const [after] = await tx.update(budgetCategories).set(input).where(eq(budgetCategories.id, id)).returning();
    await recordAudit(tx, ctx, { action: "update", entityType: "budget_category", entityId: id, before, after });
    return presentCategory(after!);
  });
}

export async function deleteCategory(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await ownCategory(tx, ctx, id);
    const [used] = await tx.select({ n: count() }).from(budgets).where(eq(budgets.categoryId, id));
    const n = used?.n ?? 0;
    if (n > 0) {
      throw conflict(
        `"${before.name}" is in use by ${n} budget ${n === 1 ? "line" : "lines"} and cannot be deleted. Delete those budget lines first.`,
      );
    }
    await tx.delete(budgetCategories).where(eq(budgetCategories.id, id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "budget_category", entityId: id, before });
  });
}
