import { describe, expect, it } from "vitest";
import {
  earliestNextDue,
  effectiveEquipmentStatus,
  intervalLabel,
  isTaskDue,
  matchesEquipmentSearch,
  matchesEquipmentStatus,
  nextDueFrom,
  summarizeEquipment,
  warrantyBadge,
} from "@shared/domain/equipment";
import { manualSuggestions } from "@shared/domain/manual-suggestions";

describe("maintenance due", () => {
  it("a task is due on its next-due day and after", () => {
    expect(isTaskDue({ nextDue: "2026-05-09" }, "2026-05-10")).toBe(true);
    expect(isTaskDue({ nextDue: "2026-05-10" }, "2026-05-10")).toBe(true);
    expect(isTaskDue({ nextDue: "2026-05-11" }, "2026-05-10")).toBe(false);
  });

  it("moves next due by the interval, across months and leap days", () => {
    expect(nextDueFrom("2026-01-31", 30)).toBe("2026-03-02");
    expect(nextDueFrom("2028-02-28", 1)).toBe("2028-02-29");
    expect(nextDueFrom("2026-12-31", 365)).toBe("2027-12-31");
  });

  it("an item with a due task shows maintenance due; broken stays broken", () => {
    const due = [{ nextDue: "2026-05-01" }, { nextDue: "2026-09-01" }];
    const later = [{ nextDue: "2026-09-01" }];
    expect(effectiveEquipmentStatus("working", due, "2026-05-10")).toBe("maintenance_due");
    expect(effectiveEquipmentStatus("working", later, "2026-05-10")).toBe("working");
    expect(effectiveEquipmentStatus("maintenance_due", later, "2026-05-10")).toBe("maintenance_due");
    expect(effectiveEquipmentStatus("broken", due, "2026-05-10")).toBe("broken");
    expect(effectiveEquipmentStatus("working", [], "2026-05-10")).toBe("working");
    expect(earliestNextDue(due)).toBe("2026-05-01");
    expect(earliestNextDue([])).toBeNull();
  });
});

describe("interval label", () => {
  it("reads naturally", () => {
    expect([1, 7, 14, 90].map(intervalLabel)).toEqual(["Every day", "Every week", "Every 14 days", "Every 90 days"]);
  });
});

describe("warranty badge", () => {
  it("shows within 30 days and after expiry only", () => {
    expect(warrantyBadge(null, "2026-05-10")).toBeNull();
    expect(warrantyBadge("2026-06-10", "2026-05-10")).toBeNull();
    expect(warrantyBadge("2026-06-09", "2026-05-10")).toEqual({ kind: "expiring", label: "Warranty ends in 30 days", days: 30 });
    expect(warrantyBadge("2026-05-11", "2026-05-10")).toEqual({ kind: "expiring", label: "Warranty ends in 1 day", days: 1 });
    expect(warrantyBadge("2026-05-10", "2026-05-10")).toEqual({ kind: "expiring", label: "Warranty ends today", days: 0 });
    expect(warrantyBadge("2026-05-09", "2026-05-10")).toEqual({ kind: "expired", label: "Warranty expired" });
  });
});

describe("equipment summary and search", () => {
  it("counts statuses and sums prices exactly in cents", () => {
    const items = [
      { status: "working", price: "0.10" },
      { status: "working", price: "0.20" },
      { status: "maintenance_due", price: "1234.50" },
      { status: "broken", price: null },
    ];
    expect(summarizeEquipment(items)).toEqual({ total: 4, working: 2, maintenanceDue: 1, broken: 1, totalValueCents: 123480 });
    expect(summarizeEquipment([])).toEqual({ total: 0, working: 0, maintenanceDue: 0, broken: 0, totalValueCents: 0 });
  });

  it("searches name, model and manufacturer ignoring case", () => {
    const item = { name: "Walk-in Cooler", model: "PCW-810-R", manufacturer: "Polar Crest" };
    for (const q of ["walk", "pcw-810", "POLAR crest", "  cooler ", ""]) expect(matchesEquipmentSearch(item, q)).toBe(true);
    expect(matchesEquipmentSearch(item, "fryer")).toBe(false);
    expect(matchesEquipmentSearch({ name: "Fryer", model: null, manufacturer: null }, "polar")).toBe(false);
  });

  it("filters by one status, or lets every item through", () => {
    expect(matchesEquipmentStatus({ status: "broken" }, "broken")).toBe(true);
    expect(matchesEquipmentStatus({ status: "working" }, "broken")).toBe(false);
    expect(matchesEquipmentStatus({ status: "maintenance_due" }, "all")).toBe(true);
  });
});

describe("manual suggestions", () => {
  it("reads plain and { value, confidence } fields and keeps valid tasks", () => {
    const s = manualSuggestions({
      equipmentType: { value: "Fryer", confidence: 0.9 },
      manufacturer: "Fryline Commercial Equipment",
      model: { value: "FL-45G" },
      serial: "FLG-2207-55841",
      tasks: [
        { task: "Filter the cooking oil", intervalDays: 1 },
        { task: { value: "Inspect the flue" }, intervalDays: { value: 90 } },
        { task: "", intervalDays: 7 },
        { task: "No interval" },
      ],
    });
    expect(s).toMatchObject({ name: "Fryer", manufacturer: "Fryline Commercial Equipment", model: "FL-45G", serialNumber: "FLG-2207-55841" });
    expect(s.tasks.map((t) => [t.task, t.intervalDays])).toEqual([
      ["Filter the cooking oil", 1],
      ["Inspect the flue", 90],
    ]);
  });

  it("keeps each filled field's and task's confidence so doubtful values can be marked for review", () => {
    const s = manualSuggestions({
      equipmentType: { value: "Fryer", confidence: 0.92 },
      manufacturer: { value: "Fryline", confidence: 0.4 },
      model: { value: null, confidence: 0 },
      serial: "FLG-2207",
      tasks: [
        { task: "Filter the cooking oil", intervalDays: 1, confidence: 0.85 },
        { task: "Inspect the flue", intervalDays: 90, confidence: 1.7 },
        { task: "Descale", intervalDays: 30 },
      ],
    });
    expect(s.confidence).toEqual({ name: 0.92, manufacturer: 0.4 });
    expect(s.taskConfidence).toEqual([0.85, 1, undefined]);
  });

  it("gives empty suggestions for nothing or garbage", () => {
    const empty = { name: null, manufacturer: null, model: null, serialNumber: null, tasks: [], confidence: {}, taskConfidence: [] };
    expect(manualSuggestions(null)).toEqual(empty);
    expect(manualSuggestions("text")).toEqual(empty);
    expect(manualSuggestions({ tasks: "daily" })).toEqual(empty);
  });
});
