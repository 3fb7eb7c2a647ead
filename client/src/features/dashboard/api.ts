import { queryOptions } from "@tanstack/react-query";
import type { DashboardLicense, DashboardSummary } from "@shared/schema/dashboard-views";
import { freshIfFromPage } from "@/app/page-data";
import { getJson } from "@/lib/api";

export const DASHBOARD_URL = "/api/dashboard";

export type DashboardLicenseDto = DashboardLicense;

/** GET /api/dashboard?locationId=… (server/features/dashboard/service.ts). */
export type DashboardSummaryDto = DashboardSummary;

const dashboardUrl = (locationId: string) => `${DASHBOARD_URL}?locationId=${encodeURIComponent(locationId)}`;

/**
 * The figures come from several screens' data (licenses, budgets, equipment, campaigns), whose mutations
 * refresh their own lists; so this summary is read again each time the dashboard opens (staleTime 0),
 * never on focus or by polling (the answer sent with the page counts as fresh for a short while). License changes
 * also invalidate it directly.
 */
export const dashboardQuery = (locationId: string | null) =>
  queryOptions<DashboardSummaryDto>({
    queryKey: [DASHBOARD_URL, { locationId }],
    queryFn: ({ signal }) => getJson<DashboardSummaryDto>(dashboardUrl(locationId!), signal),
    enabled: !!locationId,
    staleTime: freshIfFromPage,
  });
