import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { newYorkToday } from "../support/location-day";
import { documents, equipment, maintenanceTasks } from "@shared/schema";
import { countsAsMaintenanceDue, markMaintenanceDue } from "@server/features/equipment/maintenance-due";
import { DAILY_JOBS } from "@server/jobs/scheduler";
import { readFixture } from "../support/fixtures";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const today = () => newYorkToday();
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => cb(null, Buffer.concat(chunks)));
  });

const base = (overrides: Record<string, unknown> = {}) => ({
  locationId: tenant.assigned.id,
  name: "Walk-in Cooler",
  model: "PCW-810-R",
  manufacturer: "Polar Crest",
  price: "8450.00",
  purchaseDate: "2025-03-01",
  warrantyExpiration: "2027-03-01",
  status: "working",
  notes: "",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin.post("/api/equipment").send(base(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string; price: string | null; manual: { id: string } | null };
}

const list = async (locationId = tenant.assigned.id) => (await admin.get(`/api/equipment?locationId=${locationId}`)).body as Array<{
  id: string;
  status: string;
  storedStatus: string;
  maintenance: { taskCount: number; dueCount: number; nextDue: string | null };
}>;

describe("equipment", () => {
  it("adds an item with a price and lists it at its location", async () => {
    const created = await create({ name: "Combi Oven", price: "12500.5", notes: "Line 2" });
    expect(created).toMatchObject({
      name: "Combi Oven",
      manufacturer: "Polar Crest",
      model: "PCW-810-R",
      price: "12500.50",
      purchaseDate: "2025-03-01",
      warrantyExpiration: "2027-03-01",
      status: "working",
      notes: "Line 2",
      manual: null,
      manualUrl: null,
      maintenance: { taskCount: 0, dueCount: 0, nextDue: null },
    });
    const items = await list();
    expect(items.map((i) => i.id)).toContain(created.id);
    expect(items.find((i) => i.id === created.id)?.status).toBe("working");
    expect((await admin.get(`/api/equipment?locationId=${tenant.unassigned.id}`)).body).toEqual([]);
  });

  it("takes the SPEC defaults: status working, price and dates null when empty, a number price", async () => {
    const res = await admin
      .post("/api/equipment")
      .send({ locationId: tenant.assigned.id, name: "Prep Table", price: "", purchaseDate: "", warrantyExpiration: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "working", price: null, purchaseDate: null, warrantyExpiration: null, model: null, manufacturer: null });
    const numeric = await admin.post("/api/equipment").send({ locationId: tenant.assigned.id, name: "Mixer", price: 1299.9 });
    expect(numeric.body.price).toBe("1299.90");
  });

  it.each([
    ["name missing", { name: undefined }, "name", "Name is required"],
    ["name blank", { name: "   " }, "name", "Name is required"],
    ["name too long", { name: "x".repeat(201) }, "name", "Name is too long (200 characters at most)"],
    ["price with 3 decimals", { price: "12.345" }, "price", "Price must be a number with at most 2 decimals"],
    ["price not a number", { price: "twelve" }, "price", "Price must be a number with at most 2 decimals"],
    ["price with a dollar sign", { price: "$12" }, "price", "Price must be a number with at most 2 decimals"],
    ["price negative", { price: "-5.00" }, "price", "Price cannot be negative"],
    ["price too large", { price: "100000000.00" }, "price", "Price must be at most 99999999.99"],
    ["price a boolean", { price: true }, "price", "Price must be a number with at most 2 decimals"],
    ["purchase date not a date", { purchaseDate: "2026-02-30" }, "purchaseDate", "Purchase date must be a valid date (YYYY-MM-DD)"],
    ["warranty not a date", { warrantyExpiration: "03/01/2027" }, "warrantyExpiration", "Warranty expiration must be a valid date (YYYY-MM-DD)"],
    [
      "warranty before purchase",
      { purchaseDate: "2026-05-01", warrantyExpiration: "2026-04-30" },
      "warrantyExpiration",
      "Warranty expiration must be on or after the purchase date",
    ],
    ["status unknown", { status: "lost" }, "status", "Status must be one of working, maintenance_due, broken"],
    ["location missing", { locationId: undefined }, "locationId", "Location is required"],
    ["model too long", { model: "m".repeat(201) }, "model", "Model is too long (200 characters at most)"],
    ["notes too long", { notes: "n".repeat(2001) }, "notes", "Notes is too long (2000 characters at most)"],
  ])("refuses %s with its message", async (_label, overrides, path, message) => {
    const res = await admin.post("/api/equipment").send(base(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, message }]);
  });

  it("reports every problem at once by path", async () => {
    const res = await admin.post("/api/equipment").send(base({ name: "", price: "1.001", status: "gone" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "name", message: "Name is required" },
      { path: "price", message: "Price must be a number with at most 2 decimals" },
      { path: "status", message: "Status must be one of working, maintenance_due, broken" },
    ]);
  });

  it("accepts each status", async () => {
    for (const status of ["working", "maintenance_due", "broken"]) {
      const res = await admin.post("/api/equipment").send(base({ name: `Status ${status}`, status }));
      expect(res.body.status).toBe(status);
    }
  });

  it("requires sign-in and a reachable location", async () => {
    expect((await request(t.app).get(`/api/equipment?locationId=${tenant.assigned.id}`)).status).toBe(401);
    expect((await request(t.app).post("/api/equipment").send(base())).status).toBe(401);
    expect((await admin.get("/api/equipment")).status).toBe(404);
    expect((await admin.get("/api/equipment?locationId=not-a-uuid")).status).toBe(404);
    const other = await createTenant(t.db);
    expect((await admin.post("/api/equipment").send(base({ locationId: other.assigned.id }))).status).toBe(404);
    expect((await staff.post("/api/equipment").send(base({ locationId: tenant.unassigned.id }))).status).toBe(404);
    expect((await staff.get(`/api/equipment?locationId=${tenant.unassigned.id}`)).status).toBe(404);
    expect((await staff.post("/api/equipment").send(base({ name: "Staff item" }))).status).toBe(201);
  });

  it("edits any subset of fields and checks the warranty against the stored purchase date", async () => {
    const item = await create({ name: "Ice Machine" });
    const edited = await admin.patch(`/api/equipment/${item.id}`).send({ status: "broken", price: "99", model: "" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Ice Machine", status: "broken", price: "99.00", model: null, manufacturer: "Polar Crest" });
    const order = await admin.patch(`/api/equipment/${item.id}`).send({ warrantyExpiration: "2025-01-01" });
    expect(order.status).toBe(400);
    expect(order.body.errors).toEqual([{ path: "warrantyExpiration", message: "Warranty expiration must be on or after the purchase date" }]);
    const bad = await admin.patch(`/api/equipment/${item.id}`).send({ name: "", price: "1.234" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(["Name is required", "Price must be a number with at most 2 decimals"]);
    expect((await admin.patch("/api/equipment/00000000-0000-4000-8000-000000000000").send({ name: "x" })).status).toBe(404);
    expect((await request(t.app).patch(`/api/equipment/${item.id}`).send({ name: "x" })).status).toBe(401);
    const detail = await admin.get(`/api/equipment/${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: item.id, status: "broken", tasks: [], extractedData: null });
  });

  it("deletes an item with its tasks", async () => {
    const item = await create({ name: "Old Fryer" });
    await admin.post(`/api/equipment/${item.id}/tasks`).send({ task: "Filter oil", intervalDays: 1 });
    expect((await request(t.app).delete(`/api/equipment/${item.id}`)).status).toBe(401);
    expect((await admin.delete(`/api/equipment/${item.id}`)).status).toBe(204);
    expect((await admin.get(`/api/equipment/${item.id}`)).status).toBe(404);
    // In the trash: its tasks wait with it (restorable), the item is no longer reachable.
    expect(await t.db.select().from(maintenanceTasks).where(eq(maintenanceTasks.equipmentId, item.id))).toHaveLength(1);
    expect((await admin.delete(`/api/equipment/${item.id}`)).status).toBe(404);
  });
});

describe("maintenance tasks", () => {
  it("adds a task with the next due date from today plus the interval", async () => {
    const item = await create({ name: "Fryer A" });
    const res = await admin.post(`/api/equipment/${item.id}/tasks`).send({ task: "Boil-out the fry pot", intervalDays: 7 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ task: "Boil-out the fry pot", intervalDays: 7, lastDone: null, nextDue: addDaysIso(today(), 7), due: false });
    const fromLast = await admin
      .post(`/api/equipment/${item.id}/tasks`)
      .send({ task: "Calibrate the thermostat", intervalDays: "180", lastDone: "2026-01-10" });
    expect(fromLast.body).toMatchObject({ intervalDays: 180, lastDone: "2026-01-10", nextDue: "2026-07-09" });
    const detail = await admin.get(`/api/equipment/${item.id}`);
    expect(detail.body.tasks.map((x: { task: string }) => x.task)).toEqual(
      fromLast.body.nextDue < res.body.nextDue ? ["Calibrate the thermostat", "Boil-out the fry pot"] : ["Boil-out the fry pot", "Calibrate the thermostat"],
    );
  });

  it.each([
    ["task missing", { task: "" }, "task", "Task is required"],
    ["interval zero", { intervalDays: 0 }, "intervalDays", "Interval must be a whole number of days from 1 to 3650"],
    ["interval fractional", { intervalDays: 1.5 }, "intervalDays", "Interval must be a whole number of days from 1 to 3650"],
    ["interval text", { intervalDays: "weekly" }, "intervalDays", "Interval must be a whole number of days from 1 to 3650"],
    ["interval too long", { intervalDays: 3651 }, "intervalDays", "Interval must be a whole number of days from 1 to 3650"],
    ["last done not a date", { lastDone: "yesterday" }, "lastDone", "Last done must be a valid date (YYYY-MM-DD)"],
    ["next due not a date", { nextDue: "2026-13-01" }, "nextDue", "Next due must be a valid date (YYYY-MM-DD)"],
  ])("refuses a task with %s", async (_label, overrides, path, message) => {
    const item = await create({ name: "Validation target" });
    const res = await admin.post(`/api/equipment/${item.id}/tasks`).send({ task: "Clean coil", intervalDays: 90, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, message }]);
  });

  it("refuses invalid tasks given with a new item, by path", async () => {
    const res = await admin.post("/api/equipment").send(base({ maintenanceTasks: [{ task: "Clean", intervalDays: 30 }, { task: "", intervalDays: 0 }] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "maintenanceTasks.1.task", message: "Task is required" },
      { path: "maintenanceTasks.1.intervalDays", message: "Interval must be a whole number of days from 1 to 3650" },
    ]);
  });

  it("counts an item with an overdue task as maintenance due, and marking it done makes it working again", async () => {
    const item = await create({ name: "Ice Machine B", maintenanceTasks: [{ task: "Sanitize the bin", intervalDays: 30 }] });
    expect(item.status).toBe("working");
    const overdue = await admin
      .post(`/api/equipment/${item.id}/tasks`)
      .send({ task: "Clean the condenser coil", intervalDays: 90, lastDone: addDaysIso(today(), -100) });
    expect(overdue.body).toMatchObject({ nextDue: addDaysIso(today(), -10), due: true });
    let row = (await list()).find((i) => i.id === item.id)!;
    expect(row).toMatchObject({ status: "maintenance_due", storedStatus: "maintenance_due", maintenance: { taskCount: 2, dueCount: 1, nextDue: addDaysIso(today(), -10) } });

    const done = await admin.post(`/api/maintenance-tasks/${overdue.body.id}/done`).send({});
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ lastDone: today(), nextDue: addDaysIso(today(), 90), due: false });
    row = (await list()).find((i) => i.id === item.id)!;
    expect(row).toMatchObject({ status: "working", storedStatus: "working", maintenance: { dueCount: 0, nextDue: addDaysIso(today(), 30) } });
  });

  it("counts a task due today as due; an item stays due while another task is still due", async () => {
    const item = await create({ name: "Combi B" });
    const a = (await admin.post(`/api/equipment/${item.id}/tasks`).send({ task: "Descale", intervalDays: 30, nextDue: today() })).body;
    const b = (await admin.post(`/api/equipment/${item.id}/tasks`).send({ task: "Door gasket", intervalDays: 7, nextDue: addDaysIso(today(), -1) })).body;
    expect([a.due, b.due]).toEqual([true, true]);
    await admin.post(`/api/maintenance-tasks/${a.id}/done`).send({ doneOn: addDaysIso(today(), -2) });
    let row = (await list()).find((i) => i.id === item.id)!;
    expect(row.status).toBe("maintenance_due");
    const done = await admin.post(`/api/maintenance-tasks/${b.id}/done`).send({ doneOn: today() });
    expect(done.body.nextDue).toBe(addDaysIso(today(), 7));
    row = (await list()).find((i) => i.id === item.id)!;
    expect(row.status).toBe("working");
  });

  it("keeps a broken item broken whatever its tasks", async () => {
    const item = await create({ name: "Broken Slicer", status: "broken", maintenanceTasks: [{ task: "Sharpen", intervalDays: 7, nextDue: "2020-01-01" }] });
    expect(item.status).toBe("broken");
  });

  it("shows an overdue task's item as maintenance due before the daily job, which then stores it once", async () => {
    const item = await create({ name: "Hood" });
    const other = await create({ name: "Broken Hood", status: "broken" });
    await t.db.insert(maintenanceTasks).values([
      { equipmentId: item.id, task: "Clean filters", intervalDays: 30, nextDue: addDaysIso(today(), -3) },
      { equipmentId: other.id, task: "Clean filters", intervalDays: 30, nextDue: addDaysIso(today(), -3) },
    ]);
    const before = (await list()).find((i) => i.id === item.id)!;
    expect(before).toMatchObject({ status: "maintenance_due", storedStatus: "working" });
    const counted = await t.db.select({ id: equipment.id }).from(equipment).where(countsAsMaintenanceDue(today()));
    expect(counted.map((r) => r.id)).toContain(item.id);
    expect(counted.map((r) => r.id)).not.toContain(other.id);

    expect(DAILY_JOBS.map((j) => j.name)).toContain("set-maintenance-due");
    expect(await markMaintenanceDue(t.db, today())).toBeGreaterThanOrEqual(1);
    expect(await markMaintenanceDue(t.db, today())).toBe(0);
    const stored = async (id: string) => (await t.db.select().from(equipment).where(eq(equipment.id, id)))[0]!.status;
    expect(await stored(item.id)).toBe("maintenance_due");
    expect(await stored(other.id)).toBe("broken");
  });

  it("the job leaves an item whose tasks are not due yet", async () => {
    const item = await create({ name: "Dish Machine", maintenanceTasks: [{ task: "Delime", intervalDays: 30 }] });
    await markMaintenanceDue(t.db, today());
    expect((await t.db.select().from(equipment).where(eq(equipment.id, item.id)))[0]!.status).toBe("working");
    // The day the task falls due, the job sets it.
    await markMaintenanceDue(t.db, addDaysIso(today(), 30));
    expect((await t.db.select().from(equipment).where(eq(equipment.id, item.id)))[0]!.status).toBe("maintenance_due");
  });

  it("edits a task (a new interval moves next due from last done) and deletes it", async () => {
    const item = await create({ name: "Fryer C" });
    const task = (await admin.post(`/api/equipment/${item.id}/tasks`).send({ task: "Filter oil", intervalDays: 1, lastDone: "2026-03-01" })).body;
    const edited = await admin.patch(`/api/maintenance-tasks/${task.id}`).send({ intervalDays: 14, task: "Filter the cooking oil" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ task: "Filter the cooking oil", intervalDays: 14, lastDone: "2026-03-01", nextDue: "2026-03-15" });
    const moved = await admin.patch(`/api/maintenance-tasks/${task.id}`).send({ nextDue: "2030-01-01" });
    expect(moved.body.nextDue).toBe("2030-01-01");
    const bad = await admin.patch(`/api/maintenance-tasks/${task.id}`).send({ intervalDays: -1 });
    expect(bad.body.errors).toEqual([{ path: "intervalDays", message: "Interval must be a whole number of days from 1 to 3650" }]);
    expect((await request(t.app).patch(`/api/maintenance-tasks/${task.id}`).send({ task: "x" })).status).toBe(401);
    expect((await admin.delete(`/api/maintenance-tasks/${task.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/maintenance-tasks/${task.id}`)).status).toBe(404);
  });

  it("refuses a done date in the future or not a date", async () => {
    const item = await create({ name: "Mixer B" });
    const task = (await admin.post(`/api/equipment/${item.id}/tasks`).send({ task: "Grease", intervalDays: 30 })).body;
    const future = await admin.post(`/api/maintenance-tasks/${task.id}/done`).send({ doneOn: addDaysIso(today(), 1) });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ path: "doneOn", message: "Done date cannot be in the future" }]);
    const bad = await admin.post(`/api/maintenance-tasks/${task.id}/done`).send({ doneOn: "soon" });
    expect(bad.body.errors).toEqual([{ path: "doneOn", message: "Done date must be a valid date (YYYY-MM-DD)" }]);
    expect((await request(t.app).post(`/api/maintenance-tasks/${task.id}/done`)).status).toBe(401);
    expect((await admin.post("/api/maintenance-tasks/00000000-0000-4000-8000-000000000000/done")).status).toBe(404);
  });

  it("lets staff manage tasks at their location only", async () => {
    const mine = await create({ name: "Staff Fryer" });
    const theirs = await create({ name: "Other Fryer", locationId: tenant.unassigned.id });
    expect((await staff.post(`/api/equipment/${mine.id}/tasks`).send({ task: "Filter", intervalDays: 1 })).status).toBe(201);
    expect((await staff.post(`/api/equipment/${theirs.id}/tasks`).send({ task: "Filter", intervalDays: 1 })).status).toBe(404);
  });
});

describe("manuals", () => {
  const pdf = () => readFixture("manuals/fryline-fl-45g-gas-fryer.pdf");

  it("stores an uploaded manual, answers extractedData, and attaches it to a new item for download", async () => {
    const up = await admin.post("/api/equipment/upload-manual").field("locationId", tenant.assigned.id).attach("manual", pdf(), "Friteuse – manuel.pdf");
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({
      document: { name: "Friteuse – manuel.pdf", contentType: "application/pdf", size: pdf().length },
      equipment: null,
      extractionError: null,
      // What the manual reader (server/documents/extract) found in the fixture.
      extractedData: { manufacturer: { value: "Fryline Commercial Equipment" }, model: { value: "FL-45G" } },
    });
    expect(up.body.extractedData.tasks.length).toBeGreaterThan(0);

    const item = await create({
      name: "Gas Fryer",
      manualDocumentId: up.body.documentId,
      extractedData: up.body.extractedData,
      maintenanceTasks: [{ task: "Boil-out the fry pot", intervalDays: 7 }],
    });
    expect(item.manual).toMatchObject({ id: up.body.documentId, name: "Friteuse – manuel.pdf" });
    const detail = (await admin.get(`/api/equipment/${item.id}`)).body;
    expect(detail.extractedData).toMatchObject({ model: { value: "FL-45G" } });
    expect(detail.tasks).toMatchObject([{ task: "Boil-out the fry pot", intervalDays: 7, nextDue: addDaysIso(today(), 7) }]);
    const download = await binary(admin.get(`/api/equipment/${item.id}/manual`));
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Friteuse _ manuel.pdf"; filename*=UTF-8''${encodeURIComponent("Friteuse – manuel.pdf")}`,
    );
    expect(sha(download.body as Buffer)).toBe(sha(pdf()));
    expect((await admin.get(`/api/equipment/${item.id}/manual?inline=1`)).headers["content-disposition"]).toMatch(/^inline/);

    // A manual already in use cannot be attached again.
    const again = await admin.post("/api/equipment").send(base({ name: "Copy", manualDocumentId: up.body.documentId }));
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ path: "manualDocumentId", message: "Manual not found" }]);

    // Deleting the item moves it to the trash: its manual stays with it until the trash is purged.
    expect((await admin.delete(`/api/equipment/${item.id}`)).status).toBe(204);
    expect(await t.db.select().from(documents).where(eq(documents.id, up.body.documentId))).toHaveLength(1);
    expect((await admin.get(`/api/equipment/${item.id}/manual`)).status).toBe(404);
  });

  it("stores a manual it cannot read, saying why, so the item can still be filled in by hand", async () => {
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64, 0x20), Buffer.from("\n%%EOF\n")]);
    const up = await admin.post("/api/equipment/upload-manual").attach("manual", broken, "broken.pdf");
    expect(up.status).toBe(201);
    expect(up.body.extractedData).toBeNull();
    expect(up.body.extractionError).toEqual(expect.any(String));
    expect(up.body.document).toMatchObject({ name: "broken.pdf", contentType: "application/pdf" });
    const item = await create({ name: "Hand-filled", manualDocumentId: up.body.documentId });
    expect(item.manual).toMatchObject({ name: "broken.pdf" });
  });

  it("refuses someone else's upload as a manual", async () => {
    const up = await staff.post("/api/equipment/upload-manual").attach("manual", pdf(), "m.pdf");
    expect(up.status).toBe(201);
    const res = await admin.post("/api/equipment").send(base({ manualDocumentId: up.body.documentId }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "manualDocumentId", message: "Manual not found" }]);
  });

  it("replaces an item's manual with equipmentId, and removes it", async () => {
    const item = await create({ name: "Cooler" });
    const first = await admin.post("/api/equipment/upload-manual").field("equipmentId", item.id).attach("manual", pdf(), "a.pdf");
    expect(first.status).toBe(201);
    expect(first.body.equipment).toMatchObject({ id: item.id, manual: { name: "a.pdf" }, manualUrl: `/api/equipment/${item.id}/manual` });
    // The tasks read from the manual are added to the item, each due its interval from today.
    const found = first.body.extractedData.tasks as Array<{ task: string; intervalDays: number }>;
    let tasks = (await admin.get(`/api/equipment/${item.id}`)).body.tasks as Array<{ task: string; nextDue: string }>;
    expect(tasks).toHaveLength(found.length);
    expect(tasks.find((x) => x.task === found[0]!.task)?.nextDue).toBe(addDaysIso(today(), found[0]!.intervalDays));
    // The same manual again adds no duplicates.
    await admin.post("/api/equipment/upload-manual").field("equipmentId", item.id).attach("manual", pdf(), "a.pdf");
    tasks = (await admin.get(`/api/equipment/${item.id}`)).body.tasks;
    expect(tasks).toHaveLength(found.length);
    // A 1x1 PNG: an image manual, quick to read (the photographed fixtures take seconds of OCR).
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
    const second = await admin.post("/api/equipment/upload-manual").field("equipmentId", item.id).attach("manual", png, "page.png");
    expect(second.status).toBe(201);
    expect(second.body.equipment.manual).toMatchObject({ name: "page.png", contentType: "image/png" });
    expect(await t.db.select().from(documents).where(eq(documents.id, first.body.documentId))).toEqual([]);

    const removed = await admin.delete(`/api/equipment/${item.id}/manual`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ manual: null, manualUrl: null });
    expect((await admin.get(`/api/equipment/${item.id}/manual`)).status).toBe(404);
    expect((await admin.delete(`/api/equipment/${item.id}/manual`)).status).toBe(404);
  });

  it("refuses a missing file, a file that is not a PDF or image, and an unreachable target", async () => {
    const none = await admin.post("/api/equipment/upload-manual").field("locationId", tenant.assigned.id);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: "manual", message: "Please upload a manual (PDF, PNG or JPG)" }]);
    const html = await admin.post("/api/equipment/upload-manual").attach("manual", Buffer.from("<html><script>alert(1)</script></html>"), "manual.pdf");
    expect(html.status).toBe(415);
    expect(html.body.message).toBe("Please upload a PDF, PNG, or JPG file");
    expect((await request(t.app).post("/api/equipment/upload-manual").attach("manual", pdf(), "m.pdf")).status).toBe(401);
    const other = await createTenant(t.db);
    const foreign = await admin.post("/api/equipment/upload-manual").field("locationId", other.assigned.id).attach("manual", pdf(), "m.pdf");
    expect(foreign.status).toBe(404);
    const theirs = await create({ name: "Unassigned Cooler", locationId: tenant.unassigned.id });
    const unassigned = await staff.post("/api/equipment/upload-manual").field("equipmentId", theirs.id).attach("manual", pdf(), "m.pdf");
    expect(unassigned.status).toBe(404);
  });
});
