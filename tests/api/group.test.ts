import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import * as XLSX from "xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { newYorkToday } from "../support/location-day";
import { currentMonth } from "@shared/domain/dates";
import { locationToday } from "@shared/domain/time-zone";
import {
  budgetCategories,
  budgets,
  equipment,
  licenses,
  licenseTypes,
  maintenanceTasks,
  marketingCampaigns,
  payrollRecords,
  stateLicenseRequirements,
  type Location,
} from "@shared/schema";
import { and, asc, eq } from "drizzle-orm";
import { createLocation, createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
let texas: Location;
let noState: Location;
let nyRequired: { id: string; name: string }[];
const today = newYorkToday();
const month = currentMonth(today);
const inDays = (n: number) => addDaysIso(today, n);
// The assigned location is in New York: its licenses and tasks are judged on its date (issue 32), which is the day
// before the server's UTC date between midnight and 05:00 UTC.
const nyToday = locationToday({ state: "NY" }, new Date());
const nyInDays = (n: number) => addDaysIso(nyToday, n);

async function requiredTypes(state: string) {
  return t.db
    .select({ id: licenseTypes.id, name: licenseTypes.name })
    .from(stateLicenseRequirements)
    .innerJoin(licenseTypes, eq(licenseTypes.id, stateLicenseRequirements.licenseTypeId))
    .where(and(eq(stateLicenseRequirements.state, state), eq(stateLicenseRequirements.isRequired, true)))
    .orderBy(asc(licenseTypes.name));
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  other = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  texas = await createLocation(t.db, tenant.org.id, { name: "Zeta Austin", state: "TX", city: "Austin" });
  noState = await createLocation(t.db, tenant.org.id, { name: "Mobile Truck", state: null });
  nyRequired = await requiredTypes("NY");
  expect(nyRequired.length).toBeGreaterThanOrEqual(4);

  // Assigned (NY): one valid, one expiring, one expired (by date), one expired (by status), the rest missing.
  const [valid, expiring, expiredByDate, expiredByStatus] = nyRequired;
  await t.db.insert(licenses).values([
    { locationId: tenant.assigned.id, licenseTypeId: valid!.id, expirationDate: inDays(200) },
    // An older expired copy of the same type does not hide the valid renewal.
    { locationId: tenant.assigned.id, licenseTypeId: valid!.id, expirationDate: inDays(-300), status: "expired" },
    { locationId: tenant.assigned.id, licenseTypeId: expiring!.id, expirationDate: inDays(10) },
    { locationId: tenant.assigned.id, licenseTypeId: expiredByDate!.id, expirationDate: nyToday },
    { locationId: tenant.assigned.id, licenseTypeId: expiredByStatus!.id, expirationDate: inDays(100), status: "expired" },
    // Archived licenses count for nothing.
    { locationId: tenant.unassigned.id, licenseTypeId: valid!.id, expirationDate: inDays(300), status: "archived" },
    // Another organization's licenses never show.
    { locationId: other.assigned.id, licenseTypeId: valid!.id, expirationDate: inDays(300) },
  ]);
  // Every required type held and valid in Texas, one of them never expiring.
  const txRequired = await requiredTypes("TX");
  await t.db.insert(licenses).values(
    txRequired.map((type, i) => ({ locationId: texas.id, licenseTypeId: type.id, expirationDate: i === 0 ? null : inDays(365) })),
  );

  const [category] = await t.db.select({ id: budgetCategories.id }).from(budgetCategories).limit(2);
  await t.db.insert(budgets).values([
    { locationId: tenant.assigned.id, categoryId: category!.id, month, plannedAmount: "1000.00", actualAmount: "900.10" },
    { locationId: texas.id, categoryId: category!.id, month, plannedAmount: "500.00", actualAmount: "100.00" },
    { locationId: other.assigned.id, categoryId: category!.id, month, plannedAmount: "7.00", actualAmount: "7.00" },
  ]);

  const [fryer] = await t.db.insert(equipment).values({ locationId: tenant.assigned.id, name: "Fryer" }).returning();
  await t.db.insert(maintenanceTasks).values([
    { equipmentId: fryer!.id, task: "Boil out", intervalDays: 7, nextDue: nyInDays(-2) },
    { equipmentId: fryer!.id, task: "Filter oil", intervalDays: 1, nextDue: nyToday },
    { equipmentId: fryer!.id, task: "Check gas", intervalDays: 30, nextDue: nyInDays(6) },
    { equipmentId: fryer!.id, task: "Descale", intervalDays: 90, nextDue: nyInDays(7) },
  ]);
  await t.db.insert(marketingCampaigns).values([
    { locationId: texas.id, title: "Brisket week", startDate: today, endDate: today, status: "active" },
    { locationId: texas.id, title: "Planned", startDate: today, endDate: today, status: "planned" },
  ]);
  await t.db.insert(payrollRecords).values([
    { locationId: tenant.assigned.id, weekEnding: "2026-11-08", totalTips: "4000.00", employeeCount: 5 },
    { locationId: tenant.assigned.id, weekEnding: "2026-11-15", totalTips: "4447.51", employeeCount: 10 },
  ]);
});
afterAll(async () => t?.close());

