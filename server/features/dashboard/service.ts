import { and, asc, count, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { budgetTotals } from "@shared/domain/budget";
import type { IsoDate } from "@shared/domain/calendar";
import { currentMonth } from "@shared/domain/dates";
import { isAlertState, licenseState } from "@shared/domain/compliance";
import { locationToday } from "@shared/domain/time-zone";
import { centsToDecimalString } from "@shared/domain/money";
import { periodRange } from "@shared/domain/period";
import { budgets, equipment, licenses, licenseTypes, marketingCampaigns, type Location, type LicenseStatus } from "@shared/schema";
import { can } from "@shared/domain/permissions";
import type { DashboardLicense, DashboardSummary } from "@shared/schema/dashboard-views";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { reachableLocation } from "../../http/tenancy";
import { countsAsMaintenanceDue } from "../equipment/maintenance-due";
import { complianceOfLocation } from "../licenses/compliance";
import { live } from "../trash/live";

/** At most this many licenses in the dashboard's License Overview (SPEC section 9). */
export const LICENSE_OVERVIEW_LIMIT = 4;

/**
 * Statuses shown under 'Active Licenses' and counted on the dashboard card. expiring_soon is a license the
 * user marked as close to expiry but still valid, so it counts as active (SPEC lists it nowhere else).
 */
export const ACTIVE_LICENSE_STATUSES: readonly LicenseStatus[] = ["active", "expiring_soon"];

/** License counts, alerts and the required licenses by the one compliance rule, on the location's date. */
async function licenseFigures(db: DbOrTx, location: Location, now: Date, today: IsoDate): Promise<DashboardSummary["licenses"]> {
  const rows = await db
    .select({
      id: licenses.id,
      name: licenseTypes.name,
      licenseTypeId: licenses.licenseTypeId,
      licenseNumber: licenses.licenseNumber,
      status: licenses.status,
      expirationDate: licenses.expirationDate,
      renewalSubmittedOn: licenses.renewalSubmittedOn,
    })
    .from(licenses)
    .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
    .where(and(eq(licenses.locationId, location.id), ne(licenses.status, "archived"), live(licenses)))
    .orderBy(sql`${licenses.expirationDate} asc nulls last`, desc(licenses.createdAt), asc(licenses.id));
  const shown: DashboardLicense[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    licenseTypeId: r.licenseTypeId,
    licenseNumber: r.licenseNumber,
    status: r.status,
    expirationDate: r.expirationDate,
    renewalSubmittedOn: r.renewalSubmittedOn,
    state: licenseState(r, today)!,
  }));
  const alerts = shown.filter((r) => isAlertState(r.state));
  const compliance = await complianceOfLocation(db, location, now);
  return {
    active: rows.filter((r) => ACTIVE_LICENSE_STATUSES.includes(r.status)).length,
    expiringSoon: alerts.length,
    alerts,
    overview: shown.slice(0, LICENSE_OVERVIEW_LIMIT),
    compliance: compliance.summary,
    missing: compliance.cells
      .filter((c) => c.state === "missing")
      .map((c) => ({ licenseTypeId: c.licenseTypeId, name: c.licenseType.name })),
  };
}

async function budgetFigures(db: DbOrTx, locationId: string, today: IsoDate): Promise<NonNullable<DashboardSummary["budget"]>> {
  const month = currentMonth(today);
  const lines = await db
    .select({ plannedAmount: budgets.plannedAmount, actualAmount: budgets.actualAmount })
    .from(budgets)
    .where(and(eq(budgets.locationId, locationId), eq(budgets.month, month)));
  const totals = budgetTotals(lines);
  return {
    month,
    planned: centsToDecimalString(totals.plannedCents),
    actual: centsToDecimalString(totals.actualCents),
    plannedCents: totals.plannedCents,
    actualCents: totals.actualCents,
    percent: totals.percent,
    band: totals.band,
    hasBudget: lines.length > 0,
  };
}

/** Maintenance due counts an overdue task at once, as the Equipment screen does, not only after the daily job. */
async function equipmentFigures(db: DbOrTx, locationId: string, today: IsoDate): Promise<DashboardSummary["equipment"]> {
  const [row] = await db
    .select({
      total: count(),
      maintenanceDue: sql<number>`count(*) filter (where ${countsAsMaintenanceDue(today)})`.mapWith(Number),
    })
    .from(equipment)
    .where(and(eq(equipment.locationId, locationId), live(equipment)));
  return { total: row?.total ?? 0, maintenanceDue: row?.maintenanceDue ?? 0 };
}

/** Campaigns with status active whose dates overlap today's month (shared/domain countActiveThisMonth, in SQL). */
async function campaignFigures(db: DbOrTx, locationId: string, today: IsoDate): Promise<DashboardSummary["campaigns"]> {
  const month = periodRange("month", today);
  const [row] = await db
    .select({ n: count() })
    .from(marketingCampaigns)
    .where(
      and(
        eq(marketingCampaigns.locationId, locationId),
        eq(marketingCampaigns.status, "active"),
        live(marketingCampaigns),
        lte(marketingCampaigns.startDate, month.end),
        gte(marketingCampaigns.endDate, month.start),
      ),
    );
  return { activeThisMonth: row?.n ?? 0 };
}

/** The dashboard's figures for one reachable location (404 otherwise). Read only. */
export async function dashboardSummary(
  db: DbOrTx,
  ctx: RequestContext,
  locationId: unknown,
  now: Date,
): Promise<DashboardSummary> {
  const location = await reachableLocation(db, ctx, locationId);
  const today = locationToday(location, now);
  // Sequential on purpose: PGlite serves one query at a time anyway, and the pool stays free for others.
  const licenseSummary = await licenseFigures(db, location, now, today);
  const budget = can(ctx, "budgets.see") ? await budgetFigures(db, location.id, today) : null;
  const equipmentSummary = await equipmentFigures(db, location.id, today);
  const campaigns = await campaignFigures(db, location.id, today);
  return {
    today,
    location: { id: location.id, name: location.name },
    licenses: licenseSummary,
    budget,
    equipment: equipmentSummary,
    campaigns,
  };
}
