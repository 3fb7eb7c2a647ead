import { describe, expect, it } from "vitest";
import { licenseFilterStatus, matchesLicenseSearch, matchesLicenseStatus } from "@shared/domain/license-filter";

const today = "2026-06-01";
const license = (over: Partial<Parameters<typeof matchesLicenseSearch>[0]> = {}) => ({
  status: "active",
  expirationDate: "2027-06-01",
  licenseNumber: "FSE-2024-001",
  notes: "Posted by the register",
  licenseType: { name: "Food Service Establishment Permit", category: "health" },
  ...over,
});

describe("licenseFilterStatus", () => {
  it("keeps archived and expired as stored", () => {
    expect(licenseFilterStatus(license({ status: "archived", expirationDate: "2020-01-01" }), today)).toBe("archived");
    expect(licenseFilterStatus(license({ status: "expired" }), today)).toBe("expired");
  });

  it("reads an active license by its expiry date, as its badge does", () => {
    expect(licenseFilterStatus(license(), today)).toBe("active");
    expect(licenseFilterStatus(license({ expirationDate: null }), today)).toBe("active");
    expect(licenseFilterStatus(license({ expirationDate: "2026-06-20" }), today)).toBe("expiring_soon");
    expect(licenseFilterStatus(license({ expirationDate: "2026-05-31" }), today)).toBe("expired");
    expect(licenseFilterStatus(license({ status: "expiring_soon" }), today)).toBe("expiring_soon");
  });

  it("all lets every license through", () => {
    expect(matchesLicenseStatus(license({ status: "archived" }), "all", today)).toBe(true);
    expect(matchesLicenseStatus(license({ status: "archived" }), "active", today)).toBe(false);
  });
});

describe("matchesLicenseSearch", () => {
  it("finds by type name, number, category label and notes, ignoring case and spaces around", () => {
    expect(matchesLicenseSearch(license(), "  food service ")).toBe(true);
    expect(matchesLicenseSearch(license(), "fse-2024")).toBe(true);
    expect(matchesLicenseSearch(license(), "Health")).toBe(true);
    expect(matchesLicenseSearch(license(), "register")).toBe(true);
    expect(matchesLicenseSearch(license(), "liquor")).toBe(false);
    expect(matchesLicenseSearch(license({ licenseType: null, licenseNumber: null, notes: null }), "x")).toBe(false);
    expect(matchesLicenseSearch(license(), "")).toBe(true);
  });
});
