import { describe, expect, it } from "vitest";
import {
  campaignBudgetCents,
  campaignsInPeriod,
  countActiveThisMonth,
  filterCampaigns,
  summarizeCampaigns,
  type CampaignFacts,
} from "@shared/domain/campaigns";
import { campaignInPeriod, periodLabel, periodRange, stepPeriod } from "@shared/domain/period";

type Named = CampaignFacts & { name: string };
const c = (name: string, startDate: string, endDate: string, status = "planned", budget: string | null = null): Named => ({
  name,
  startDate,
  endDate,
  status,
  budget,
});
const names = (list: Named[]) => list.map((x) => x.name);

describe("the overlap rule", () => {
  it("shows a campaign that starts before the period and ends after it", () => {
    const long = c("long", "2026-01-15", "2026-06-15");
    expect(campaignInPeriod(long, "month", "2026-03-10")).toBe(true);
    expect(campaignInPeriod(long, "quarter", "2026-05-01")).toBe(true);
    expect(campaignInPeriod(long, "year", "2026-12-31")).toBe(true);
  });

  it("shows a campaign that ends on the period's first day, not one that ends the day before", () => {
    expect(campaignInPeriod(c("x", "2026-02-10", "2026-03-01"), "month", "2026-03-20")).toBe(true);
    expect(campaignInPeriod(c("x", "2026-02-10", "2026-02-28"), "month", "2026-03-20")).toBe(false);
    expect(campaignInPeriod(c("x", "2025-11-01", "2026-01-01"), "year", "2026-06-01")).toBe(true);
    expect(campaignInPeriod(c("x", "2026-03-31", "2026-04-15"), "month", "2026-03-01")).toBe(true);
  });

  it("respects quarter boundaries: March 31 is Q1, April 1 is Q2", () => {
    const q1End = c("x", "2026-03-31", "2026-03-31");
    const q2Start = c("x", "2026-04-01", "2026-04-01");
    expect(campaignInPeriod(q1End, "quarter", "2026-02-01")).toBe(true);
    expect(campaignInPeriod(q1End, "quarter", "2026-04-01")).toBe(false);
    expect(campaignInPeriod(q2Start, "quarter", "2026-03-31")).toBe(false);
    expect(campaignInPeriod(q2Start, "quarter", "2026-06-30")).toBe(true);
    const newYear = c("x", "2026-12-20", "2027-01-10");
    expect(campaignInPeriod(newYear, "quarter", "2026-10-01")).toBe(true);
    expect(campaignInPeriod(newYear, "quarter", "2027-03-31")).toBe(true);
    expect(campaignInPeriod(newYear, "quarter", stepPeriod("quarter", "2027-03-31", 1))).toBe(false);
  });

  it("a two-month campaign shows in both months and its quarter, not in the next quarter", () => {
    const spring = c("x", "2026-01-20", "2026-02-10");
    expect(campaignInPeriod(spring, "month", "2026-01-01")).toBe(true);
    expect(campaignInPeriod(spring, "month", stepPeriod("month", "2026-01-01", 1))).toBe(true);
    expect(campaignInPeriod(spring, "month", stepPeriod("month", "2026-01-01", -1))).toBe(false);
    expect(campaignInPeriod(spring, "quarter", "2026-01-20")).toBe(true);
    expect(campaignInPeriod(spring, "quarter", stepPeriod("quarter", "2026-01-20", 1))).toBe(false);
  });

  it("steps years by 12 months, with the label following", () => {
    expect(stepPeriod("year", "2026-07-04", 1)).toBe("2027-07-04");
    expect(stepPeriod("year", "2026-07-04", -1)).toBe("2025-07-04");
    expect(periodLabel("year", stepPeriod("year", "2026-07-04", -1))).toBe("2025");
    const twoYear = c("x", "2026-11-01", "2027-02-01");
    expect(campaignInPeriod(twoYear, "year", "2026-07-04")).toBe(true);
    expect(campaignInPeriod(twoYear, "year", stepPeriod("year", "2026-07-04", 1))).toBe(true);
    expect(campaignInPeriod(twoYear, "year", stepPeriod("year", "2027-07-04", 1))).toBe(false);
  });

  it("handles leap years: February 29 exists in 2028, not in 2027; 2100 is not a leap year", () => {
    expect(periodRange("month", "2028-02-01")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(periodRange("month", "2027-02-01")).toEqual({ start: "2027-02-01", end: "2027-02-28" });
    expect(periodRange("month", "2100-02-01").end).toBe("2100-02-28");
    expect(periodRange("month", "2000-02-01").end).toBe("2000-02-29");
    const leapDay = c("x", "2028-02-29", "2028-02-29");
    expect(campaignInPeriod(leapDay, "month", "2028-02-01")).toBe(true);
    expect(campaignInPeriod(leapDay, "month", "2028-03-01")).toBe(false);
    expect(campaignInPeriod(leapDay, "quarter", "2028-03-31")).toBe(true);
    expect(campaignInPeriod(c("x", "2027-03-01", "2027-03-05"), "month", "2027-02-28")).toBe(false);
    // A year step from a leap day lands on February 28 and keeps the February view.
    expect(stepPeriod("year", "2028-02-29", 1)).toBe("2029-02-28");
    expect(periodLabel("month", stepPeriod("year", "2028-02-29", 1))).toBe("February 2029");
    expect(stepPeriod("month", "2028-01-31", 1)).toBe("2028-02-29");
  });

  it("shows everything under All Time", () => {
    expect(campaignInPeriod(c("x", "1990-01-01", "1990-01-02"), "all", "2026-03-01")).toBe(true);
  });
});

describe("filterCampaigns", () => {
  const list = [
    c("jan", "2026-01-05", "2026-01-25", "active"),
    c("jan-feb", "2026-01-20", "2026-02-10", "planned"),
    c("apr", "2026-04-01", "2026-04-30", "completed"),
    c("old", "2025-06-01", "2025-06-30", "cancelled"),
  ];
  it("keeps campaigns overlapping the period, in order, then applies the status", () => {
    expect(names(filterCampaigns(list, { view: "month", referenceDate: "2026-02-14", status: "all" }))).toEqual(["jan-feb"]);
    expect(names(filterCampaigns(list, { view: "quarter", referenceDate: "2026-02-14", status: "all" }))).toEqual(["jan", "jan-feb"]);
    expect(names(filterCampaigns(list, { view: "quarter", referenceDate: "2026-02-14", status: "active" }))).toEqual(["jan"]);
    expect(names(filterCampaigns(list, { view: "year", referenceDate: "2026-02-14", status: "all" }))).toEqual(["jan", "jan-feb", "apr"]);
    expect(names(filterCampaigns(list, { view: "all", referenceDate: "2026-02-14", status: "cancelled" }))).toEqual(["old"]);
    expect(names(campaignsInPeriod(list, "all", "2026-02-14"))).toHaveLength(4);
  });
});

describe("summarizeCampaigns", () => {
  it("counts active and planned and sums budgets exactly in cents", () => {
    const summary = summarizeCampaigns([
      c("a", "2026-01-01", "2026-01-02", "active", "0.10"),
      c("b", "2026-01-01", "2026-01-02", "active", "0.20"),
      c("c", "2026-01-01", "2026-01-02", "planned", "1250.5"),
      c("d", "2026-01-01", "2026-01-02", "completed", null),
    ]);
    expect(summary).toEqual({ active: 2, planned: 1, totalBudgetCents: 125080 });
    expect(summarizeCampaigns([])).toEqual({ active: 0, planned: 0, totalBudgetCents: 0 });
  });
  it("reads a missing budget as 0", () => {
    expect(campaignBudgetCents(null)).toBe(0);
    expect(campaignBudgetCents("")).toBe(0);
    expect(campaignBudgetCents("99999999.99")).toBe(9_999_999_999);
  });
});

describe("countActiveThisMonth", () => {
  it("counts active campaigns running at some point of today's month", () => {
    const list = [
      c("a", "2026-01-20", "2026-02-10", "active"),
      c("b", "2026-02-01", "2026-02-01", "active"),
      c("c", "2026-02-05", "2026-03-05", "planned"),
      c("d", "2026-03-01", "2026-03-31", "active"),
    ];
    expect(countActiveThisMonth(list, "2026-02-15")).toBe(2);
    expect(countActiveThisMonth(list, "2026-03-15")).toBe(1);
    expect(countActiveThisMonth(list, "2026-04-15")).toBe(0);
  });
});
