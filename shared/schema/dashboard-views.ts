import type { IsoDate } from "../domain/calendar";
import type { ProgressBand } from "../domain/progress";
import type { LicenseStatus } from "./licenses-input";

// Types only (no Drizzle): the answer of GET /api/dashboard?locationId=… as the server builds it
// (server/features/dashboard/service.ts). No Date fields: dates are ISO strings.

export interface DashboardLicense {
  id: string;
  name: string;
  status: LicenseStatus;
  expirationDate: IsoDate | null;
}

export interface DashboardSummary {
  /** The server's date the figures were computed for. */
  today: IsoDate;
  location: { id: string; name: string };
  licenses: {
    active: number;
    /** Non-archived licenses expiring on or before today + 30 days, already expired included. */
    expiringSoon: number;
    /** The same licenses, soonest first: the License Expiration Alerts banner. */
    alerts: DashboardLicense[];
    /** First non-archived licenses, soonest expiration first (no date last): the License Overview. */
    overview: DashboardLicense[];
  };
  /** null when the organization does not share budgets with this (staff) user. */
  budget: {
    month: string;
    planned: string;
    actual: string;
    plannedCents: number;
    actualCents: number;
    percent: number;
    band: ProgressBand;
    /** false when the month has no budget line at this location. */
    hasBudget: boolean;
  } | null;
  equipment: { total: number; maintenanceDue: number };
  campaigns: { activeThisMonth: number };
}
