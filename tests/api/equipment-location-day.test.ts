/**
 * Issue 32, point 8, for equipment: an item's "today" (due badges, the maintenance-due status, Mark Done's "not in
 * the future") is its location's date, as on the dashboard — at an instant where New York and Los Angeles differ.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationDayOf } from "@server/features/equipment/service";
import { createLocation, createTenant } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("an equipment item's day", () => {
  it("is its location's date in its own time zone, or the one its state and ZIP suggest", async () => {
    const tenant = await createTenant(t.db);
    const la = await createLocation(t.db, tenant.org.id, { state: "CA", city: "Los Angeles", zipCode: "90012" });
    const elPaso = await createLocation(t.db, tenant.org.id, { state: "TX", city: "El Paso", zipCode: "79901" });
    const honolulu = await createLocation(t.db, tenant.org.id, { state: "CA", timeZone: "Pacific/Honolulu" });
    // 06:30 UTC on Dec 1: 01:30 in New York, 22:30 the day before in Los Angeles, 23:30 in El Paso.
    const now = new Date("2026-12-01T06:30:00Z");
    expect(await locationDayOf(t.db, tenant.assigned.id, now)).toBe("2026-12-01");
    expect(await locationDayOf(t.db, la.id, now)).toBe("2026-11-30");
    expect(await locationDayOf(t.db, elPaso.id, now)).toBe("2026-11-30");
    expect(await locationDayOf(t.db, honolulu.id, now)).toBe("2026-11-30");
    expect(await locationDayOf(t.db, honolulu.id, new Date("2026-12-01T10:30:00Z"))).toBe("2026-12-01");
  });
});
