import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VENDOR_CATEGORIES, VENDOR_SCHEDULES } from "@shared/schema";
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

const base = (overrides: Record<string, unknown> = {}) => ({
  locationId: tenant.assigned.id,
  name: "Capital Waste Services",
  category: "waste",
  contactName: "Dana Ruiz",
  phone: "(518) 555-0142",
  email: "dispatch@capitalwaste.example",
  address: "880 Industrial Park Road, Building C, Albany NY",
  schedule: "weekly",
  nextServiceDate: "2026-12-01",
  notes: "Pickup Tuesdays before 7am",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin.post("/api/vendors").send(base(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

describe("vendors", () => {
  it("adds a vendor with every field and lists it at its location", async () => {
    const created = await create();
    expect(created).toMatchObject({ ...base(), id: expect.any(String) });
    const list = await admin.get(`/api/vendors?locationId=${tenant.assigned.id}`);
    expect(list.status).toBe(200);
    expect(list.body.map((v: { id: string }) => v.id)).toContain(created.id);
    expect((await admin.get(`/api/vendors?locationId=${tenant.unassigned.id}`)).body).toEqual([]);
    const one = await admin.get(`/api/vendors/${created.id}`);
    expect(one.body).toMatchObject({ id: created.id, name: "Capital Waste Services" });
  });

  it("needs only name and category; empty optional fields become null", async () => {
    const res = await admin.post("/api/vendors").send({
      locationId: tenant.assigned.id,
      name: "  Sparkle Cleaning  ",
      category: "cleaning",
      contactName: "",
      phone: "",
      email: "",
      address: "",
      schedule: "",
      nextServiceDate: "",
      notes: "",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Sparkle Cleaning",
      category: "cleaning",
      contactName: null,
      phone: null,
      email: null,
      address: null,
      schedule: null,
      nextServiceDate: null,
      notes: null,
    });
  });

  it("accepts every category and schedule option of SPEC section 5", async () => {
    expect(VENDOR_CATEGORIES).toEqual(["cleaning", "maintenance", "supplier", "security", "utilities", "waste", "other"]);
    expect(VENDOR_SCHEDULES).toEqual(["daily", "weekly", "bi-weekly", "monthly", "quarterly", "on-call", "24/7"]);
    for (const [i, category] of VENDOR_CATEGORIES.entries()) {
      const schedule = VENDOR_SCHEDULES[i % VENDOR_SCHEDULES.length];
      const res = await admin.post("/api/vendors").send(base({ name: `Vendor ${category}`, category, schedule }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ category, schedule });
    }
    const res = await admin.post("/api/vendors").send(base({ name: "Always on", schedule: "24/7" }));
    expect(res.body.schedule).toBe("24/7");
  });

  it.each([
    ["name missing", { name: undefined }, "name", "Name is required"],
    ["name blank", { name: " " }, "name", "Name is required"],
    ["name too long", { name: "v".repeat(201) }, "name", "Name is too long (200 characters at most)"],
    ["category missing", { category: undefined }, "category", "Category is required"],
    ["category empty", { category: "" }, "category", "Category is required"],
    [
      "category unknown",
      { category: "food" },
      "category",
      "Category must be one of cleaning, maintenance, supplier, security, utilities, waste, other",
    ],
    ["category as its label", { category: "Waste Management" }, "category", "Category must be one of cleaning, maintenance, supplier, security, utilities, waste, other"],
    ["e-mail invalid", { email: "dispatch-at-capital" }, "email", "Enter a valid e-mail address"],
    ["e-mail without domain", { email: "dispatch@" }, "email", "Enter a valid e-mail address"],
    ["phone with letters", { phone: "call the office" }, "phone", "Enter a valid phone number"],
    ["phone too short", { phone: "555-01" }, "phone", "Enter a valid phone number"],
    ["schedule unknown", { schedule: "yearly" }, "schedule", "Schedule must be one of daily, weekly, bi-weekly, monthly, quarterly, on-call, 24/7"],
    ["next service not a date", { nextServiceDate: "12/01/2026" }, "nextServiceDate", "Next service date must be a valid date (YYYY-MM-DD)"],
    ["next service impossible", { nextServiceDate: "2026-02-29" }, "nextServiceDate", "Next service date must be a valid date (YYYY-MM-DD)"],
    ["location missing", { locationId: undefined }, "locationId", "Location is required"],
    ["address too long", { address: "a".repeat(301) }, "address", "Address is too long (300 characters at most)"],
  ])("refuses %s with its message", async (_label, overrides, path, message) => {
    const res = await admin.post("/api/vendors").send(base(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, message }]);
  });

  it("reports every problem at once", async () => {
    const res = await admin.post("/api/vendors").send(base({ name: "", category: "", email: "x" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "name", message: "Name is required" },
      { path: "category", message: "Category is required" },
      { path: "email", message: "Enter a valid e-mail address" },
    ]);
  });

  it("accepts common phone formats", async () => {
    for (const phone of ["518-555-0142", "+1 (518) 555-0142", "518.555.0142 ext. 12", "+44 20 7946 0958"]) {
      expect((await admin.post("/api/vendors").send(base({ name: `Phone ${phone}`, phone }))).status).toBe(201);
    }
  });

  it("requires sign-in and a reachable location", async () => {
    expect((await request(t.app).get(`/api/vendors?locationId=${tenant.assigned.id}`)).status).toBe(401);
    expect((await request(t.app).post("/api/vendors").send(base())).status).toBe(401);
    expect((await admin.get("/api/vendors")).status).toBe(404);
    const other = await createTenant(t.db);
    expect((await admin.post("/api/vendors").send(base({ locationId: other.assigned.id }))).status).toBe(404);
    expect((await staff.get(`/api/vendors?locationId=${tenant.unassigned.id}`)).status).toBe(404);
    expect((await staff.post("/api/vendors").send(base({ locationId: tenant.unassigned.id }))).status).toBe(404);
    expect((await staff.post("/api/vendors").send(base({ name: "Staff vendor" }))).status).toBe(201);
    expect((await staff.get(`/api/vendors?locationId=${tenant.assigned.id}`)).status).toBe(200);
  });

  it("edits any subset of fields, with the same rules", async () => {
    const vendor = await create({ name: "Fresh Produce Co", category: "supplier" });
    const edited = await admin.patch(`/api/vendors/${vendor.id}`).send({ schedule: "daily", nextServiceDate: "", email: "orders@fresh.example" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Fresh Produce Co", category: "supplier", schedule: "daily", nextServiceDate: null, email: "orders@fresh.example" });
    const bad = await admin.patch(`/api/vendors/${vendor.id}`).send({ category: "", email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: "category", message: "Category is required" },
      { path: "email", message: "Enter a valid e-mail address" },
    ]);
    expect((await admin.patch(`/api/vendors/${vendor.id}`).send({ name: "" })).body.errors).toEqual([{ path: "name", message: "Name is required" }]);
    expect((await admin.patch("/api/vendors/00000000-0000-4000-8000-000000000000").send({ name: "x" })).status).toBe(404);
    expect((await request(t.app).patch(`/api/vendors/${vendor.id}`).send({ name: "x" })).status).toBe(401);
  });

  it("deletes a vendor", async () => {
    const vendor = await create({ name: "Gone Security" });
    expect((await request(t.app).delete(`/api/vendors/${vendor.id}`)).status).toBe(401);
    expect((await admin.delete(`/api/vendors/${vendor.id}`)).status).toBe(204);
    expect((await admin.get(`/api/vendors/${vendor.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/vendors/${vendor.id}`)).status).toBe(404);
  });

  it("lets staff edit vendors at their location only, and not delete them", async () => {
    const mine = await create({ name: "Staff HVAC", category: "maintenance" });
    const theirs = await create({ name: "Other HVAC", category: "maintenance", locationId: tenant.unassigned.id });
    expect((await staff.patch(`/api/vendors/${mine.id}`).send({ schedule: "monthly" })).status).toBe(200);
    expect((await staff.patch(`/api/vendors/${theirs.id}`).send({ schedule: "monthly" })).status).toBe(404);
    expect((await staff.get(`/api/vendors/${theirs.id}`)).status).toBe(404);
    const refused = await staff.delete(`/api/vendors/${mine.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only managers and administrators can delete vendors");
    expect((await staff.get(`/api/vendors/${mine.id}`)).status).toBe(200);
  });
});
