import { describe, expect, it } from "vitest";
import { licenseState, locationCompliance } from "@shared/domain/compliance";
import { dateInZone, locationToday, suggestTimeZone } from "@shared/domain/time-zone";

const TODAY = "2026-12-01";

describe("licenseState (the one rule)", () => {
  it.each([
    [{ status: "active", expirationDate: "2027-06-01" }, "valid"],
    [{ status: "active", expirationDate: null }, "valid"],
    [{ status: "active", expirationDate: "2026-12-31" }, "expiring"],
    [{ status: "expiring_soon", expirationDate: "2027-06-01" }, "expiring"],
    [{ status: "active", expirationDate: TODAY }, "expired"],
    [{ status: "expired", expirationDate: "2027-06-01" }, "expired"],
    [{ status: "active", expirationDate: "2026-12-10", renewalSubmittedOn: "2026-11-20" }, "renewal_submitted"],
    [{ status: "active", expirationDate: "2026-11-30", renewalSubmittedOn: "2026-11-20" }, "expired"],
    [{ status: "archived", expirationDate: "2027-06-01" }, null],
  ] as const)("%o → %s", (license, state) => expect(licenseState(license, TODAY)).toBe(state));
});

describe("locationCompliance", () => {
  it("takes the best license of each required type and counts missing ones", () => {
    const held = [
      { id: "a", licenseTypeId: "t1", status: "expired", expirationDate: "2025-01-01" },
      { id: "b", licenseTypeId: "t1", status: "active", expirationDate: "2027-06-01" },
      { id: "c", licenseTypeId: "t2", status: "active", expirationDate: "2026-12-10", renewalSubmittedOn: "2026-11-01" },
      { id: "d", licenseTypeId: "t9", status: "active", expirationDate: "2026-11-01" },
    ];
    const { summary, cells } = locationCompliance(["t1", "t2", "t3"], held, true, TODAY);
    expect(cells.map((c) => [c.licenseTypeId, c.state, c.license?.id ?? null])).toEqual([
      ["t1", "valid", "b"],
      ["t2", "renewal_submitted", "c"],
      ["t3", "missing", null],
    ]);
    expect(summary).toEqual({ required: 3, valid: 1, expiring: 0, expired: 0, missing: 1, renewalSubmitted: 1, score: 66, status: "non_compliant" });
  });
});

describe("location time zones", () => {
  it("suggests the state's zone, with ZIP exceptions for split states", () => {
    expect(suggestTimeZone("NY", "10001")).toBe("America/New_York");
    expect(suggestTimeZone("TX", "78701")).toBe("America/Chicago");
    expect(suggestTimeZone("TX", "79901")).toBe("America/Denver");
    expect(suggestTimeZone("FL", "32501")).toBe("America/Chicago");
    expect(suggestTimeZone(null, "10001")).toBeNull();
  });

  it("gives each location its own date at one instant", () => {
    const now = new Date("2026-12-01T06:30:00Z");
    expect(dateInZone("America/New_York", now)).toBe("2026-12-01");
    expect(locationToday({ state: "CA", zipCode: "94103" }, now)).toBe("2026-11-30");
    expect(locationToday({ state: "CA", timeZone: "America/New_York" }, now)).toBe("2026-12-01");
  });
});
