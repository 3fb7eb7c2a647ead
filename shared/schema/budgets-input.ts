import { z } from "zod";

// Drizzle-free, so the browser bundle can import it; budgets.ts re-exports it for the server.

/** POST /api/budget-categories and PATCH /api/budget-categories/:id. */
export const budgetCategoryInputSchema = z.object({
  name: z
    .string({ error: "Category name is required" })
    .trim()
    .min(1, "Category name is required")
    .max(80, "Category name is too long (80 characters at most)"),
  description: z
    .string()
    .trim()
    .max(500, "Description is too long (500 characters at most)")
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const updateBudgetCategorySchema = budgetCategoryInputSchema.partial();

export type BudgetCategoryInput = z.infer<typeof budgetCategoryInputSchema>;
