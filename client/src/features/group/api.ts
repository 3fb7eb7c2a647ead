import { queryOptions } from "@tanstack/react-query";
import type { ComplianceState, ComplianceSummary } from "@shared/domain/compliance";
import type { ProgressBand } from "@shared/domain/progress";
import { getJson } from "@/lib/api";

/** GET /api/group/overview (server/features/group/overview.ts). */
export interface GroupLocationDto {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  status: string;
  compliance: ComplianceSummary;
  budget: { month: string; planned: string; actual: string; percent: number; band: ProgressBand; hasBudget: boolean };
  maintenance: { overdue: number; dueThisWeek: number };
  campaigns: { active: number };
  payroll: { lastWeekEnding: string | null; totalTips: string | null };
}

export interface GroupOverviewDto {
  today: string;
  month: string;
  locations: GroupLocationDto[];
}

/** GET /api/group/compliance (server/features/group/matrix.ts). */
export interface ComplianceMatrixDto {
  today: string;
  licenseTypes: { id: string; name: string }[];
  locations: {
    id: string;
    name: string;
    state: string | null;
    cells: { state: ComplianceState; licenseId: string | null; expirationDate: string | null }[];
  }[];
}

export interface BudgetFigureDto {
  planned: string;
  actual: string;
  variance: string;
  percent: number;
  band: ProgressBand;
}

/** GET /api/group/budget?month= (server/features/group/budget.ts). */
export interface GroupBudgetDto {
  month: string;
  categories: { id: string; name: string }[];
  locations: { id: string; name: string; state: string | null; cells: (BudgetFigureDto | null)[]; total: BudgetFigureDto }[];
  categoryTotals: BudgetFigureDto[];
  total: BudgetFigureDto;
}

export const GROUP_OVERVIEW_URL = "/api/group/overview";
export const GROUP_COMPLIANCE_URL = "/api/group/compliance";
export const GROUP_BUDGET_URL = "/api/group/budget";

/** Group figures come from every screen's data: read again each time the screen opens. */
export const groupOverviewQuery = () =>
  queryOptions<GroupOverviewDto>({
    queryKey: [GROUP_OVERVIEW_URL],
    queryFn: ({ signal }) => getJson<GroupOverviewDto>(GROUP_OVERVIEW_URL, signal),
    staleTime: 0,
  });

export const complianceMatrixQuery = (enabled: boolean) =>
  queryOptions<ComplianceMatrixDto>({
    queryKey: [GROUP_COMPLIANCE_URL],
    queryFn: ({ signal }) => getJson<ComplianceMatrixDto>(GROUP_COMPLIANCE_URL, signal),
    staleTime: 0,
    enabled,
  });

export const groupBudgetQuery = (month: string, enabled: boolean) =>
  queryOptions<GroupBudgetDto>({
    queryKey: [GROUP_BUDGET_URL, { month }],
    queryFn: ({ signal }) => getJson<GroupBudgetDto>(`${GROUP_BUDGET_URL}?month=${encodeURIComponent(month)}`, signal),
    staleTime: 0,
    enabled,
  });
