import { describe, expect, it } from "vitest";
import { auditActionLabel, auditChanges, auditEntityLabel, auditFieldLabel, formatAuditValue, readableAuditChanges } from "@shared/domain/audit";

describe("auditChanges", () => {
  it("lists only the fields an update changed, without bookkeeping fields", () => {
    const before = { id: "1", name: "Midtown", managerName: "Ann", updatedAt: "2026-01-01", locationIds: ["a"] };
    const after = { id: "1", name: "Midtown", managerName: "Ken", updatedAt: "2026-02-01", locationIds: ["a", "b"] };
    expect(auditChanges(before, after)).toEqual([
      { field: "managerName", before: "Ann", after: "Ken" },
      { field: "locationIds", before: ["a"], after: ["a", "b"] },
    ]);
  });

  it("lists the fields of a created or deleted record, skipping empty ones", () => {
    expect(auditChanges(null, { id: "1", name: "New", notes: null })).toEqual([{ field: "name", before: null, after: "New" }]);
    expect(auditChanges({ name: "Gone" }, null)).toEqual([{ field: "name", before: "Gone", after: null }]);
    expect(auditChanges("odd", 3)).toEqual([]);
  });
});

describe("labels", () => {
  it("names entities, actions and fields for people", () => {
    expect(auditEntityLabel("state_requirement")).toBe("State requirement");
    expect(auditEntityLabel("license")).toBe("License");
    expect(auditEntityLabel("vendor_contact")).toBe("Vendor contact");
    expect(auditActionLabel("impersonate_start")).toBe("Started browsing as");
    expect(auditActionLabel("mark_paid")).toBe("Mark Paid");
    expect(auditFieldLabel("renewalPeriodMonths")).toBe("Renewal period months");
  });

  it("formats values on one short line", () => {
    expect(formatAuditValue(null)).toBe("—");
    expect(formatAuditValue(false)).toBe("false");
    expect(formatAuditValue([])).toBe("none");
    expect(formatAuditValue(["NY", "TX"])).toBe("NY, TX");
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue("2026-11-29T18:58:16.261Z")).toMatch(/^Nov (29|30), 2026 \d{2}:\d{2}$/);
    expect(formatAuditValue("2026-11-29")).toBe("2026-11-29");
    expect(formatAuditValue("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("readableAuditChanges", () => {
  it("labels each changed field and shows old → new in words", () => {
    const before = { licenseNumber: "A-1", expirationDate: "2026-01-05", emailDigest: true, locationIds: ["0b6f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b"] };
    const after = {
      licenseNumber: "A-2",
      expirationDate: "2027-01-05",
      emailDigest: false,
      locationIds: ["0b6f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", "1b6f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b"],
    };
    expect(readableAuditChanges(before, after)).toEqual([
      { field: "licenseNumber", label: "License number", text: "A-1 → A-2" },
      { field: "expirationDate", label: "Expiration date", text: "Jan 05, 2026 → Jan 05, 2027" },
      { field: "emailDigest", label: "Daily digest e-mail", text: "Yes → No" },
      { field: "locationIds", label: "Locations", text: "1 item → 2 items" },
    ]);
  });

  it("shows the values of a created or deleted record, an empty side as —, and leaves out bare ids", () => {
    expect(readableAuditChanges(null, { name: "Walk-in", ownerId: "0b6f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b" })).toEqual([
      { field: "name", label: "Name", text: "Walk-in" },
    ]);
    expect(readableAuditChanges({ name: "Gone", deletedAt: null }, null)).toEqual([{ field: "name", label: "Name", text: "Gone" }]);
    expect(readableAuditChanges({ notes: null }, { notes: "Call first" })).toEqual([{ field: "notes", label: "Notes", text: "— → Call first" }]);
  });
});
