import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { budgetTotals } from "@shared/domain/budget";
import { addDaysIso, type IsoDate } from "@shared/domain/calendar";
import { summarizeCompliance } from "@shared/domain/compliance";
import { currentMonth } from "@shared/domain/dates";
import { expiringSoonCutoff } from "@shared/domain/expiry";
import { centsToDecimalString } from "@shared/domain/money";
import { periodRange } from "@shared/domain/period";
import {
  budgets,
  equipment,
  licenses,
  locations,
  maintenanceTasks,
  marketingCampaigns,
  payrollRecords,
  stateLicenseRequirements,
} from "@shared/schema";
import type { GroupOverview } from "@shared/schema/group-views";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { reachableLocationsOf } from "../../http/tenancy";
import { live } from "../trash/live";

type ComplianceRow = {
  location_id: string;
  required: number;
  valid: number;
  expiring: number;
  expired: number;
  missing: number;
};

const byLocation = <T extends { locationId: string }>(rows: T[]) => new Map(rows.map((r) => [r.locationId, r]));
const n = (column: ReturnType<typeof sql>) => sql<number>`${column}`.mapWith(Number);

/**
 * Required licenses per location, counted in one statement: for every required type of the location's state,
 * the best non-archived license of that type there (never-expiring first, then the latest expiration; one marked
 * expired only when there is no other) is valid, expiring (within 30 days), expired, or missing. The same rule
 * as the compliance matrix (heldLicenseState), in SQL; tests/api/group.test.ts checks that the two agree.
 */
async function complianceCounts(db: DbOrTx, ctx: RequestContext, today: IsoDate): Promise<Map<string, ComplianceRow>> {
  const cutoff = expiringSoonCutoff(today);
  const rows = await db.execute<ComplianceRow>(sql`
    with req as (
      select ${locations.id} as location_id, ${stateLicenseRequirements.licenseTypeId} as license_type_id
      from ${locations}
      join ${stateLicenseRequirements}
        on ${stateLicenseRequirements.state} = ${locations.state} and ${stateLicenseRequirements.isRequired}
      where ${reachableLocationsOf(ctx, locations.id)}
    ),
    held as (
      -- Per location and type: a license that never expires, the latest expiration of the others, or only
      -- licenses marked expired. One hash aggregate instead of sorting every license.
      select l.location_id, l.license_type_id,
        bool_or(l.status <> 'expired' and l.expiration_date is null) as never_expires,
        max(l.expiration_date) filter (where l.status <> 'expired') as latest
      from ${licenses} l
      join req on req.location_id = l.location_id and req.license_type_id = l.license_type_id
      where l.status <> 'archived' and l.deleted_at is null
      group by l.location_id, l.license_type_id
    )
    select req.location_id,
      count(*)::int as required,
      count(*) filter (where held.location_id is null)::int as missing,
      count(*) filter (where held.location_id is not null and not held.never_expires and (held.latest is null or held.latest <= ${today}))::int as expired,
      count(*) filter (where not held.never_expires and held.latest > ${today} and held.latest <= ${cutoff})::int as expiring,
      count(*) filter (where held.never_expires or held.latest > ${cutoff})::int as valid
    from req left join held on held.location_id = req.location_id and held.license_type_id = req.license_type_id
    group by req.location_id`);
  return new Map(rows.rows.map((r) => [r.location_id, r]));
}

async function budgetSums(db: DbOrTx, ctx: RequestContext, month: string) {
  const rows = await db
    .select({
      locationId: budgets.locationId,
      planned: sql<string>`sum(${budgets.plannedAmount})::text`,
      actual: sql<string>`sum(${budgets.actualAmount})::text`,
    })
    .from(budgets)
    .where(and(eq(budgets.month, month), reachableLocationsOf(ctx, budgets.locationId)))
    .groupBy(budgets.locationId);
  return byLocation(rows);
}

