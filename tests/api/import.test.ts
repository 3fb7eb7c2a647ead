/**
 * Onboarding import (issue 19): dry run, apply on confirmation, idempotent re-import, errors by row with
 * field and reason, mapping remembered per organization, audit, roles and tenancy.
 */
import { and, eq, inArray } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import * as XLSX from "xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, budgets, equipment, licenses, locations, vendors } from "@shared/schema";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;
let staff: TestAgent;
let otherAdmin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, "Importing Group");
  other = await createTenant(t.db, "Other Group");
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
  otherAdmin = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

function xlsx(rows: unknown[][], sheet = "Sheet1"): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheet);
  return XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

interface PreviewBody {
  counts: { new: number; update: number; unchanged: number; error: number };
  rows: { row: number; status: string; values: Record<string, string | null>; changes?: string[]; errors?: { field: string; message: string }[] }[];
  mapping: Record<string, string>;
  headers: string[];
}

async function send(agent: TestAgent, kind: string, step: "preview" | "apply", file: Buffer, name: string, mapping?: Record<string, string>) {
  const req = agent.post(`/api/import/${kind}/${step}`).attach("file", file, name);
  if (mapping) req.field("mapping", JSON.stringify(mapping));
  const res = await req;
  return res;
}

async function ok(agent: TestAgent, kind: string, step: "preview" | "apply", file: Buffer, name: string, mapping?: Record<string, string>) {
  const res = await send(agent, kind, step, file, name, mapping);
  expect(res.status, res.text.slice(0, 500)).toBe(200);
  return res.body as PreviewBody;
}

const STATES = ["New York", "NY", "calif.", "TX", "Florida", "il"];
function locationRows(n: number): unknown[][] {
  const rows: unknown[][] = [["Store Name", "Street Address", "City", "State", "Zip", "Phone", "GM"]];
  for (let i = 1; i <= n; i++) rows.push([`Store ${String(i).padStart(3, "0")}`, `${i} Main St`, "Springfield", STATES[i % STATES.length], 10000 + i, "(518) 555-0100", `Manager ${i}`]);
  return rows;
}

describe("locations: the same 200-location workbook twice", () => {
  const file = xlsx(locationRows(200), "Locations");

  it("dry run lists 200 new rows and writes nothing", async () => {
    const body = await ok(admin, "locations", "preview", file, "stores.xlsx");
    expect(body.counts).toEqual({ new: 200, update: 0, unchanged: 0, error: 0, leftOut: 0 });
    expect(body.mapping).toEqual({ "Store Name": "name", "Street Address": "address", City: "city", State: "state", Zip: "zipCode", Phone: "phone", GM: "managerName" });
    expect(body.rows[0]).toMatchObject({ row: 2, status: "new", values: { Name: "Store 001", State: "NY", "ZIP Code": "10001" } });
    expect(await t.db.$count(locations, eq(locations.organizationId, tenant.org.id))).toBe(2);
  });

  it("the first run creates everything, the second reports 0 changes", async () => {
    const first = await ok(admin, "locations", "apply", file, "stores.xlsx");
    expect(first.counts).toEqual({ new: 200, update: 0, unchanged: 0, error: 0, leftOut: 0 });
    expect(await t.db.$count(locations, eq(locations.organizationId, tenant.org.id))).toBe(202);
    const [ny] = await t.db.select().from(locations).where(and(eq(locations.organizationId, tenant.org.id), eq(locations.name, "Store 006")));
    expect(ny).toMatchObject({ address: "6 Main St", state: "NY", zipCode: "10006", managerName: "Manager 6", status: "active" });

    const again = await ok(admin, "locations", "preview", file, "stores.xlsx");
    expect(again.counts).toEqual({ new: 0, update: 0, unchanged: 200, error: 0, leftOut: 0 });
    const second = await ok(admin, "locations", "apply", file, "stores.xlsx");
    expect(second.counts).toEqual({ new: 0, update: 0, unchanged: 200, error: 0, leftOut: 0 });
    expect(await t.db.$count(locations, eq(locations.organizationId, tenant.org.id))).toBe(202);
  });

  it("a changed cell is an update naming the column", async () => {
    const rows = locationRows(200);
    rows[5]![6] = "New Manager";
    const body = await ok(admin, "locations", "preview", xlsx(rows), "stores-v2.xlsx");
    expect(body.counts).toEqual({ new: 0, update: 1, unchanged: 199, error: 0, leftOut: 0 });
    expect(body.rows.find((r) => r.status === "update")).toMatchObject({ row: 6, changes: ["Manager"] });
  });

  it("reports an unknown state with its field and reason", async () => {
    const body = await ok(admin, "locations", "preview", xlsx([["Name", "Address", "State"], ["Narnia Store", "1 Lamp Post", "Narnia"]]), "x.xlsx");
    expect(body.rows[0]).toMatchObject({
      status: "error",
      errors: [{ field: "State", message: 'State "Narnia" is not a US state (write a name such as New York or a code such as NY)' }],
    });
  });

  it("audits each applied import: who, file name, counts", async () => {
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, tenant.org.id), eq(auditLog.action, "import")));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.actorId === tenant.admin.id)).toBe(true);
    expect(rows.map((r) => r.after)).toContainEqual({ kind: "locations", fileName: "stores.xlsx", sheet: "Locations", created: 200, updated: 0, unchanged: 0, errors: 0, leftOut: 0, corrected: 0 });
    expect(rows.map((r) => r.after)).toContainEqual({ kind: "locations", fileName: "stores.xlsx", sheet: "Locations", created: 0, updated: 0, unchanged: 200, errors: 0, leftOut: 0, corrected: 0 });
  });
});

