import { queryOptions } from "@tanstack/react-query";
import type { BudgetFigure, ComplianceMatrix, GroupBudget, GroupLocationRow, GroupOverview, GroupRenewalFees } from "@shared/schema/group-views";
import { getJson } from "@/lib/api";

/** GET /api/group/overview (server/features/group/overview.ts). */
export type GroupLocationDto = GroupLocationRow;
export type GroupOverviewDto = GroupOverview;

/** GET /api/group/compliance (server/features/group/matrix.ts). */
export type ComplianceMatrixDto = ComplianceMatrix;

/** GET /api/group/budget?month= (server/features/group/budget.ts). */
export type BudgetFigureDto = BudgetFigure;
export type GroupBudgetDto = GroupBudget;

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

/** GET /api/group/renewal-fees (server/features/group/renewal-fees.ts). */
export type GroupRenewalFeesDto = GroupRenewalFees;
export const GROUP_RENEWAL_FEES_URL = "/api/group/renewal-fees";

export const renewalFeesQuery = () =>
  queryOptions<GroupRenewalFeesDto>({
    queryKey: [GROUP_RENEWAL_FEES_URL],
    queryFn: ({ signal }) => getJson<GroupRenewalFeesDto>(GROUP_RENEWAL_FEES_URL, signal),
    staleTime: 0,
  });
