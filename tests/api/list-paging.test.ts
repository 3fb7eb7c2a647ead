import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { equipment, licenses, licenseTypes, vendors } from "@shared/schema";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@shared/domain/paging";
import { createTenant, TEST_PASSWORD } from "../support/factories";
import { createTestApp, signedInAgent, type TestApp } from "../support/test-app";

const ROWS = 130;
let t: TestApp;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  admin = await signedInAgent(t.app, tenant.admin.email, TEST_PASSWORD);
  const locationId = tenant.assigned.id;
  const [type] = await t.db.select({ id: licenseTypes.id }).from(licenseTypes).limit(1);
  // Every license expires the same day and every name repeats: only the id tie-breaker keeps pages apart.
  await t.db.insert(licenses).values(
    Array.from({ length: ROWS }, (_, i) => ({
      locationId,
      licenseTypeId: type!.id,
      licenseNumber: `L-${i}`,
      issueDate: "2026-01-01",
      expirationDate: "2027-01-01",
    })),
  );
  await t.db.insert(equipment).values(Array.from({ length: ROWS }, () => ({ locationId, name: "Fryer" })));
  await t.db.insert(vendors).values(Array.from({ length: ROWS }, () => ({ locationId, name: "Sysco", category: "supplier" as const })));
});
afterAll(async () => t?.close());

const ENDPOINTS = ["/api/licenses", "/api/equipment", "/api/vendors"];

describe.each(ENDPOINTS)("%s pages", (endpoint) => {
  const url = (query = "") => `${endpoint}?locationId=${tenant.assigned.id}${query}`;

  it(`answers the first ${PAGE_SIZE_DEFAULT} rows by default with the total in X-Total-Count`, async () => {
    const res = await admin.get(url());
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(res.headers["x-total-count"]).toBe(String(ROWS));
  });

  it("walks every row exactly once, page after page, even when the sort keys tie", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < ROWS; offset += 40) {
      const res = await admin.get(url(`&limit=40&offset=${offset}`));
      expect(res.status).toBe(200);
      expect(res.headers["x-total-count"]).toBe(String(ROWS));
      seen.push(...(res.body as { id: string }[]).map((r) => r.id));
    }
    expect(seen).toHaveLength(ROWS);
    expect(new Set(seen).size).toBe(ROWS);
    const all = await admin.get(url(`&limit=${PAGE_SIZE_MAX}`));
    expect((all.body as { id: string }[]).map((r) => r.id)).toEqual(seen);
  });

  it("answers an empty page past the end with the real total", async () => {
    const res = await admin.get(url(`&offset=${ROWS + 10}`));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers["x-total-count"]).toBe(String(ROWS));
  });

  it.each([
    ["limit=0", "limit must be at least 1"],
    [`limit=${PAGE_SIZE_MAX + 1}`, `limit must be at most ${PAGE_SIZE_MAX}`],
    ["limit=ten", "limit must be a number"],
    ["limit=2.5", "limit must be a whole number"],
    ["offset=-1", "offset must be at least 0"],
  ])("refuses %s with 400 and says why", async (query, message) => {
    const res = await admin.get(url(`&${query}`));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: query.split("=")[0], message });
  });
});

describe("an empty location", () => {
  it.each(ENDPOINTS)("%s answers [] with a total of 0", async (endpoint) => {
    const res = await admin.get(`${endpoint}?locationId=${tenant.unassigned.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers["x-total-count"]).toBe("0");
  });
});

// A page's rows are read with its location's tenancy check in one statement (issue 35): a location with rows
// must still be "not found" to whoever may not reach it, as an empty one is.
describe("a location with rows the caller may not reach", () => {
  let foreignAdmin: TestAgent;
  let staff: TestAgent;

  beforeAll(async () => {
    const other = await createTenant(t.db, "Other Group");
    foreignAdmin = await signedInAgent(t.app, other.admin.email, TEST_PASSWORD);
    staff = await signedInAgent(t.app, tenant.staff.email, TEST_PASSWORD);
    const locationId = tenant.unassigned.id;
    const [type] = await t.db.select({ id: licenseTypes.id }).from(licenseTypes).limit(1);
    await t.db.insert(licenses).values({ locationId, licenseTypeId: type!.id, licenseNumber: "U-1" });
    await t.db.insert(equipment).values({ locationId, name: "Mixer" });
    await t.db.insert(vendors).values({ locationId, name: "Sysco", category: "supplier" as const });
  });

  it.each(ENDPOINTS)("%s is 404 to another organization's admin, to staff not assigned there, and for no such location", async (endpoint) => {
    const asAdmin = await admin.get(`${endpoint}?locationId=${tenant.unassigned.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toHaveLength(1);
    for (const [agent, locationId] of [
      [foreignAdmin, tenant.assigned.id],
      [staff, tenant.unassigned.id],
      [admin, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await agent.get(`${endpoint}?locationId=${locationId}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Location not found");
    }
  });
});
