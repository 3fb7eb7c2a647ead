import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { newYorkToday } from "../support/location-day";
import { currentMonth } from "@shared/domain/dates";
import { periodRange } from "@shared/domain/period";
import { budgetCategories, budgets, equipment, licenses, licenseTypes, maintenanceTasks, marketingCampaigns, type LicenseStatus } from "@shared/schema";
import { createLocation, createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
let typeIds: string[];
const today = newYorkToday();
const inDays = (n: number) => addDaysIso(today, n);

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, undefined, { staffSeePayrollBudgets: true }); // staff see the budget figures
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  typeIds = (await t.db.select({ id: licenseTypes.id }).from(licenseTypes).orderBy(licenseTypes.name)).map((r) => r.id);
});
afterAll(async () => t?.close());

async function addLicense(locationId: string, expirationDate: string | null, status: LicenseStatus = "active", type = 0) {
  const [row] = await t.db
    .insert(licenses)
    .values({ locationId, licenseTypeId: typeIds[type]!, expirationDate, status })
    .returning({ id: licenses.id });
  return row!.id;
}

const summaryOf = async (agent: TestAgent, locationId: string) => {
  const res = await agent.get(`/api/dashboard?locationId=${locationId}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe("GET /api/dashboard", () => {
  it("answers zeros for an empty location, with the month and no budget", async () => {
    const body = await summaryOf(staff, tenant.assigned.id);
    expect(body).toEqual({
      today,
      location: { id: tenant.assigned.id, name: tenant.assigned.name },
      licenses: { active: 0, expiringSoon: 0, alerts: [], overview: [], compliance: expect.any(Object), missing: expect.any(Array) },
      budget: {
        month: currentMonth(today),
        planned: "0.00",
        actual: "0.00",
        plannedCents: 0,
        actualCents: 0,
        percent: 0,
        band: "success",
        hasBudget: false,
      },
      equipment: { total: 0, maintenanceDue: 0 },
      campaigns: { activeThisMonth: 0 },
    });
  });

  it("counts licenses by the SPEC rule: on or before today + 30 days, expired included, archived and undated left out", async () => {
    const location = await createLocation(t.db, tenant.org.id);
    const counted = {
      expiredLongAgo: await addLicense(location.id, inDays(-40), "expired", 1),
      yesterday: await addLicense(location.id, inDays(-1), "active", 2),
      today: await addLicense(location.id, today, "active", 3),
      in30: await addLicense(location.id, inDays(30), "expiring_soon", 4),
    };
    await addLicense(location.id, inDays(31), "active", 5);
    await addLicense(location.id, null, "active", 6);
    await addLicense(location.id, inDays(5), "archived", 7);

    const { licenses: figures } = await summaryOf(admin, location.id);
    // active + expiring_soon statuses: yesterday, today, in30, in31, undated.
    expect(figures.active).toBe(5);
    expect(figures.expiringSoon).toBe(4);
    expect(figures.alerts.map((a: { id: string }) => a.id)).toEqual([
      counted.expiredLongAgo,
      counted.yesterday,
      counted.today,
      counted.in30,
    ]);
    expect(figures.alerts[0]).toEqual({
      id: counted.expiredLongAgo,
      name: expect.any(String),
      licenseTypeId: expect.any(String),
      licenseNumber: null,
      status: "expired",
      expirationDate: inDays(-40),
      renewalSubmittedOn: null,
      state: "expired",
    });
    // Overview: first four non-archived, soonest first.
    expect(figures.overview.map((o: { id: string }) => o.id)).toEqual(Object.values(counted));
  });

  it("puts undated licenses last in the overview", async () => {
    const location = await createLocation(t.db, tenant.org.id);
    const undated = await addLicense(location.id, null);
    const dated = await addLicense(location.id, inDays(200), "active", 1);
    const { licenses: figures } = await summaryOf(admin, location.id);
    expect(figures.overview.map((o: { id: string }) => o.id)).toEqual([dated, undated]);
    expect(figures.expiringSoon).toBe(0);
  });

  it("reports this month's budget progress, equipment and active campaigns of this month only", async () => {
    const location = await createLocation(t.db, tenant.org.id);
    const month = currentMonth(today);
    const [food, labor] = await t.db.select().from(budgetCategories).limit(2);
    await t.db.insert(budgets).values([
      { locationId: location.id, categoryId: food!.id, month, plannedAmount: "1000.00", actualAmount: "250.10" },
      { locationId: location.id, categoryId: labor!.id, month, plannedAmount: "2000.00", actualAmount: "500.00" },
      // Another month: ignored.
      { locationId: location.id, categoryId: food!.id, month: "1999-01", plannedAmount: "5.00", actualAmount: "5.00" },
    ]);
    const items = await t.db
      .insert(equipment)
      .values([
        { locationId: location.id, name: "Fryer", status: "working" },
        { locationId: location.id, name: "Oven", status: "maintenance_due" },
        { locationId: location.id, name: "Mixer", status: "maintenance_due" },
        { locationId: location.id, name: "Slicer", status: "broken" },
        { locationId: location.id, name: "Hood", status: "working" },
      ])
      .returning();
    // An overdue task counts at once, before the daily job stores the status.
    const hood = items.find((i) => i.name === "Hood")!;
    await t.db.insert(maintenanceTasks).values({ equipmentId: hood.id, task: "Degrease filters", intervalDays: 30, nextDue: addDaysIso(today, -1) });
    const { start, end } = periodRange("month", today);
    await t.db.insert(marketingCampaigns).values([
      { locationId: location.id, title: "Whole month", startDate: start, endDate: end, status: "active" },
      { locationId: location.id, title: "Starts last day", startDate: end, endDate: addDaysIso(end, 20), status: "active" },
      { locationId: location.id, title: "Ended last month", startDate: addDaysIso(start, -20), endDate: addDaysIso(start, -1), status: "active" },
      { locationId: location.id, title: "Planned", startDate: start, endDate: end, status: "planned" },
    ]);

    const body = await summaryOf(admin, location.id);
    expect(body.budget).toEqual({
      month,
      planned: "3000.00",
      actual: "750.10",
      plannedCents: 300000,
      actualCents: 75010,
      percent: 25,
      band: "success",
      hasBudget: true,
    });
    expect(body.equipment).toEqual({ total: 5, maintenanceDue: 3 });
    expect(body.campaigns).toEqual({ activeThisMonth: 2 });
  });

  it("is for signed-in users only", async () => {
    expect((await request(t.app).get(`/api/dashboard?locationId=${tenant.assigned.id}`)).status).toBe(401);
  });

  it("needs a location (400) and refuses one the user cannot reach (404)", async () => {
    const missing = await admin.get("/api/dashboard");
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: "locationId", message: "Location is required" }]);
    expect((await admin.get("/api/dashboard?locationId=not-a-uuid")).status).toBe(404);
    expect((await staff.get(`/api/dashboard?locationId=${tenant.unassigned.id}`)).status).toBe(404);
    const other = await createTenant(t.db);
    expect((await admin.get(`/api/dashboard?locationId=${other.assigned.id}`)).status).toBe(404);
  });
});