describe("equipment: 10 bad rows of 500", () => {
  const header = ["Location", "Item", "Manufacturer", "Serial #", "Cost", "Purchased", "Warranty", "Condition"];
  const good = (i: number): unknown[] => [`Store ${String((i % 200) + 1).padStart(3, "0")}`, `Fryer ${i}`, "Fryline", `SN-${i}`, "$1,250.00", "3/15/2025", "Mar 15, 2027", "OK"];
  const bad: Record<number, { cells: Record<number, unknown>; field: string; message: string }> = {
    17: { cells: { 0: "Nowhere Store" }, field: "Location", message: 'Location "Nowhere Store" is not a location of this organization (by name or address); import locations first' },
    48: { cells: { 5: "31/31/2025" }, field: "Purchase Date", message: 'Purchase Date "31/31/2025" is not a date (write it as 2026-03-15, 3/15/2026 or Mar 15, 2026)' },
    90: { cells: { 4: "-$20.00" }, field: "Price", message: "Price cannot be negative" },
    133: { cells: { 4: "twelve" }, field: "Price", message: 'Price "twelve" is not an amount (write it as 1250.00 or $1,250.00)' },
    180: { cells: { 3: "SN-5" }, field: "Serial Number", message: "Duplicate of row 7 (the same record twice in this file)" },
    221: { cells: { 7: "Exploded" }, field: "Status", message: 'Status "Exploded" is not one of working, maintenance_due, broken' },
    260: { cells: { 6: "1/1/2020" }, field: "Warranty Expiration", message: "Warranty expiration must be on or after the purchase date" },
    305: { cells: { 1: "" }, field: "Name", message: "Name is required" },
    377: { cells: { 4: "12.345" }, field: "Price", message: "Price must be a number with at most 2 decimals" },
    444: { cells: { 4: "123456789" }, field: "Price", message: "Price must be at most 99999999.99" },
  };
  const rows = [header];
  for (let i = 0; i < 500; i++) {
    const row = good(i);
    for (const [c, v] of Object.entries(bad[i]?.cells ?? {})) row[Number(c)] = v;
    rows.push(row as string[]);
  }
  const file = xlsx(rows);

  it("reports exactly those 10 with their reasons and writes nothing on the dry run", async () => {
    const body = await ok(admin, "equipment", "preview", file, "equipment.xlsx");
    expect(body.counts).toEqual({ new: 490, update: 0, unchanged: 0, error: 10, leftOut: 0 });
    const errors = body.rows.filter((r) => r.status === "error").map((r) => ({ row: r.row, errors: r.errors }));
    expect(errors).toEqual(Object.entries(bad).map(([i, b]) => ({ row: Number(i) + 2, errors: [{ field: b.field, message: b.message }] })));
    const ids = (await t.db.select({ id: locations.id }).from(locations).where(eq(locations.organizationId, tenant.org.id))).map((l) => l.id);
    expect(await t.db.$count(equipment, inArray(equipment.locationId, ids))).toBe(0);
  });

  it("applying on confirmation writes the 490 others, read as typed", async () => {
    const body = await ok(admin, "equipment", "apply", file, "equipment.xlsx");
    expect(body.counts).toEqual({ new: 490, update: 0, unchanged: 0, error: 10, leftOut: 0 });
    const ids = (await t.db.select({ id: locations.id }).from(locations).where(eq(locations.organizationId, tenant.org.id))).map((l) => l.id);
    expect(await t.db.$count(equipment, inArray(equipment.locationId, ids))).toBe(490);
    const [item] = await t.db.select().from(equipment).where(eq(equipment.serialNumber, "SN-1"));
    expect(item).toMatchObject({ name: "Fryer 1", price: "1250.00", purchaseDate: "2025-03-15", warrantyExpiration: "2027-03-15", status: "working" });
    const again = await ok(admin, "equipment", "preview", file, "equipment.xlsx");
    expect(again.counts).toEqual({ new: 0, update: 0, unchanged: 490, error: 10, leftOut: 0 });
  });
});

