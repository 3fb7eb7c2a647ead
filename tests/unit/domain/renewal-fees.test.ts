import { describe, expect, it } from "vitest";
import { renewalFeesDue, type FeeLicense } from "@shared/domain/renewal-fees";
import { isLocationMorningPast, locationHour } from "@shared/domain/time-zone";

const base: Omit<FeeLicense, "id" | "expirationDate"> = {
  locationId: "loc",
  typeName: "Food Service Permit",
  licenseNumber: null,
  status: "active",
  renewalSubmittedOn: null,
  renewalFee: null,
  lastFeePaid: null,
};

describe("renewalFeesDue", () => {
  it("takes held licenses expiring within 90 days of the location's date, the submitted fee before the last term's", () => {
    const due = renewalFeesDue(
      [
        { ...base, id: "a", expirationDate: "2026-12-01", lastFeePaid: "100.00" },
        { ...base, id: "b", expirationDate: "2027-02-25", renewalSubmittedOn: "2026-11-20", renewalFee: "80.25", lastFeePaid: "60.00" },
        { ...base, id: "c", expirationDate: "2027-02-26", lastFeePaid: "999.00" }, // day 91
        { ...base, id: "d", expirationDate: "2026-11-27", lastFeePaid: "5.00" }, // expires today: expired
        { ...base, id: "e", expirationDate: "2026-12-10", status: "archived", lastFeePaid: "5.00" },
        { ...base, id: "f", expirationDate: "2026-12-20" },
        { ...base, id: "g", expirationDate: null, lastFeePaid: "5.00" },
      ],
      "loc",
      "2026-11-27",
    );
    expect(due.items.map((i) => [i.licenseId, i.fee, i.feeSource])).toEqual([
      ["a", "100.00", "last_term"],
      ["f", null, null],
      ["b", "80.25", "renewal_submitted"],
    ]);
    expect(due.totalCents).toBe(18_025);
    expect(due.unknown).toBe(1);
  });
});

describe("a location's morning", () => {
  const now = new Date("2026-11-27T12:30:00Z");
  it("reads the hour on the location's clock", () => {
    expect(locationHour({ state: "NY" }, now)).toBe(7);
    expect(locationHour({ state: "CA" }, now)).toBe(4);
    expect(locationHour({ state: "TX", zipCode: "79901" }, now)).toBe(5); // El Paso keeps Mountain time
  });

  it("has come in New York at 07:30 but not in Los Angeles at 04:30", () => {
    expect(isLocationMorningPast({ state: "NY" }, now, 6)).toBe(true);
    expect(isLocationMorningPast({ state: "CA" }, now, 6)).toBe(false);
    expect(isLocationMorningPast({ state: "CA", timeZone: "America/New_York" }, now, 6)).toBe(true);
  });
});
