import { index, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import { createdAt, id, updatedAt } from "./columns";
import { locations, organizations } from "./organizations";

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