describe("licenses: 10 bad rows of 500 (unknown type, bad date, duplicate...)", () => {
  const header = ["Store", "Permit", "Permit No.", "Issued", "Expires", "Status"];
  const good = (i: number): unknown[] => [`Store ${String((i % 200) + 1).padStart(3, "0")}`, i % 2 ? "Health Permit" : "Liquor", `BULK-${i}`, "1/15/2026", "Jan 14, 2027", "active"];
  const bad: Record<number, { cells: Record<number, unknown>; field: string; message: string }> = {
    3: { cells: { 1: "Unicorn Permit" }, field: "License Type", message: 'License Type "Unicorn Permit" is not a known license type' },
    41: { cells: { 3: "2026-13-01" }, field: "Issue Date", message: 'Issue Date "2026-13-01" is not a date (write it as 2026-03-15, 3/15/2026 or Mar 15, 2026)' },
    77: { cells: { 4: "someday" }, field: "Expiration Date", message: 'Expiration Date "someday" is not a date (write it as 2026-03-15, 3/15/2026 or Mar 15, 2026)' },
    120: { cells: { 0: "Atlantis" }, field: "Location", message: 'Location "Atlantis" is not a location of this organization (by name or address); import locations first' },
    166: { cells: { 2: "BULK-4" }, field: "License Number", message: "Duplicate of row 6 (the same record twice in this file)" },
    203: { cells: { 5: "Revoked-ish" }, field: "Status", message: 'Status "Revoked-ish" is not one of active, expired, expiring_soon' },
    250: { cells: { 1: "" }, field: "License Type", message: "License Type is required" },
    301: { cells: { 4: "1/1/2025" }, field: "Expiration Date", message: "Expiration date must be on or after the issue date" },
    388: { cells: { 0: "" }, field: "Location", message: "Location is required" },
    499: { cells: { 1: "Fire Alarm Thing" }, field: "License Type", message: 'License Type "Fire Alarm Thing" is not a known license type' },
  };
  const rows: unknown[][] = [header];
  for (let i = 0; i < 500; i++) {
    const row = good(i);
    for (const [c, v] of Object.entries(bad[i]?.cells ?? {})) row[Number(c)] = v;
    rows.push(row);
  }
  const file = xlsx(rows, "Permits");
  const licenseCount = async () => {
    const ids = (await t.db.select({ id: locations.id }).from(locations).where(eq(locations.organizationId, tenant.org.id))).map((l) => l.id);
    return t.db.$count(licenses, and(inArray(licenses.locationId, ids), inArray(licenses.licenseNumber, rows.slice(1).map((r) => String(r[2])))));
  };

  it("the dry run reports exactly those 10 rows with field and reason, and writes nothing", async () => {
    const body = await ok(admin, "licenses", "preview", file, "permits-500.xlsx");
    expect(body.counts).toEqual({ new: 490, update: 0, unchanged: 0, error: 10, leftOut: 0 });
    const errors = body.rows.filter((r) => r.status === "error");
    expect(errors.map((r) => r.row)).toEqual(Object.keys(bad).map((i) => Number(i) + 2));
    expect(errors.map((r) => ({ row: r.row, errors: r.errors }))).toEqual(Object.entries(bad).map(([i, b]) => ({ row: Number(i) + 2, errors: [{ field: b.field, message: b.message }] })));
    expect(await licenseCount()).toBe(0);
    // Asking again is still a dry run: nothing until the user confirms.
    expect((await ok(admin, "licenses", "preview", file, "permits-500.xlsx")).counts.new).toBe(490);
    expect(await licenseCount()).toBe(0);
  });

  it("confirming writes the 490 others; the answer names the 10 left out", async () => {
    const body = await ok(admin, "licenses", "apply", file, "permits-500.xlsx");
    expect(body.counts).toEqual({ new: 490, update: 0, unchanged: 0, error: 10, leftOut: 0 });
    expect(body.rows.map((r) => r.row)).toEqual(Object.keys(bad).map((i) => Number(i) + 2));
    expect(await licenseCount()).toBe(490);
    const [first] = await t.db.select().from(licenses).where(eq(licenses.licenseNumber, "BULK-0"));
    expect(first).toMatchObject({ issueDate: "2026-01-15", expirationDate: "2027-01-14", status: "active", documentId: null });
    // A row in error wrote nothing of itself.
    expect(await t.db.$count(licenses, eq(licenses.licenseNumber, "BULK-3"))).toBe(0);
  });
});

