import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { budgetTotals } from "@shared/domain/budget";
import { addDaysIso, toIsoDate, type IsoDate } from "@shared/domain/calendar";
import { currentMonth } from "@shared/domain/dates";
import { centsToDecimalString } from "@shared/domain/money";
import { periodRange } from "@shared/domain/period";
import {
  budgets,
  equipment,
  locations,
  maintenanceTasks,
  marketingCampaigns,
  payrollRecords,
} from "@shared/schema";
import type { GroupOverview } from "@shared/schema/group-views";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { reachableLocationsOf } from "../../http/tenancy";
import { locationToday, type ZonedLocation } from "@shared/domain/time-zone";
import { live } from "../trash/live";
import { complianceOfLocations } from "../licenses/compliance";

const byLocation = <T extends { locationId: string }>(rows: T[]) => new Map(rows.map((r) => [r.locationId, r]));
const n = (column: ReturnType<typeof sql>) => sql<number>`${column}`.mapWith(Number);

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

/**
 * Overdue and due-within-the-week task counts, each location on its own date (issue 32): one statement counts the
 * tasks per location and due day up to the latest week end any location can have (a day past the server's), and
 * the days are compared with each location's date here.
 */
async function maintenanceCounts(db: DbOrTx, ctx: RequestContext, locationRows: readonly (ZonedLocation & { id: string })[], now: Date) {
  const horizon = addDaysIso(toIsoDate(now), 7);
  const rows = await db
    .select({ locationId: equipment.locationId, nextDue: maintenanceTasks.nextDue, count: n(sql`count(*)`) })
    .from(maintenanceTasks)
    .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
    .where(and(lte(maintenanceTasks.nextDue, horizon), live(equipment), reachableLocationsOf(ctx, equipment.locationId)))
    .groupBy(equipment.locationId, maintenanceTasks.nextDue);
  const todayOf = new Map(locationRows.map((l) => [l.id, locationToday(l, now)]));
  const out = new Map<string, { overdue: number; dueThisWeek: number }>();
  for (const r of rows) {
    const today = todayOf.get(r.locationId);
    if (!today) continue;
    const counts = out.get(r.locationId) ?? { overdue: 0, dueThisWeek: 0 };
    if (r.nextDue < today) counts.overdue += r.count;
    else if (r.nextDue <= addDaysIso(today, 6)) counts.dueThisWeek += r.count;
    out.set(r.locationId, counts);
  }
  return out;
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
export async function groupOverview(db: DbOrTx, ctx: RequestContext, now: Date): Promise<GroupOverview> {
  const today = toIsoDate(now);
  const month = currentMonth(today);
  const locationRows = await db
    .select({
      id: locations.id,
      name: locations.name,
      city: locations.city,
      state: locations.state,
      status: locations.status,
      zipCode: locations.zipCode,
      timeZone: locations.timeZone,
    })
    .from(locations)
    .where(reachableLocationsOf(ctx, locations.id))
    .orderBy(asc(locations.name), asc(locations.id));
  // Side by side on a real PostgreSQL (each statement on its own connection); PGlite runs them one after another.
  const [compliance, budget, maintenance, campaigns, payroll] = await Promise.all([
    complianceOfLocations(db, locationRows, now),
    budgetSums(db, ctx, month),
    maintenanceCounts(db, ctx, locationRows, now),
    activeCampaigns(db, ctx, today),
    lastPayrollWeeks(db, ctx),
  ]);

  return {
    today,
    month,
    locations: locationRows.map(({ zipCode: _zip, timeZone: _zone, ...loc }) => {
      const b = budget.get(loc.id);
      const totals = budgetTotals(b ? [{ plannedAmount: b.planned, actualAmount: b.actual }] : []);
      const m = maintenance.get(loc.id);
      const p = payroll.get(loc.id);
      return {
        ...loc,
        compliance: compliance.get(loc.id)!.summary,
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