describe("GET /api/group/overview", () => {
  it("gives one row per location of the organization with every figure", async () => {
    const res = await admin.get("/api/group/overview");
    expect(res.status).toBe(200);
    expect(res.body.month).toBe(month);
    const rows = res.body.locations as { id: string; name: string }[];
    expect(rows.map((r) => r.id).sort()).toEqual([tenant.assigned.id, tenant.unassigned.id, texas.id, noState.id].sort());
    const row = (id: string) => res.body.locations.find((r: { id: string }) => r.id === id);

    const ny = row(tenant.assigned.id);
    const missing = nyRequired.length - 4;
    expect(ny.compliance).toEqual({
      required: nyRequired.length,
      valid: 1,
      expiring: 1,
      expired: 2,
      missing,
      renewalSubmitted: 0,
      score: Math.floor((2 * 100) / nyRequired.length),
      status: "non_compliant",
    });
    expect(ny.budget).toMatchObject({ planned: "1000.00", actual: "900.10", percent: 90, band: "warning", hasBudget: true });
    expect(ny.maintenance).toEqual({ overdue: 1, dueThisWeek: 2 });
    expect(ny.payroll).toEqual({ lastWeekEnding: "2026-11-15", totalTips: "4447.51" });

    const tx = row(texas.id);
    expect(tx.compliance).toMatchObject({ valid: tx.compliance.required, missing: 0, expired: 0, score: 100, status: "compliant" });
    expect(tx.campaigns).toEqual({ active: 1 });
    expect(tx.budget).toMatchObject({ percent: 20, band: "success" });

    expect(row(noState.id).compliance).toMatchObject({ required: 0, score: 100, status: "no_state" });
    expect(row(tenant.unassigned.id).compliance).toMatchObject({ valid: 0, missing: nyRequired.length });
    expect(row(tenant.unassigned.id).budget).toMatchObject({ hasBudget: false, planned: "0.00" });
    expect(row(tenant.unassigned.id).payroll).toEqual({ lastWeekEnding: null, totalTips: null });
  });

  it("refuses staff users and signed-out callers", async () => {
    expect((await staff.get("/api/group/overview")).status).toBe(403);
    expect((await request(t.app).get("/api/group/overview")).status).toBe(401);
  });
});

describe("GET /api/group/compliance", () => {
  it("agrees with the overview's counts, cell by cell", async () => {
    const [matrix, overview] = await Promise.all([admin.get("/api/group/compliance"), admin.get("/api/group/overview")]);
    expect(matrix.status).toBe(200);
    const names = matrix.body.licenseTypes.map((t: { name: string }) => t.name);
    for (const type of nyRequired) expect(names).toContain(type.name);
    for (const loc of matrix.body.locations as { id: string; cells: { state: string }[] }[]) {
      const counts = overview.body.locations.find((r: { id: string }) => r.id === loc.id).compliance;
      const count = (state: string) => loc.cells.filter((c) => c.state === state).length;
      expect({ valid: count("valid"), expiring: count("expiring"), expired: count("expired"), missing: count("missing") }).toEqual({
        valid: counts.valid,
        expiring: counts.expiring,
        expired: counts.expired,
        missing: counts.missing,
      });
    }
    const truck = matrix.body.locations.find((r: { id: string }) => r.id === noState.id);
    expect(new Set(truck.cells.map((c: { state: string }) => c.state))).toEqual(new Set(["not_required"]));
  });

  it("exports the matrix as CSV with a byte order mark", async () => {
    const res = await admin.get("/api/group/compliance.csv").buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const text = res.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[0]!.startsWith("Location,State,")).toBe(true);
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.startsWith(tenant.assigned.name))).toMatch(/Valid.*|Expiring|Expired|Missing/);
    expect((await staff.get("/api/group/compliance.csv")).status).toBe(403);
  });
});

describe("GET /api/group/budget", () => {
  it("sums planned and actual per location and category, with totals and variance", async () => {
    const res = await admin.get(`/api/group/budget?month=${month}`);
    expect(res.status).toBe(200);
    expect(res.body.categories).toHaveLength(1);
    expect(res.body.total).toMatchObject({ planned: "1500.00", actual: "1000.10", variance: "499.90" });
    const ny = res.body.locations.find((r: { id: string }) => r.id === tenant.assigned.id);
    expect(ny.cells[0]).toMatchObject({ planned: "1000.00", actual: "900.10", variance: "99.90", band: "warning" });
    const truck = res.body.locations.find((r: { id: string }) => r.id === noState.id);
    expect(truck.cells).toEqual([null]);
    expect(truck.total).toMatchObject({ planned: "0.00", actual: "0.00" });
  });

  it("refuses a malformed month and answers an empty month", async () => {
    const bad = await admin.get("/api/group/budget?month=2026-13");
    expect(bad.status).toBe(400);
    const empty = await admin.get("/api/group/budget?month=2020-01");
    expect(empty.body.categories).toEqual([]);
    expect(empty.body.total.planned).toBe("0.00");
  });

  it("exports the month to XLSX", async () => {
    const res = await admin
      .get(`/api/group/budget.xlsx?month=${month}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const book = XLSX.read(res.body as Buffer);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Budget!, { header: 1 });
    const total = rows.find((r) => r[0] === "Total")!;
    expect(total.slice(-3)).toEqual([1500, 1000.1, 499.9]);
  });
});