async function maintenanceCounts(db: DbOrTx, ctx: RequestContext, today: IsoDate) {
  const weekEnd = addDaysIso(today, 6);
  const rows = await db
    .select({
      locationId: equipment.locationId,
      overdue: n(sql`count(*) filter (where ${maintenanceTasks.nextDue} < ${today})`),
      dueThisWeek: n(sql`count(*) filter (where ${maintenanceTasks.nextDue} >= ${today} and ${maintenanceTasks.nextDue} <= ${weekEnd})`),
    })
    .from(maintenanceTasks)
    .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
    .where(and(lte(maintenanceTasks.nextDue, weekEnd), live(equipment), reachableLocationsOf(ctx, equipment.locationId)))
    .groupBy(equipment.locationId);
  return byLocation(rows);
}

async function activeCampaigns(db: DbOrTx, ctx: RequestContext, today: IsoDate) {
  const month = periodRange("month", today);
  const rows = await db
    .select({ locationId: marketingCampaigns.locationId, active: n(sql`count(*)`) })
    .from(marketingCampaigns)
    .where(
      and(
        eq(marketingCampaigns.status, "active"),
        live(marketingCampaigns),
        lte(marketingCampaigns.startDate, month.end),
        gte(marketingCampaigns.endDate, month.start),
        reachableLocationsOf(ctx, marketingCampaigns.locationId),
      ),
    )
    .groupBy(marketingCampaigns.locationId);
  return byLocation(rows);
}

async function lastPayrollWeeks(db: DbOrTx, ctx: RequestContext) {
  const rows = await db
    .selectDistinctOn([payrollRecords.locationId], {
      locationId: payrollRecords.locationId,
      weekEnding: payrollRecords.weekEnding,
      totalTips: payrollRecords.totalTips,
    })
    .from(payrollRecords)
    .where(reachableLocationsOf(ctx, payrollRecords.locationId))
    .orderBy(payrollRecords.locationId, sql`${payrollRecords.weekEnding} desc`, sql`${payrollRecords.createdAt} desc`);
  return byLocation(rows);
}

/** One row per reachable location; each figure is one statement across all of them (no per-location loop). */
export async function groupOverview(db: DbOrTx, ctx: RequestContext, today: IsoDate): Promise<GroupOverview> {
  const month = currentMonth(today);
  const locationRows = await db
    .select({ id: locations.id, name: locations.name, city: locations.city, state: locations.state, status: locations.status })
    .from(locations)
    .where(reachableLocationsOf(ctx, locations.id))
    .orderBy(asc(locations.name), asc(locations.id));
  // Side by side on a real PostgreSQL (each statement on its own connection); PGlite runs them one after another.
  const [compliance, budget, maintenance, campaigns, payroll] = await Promise.all([
    complianceCounts(db, ctx, today),
    budgetSums(db, ctx, month),
    maintenanceCounts(db, ctx, today),
    activeCampaigns(db, ctx, today),
    lastPayrollWeeks(db, ctx),
  ]);

  return {
    today,
    month,
    locations: locationRows.map((loc) => {
      const c = compliance.get(loc.id);
      const counts = { required: c?.required ?? 0, valid: c?.valid ?? 0, expiring: c?.expiring ?? 0, expired: c?.expired ?? 0, missing: c?.missing ?? 0 };
      const b = budget.get(loc.id);
      const totals = budgetTotals(b ? [{ plannedAmount: b.planned, actualAmount: b.actual }] : []);
      const m = maintenance.get(loc.id);
      const p = payroll.get(loc.id);
      return {
        ...loc,
        compliance: summarizeCompliance(counts, !!loc.state),
        budget: {
          month,
          planned: centsToDecimalString(totals.plannedCents),
          actual: centsToDecimalString(totals.actualCents),
          percent: totals.percent,
          band: totals.band,
          hasBudget: !!b,
        },
        maintenance: { overdue: m?.overdue ?? 0, dueThisWeek: m?.dueThisWeek ?? 0 },
        campaigns: { active: campaigns.get(loc.id)?.active ?? 0 },
        payroll: { lastWeekEnding: p?.weekEnding ?? null, totalTips: p?.totalTips ?? null },
      };
    }),
  };
}
