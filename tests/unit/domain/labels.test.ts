import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_STATUS_OPTIONS,
  EQUIPMENT_STATUS_OPTIONS,
  LICENSE_CATEGORY_LABELS,
  LICENSE_CATEGORY_OPTIONS,
  LOCATION_STATUS_OPTIONS,
  VENDOR_CATEGORY_OPTIONS,
  VENDOR_SCHEDULE_OPTIONS,
  campaignStatusLabel,
  equipmentStatusLabel,
  invitationStatusLabel,
  licenseCategoryLabel,
  licenseStatusLabel,
  locationStatusLabel,
  vendorCategoryLabel,
  vendorScheduleLabel,
} from "@shared/domain/labels";
import { humanize } from "@shared/domain/text";

describe("license categories", () => {
  it("uses the SPEC labels", () => {
    expect(LICENSE_CATEGORY_LABELS).toEqual({
      health: "Health & Safety",
      business: "Business",
      liquor: "Liquor & Alcohol",
      safety: "Safety & Insurance",
      building: "Building & Construction",
    });
    expect(LICENSE_CATEGORY_OPTIONS.map((o) => o.value)).toEqual([
      "health",
      "business",
      "liquor",
      "safety",
      "building",
    ]);
  });
  it("falls back to General without a category", () => {
    expect(licenseCategoryLabel(null)).toBe("General");
    expect(licenseCategoryLabel("")).toBe("General");
    expect(licenseCategoryLabel("liquor")).toBe("Liquor & Alcohol");
    expect(licenseCategoryLabel("fire_safety")).toBe("Fire Safety");
    expect(licenseCategoryLabel("toString")).toBe("Tostring");
  });
});

describe("vendor labels", () => {
  it("labels categories", () => {
    expect(VENDOR_CATEGORY_OPTIONS).toEqual([
      { value: "cleaning", label: "Cleaning" },
      { value: "maintenance", label: "Maintenance" },
      { value: "supplier", label: "Supplier" },
      { value: "security", label: "Security" },
      { value: "utilities", label: "Utilities" },
      { value: "waste", label: "Waste Management" },
      { value: "other", label: "Other" },
    ]);
    expect(vendorCategoryLabel("waste")).toBe("Waste Management");
    expect(vendorCategoryLabel("pest_control")).toBe("Pest Control");
  });
  it("labels schedules, N/A when absent", () => {
    expect(VENDOR_SCHEDULE_OPTIONS.map((o) => o.label)).toEqual([
      "Daily",
      "Weekly",
      "Bi-weekly",
      "Monthly",
      "Quarterly",
      "On-call",
      "24/7",
    ]);
    expect(vendorScheduleLabel(null)).toBe("N/A");
    expect(vendorScheduleLabel("bi-weekly")).toBe("Bi-weekly");
  });
});

describe("status labels", () => {
  it("labels location statuses", () => {
    expect(LOCATION_STATUS_OPTIONS).toEqual([
      { value: "active", label: "Active" },
      { value: "inactive", label: "Inactive" },
      { value: "opening_soon", label: "Opening Soon" },
      { value: "temporarily_closed", label: "Temporarily Closed" },
    ]);
    expect(locationStatusLabel("temporarily_closed")).toBe("Temporarily Closed");
  });
  it("labels equipment and campaign statuses", () => {
    expect(EQUIPMENT_STATUS_OPTIONS.map((o) => o.label)).toEqual(["Working", "Maintenance Due", "Broken"]);
    expect(equipmentStatusLabel("maintenance_due")).toBe("Maintenance Due");
    expect(CAMPAIGN_STATUS_OPTIONS.map((o) => o.label)).toEqual(["Planned", "Active", "Completed", "Cancelled"]);
    expect(campaignStatusLabel("cancelled")).toBe("Cancelled");
  });
  it("labels license and invitation statuses", () => {
    expect(licenseStatusLabel("expiring_soon")).toBe("Expiring Soon");
    expect(invitationStatusLabel("pending")).toBe("Pending");
    expect(campaignStatusLabel(null)).toBe("");
  });
});

describe("humanize", () => {
  it.each([
    ["opening_soon", "Opening Soon"],
    ["bi-weekly", "Bi Weekly"],
    ["ALL_CAPS", "All Caps"],
    ["", ""],
    ["__", ""],
  ])("%j → %j", (value, label) => {
    expect(humanize(value)).toBe(label);
  });
});
