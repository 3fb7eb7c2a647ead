import { describe, expect, it } from "vitest";
import { type ComplianceState, matrixRowsWorstFirst, requiredStatesWorstFirst } from "@shared/domain/compliance";

const cells = (...states: ComplianceState[]) => states.map((state) => ({ state }));

describe("requiredStatesWorstFirst (a location's phone card of the group matrix)", () => {
  it("lists every required type worst first, then by name, and leaves out the types not required", () => {
    const list = requiredStatesWorstFirst(["Beer", "Food", "Fire", "Sign", "Music"], cells("valid", "missing", "expiring", "not_required", "expired"));
    expect(list.map((c) => [c.typeName, c.state])).toEqual([
      ["Food", "missing"],
      ["Music", "expired"],
      ["Fire", "expiring"],
      ["Beer", "valid"],
    ]);
  });

  it("keeps a 'Missing' that sits in the last column (the cell a phone used to hide)", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `Type ${String(i + 1).padStart(2, "0")}`);
    const states: ComplianceState[] = [...Array<ComplianceState>(11).fill("valid"), "missing"];
    const list = requiredStatesWorstFirst(twelve, cells(...states));
    expect(list).toHaveLength(12);
    expect(list[0]).toMatchObject({ typeName: "Type 12", state: "missing" });
  });
});

describe("matrixRowsWorstFirst", () => {
  it("puts the locations with most missing or expired first, then most expiring, then by name", () => {
    const rows = [
      { name: "All valid", cells: cells("valid", "valid") },
      { name: "One expiring", cells: cells("expiring", "valid") },
      { name: "B two missing", cells: cells("missing", "expired") },
      { name: "A two missing", cells: cells("missing", "missing") },
    ];
    expect(matrixRowsWorstFirst(rows).map((r) => r.name)).toEqual(["A two missing", "B two missing", "One expiring", "All valid"]);
  });
});
