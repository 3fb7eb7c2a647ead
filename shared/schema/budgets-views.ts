// Types only (no Drizzle): the answers of /api/budgets and /api/budget-categories as the server builds them
// (server/features/budgets/). The client reads them through Json<…> (shared/schema/json.ts): Dates arrive as ISO strings.

export interface BudgetCategoryView {
  id: string;
  name: string;
  description: string | null;
  /** A platform default (shared by every organization, cannot be changed). */
  isDefault: boolean;
}

/** A budget line: amounts as decimal strings, the category joined. */
export interface BudgetView {
  id: string;
  locationId: string;
  categoryId: string;
  month: string;
  plannedAmount: string;
  actualAmount: string;
  weekOneActual: string;
  weekTwoActual: string;
  weekThreeActual: string;
  weekFourActual: string;
  createdAt: Date;
  updatedAt: Date;
  category: { id: string; name: string; description: string | null };
}

/** The answer of POST /api/budgets/copy. */
export interface CopyResult {
  /** Lines created in the target month. */
  copied: number;
  /** Source lines whose category the target month already had. */
  skipped: number;
}
