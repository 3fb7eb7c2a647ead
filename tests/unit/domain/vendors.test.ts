import { describe, expect, it } from "vitest";
import {
  matchesVendorSearch,
  nextServiceBadge,
  telHref,
  topVendorCategories,
  truncateAddress,
  vendorCategoryCounts,
} from "@shared/domain/vendors";

describe("vendor rules", () => {
  it("cuts addresses at 30 characters", () => {
    expect(truncateAddress("880 Industrial Park Road, Building C")).toBe("880 Industrial Park Road, Buil...");
    expect(truncateAddress("x".repeat(30))).toBe("x".repeat(30));
    expect(truncateAddress("12 Main St")).toBe("12 Main St");
  });

  it("counts categories in option order and keeps the three largest", () => {
    const vendors = ["waste", "cleaning", "waste", "other", "supplier", "supplier", "supplier", "security"].map((category) => ({ category }));
    expect(vendorCategoryCounts(vendors).map((c) => [c.category, c.count])).toEqual([
      ["cleaning", 1],
      ["supplier", 3],
      ["security", 1],
      ["waste", 2],
      ["other", 1],
    ]);
    expect(topVendorCategories(vendors).map((c) => [c.label, c.count])).toEqual([
      ["Supplier", 3],
      ["Waste Management", 2],
      ["Cleaning", 1],
    ]);
    expect(topVendorCategories([])).toEqual([]);
  });

  it("searches name, contact name and category (code or label), ignoring case", () => {
    const v = { name: "Capital Waste", contactName: "Dana Ruiz", category: "waste" };
    for (const q of ["capital", "dana", "WASTE", "waste management", ""]) expect(matchesVendorSearch(v, q)).toBe(true);
    expect(matchesVendorSearch(v, "cleaning")).toBe(false);
    expect(matchesVendorSearch({ ...v, contactName: null }, "ruiz")).toBe(false);
  });

  it("badges a next service that is past or within 7 days", () => {
    expect(nextServiceBadge(null, "2026-05-10")).toBeNull();
    expect(nextServiceBadge("2026-05-09", "2026-05-10")).toEqual({ kind: "overdue", label: "Overdue", days: -1 });
    expect(nextServiceBadge("2026-05-10", "2026-05-10")?.label).toBe("Today");
    expect(nextServiceBadge("2026-05-11", "2026-05-10")?.label).toBe("Tomorrow");
    expect(nextServiceBadge("2026-05-17", "2026-05-10")?.label).toBe("In 7 days");
    expect(nextServiceBadge("2026-05-18", "2026-05-10")).toBeNull();
  });

  it("makes tel: links from phone numbers", () => {
    expect(telHref("(518) 555-0142")).toBe("tel:5185550142");
    expect(telHref("+1 518.555.0142 ext. 12")).toBe("tel:+15185550142");
    expect(telHref("")).toBeNull();
    expect(telHref("n/a")).toBeNull();
  });
});
