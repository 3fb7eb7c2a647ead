import { describe, expect, it } from "vitest";
import {
  PROGRESS_DANGER_PERCENT,
  PROGRESS_WARNING_PERCENT,
  budgetProgress,
  progressBand,
} from "@shared/domain/progress";

describe("budgetProgress", () => {
  it.each([
    [0, 0, 0],
    [5000, 0, 0],
    [5000, -100, 0],
    [0, 10000, 0],
    [-500, 10000, 0],
    [7800, 10000, 78],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1, 16, 6.3], // 6.25 rounds half up
    [8000, 10000, 80],
    [9550, 10000, 95.5],
    [9990, 10000, 99.9],
    [99949, 100000, 99.9],
    [99950, 100000, 100], // 99.95 rounds half up to 100.0
    [99996, 100000, 100], // 99.996 rounds to 100.0
    [10000, 10000, 100],
    [25000, 10000, 250], // over plan: not capped (issue 24)
    [11500, 10000, 115],
    [10001, 10000, 100],
    [10005, 10000, 100.1], // 100.05 rounds half up
    [1, 10000000000, 0],
    [Number.MAX_SAFE_INTEGER - 1, Number.MAX_SAFE_INTEGER, 100],
    [3000000000000, 9000000000000, 33.3],
  ])("%i of %i → %d", (actual, planned, percent) => {
    expect(budgetProgress(actual, planned)).toBe(percent);
  });
  it("rejects non-integer cents", () => {
    expect(() => budgetProgress(1.5, 100)).toThrow(RangeError);
    expect(() => budgetProgress(1, Number.NaN)).toThrow(RangeError);
  });
});

describe("progressBand", () => {
  it("has the SPEC thresholds", () => {
    expect([PROGRESS_WARNING_PERCENT, PROGRESS_DANGER_PERCENT]).toEqual([80, 95]);
  });
  it.each([
    [0, "success"],
    [79.9, "success"],
    [80, "success"],
    [80.1, "warning"],
    [95, "warning"],
    [95.1, "danger"],
    [100, "danger"],
    [115, "danger"],
  ] as const)("%d → %s", (percent, band) => {
    expect(progressBand(percent)).toBe(band);
  });
  it("rejects NaN", () => {
    expect(() => progressBand(Number.NaN)).toThrow(RangeError);
  });
});