describe("locations: unknown states among 500 rows", () => {
  it("names each bad row and its reason; the others are new", async () => {
    const rows = locationRows(500).map((r, i) => (i === 0 ? r : [`Bulk ${r[0]}`, ...r.slice(1)]));
    rows[10]![3] = "Narnia";
    rows[250]![3] = "Ontario";
    rows[400]![0] = rows[399]![0];
    rows[499]![1] = "";
    const body = await ok(admin, "locations", "preview", xlsx(rows), "bulk-stores.xlsx");
    expect(body.counts).toEqual({ new: 496, update: 0, unchanged: 0, error: 4, leftOut: 0 });
    expect(body.rows.filter((r) => r.status === "error").map((r) => ({ row: r.row, errors: r.errors }))).toEqual([
      { row: 11, errors: [{ field: "State", message: 'State "Narnia" is not a US state (write a name such as New York or a code such as NY)' }] },
      { row: 251, errors: [{ field: "State", message: 'State "Ontario" is not a US state (write a name such as New York or a code such as NY)' }] },
      { row: 401, errors: [{ field: "Name", message: "Duplicate of row 400 (the same record twice in this file)" }] },
      { row: 500, errors: [{ field: "Address", message: expect.any(String) }] },
    ]);
  });
});

describe("licenses, vendors and budget lines", () => {
  it("licenses by type name or synonym and number; unknown type and bad date reported", async () => {
    const file = xlsx([
      ["Store", "Permit", "Permit No.", "Issued", "Expires"],
      ["Store 001", "Liquor", "LQ-1", "2026-01-15", "01/14/2027"],
      ["2 Main St, Springfield", "Health Permit", "HP-1", "Jan 2, 2026", "2027-01-01"],
      ["Store 002", "Unicorn Permit", "U-1", "", ""],
      ["Store 002", "Sign Permit", "S-1", "2026-13-01", ""],
    ]);
    const preview = await ok(admin, "licenses", "preview", file, "permits.xlsx");
    expect(preview.rows.map((r) => r.status)).toEqual(["new", "new", "error", "error"]);
    expect(preview.rows[2]!.errors).toEqual([{ field: "License Type", message: 'License Type "Unicorn Permit" is not a known license type' }]);
    expect(preview.rows[3]!.errors![0]!.field).toBe("Issue Date");
    await ok(admin, "licenses", "apply", file, "permits.xlsx");
    const [liquor] = await t.db.select().from(licenses).where(eq(licenses.licenseNumber, "LQ-1"));
    expect(liquor).toMatchObject({ issueDate: "2026-01-15", expirationDate: "2027-01-14", status: "active", documentId: null });
    const again = await ok(admin, "licenses", "preview", file, "permits.xlsx");
    expect(again.counts).toEqual({ new: 0, update: 0, unchanged: 2, error: 2, leftOut: 0 });
  });

  it("vendors with category and schedule synonyms, matched by name and location", async () => {
    const file = xlsx([
      ["Location", "Vendor", "Type", "Frequency", "Next Visit", "Phone"],
      ["Store 003", "Capital Waste", "Trash", "every other week", "12/1/2026", "(518) 555-0142"],
      ["Store 003", "Sparkle", "Janitorial", "Nightly", "", ""],
    ]);
    const first = await ok(admin, "vendors", "apply", file, "vendors.csv");
    expect(first.counts.new).toBe(2);
    const [waste] = await t.db.select().from(vendors).where(eq(vendors.name, "Capital Waste"));
    expect(waste).toMatchObject({ category: "waste", schedule: "bi-weekly", nextServiceDate: "2026-12-01" });
    expect((await ok(admin, "vendors", "apply", file, "vendors.csv")).counts).toEqual({ new: 0, update: 0, unchanged: 2, error: 0, leftOut: 0 });
  });

  it("budget lines by location, month and category; money as currency text", async () => {
    const csv = Buffer.from("Location,Month,Category,Budgeted,Week 1\r\nStore 004,Jan 2026,Food Cost,\"$12,500.00\",\"$3,000.10\"\r\nStore 004,2026-01,Labor,-5,\r\nStore 004,2026-02,Snackz,10,\r\n");
    const preview = await ok(admin, "budgets", "preview", csv, "budget.csv");
    expect(preview.rows[0]!.status).toBe("new");
    expect(preview.rows[1]!.errors).toEqual([{ field: "Planned Amount", message: "Planned amount must be an amount of at least 0, such as 1250.00" }]);
    // An unknown category is an error naming the ones the file may use, not a new category.
    expect(preview.rows[2]!.errors![0]).toMatchObject({ field: "Category" });
    expect(preview.rows[2]!.errors![0]!.message).toMatch(/^Category "Snackz" is not a budget category of this organization \(known: .*Food Cost.*\); add it on the Budget screen first$/);
    await ok(admin, "budgets", "apply", csv, "budget.csv");
    const [line] = await t.db.select().from(budgets).where(eq(budgets.plannedAmount, "12500.00"));
    expect(line).toMatchObject({ month: "2026-01", weekOneActual: "3000.10", actualAmount: "3000.10" });
    expect((await ok(admin, "budgets", "preview", csv, "budget.csv")).counts).toMatchObject({ new: 0, update: 0, unchanged: 1 });
  });
});

