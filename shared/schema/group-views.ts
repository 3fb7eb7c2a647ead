import type { IsoDate } from "../domain/calendar";
import type { RenewalFeeItem } from "../domain/renewal-fees";
import type { ComplianceState, ComplianceSummary } from "../domain/compliance";
import type { ProgressBand } from "../domain/progress";
import type { LocationStatus } from "./organizations-input";

// Types only (no Drizzle): the answers of /api/group/* as the server builds them (server/features/group/).
// No Date fields: dates are ISO strings.

// ---- GET /api/group/overview (overview.ts) ----

export interface GroupLocationRow {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  status: LocationStatus;
  compliance: ComplianceSummary;
  budget: { month: string; planned: string; actual: string; percent: number; band: ProgressBand; hasBudget: boolean };
  maintenance: { overdue: number; dueThisWeek: number };
  campaigns: { active: number };
  payroll: { lastWeekEnding: IsoDate | null; totalTips: string | null };
}

export interface GroupOverview {
  today: IsoDate;
  month: string;
  locations: GroupLocationRow[];
}

// ---- GET /api/group/compliance (matrix.ts) ----

export interface MatrixLicenseType {
  id: string;
  name: string;
}

export interface MatrixRow {
  id: string;
  name: string;
  state: string | null;
  /** The location's date the cells were computed for (its time zone's). */
  today: IsoDate;
  /** One per license type, in the order of `licenseTypes`. */
  cells: { state: ComplianceState; licenseId: string | null; expirationDate: IsoDate | null }[];
}

export interface ComplianceMatrix {
  today: IsoDate;
  /** Every license type required in the state of at least one of the locations. */
  licenseTypes: MatrixLicenseType[];
  locations: MatrixRow[];
}

// ---- GET /api/group/budget?month= (budget.ts) ----

export interface BudgetFigure {
  planned: string;
  actual: string;
  /** planned − actual: positive is under budget. */
  variance: string;
  percent: number;
  band: ProgressBand;
}

export interface GroupBudget {
  month: string;
  categories: { id: string; name: string }[];
  locations: {
    id: string;
    name: string;
    state: string | null;
    /** One per category, in the order of `categories`; null where the location has no line for it. */
    cells: (BudgetFigure | null)[];
    total: BudgetFigure;
  }[];
  categoryTotals: BudgetFigure[];
  total: BudgetFigure;
}

// ---- GET /api/group/renewal-fees (renewal-fees.ts) ----

export interface RenewalFeesLocation {
  id: string;
  name: string;
  /** The location's date the 90 days count from. */
  today: IsoDate;
  items: RenewalFeeItem[];
  /** Sum of the known fees, as a decimal string ("450.00"). */
  total: string;
  /** Licenses coming due whose fee is not known. */
  unknown: number;
}

export interface GroupRenewalFees {
  days: number;
  /** Only the locations with a renewal coming due, soonest total first. */
  locations: RenewalFeesLocation[];
  total: string;
  unknown: number;
}
