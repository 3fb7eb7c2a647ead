import { index, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { isValidYearMonth } from "../domain/dates";
import { isValidMoneyString } from "../domain/money";
import { createdAt, id, updatedAt } from "./columns";
import { locations, organizations } from "./organizations";

export * from "./budgets-input";

/** Platform defaults have no organization; an organization may add its own. */
export const budgetCategories = pgTable(
  "budget_categories",
  {
    id: id(),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    index("budget_categories_organization_idx").on(t.organizationId),
    uniqueIndex("budget_categories_org_name_uq").on(t.organizationId, t.name),
  ],
);

export const budgets = pgTable(
  "budgets",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => budgetCategories.id, { onDelete: "restrict" }),
    month: text("month").notNull(),
    plannedAmount: numeric("planned_amount", { precision: 10, scale: 2 }).notNull(),
    actualAmount: numeric("actual_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    weekOneActual: numeric("week_one_actual", { precision: 10, scale: 2 }).notNull().default("0"),
    weekTwoActual: numeric("week_two_actual", { precision: 10, scale: 2 }).notNull().default("0"),
    weekThreeActual: numeric("week_three_actual", { precision: 10, scale: 2 }).notNull().default("0"),
    weekFourActual: numeric("week_four_actual", { precision: 10, scale: 2 }).notNull().default("0"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("budgets_location_category_month_uq").on(t.locationId, t.categoryId, t.month),
    index("budgets_location_month_idx").on(t.locationId, t.month),
    index("budgets_category_idx").on(t.categoryId),
  ],
);

export const selectBudgetSchema = createSelectSchema(budgets);
export type BudgetCategory = typeof budgetCategories.$inferSelect;
export type Budget = typeof budgets.$inferSelect;

/** Why a text is not an amount numeric(10,2) stores (≥ 0, at most 2 decimals), or null when it is one. */
export function budgetAmountProblem(label: string, value: string): string | null {
  if (!/^\d+(\.\d+)?$/.test(value)) return `${label} must be an amount of at least 0, such as 1250.00`;
  if (!isValidMoneyString(value, { maxDecimals: Infinity })) return `${label} must be at most 99999999.99`;
  if (!isValidMoneyString(value)) return `${label} can have at most 2 decimals`;
  return null;
}

/** A required money amount sent as a decimal string ("1234.50"), as SPEC section 7 sends them. */
const moneyString = (label: string) =>
  z
    .string({ error: `${label} must be an amount sent as text, such as "1250.00"` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .superRefine((value, ctx) => {
      const problem = budgetAmountProblem(label, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

const yearMonth = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isValidYearMonth, `${label} must be a month in the form YYYY-MM`);

const locationIdField = z.uuid({ error: "Location is required" });

/** GET /api/budgets?locationId=…&month=YYYY-MM. */
export const budgetListQuerySchema = z.object({ locationId: locationIdField, month: yearMonth("Month") });

/** POST /api/budgets (administrators): one line per category, location and month. */
export const insertBudgetSchema = z.object({
  locationId: locationIdField,
  categoryId: z.uuid({ error: "Category is required" }),
  month: yearMonth("Month"),
  plannedAmount: moneyString("Planned amount"),
});

/**
 * PATCH /api/budgets/:id: the four weekly actuals and actualAmount (their sum, checked by the server),
 * and, for administrators only, plannedAmount. Any subset; absent weeks keep their stored value.
 */
export const updateBudgetSchema = z
  .object({
    weekOneActual: moneyString("Week 1 actual").optional(),
    weekTwoActual: moneyString("Week 2 actual").optional(),
    weekThreeActual: moneyString("Week 3 actual").optional(),
    weekFourActual: moneyString("Week 4 actual").optional(),
    actualAmount: moneyString("Actual amount").optional(),
    plannedAmount: moneyString("Planned amount").optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update");

/** POST /api/budgets/copy (administrators): copies a month's lines (plans only) to another month. */
export const copyBudgetsSchema = z
  .object({ locationId: locationIdField, fromMonth: yearMonth("From month"), toMonth: yearMonth("To month") })
  .refine((v) => v.fromMonth !== v.toMonth, { path: ["toMonth"], message: "Choose a different month to copy to" });

export type InsertBudget = z.infer<typeof insertBudgetSchema>;
export type UpdateBudget = z.infer<typeof updateBudgetSchema>;
export type CopyBudgets = z.infer<typeof copyBudgetsSchema>;
