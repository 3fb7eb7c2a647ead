import type { IsoDate } from "../domain/calendar";
import type { ProgressBand } from "../domain/progress";
import type { ComplianceSummary, LicenseState } from "../domain/compliance";
import type { LicenseStatus } from "./licenses-input";

// Types only (no Drizzle): the answer of GET /api/dashboard?locationId=… as the server builds it
// (server/features/dashboard/service.ts). No Date fields: dates are ISO strings.

export interface DashboardLicense {
  id: string;
  name: string;
  licenseTypeId: string;
  licenseNumber: string | null;
  status: LicenseStatus;
  expirationDate: IsoDate | null;
  renewalSubmittedOn: IsoDate | null;
  /** By the one compliance rule (shared/domain/compliance.ts), on the location's date. */
  state: LicenseState;
}

export interface DashboardSummary {
  /** The location's date the figures were computed for (its time zone's, else the server's). */
  today: IsoDate;
  location: { id: string; name: string };
  licenses: {
    active: number;
    /** Non-archived licenses whose state is expiring or expired (a submitted renewal is neither until expiry). */
    expiringSoon: number;
    /** The same licenses, soonest first: the License Expiration Alerts banner. */
    alerts: DashboardLicense[];
    /** First non-archived licenses, soonest expiration first (no date last): the License Overview. */
    overview: DashboardLicense[];
    /** The location's required licenses by the one rule: the same score and counts as Group Overview. */
    compliance: ComplianceSummary;
    /** Required license types the location holds no license of (Upload prefilled with the type). */
    missing: { licenseTypeId: string; name: string }[];
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
