import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";
import { createTenant, TEST_PASSWORD } from "../support/factories";

let t: TestApp;
/** Staff of these organizations see budgets (tests/api/roles.test.ts covers an organization that does not share them). */
const SHARED = { staffSeePayrollBudgets: true };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Tenant = Awaited<ReturnType<typeof createTenant>>;
interface Category {
  id: string;
  name: string;
  description: string | null;
  isDefault: boolean;
}

async function signIn(tenant: Tenant) {
  return {
    admin: await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD),
    staff: await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD),
  };
}

async function categoryId(agent: request.Agent, name: string): Promise<string> {
  const res = await agent.get("/api/budget-categories");
  const found = (res.body as Category[]).find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

const weeks = (w1: string, w2: string, w3: string, w4: string, actualAmount?: string) => ({
  weekOneActual: w1,
  weekTwoActual: w2,
  weekThreeActual: w3,
  weekFourActual: w4,
  ...(actualAmount === undefined ? {} : { actualAmount }),
});

describe("budget categories", () => {
  it("lists the platform defaults and the organization's own, never another organization's", async () => {
    const mine = await createTenant(t.db, undefined, SHARED);
    const other = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(mine);
    const otherAdmin = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
    const secret = await otherAdmin.post("/api/budget-categories").send({ name: "Other's Secret Line" });
    expect(secret.status).toBe(201);

    const created = await admin.post("/api/budget-categories").send({ name: "  Catering ", description: "" });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: "Catering", description: null, isDefault: false });

    const list = await staff.get("/api/budget-categories");
    expect(list.status).toBe(200);
    const names = (list.body as Category[]).map((c) => c.name);
    for (const name of ["Food Cost", "Labor", "Supplies", "Repairs & Maintenance", "Marketing", "Utilities", "Rent & Occupancy", "Other"]) {
      expect(names).toContain(name);
    }
    expect(names).toContain("Catering");
    expect(names).not.toContain("Other's Secret Line");
    expect((list.body as Category[]).find((c) => c.name === "Labor")).toMatchObject({ isDefault: true });
    // Defaults first, then the organization's own.
    expect(names.at(-1)).toBe("Catering");

    expect((await request(t.app).get("/api/budget-categories")).status).toBe(401);
  });

  it("lets only admins create, rename and delete their own categories, with clear conflicts", async () => {
    const mine = await createTenant(t.db, undefined, SHARED);
    const other = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(mine);
    const otherAdmin = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);

    expect((await staff.post("/api/budget-categories").send({ name: "Staff idea" })).status).toBe(403);
    expect((await request(t.app).post("/api/budget-categories").send({ name: "X" })).status).toBe(401);

    const empty = await admin.post("/api/budget-categories").send({ name: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: "name", message: "Category name is required" }]);

    const dupDefault = await admin.post("/api/budget-categories").send({ name: "labor" });
    expect(dupDefault.status).toBe(409);
    expect(dupDefault.body.message).toBe('A budget category named "labor" already exists');

    const cat = (await admin.post("/api/budget-categories").send({ name: "Linen", description: "Table linen" })).body as Category;
    expect((await admin.post("/api/budget-categories").send({ name: "LINEN" })).status).toBe(409);

    const renamed = await admin.patch(`/api/budget-categories/${cat.id}`).send({ name: "Linen Service" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Linen Service", description: "Table linen" });
    expect((await admin.patch(`/api/budget-categories/${cat.id}`).send({ name: "" })).status).toBe(400);
    expect((await staff.patch(`/api/budget-categories/${cat.id}`).send({ name: "Mine now" })).status).toBe(403);
    expect((await otherAdmin.patch(`/api/budget-categories/${cat.id}`).send({ name: "Mine now" })).status).toBe(404);
    expect((await otherAdmin.delete(`/api/budget-categories/${cat.id}`)).status).toBe(404);

    const laborId = await categoryId(admin, "Labor");
    const editDefault = await admin.patch(`/api/budget-categories/${laborId}`).send({ name: "Wages" });
    expect(editDefault.status).toBe(403);
    expect(editDefault.body.message).toBe("Platform default categories cannot be changed");
    expect((await admin.delete(`/api/budget-categories/${laborId}`)).status).toBe(403);

    // In use: 409 with a message that says why.
    const line = await admin
      .post("/api/budgets")
      .send({ locationId: mine.assigned.id, categoryId: cat.id, month: "2026-05", plannedAmount: "300" });
    expect(line.status).toBe(201);
    const inUse = await admin.delete(`/api/budget-categories/${cat.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(
      '"Linen Service" is in use by 1 budget line and cannot be deleted. Delete those budget lines first.',
    );

    expect((await admin.delete(`/api/budgets/${line.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/budget-categories/${cat.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/budget-categories/${cat.id}`)).status).toBe(404);
    expect((await admin.delete("/api/budget-categories/not-a-uuid")).status).toBe(404);
  });
});

describe("budgets", () => {
  it("lets an admin add lines, list them with their category, and refuses a duplicate line", async () => {
    const tenant = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(tenant);
    const food = await categoryId(admin, "Food Cost");
    const labor = await categoryId(admin, "Labor");

    const created = await admin
      .post("/api/budgets")
      .send({ locationId: tenant.assigned.id, categoryId: food, month: "2026-03", plannedAmount: "1250.5" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      locationId: tenant.assigned.id,
      categoryId: food,
      month: "2026-03",
      plannedAmount: "1250.50",
      actualAmount: "0.00",
      weekOneActual: "0.00",
      weekFourActual: "0.00",
      category: { id: food, name: "Food Cost", description: "Food and ingredients purchased for sale" },
    });
    await admin.post("/api/budgets").send({ locationId: tenant.assigned.id, categoryId: labor, month: "2026-03", plannedAmount: "4000" });
    // Another month and another location do not show up.
    await admin.post("/api/budgets").send({ locationId: tenant.assigned.id, categoryId: labor, month: "2026-04", plannedAmount: "1" });
    await admin.post("/api/budgets").send({ locationId: tenant.unassigned.id, categoryId: labor, month: "2026-03", plannedAmount: "1" });

    const dup = await admin
      .post("/api/budgets")
      .send({ locationId: tenant.assigned.id, categoryId: food, month: "2026-03", plannedAmount: "10" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("Food Cost already has a budget line for March 2026 at Assigned Location");

    const list = await staff.get(`/api/budgets?locationId=${tenant.assigned.id}&month=2026-03`);
    expect(list.status).toBe(200);
    expect(list.body.map((b: { category: { name: string }; plannedAmount: string }) => [b.category.name, b.plannedAmount])).toEqual([
      ["Food Cost", "1250.50"],
      ["Labor", "4000.00"],
    ]);
    expect((await staff.get(`/api/budgets?locationId=${tenant.assigned.id}&month=2026-01`)).body).toEqual([]);
  });

  it("answers 400, 401 and 404 on the list as it should", async () => {
    const tenant = await createTenant(t.db, undefined, SHARED);
    const other = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(tenant);
    const loc = tenant.assigned.id;
    expect((await request(t.app).get(`/api/budgets?locationId=${loc}&month=2026-03`)).status).toBe(401);
    const badMonth = await admin.get(`/api/budgets?locationId=${loc}&month=2026-13`);
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.errors).toEqual([{ path: "month", message: "Month must be a month in the form YYYY-MM" }]);
    expect((await admin.get(`/api/budgets?month=2026-03`)).status).toBe(400);
    expect((await admin.get(`/api/budgets?locationId=${other.assigned.id}&month=2026-03`)).status).toBe(404);
    expect((await staff.get(`/api/budgets?locationId=${tenant.unassigned.id}&month=2026-03`)).status).toBe(404);
  });

  it("refuses staff users creating, re-planning or deleting lines (403), and invalid planned amounts (400)", async () => {
    const tenant = await createTenant(t.db, undefined, SHARED);
    const other = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(tenant);
    const food = await categoryId(admin, "Food Cost");
    const base = { locationId: tenant.assigned.id, categoryId: food, month: "2026-06" };

    const asStaff = await staff.post("/api/budgets").send({ ...base, plannedAmount: "100" });
    expect(asStaff.status).toBe(403);
    expect((await request(t.app).post("/api/budgets").send({ ...base, plannedAmount: "100" })).status).toBe(401);

    for (const plannedAmount of ["-1", "1.234", "abc", "1e3", "", "100000000.00", 100]) {
      const res = await admin.post("/api/budgets").send({ ...base, plannedAmount });
      expect(res.status, `plannedAmount ${JSON.stringify(plannedAmount)}`).toBe(400);
      expect(res.body.errors[0].path).toBe("plannedAmount");
    }
    const missing = await admin.post("/api/budgets").send({});
    expect(missing.status).toBe(400);
    expect((missing.body.errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual([
      "categoryId",
      "locationId",
      "month",
      "plannedAmount",
    ]);

    const otherCategory = (await (await signedInAgent(t.app, other.admin.email, TEST_PASSWORD)).post("/api/budget-categories").send({ name: "Theirs" })).body as Category;
    expect((await admin.post("/api/budgets").send({ ...base, categoryId: otherCategory.id, plannedAmount: "1" })).status).toBe(404);
    expect((await admin.post("/api/budgets").send({ ...base, locationId: other.assigned.id, plannedAmount: "1" })).status).toBe(404);

    const line = (await admin.post("/api/budgets").send({ ...base, plannedAmount: "100" })).body;
    const replan = await staff.patch(`/api/budgets/${line.id}`).send({ plannedAmount: "5000" });
    expect(replan.status).toBe(403);
    expect(replan.body.message).toBe("Only managers and administrators can change planned amounts");
    // Even bundled with weekly actuals, the plan change is refused and nothing is saved.
    expect((await staff.patch(`/api/budgets/${line.id}`).send({ ...weeks("1", "0", "0", "0", "1"), plannedAmount: "5000" })).status).toBe(403);
    expect((await staff.delete(`/api/budgets/${line.id}`)).status).toBe(403);

    const after = await staff.get(`/api/budgets?locationId=${tenant.assigned.id}&month=2026-06`);
    expect(after.body[0]).toMatchObject({ plannedAmount: "100.00", actualAmount: "0.00", weekOneActual: "0.00" });

    const replanned = await admin.patch(`/api/budgets/${line.id}`).send({ plannedAmount: "2500.1" });
    expect(replanned.status).toBe(200);
    expect(replanned.body).toMatchObject({ plannedAmount: "2500.10", actualAmount: "0.00", category: { name: "Food Cost" } });
  });

  it("lets a staff user enter weekly actuals; the server recomputes and checks the actual amount", async () => {
    const tenant = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(tenant);
    const food = await categoryId(admin, "Food Cost");
    const line = (
      await admin.post("/api/budgets").send({ locationId: tenant.assigned.id, categoryId: food, month: "2026-07", plannedAmount: "1000" })
    ).body;

    const saved = await staff.patch(`/api/budgets/${line.id}`).send(weeks("120.5", "0.1", "0.2", "300", "420.80"));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      weekOneActual: "120.50",
      weekTwoActual: "0.10",
      weekThreeActual: "0.20",
      weekFourActual: "300.00",
      actualAmount: "420.80",
      plannedAmount: "1000.00",
      category: { name: "Food Cost" },
    });

    // Weeks sent alone: actualAmount is recomputed from the stored and the new weeks.
    const partial = await staff.patch(`/api/budgets/${line.id}`).send({ weekFourActual: "0" });
    expect(partial.status).toBe(200);
    expect(partial.body.actualAmount).toBe("120.80");

    const wrongSum = await staff.patch(`/api/budgets/${line.id}`).send(weeks("1", "2", "3", "4", "11.00"));
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.errors).toEqual([
      { path: "actualAmount", message: "Actual amount must equal the sum of the four weeks (10.00)" },
    ]);

    const list = await staff.get(`/api/budgets?locationId=${tenant.assigned.id}&month=2026-07`);
    expect(list.body[0].actualAmount).toBe("120.80");
  });

  it("refuses invalid weekly amounts with 400", async () => {
    const tenant = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(tenant);
    const food = await categoryId(admin, "Food Cost");
    const line = (
      await admin.post("/api/budgets").send({ locationId: tenant.assigned.id, categoryId: food, month: "2026-08", plannedAmount: "1000" })
    ).body;
    const bad: Array<[unknown, string]> = [
      ["-5", "Week 1 actual must be an amount of at least 0, such as 1250.00"],
      ["1.005", "Week 1 actual can have at most 2 decimals"],
      ["1e3", "Week 1 actual must be an amount of at least 0, such as 1250.00"],
      ["$5", "Week 1 actual must be an amount of at least 0, such as 1250.00"],
      ["", "Week 1 actual is required"],
      ["123456789", "Week 1 actual must be at most 99999999.99"],
      [5, 'Week 1 actual must be an amount sent as text, such as "1250.00"'],
      [null, 'Week 1 actual must be an amount sent as text, such as "1250.00"'],
    ];
    for (const [value, message] of bad) {
      const res = await staff.patch(`/api/budgets/${line.id}`).send({ ...weeks("0", "0", "0", "0"), weekOneActual: value });
      expect(res.status, `weekOneActual ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.errors).toEqual([{ path: "weekOneActual", message }]);
    }
    const badTotal = await staff.patch(`/api/budgets/${line.id}`).send(weeks("1", "1", "1", "1", "4.001"));
    expect(badTotal.status).toBe(400);
    expect(badTotal.body.errors[0].path).toBe("actualAmount");

    const tooMuch = await staff.patch(`/api/budgets/${line.id}`).send(weeks("99999999", "99999999", "0", "0"));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("The four weeks add up to more than 99999999.99");

    const nothing = await staff.patch(`/api/budgets/${line.id}`).send({});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe("Nothing to update");

    // None of it was saved.
    const list = await staff.get(`/api/budgets?locationId=${tenant.assigned.id}&month=2026-08`);
    expect(list.body[0]).toMatchObject({ actualAmount: "0.00", weekOneActual: "0.00" });
  });

  it("keeps lines of other tenants and unassigned locations out of reach", async () => {
    const tenant = await createTenant(t.db, undefined, SHARED);
    const other = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(tenant);
    const otherAdmin = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
    const food = await categoryId(admin, "Food Cost");
    const line = (
      await admin.post("/api/budgets").send({ locationId: tenant.unassigned.id, categoryId: food, month: "2026-09", plannedAmount: "10" })
    ).body;

    expect((await staff.patch(`/api/budgets/${line.id}`).send(weeks("1", "0", "0", "0", "1"))).status).toBe(404);
    expect((await otherAdmin.patch(`/api/budgets/${line.id}`).send(weeks("1", "0", "0", "0", "1"))).status).toBe(404);
    expect((await otherAdmin.delete(`/api/budgets/${line.id}`)).status).toBe(404);
    expect((await request(t.app).patch(`/api/budgets/${line.id}`).send(weeks("1", "0", "0", "0", "1"))).status).toBe(401);
    expect((await admin.patch("/api/budgets/not-a-uuid").send(weeks("1", "0", "0", "0"))).status).toBe(404);

    expect((await admin.delete(`/api/budgets/${line.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/budgets/${line.id}`)).status).toBe(404);
  });
});

