import { describe, expect, it } from "vitest";
import {
  PERIOD_STEP_MONTHS,
  campaignInPeriod,
  periodLabel,
  periodRange,
  quarterOf,
  rangesOverlap,
  stepPeriod,
} from "@shared/domain/period";

describe("periodRange", () => {
  it("month", () => {
    expect(periodRange("month", "2026-11-15")).toEqual({ start: "2026-11-01", end: "2026-11-30" });
    expect(periodRange("month", "2028-02-10")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(periodRange("month", "2026-02-10")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(periodRange("month", "2026-12-31")).toEqual({ start: "2026-12-01", end: "2026-12-31" });
  });
  it.each([
    ["2026-01-01", "2026-01-01", "2026-03-31"],
    ["2026-03-31", "2026-01-01", "2026-03-31"],
    ["2026-04-01", "2026-04-01", "2026-06-30"],
    ["2026-06-30", "2026-04-01", "2026-06-30"],
    ["2026-07-01", "2026-07-01", "2026-09-30"],
    ["2026-09-30", "2026-07-01", "2026-09-30"],
    ["2026-10-01", "2026-10-01", "2026-12-31"],
    ["2026-12-31", "2026-10-01", "2026-12-31"],
  ])("quarter of %s is %s..%s", (ref, start, end) => {
    expect(periodRange("quarter", ref)).toEqual({ start, end });
  });
  it("year and all", () => {
    expect(periodRange("year", "2026-06-15")).toEqual({ start: "2026-01-01", end: "2026-12-31" });
    expect(periodRange("all", "2026-06-15")).toBeNull();
  });
  it("accepts a Date reference", () => {
    expect(periodRange("month", new Date(2026, 10, 30, 23, 59))).toEqual({ start: "2026-11-01", end: "2026-11-30" });
  });
});

describe("quarterOf", () => {
  it.each([
    ["2026-01-15", 1],
    ["2026-03-31", 1],
    ["2026-04-01", 2],
    ["2026-09-30", 3],
    ["2026-10-01", 4],
    ["2026-12-31", 4],
  ])("%s → Q%i", (date, q) => {
    expect(quarterOf(date)).toBe(q);
  });
});

describe("stepPeriod", () => {
  it("has the SPEC step sizes", () => {
    expect(PERIOD_STEP_MONTHS).toEqual({ month: 1, quarter: 3, year: 12 });
  });
  it("steps months with clamping", () => {
    expect(stepPeriod("month", "2026-11-15", 1)).toBe("2026-12-15");
    expect(stepPeriod("month", "2026-12-15", 1)).toBe("2027-01-15");
    expect(stepPeriod("month", "2026-01-15", -1)).toBe("2025-12-15");
    expect(stepPeriod("month", "2026-01-31", 1)).toBe("2026-02-28");
    expect(stepPeriod("month", "2028-01-31", 1)).toBe("2028-02-29");
    expect(stepPeriod("month", "2026-03-31", -1)).toBe("2026-02-28");
  });
  it("steps quarters", () => {
    expect(stepPeriod("quarter", "2026-11-15", 1)).toBe("2027-02-15");
    expect(stepPeriod("quarter", "2026-02-15", -1)).toBe("2025-11-15");
    expect(stepPeriod("quarter", "2026-11-30", 1)).toBe("2027-02-28");
    expect(stepPeriod("quarter", "2026-05-31", -1)).toBe("2026-02-28");
  });
  it("steps years", () => {
    expect(stepPeriod("year", "2026-11-15", 1)).toBe("2027-11-15");
    expect(stepPeriod("year", "2026-11-15", -1)).toBe("2025-11-15");
    expect(stepPeriod("year", "2028-02-29", 1)).toBe("2029-02-28");
    expect(stepPeriod("year", "2028-02-29", -1)).toBe("2027-02-28");
  });
  it("does not move under all", () => {
    expect(stepPeriod("all", "2026-11-15", 1)).toBe("2026-11-15");
  });
  it("rejects other directions", () => {
    expect(() => stepPeriod("month", "2026-11-15", 2 as 1)).toThrow(RangeError);
  });
  it("lands in the adjacent period", () => {
    expect(periodLabel("quarter", stepPeriod("quarter", "2026-12-31", 1))).toBe("Q1 2027");
    expect(periodLabel("month", stepPeriod("month", "2026-01-31", 1))).toBe("February 2026");
  });
});

describe("periodLabel", () => {
  it.each([
    ["month", "2026-11-15", "November 2026"],
    ["month", "2028-02-29", "February 2028"],
    ["quarter", "2026-01-01", "Q1 2026"],
    ["quarter", "2026-04-01", "Q2 2026"],
    ["quarter", "2026-09-30", "Q3 2026"],
    ["quarter", "2026-12-31", "Q4 2026"],
    ["year", "2026-06-15", "2026"],
    ["all", "2026-06-15", "All Time"],
  ] as const)("%s of %s → %s", (view, ref, label) => {
    expect(periodLabel(view, ref)).toBe(label);
  });
});

describe("rangesOverlap", () => {
  const nov = { start: "2026-11-01", end: "2026-11-30" };
  it.each([
    [{ start: "2026-10-01", end: "2026-12-31" }, true], // starts before, ends after
    [{ start: "2026-10-01", end: "2026-11-01" }, true], // ends on the first day
    [{ start: "2026-11-30", end: "2027-01-10" }, true], // starts on the last day
    [{ start: "2026-11-10", end: "2026-11-12" }, true], // inside
    [{ start: "2026-11-01", end: "2026-11-01" }, true], // one day
    [{ start: "2026-10-01", end: "2026-10-31" }, false], // ends the day before
    [{ start: "2026-12-01", end: "2026-12-31" }, false], // starts the day after
    [{ start: "2026-12-31", end: "2026-10-01" }, true], // reversed range still covers November
  ])("%j vs November → %s", (range, overlaps) => {
    expect(rangesOverlap(range, nov)).toBe(overlaps);
    expect(rangesOverlap(nov, range)).toBe(overlaps);
  });
  it("throws for invalid dates", () => {
    expect(() => rangesOverlap({ start: "2026-02-30", end: "2026-03-01" }, nov)).toThrow(RangeError);
  });
});

describe("campaignInPeriod", () => {
  const spanning = { startDate: "2026-10-15", endDate: "2027-01-15" };
  const endsOnFirst = { startDate: "2026-09-01", endDate: "2026-11-01" };
  const endsBefore = { startDate: "2026-09-01", endDate: "2026-10-31" };
  const startsAfterQuarter = { startDate: "2027-01-01", endDate: "2027-01-31" };
  const ref = "2026-11-15";

  it("shows a campaign that starts before and ends after the period", () => {
    expect(campaignInPeriod(spanning, "month", ref)).toBe(true);
    expect(campaignInPeriod(spanning, "quarter", ref)).toBe(true);
    expect(campaignInPeriod(spanning, "year", ref)).toBe(true);
  });
  it("shows a campaign that ends on the period's first day", () => {
    expect(campaignInPeriod(endsOnFirst, "month", ref)).toBe(true);
  });
  it("hides campaigns outside the period", () => {
    expect(campaignInPeriod(endsBefore, "month", ref)).toBe(false);
    expect(campaignInPeriod(startsAfterQuarter, "quarter", ref)).toBe(false);
    expect(campaignInPeriod(startsAfterQuarter, "year", ref)).toBe(false);
    expect(campaignInPeriod(startsAfterQuarter, "month", "2026-12-31")).toBe(false);
  });
  it("uses quarter boundaries", () => {
    expect(campaignInPeriod(endsBefore, "quarter", ref)).toBe(true); // ends 10-31, inside Q4
    expect(campaignInPeriod({ startDate: "2026-07-01", endDate: "2026-09-30" }, "quarter", ref)).toBe(false);
    expect(campaignInPeriod({ startDate: "2026-09-30", endDate: "2026-10-01" }, "quarter", ref)).toBe(true);
    expect(campaignInPeriod({ startDate: "2026-09-01", endDate: "2026-09-30" }, "quarter", ref)).toBe(false);
  });
  it("shows everything under all", () => {
    expect(campaignInPeriod(endsBefore, "all", ref)).toBe(true);
    expect(campaignInPeriod({ startDate: "1999-01-01", endDate: "1999-01-02" }, "all", ref)).toBe(true);
  });
});