describe("column mapping", () => {
  it("uses the user's mapping and remembers it for the organization", async () => {
    const file = xlsx([["Shop", "Where", "Odd Column"], ["Mapped Store", "9 Elm St", "remember me"]]);
    const auto = await ok(admin, "locations", "preview", file, "odd.xlsx");
    expect(auto.mapping).toEqual({ Shop: "", Where: "", "Odd Column": "" });
    expect(auto.rows[0]!.errors!.map((e) => e.field)).toEqual(["Name", "Address"]);
    const chosen = { Shop: "name", Where: "address", "Odd Column": "notes" };
    const applied = await ok(admin, "locations", "apply", file, "odd.xlsx", chosen);
    expect(applied.counts.new).toBe(1);
    const later = await ok(admin, "locations", "preview", file, "odd.xlsx");
    expect(later.mapping).toEqual(chosen);
    expect(later.counts).toEqual({ new: 0, update: 0, unchanged: 1, error: 0, leftOut: 0 });
    // Another organization does not get it.
    expect((await ok(otherAdmin, "locations", "preview", file, "odd.xlsx")).mapping).toEqual({ Shop: "", Where: "", "Odd Column": "" });
  });
});

describe("refusals", () => {
  const file = xlsx(locationRows(1));

  it("staff get 403 and signed-out callers 401, and nothing is written", async () => {
    expect((await send(staff, "locations", "apply", file, "s.xlsx")).status).toBe(403);
    expect((await send(staff, "locations", "preview", file, "s.xlsx")).status).toBe(403);
    expect((await staff.get("/api/import/locations/template")).status).toBe(403);
    expect((await send(request.agent(t.app), "locations", "apply", file, "s.xlsx")).status).toBe(401);
  });

  it("another organization's locations cannot be referred to", async () => {
    const body = await ok(otherAdmin, "licenses", "preview", xlsx([["Location", "License Type", "License Number"], ["Store 001", "Liquor License", "X"]]), "l.xlsx");
    expect(body.rows[0]!.errors![0]).toMatchObject({ field: "Location" });
  });

  it("refuses a file that is not a spreadsheet, an unknown kind, a missing file and a bad mapping", async () => {
    const pdf = await send(admin, "locations", "preview", Buffer.from("%PDF-1.7\n%binary\n"), "x.xlsx");
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toMatch(/is not a spreadsheet/);
    expect((await send(admin, "payroll", "preview", file, "s.xlsx")).status).toBe(404);
    const none = await admin.post("/api/import/locations/preview").field("mapping", "{}");
    expect(none.status).toBe(400);
    expect((await send(admin, "locations", "preview", file, "s.xlsx", undefined)).status).toBe(200);
    const badMapping = await admin.post("/api/import/locations/preview").attach("file", file, "s.xlsx").field("mapping", "{nope");
    expect(badMapping.status).toBe(400);
  });

  it("offers a template per kind with the export's column names", async () => {
    const res = await admin.get("/api/import/licenses/template");
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toContain("sous-licenses-template.csv");
    expect(res.text).toBe("\uFEFFLocation,License Type,License Number,Issue Date,Expiration Date,Status,Notes\r\n");
  });
});
