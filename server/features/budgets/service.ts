import { and, asc, eq } from "drizzle-orm";
import {
  BUDGET_WEEK_FIELDS,
  centsToDecimalString,
  formatYearMonth,
  MONEY_MAX_CENTS,
  parseMoneyToCentsStrict,
  sumCents,
} from "@shared/domain";
import { budgetCategories, budgets, type Budget, type CopyBudgets, type InsertBudget, type UpdateBudget } from "@shared/schema";
import { can, REFUSALS } from "@shared/domain/permissions";
import type { BudgetView, CopyResult } from "@shared/schema/budgets-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { isUuid } from "../../http/validate";
import { recordAudit } from "../audit/service";
import { visibleCategory } from "./categories";

type CategoryPart = BudgetView["category"];

const categoryColumns = {
  id: budgetCategories.id,
  name: budgetCategories.name,
  description: budgetCategories.description,
};

function present(b: Budget, category: CategoryPart): BudgetView {
  return {
    id: b.id,
    locationId: b.locationId,
    categoryId: b.categoryId,
    month: b.month,
    plannedAmount: b.plannedAmount,
    actualAmount: b.actualAmount,
    weekOneActual: b.weekOneActual,
    weekTwoActual: b.weekTwoActual,
    weekThreeActual: b.weekThreeActual,
    weekFourActual: b.weekFourActual,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    category,
  };
}

/** "1250.5" → "1250.50": amounts are stored and answered in one form. */
const normalise = (amount: string) => centsToDecimalString(parseMoneyToCentsStrict(amount));

export async function listBudgets(
  db: DbOrTx,
  ctx: RequestContext,
  query: { locationId: string; month: string },
): Promise<BudgetView[]> {
  const location = await reachableLocation(db, ctx, query.locationId);
  const rows = await db
    .select({ budget: budgets, category: categoryColumns })
    .from(budgets)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgets.categoryId))
    // reachableLocation applied the tenancy rule: the location alone scopes the lines (no organization-wide subquery).
    .where(and(eq(budgets.locationId, location.id), eq(budgets.month, query.month)))
    .orderBy(asc(budgetCategories.name));
  return rows.map((r) => present(r.budget, r.category));
}

/** A budget line at a reachable location (locked for the rest of the transaction), or 404. */
async function reachableBudget(tx: DbOrTx, ctx: RequestContext, id: string): Promise<Budget> {
  if (!isUuid(id)) throw notFound("Budget not found");
  const [row] = await tx
    .select()
    .from(budgets)
    .where(and(eq(budgets.id, id), reachableLocationsOf(ctx, budgets.locationId)))
    .for("update");
  if (!row) throw notFound("Budget not found");
  return row;
}

async function categoryOf(tx: DbOrTx, categoryId: string): Promise<CategoryPart> {
  const [category] = await tx.select(categoryColumns).from(budgetCategories).where(eq(budgetCategories.id, categoryId));
  return category!;
}

export async function createBudget(db: Db, ctx: RequestContext, input: InsertBudget): Promise<BudgetView> {
  return db.transaction(async (tx) => {
    const location = await reachableLocation(tx, ctx, input.locationId);
    const category = await visibleCategory(tx, ctx, input.categoryId);
    const [existing] = await tx
      .select({ id: budgets.id })
      .from(budgets)
      .where(and(eq(budgets.locationId, location.id), eq(budgets.categoryId, category.id), eq(budgets.month, input.month)));
    if (existing) {
      throw conflict(`${category.name} already has a budget line for ${formatYearMonth(input.month)} at ${location.name}`);
    }
    const [row] = await tx
      .insert(budgets)
      .values({
        locationId: location.id,
        categoryId: category.id,
        month: input.month,
        plannedAmount: normalise(input.plannedAmount),
      })
      .returning();
    await recordAudit(tx, ctx, { action: "create", entityType: "budget", entityId: row!.id, after: row });
    return present(row!, { id: category.id, name: category.name, description: category.description });
  });
}

/**
 * Weekly actuals from anyone who sees the location's budgets; the planned amount from managers and administrators.
 * Weeks not sent keep their stored value; actualAmount is always recomputed as the sum of the four weeks,
 * and when the client sends one it must equal that sum.
 */
export async function updateBudget(db: Db, ctx: RequestContext, id: string, input: UpdateBudget): Promise<BudgetView> {
  return db.transaction(async (tx) => {
    const before = await reachableBudget(tx, ctx, id);
    if (input.plannedAmount !== undefined && !can(ctx, "budgets.plan")) {
      throw forbidden(REFUSALS["budgets.plan"]);
    }

    const weeks = BUDGET_WEEK_FIELDS.map((field) => parseMoneyToCentsStrict(input[field] ?? before[field]));
    const total = sumCents(weeks);
    if (total > MONEY_MAX_CENTS) {
      const message = "The four weeks add up to more than 99999999.99";
      throw badRequest(message, [{ path: "actualAmount", message }]);
    }
    if (input.actualAmount !== undefined && parseMoneyToCentsStrict(input.actualAmount) !== total) {
      const message = `Actual amount must equal the sum of the four weeks (${centsToDecimalString(total)})`;
      throw badRequest(message, [{ path: "actualAmount", message }]);
    }

    const changes: Partial<Budget> = { actualAmount: centsToDecimalString(total) };
    BUDGET_WEEK_FIELDS.forEach((field, i) => {
      changes[field] = centsToDecimalString(weeks[i]!);
    });
    if (input.plannedAmount !== undefined) changes.plannedAmount = normalise(input.plannedAmount);

    const [after] = await tx.update(budgets).set(changes).where(eq(budgets.id, before.id)).returning();
    await recordAudit(tx, ctx, { action: "update", entityType: "budget", entityId: id, before, after });
    return present(after!, await categoryOf(tx, after!.categoryId));
  });
}

export async function deleteBudget(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachableBudget(tx, ctx, id);
    await tx.delete(budgets).where(eq(budgets.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "budget", entityId: id, before });
  });
}

/**
 * Copies every line of one month to another at the same location, in one transaction: planned amounts
 * carried over, actuals zero, categories the target month already has left alone.
 */
export async function copyBudgets(db: Db, ctx: RequestContext, input: CopyBudgets): Promise<CopyResult> {
  return db.transaction(async (tx) => {
    const location = await reachableLocation(tx, ctx, input.locationId);
    const source = await tx
      .select({ categoryId: budgets.categoryId, plannedAmount: budgets.plannedAmount })
      .from(budgets)
      .where(and(eq(budgets.locationId, location.id), eq(budgets.month, input.fromMonth)));
    if (source.length === 0) return { copied: 0, skipped: 0 };

    const created = await tx
      .insert(budgets)
      .values(source.map((s) => ({ ...s, locationId: location.id, month: input.toMonth })))
      .onConflictDoNothing({ target: [budgets.locationId, budgets.categoryId, budgets.month] })
      .returning({ id: budgets.id });
    const result = { copied: created.length, skipped: source.length - created.length };
    await recordAudit(tx, ctx, {
      action: "copy",
      entityType: "budget",
      entityId: location.id,
      after: { ...input, ...result, ids: created.map((c) => c.id) },
    });
    return result;
  });
}
