import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BudgetCategoryView, BudgetView, CopyResult } from "@shared/schema/budgets-views";
import type { Json } from "@shared/schema/json";
import { apiJson, apiRequest, getJson } from "@/lib/api";

export const BUDGETS_URL = "/api/budgets";
export const BUDGET_CATEGORIES_URL = "/api/budget-categories";

export type BudgetCategoryDto = BudgetCategoryView;

/** A budget line as GET /api/budgets answers it: amounts as decimal strings, the category joined. */
export type BudgetDto = Json<BudgetView>;

export interface WeeklyActualsInput {
  weekOneActual: string;
  weekTwoActual: string;
  weekThreeActual: string;
  weekFourActual: string;
  actualAmount: string;
}

export const budgetsUrl = (locationId: string, month: string) =>
  `${BUDGETS_URL}?locationId=${encodeURIComponent(locationId)}&month=${encodeURIComponent(month)}`;

const fetchBudgets = (locationId: string, month: string, signal: AbortSignal) =>
  getJson<BudgetDto[]>(budgetsUrl(locationId, month), signal);

/** The budget lines of one location and month ("YYYY-MM"). */
export const budgetsQuery = (locationId: string | null, month: string) =>
  queryOptions<BudgetDto[]>({
    queryKey: [BUDGETS_URL, { locationId, month }],
    queryFn: ({ signal }) => fetchBudgets(locationId!, month, signal),
    enabled: !!locationId,
  });

export const budgetCategoriesQuery = queryOptions<BudgetCategoryDto[]>({ queryKey: [BUDGET_CATEGORIES_URL] });

const budgetUrl = (id: string) => `${BUDGETS_URL}/${encodeURIComponent(id)}`;
const categoryUrl = (id: string) => `${BUDGET_CATEGORIES_URL}/${encodeURIComponent(id)}`;

export const createBudget = (input: { locationId: string; categoryId: string; month: string; plannedAmount: string }) =>
  apiJson<BudgetDto>("POST", BUDGETS_URL, input);

export const updateWeeklyActuals = ({ id, input }: { id: string; input: WeeklyActualsInput }) =>
  apiJson<BudgetDto>("PATCH", budgetUrl(id), input);

export const updatePlannedAmount = ({ id, plannedAmount }: { id: string; plannedAmount: string }) =>
  apiJson<BudgetDto>("PATCH", budgetUrl(id), { plannedAmount });

export const deleteBudget = async (id: string) => {
  await apiRequest("DELETE", budgetUrl(id));
};

export const copyBudgets = (input: { locationId: string; fromMonth: string; toMonth: string }) =>
  apiJson<CopyResult>("POST", `${BUDGETS_URL}/copy`, input);

export const createCategory = (input: { name: string; description: string | null }) =>
  apiJson<BudgetCategoryDto>("POST", BUDGET_CATEGORIES_URL, input);

export const renameCategory = ({ id, name }: { id: string; name: string }) =>
  apiJson<BudgetCategoryDto>("PATCH", categoryUrl(id), { name });

export const deleteCategory = async (id: string) => {
  await apiRequest("DELETE", categoryUrl(id));
};

/** Every budget list (each location and month) may hold a changed line. */
function useInvalidateBudgets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [BUDGETS_URL] });
}

export function useCreateBudget() {
  const invalidate = useInvalidateBudgets();
  return useMutation({ mutationFn: createBudget, onSuccess: invalidate });
}

export function useUpdateWeeklyActuals() {
  const invalidate = useInvalidateBudgets();
  return useMutation({ mutationFn: updateWeeklyActuals, onSuccess: invalidate });
}

export function useUpdatePlannedAmount() {
  const invalidate = useInvalidateBudgets();
  return useMutation({ mutationFn: updatePlannedAmount, onSuccess: invalidate });
}

export function useDeleteBudget() {
  const invalidate = useInvalidateBudgets();
  return useMutation({ mutationFn: deleteBudget, onSuccess: invalidate });
}

export function useCopyBudgets() {
  const invalidate = useInvalidateBudgets();
  return useMutation({ mutationFn: copyBudgets, onSuccess: invalidate });
}

/** Category changes also change the names budget lines carry. */
function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [BUDGET_CATEGORIES_URL] }),
      queryClient.invalidateQueries({ queryKey: [BUDGETS_URL] }),
    ]);
}

export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({ mutationFn: createCategory, onSuccess: invalidate });
}

export function useRenameCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({ mutationFn: renameCategory, onSuccess: invalidate });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({ mutationFn: deleteCategory, onSuccess: invalidate });
}
