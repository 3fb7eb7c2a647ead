import { describe, expect, it } from "vitest";
import {
  budgetBand,
  budgetProgressOf,
  budgetTotals,
  budgetVariance,
  weekInputToCents,
  weeklyTotalCents,
} from "@shared/domain/budget";
import { centsToDecimalString, parseMoneyToCents } from "@shared/domain/money";

describe("budgetProgressOf (planned $100.00)", () => {
  it.each([
    ["0 %", 0, { percent: 0, band: "success" }],
    ["80 %", 8000, { percent: 80, band: "success" }],
    // Displays as 80 % (one decimal) but is above 80: warning.
    ["80.01 %", 8001, { percent: 80, band: "warning" }],
    ["95 %", 9500, { percent: 95, band: "warning" }],
    ["95.01 %", 9501, { percent: 95, band: "danger" }],
    ["100 %", 10000, { percent: 100, band: "danger" }],
    ["115 % (not capped: the figure says how far over)", 11500, { percent: 115, band: "danger" }],
    ["150 %", 15000, { percent: 150, band: "danger" }],
  ] as const)("%s", (_label, actualCents, expected) => {
    expect(budgetProgressOf(actualCents, 10000)).toEqual(expected);
  });

  it("is 0 and success when planned is 0, whatever was spent", () => {
    expect(budgetProgressOf(0, 0)).toEqual({ percent: 0, band: "success" });
    expect(budgetProgressOf(12345, 0)).toEqual({ percent: 0, band: "success" });
  });

  it("decides the band exactly on large amounts", () => {
    const planned = 9_999_999_999; // 99,999,999.99: the numeric(10,2) maximum
    expect(budgetBand(7_999_999_999, planned)).toBe("success"); // 79.99999...%
    expect(budgetBand(8_000_000_000, planned)).toBe("warning"); // 80.0000008 %
    expect(budgetBand(9_500_000_000, planned)).toBe("danger"); // 95.00000095 %
  });

  it("rejects non-integer cents", () => {
    expect(() => budgetBand(0.5, 100)).toThrow(RangeError);
  });
});

describe("money sums in cents", () => {
  it("adds 0.1 + 0.2 style inputs exactly", () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the float trap the cents avoid
    expect(weeklyTotalCents(["0.1", "0.2", "", ""])).toBe(30);
    expect(centsToDecimalString(weeklyTotalCents(["0.1", "0.2", "0", "0"])!)).toBe("0.30");
    expect(weeklyTotalCents(["0.10", "0.20", "0.30", "0.40"])).toBe(100);
    expect(weeklyTotalCents(["1234.56", "0.07", "99.99", "0.01"])).toBe(133463);
    expect(parseMoneyToCents(0.1 + 0.2)).toBe(30);
  });

  it("counts blank as 0 and rejects what is not an amount ≥ 0", () => {
    expect(weeklyTotalCents(["", " ", "", ""])).toBe(0);
    expect(weekInputToCents("12.5")).toBe(1250);
    expect(weekInputToCents("-1")).toBeNull();
    expect(weekInputToCents("abc")).toBeNull();
    expect(weeklyTotalCents(["1", "x", "2", "3"])).toBeNull();
  });

  it("sums a month's lines and their overall progress", () => {
    const totals = budgetTotals([
      { plannedAmount: "1000.10", actualAmount: "500.20" },
      { plannedAmount: "999.90", actualAmount: "1099.80" },
    ]);
    expect(totals).toEqual({ plannedCents: 200000, actualCents: 160000, percent: 80, band: "success" });
    expect(budgetTotals([])).toEqual({ plannedCents: 0, actualCents: 0, percent: 0, band: "success" });
  });
});

describe("budgetVariance", () => {
  it("says how far under or over plan a line is", () => {
    expect(budgetVariance(7500, 10000)).toEqual({ cents: 2500, direction: "under" });
    expect(budgetVariance(15000, 10000)).toEqual({ cents: 5000, direction: "over" });
    expect(budgetVariance(10000, 10000)).toEqual({ cents: 0, direction: "on" });
  });
});
