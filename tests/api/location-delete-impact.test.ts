import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetCategories, budgets, equipment, marketingCampaigns, payrollRecords, vendors } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("GET /api/locations/:id/delete-impact", () => {
  it("counts what deleting the location would delete, leaving out the trash and other locations", async () => {
    const tenant = await createTenant(t.db);
    const loc = tenant.assigned.id;
    await t.db.insert(equipment).values([
      { locationId: loc, name: "Fryer" },
      { locationId: loc, name: "Oven" },
      { locationId: loc, name: "Gone", deletedAt: new Date() },
      { locationId: tenant.unassigned.id, name: "Elsewhere" },
    ]);
    await t.db.insert(vendors).values({ locationId: loc, name: "Waste Co", category: "waste" });
    await t.db.insert(marketingCampaigns).values({ locationId: loc, title: "Promo", startDate: "2026-01-01", endDate: "2026-01-02" });
    const [category] = await t.db.insert(budgetCategories).values({ organizationId: tenant.org.id, name: "Food" }).returning();
    await t.db.insert(budgets).values({ locationId: loc, categoryId: category!.id, month: "2026-01", plannedAmount: "10.00" });
    await t.db.insert(payrollRecords).values({ locationId: loc, weekEnding: "2026-01-04", totalTips: "100.00", employeeCount: 2 });

    const admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
    const res = await admin.get(`/api/locations/${loc}/delete-impact`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ licenses: 0, equipment: 2, vendors: 1, budgets: 1, campaigns: 1, payrollWeeks: 1 });

    const staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    expect((await staff.get(`/api/locations/${loc}/delete-impact`)).status).toBe(403);
  });
});