describe("copy a month's budget lines", () => {
  it("copies every line once, plans only, and leaves categories the target month already has", async () => {
    const tenant = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(tenant);
    const loc = tenant.assigned.id;
    const [food, labor, supplies] = await Promise.all(["Food Cost", "Labor", "Supplies"].map((n) => categoryId(admin, n)));
    const add = (categoryId: string, month: string, plannedAmount: string) =>
      admin.post("/api/budgets").send({ locationId: loc, categoryId, month, plannedAmount });

    const jan = [(await add(food!, "2026-01", "3000")).body, (await add(labor!, "2026-01", "5000")).body, (await add(supplies!, "2026-01", "400.25")).body];
    await staff.patch(`/api/budgets/${jan[0].id}`).send(weeks("700", "800", "0", "0", "1500"));
    await add(labor!, "2026-02", "5500"); // February already has Labor.

    const copied = await admin.post("/api/budgets/copy").send({ locationId: loc, fromMonth: "2026-01", toMonth: "2026-02" });
    expect(copied.status).toBe(200);
    expect(copied.body).toEqual({ copied: 2, skipped: 1 });

    const feb = await admin.get(`/api/budgets?locationId=${loc}&month=2026-02`);
    expect(
      feb.body.map((b: { category: { name: string }; plannedAmount: string; actualAmount: string; weekOneActual: string }) => [
        b.category.name,
        b.plannedAmount,
        b.actualAmount,
        b.weekOneActual,
      ]),
    ).toEqual([
      ["Food Cost", "3000.00", "0.00", "0.00"],
      ["Labor", "5500.00", "0.00", "0.00"],
      ["Supplies", "400.25", "0.00", "0.00"],
    ]);

    // Copying again adds nothing: every line exists once.
    const again = await admin.post("/api/budgets/copy").send({ locationId: loc, fromMonth: "2026-01", toMonth: "2026-02" });
    expect(again.body).toEqual({ copied: 0, skipped: 3 });
    expect((await admin.get(`/api/budgets?locationId=${loc}&month=2026-02`)).body).toHaveLength(3);

    // The source month is untouched.
    const janAfter = await admin.get(`/api/budgets?locationId=${loc}&month=2026-01`);
    expect(janAfter.body.find((b: { id: string }) => b.id === jan[0].id).actualAmount).toBe("1500.00");

    const empty = await admin.post("/api/budgets/copy").send({ locationId: loc, fromMonth: "2025-12", toMonth: "2026-02" });
    expect(empty.body).toEqual({ copied: 0, skipped: 0 });
  });

  it("answers 400, 401, 403 and 404 as it should", async () => {
    const tenant = await createTenant(t.db, undefined, SHARED);
    const other = await createTenant(t.db, undefined, SHARED);
    const { admin, staff } = await signIn(tenant);
    const body = { locationId: tenant.assigned.id, fromMonth: "2026-01", toMonth: "2026-02" };
    expect((await request(t.app).post("/api/budgets/copy").send(body)).status).toBe(401);
    expect((await staff.post("/api/budgets/copy").send(body)).status).toBe(403);
    const same = await admin.post("/api/budgets/copy").send({ ...body, toMonth: "2026-01" });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ path: "toMonth", message: "Choose a different month to copy to" }]);
    expect((await admin.post("/api/budgets/copy").send({ ...body, fromMonth: "January" })).status).toBe(400);
    expect((await admin.post("/api/budgets/copy").send({ ...body, locationId: other.assigned.id })).status).toBe(404);
  });
});
