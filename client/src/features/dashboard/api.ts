import { queryOptions } from "@tanstack/react-query";
import type { ProgressBand } from "@shared/domain/progress";
import type { LicenseStatus } from "@shared/schema/licenses";
import { getJson } from "@/lib/api";

export const DASHBOARD_URL = "/api/dashboard";

export interface DashboardLicenseDto {
  id: string;
  name: string;
  status: LicenseStatus;
  expirationDate: string | null;
}

/** GET /api/dashboard?locationId=… (server/features/dashboard/service.ts). */
export interface DashboardSummaryDto {
  today: string;
  location: { id: string; name: string };
  licenses: {
    active: number;
    expiringSoon: number;
    alerts: DashboardLicenseDto[];
    overview: DashboardLicenseDto[];
  };
  budget: {
    month: string;
    planned: string;
    actual: string;
    plannedCents: number;
    actualCents: number;
    percent: number;
    band: ProgressBand;
    hasBudget: boolean;
  } | null;
  equipment: { total: number; maintenanceDue: number };
  campaigns: { activeThisMonth: number };
}

const dashboardUrl = (locationId: string) => `${DASHBOARD_URL}?locationId=${encodeURIComponent(locationId)}`;

/**
 * The figures come from several screens' data (licenses, budgets, equipment, campaigns), whose mutations
 * refresh their own lists; so this summary is read again each time the dashboard opens (staleTime 0),
 * never on focus or by polling. License changes also invalidate it directly.
 */
export const dashboardQuery = (locationId: string | null) =>
  queryOptions<DashboardSummaryDto>({
    queryKey: [DASHBOARD_URL, { locationId }],
    queryFn: ({ signal }) => getJson<DashboardSummaryDto>(dashboardUrl(locationId!), signal),
    enabled: !!locationId,
    staleTime: 0,
  });
