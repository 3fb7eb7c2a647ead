import { describe, expect, it } from "vitest";
import {
  currentMonth,
  formatDisplayDate,
  formatShortDate,
  formatYearMonth,
  isValidYearMonth,
  monthsAround,
  monthsOfYear,
  weekEndingDefault,
} from "@shared/domain/dates";

describe("weekEndingDefault", () => {
  it.each([
    ["2026-11-15", "2026-11-15"], // Sunday itself
    ["2026-11-16", "2026-11-15"], // Monday
    ["2026-11-21", "2026-11-15"], // Saturday
    ["2026-11-22", "2026-11-22"],
    ["2027-01-02", "2026-12-27"], // across the year
    ["2028-03-01", "2028-02-27"], // across a leap day (Wednesday)
  ])("%s → %s", (today, sunday) => {
    expect(weekEndingDefault(today)).toBe(sunday);
  });
  it("accepts a Date", () => {
    expect(weekEndingDefault(new Date(2026, 10, 18, 22, 30))).toBe("2026-11-15");
  });
});

describe("months", () => {
  it("lists the 12 months of a year", () => {
    const months = monthsOfYear(2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: "2026-01", label: "January 2026" });
    expect(months[10]).toEqual({ value: "2026-11", label: "November 2026" });
    expect(months[11]).toEqual({ value: "2026-12", label: "December 2026" });
    expect(months.map((m) => m.value)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
    expect(() => monthsOfYear(2026.5)).toThrow(RangeError);
  });
  it("lists a year back and a year ahead of a month, across years, oldest first", () => {
    const months = monthsAround("2026-01");
    expect(months).toHaveLength(25);
    expect(months[0]).toEqual({ value: "2025-01", label: "January 2025" });
    expect(months[11]).toEqual({ value: "2025-12", label: "December 2025" });
    expect(months[12]).toEqual({ value: "2026-01", label: "January 2026" });
    expect(months[24]).toEqual({ value: "2027-01", label: "January 2027" });
    expect(monthsAround("2026-12", 1, 1).map((m) => m.value)).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(() => monthsAround("2026-13")).toThrow(RangeError);
  });
  it("gives the current month", () => {
    expect(currentMonth("2026-11-30")).toBe("2026-11");
    expect(currentMonth("2027-01-01")).toBe("2027-01");
    expect(currentMonth(new Date(2026, 0, 31, 23, 59))).toBe("2026-01");
  });
  it("validates YYYY-MM", () => {
    expect(isValidYearMonth("2026-11")).toBe(true);
    expect(isValidYearMonth("2026-01")).toBe(true);
    expect(isValidYearMonth("2026-13")).toBe(false);
    expect(isValidYearMonth("2026-00")).toBe(false);
    expect(isValidYearMonth("2026-1")).toBe(false);
    expect(isValidYearMonth("2026-11-01")).toBe(false);
    expect(isValidYearMonth("")).toBe(false);
  });
  it("labels a month", () => {
    expect(formatYearMonth("2026-02")).toBe("February 2026");
    expect(() => formatYearMonth("2026-13")).toThrow(RangeError);
  });
});

describe("display formats", () => {
  it("formats MMM dd, yyyy", () => {
    expect(formatDisplayDate("2026-03-15")).toBe("Mar 15, 2026");
    expect(formatDisplayDate("2026-03-05")).toBe("Mar 05, 2026");
    expect(formatDisplayDate("2028-02-29")).toBe("Feb 29, 2028");
    expect(formatDisplayDate("2026-12-31")).toBe("Dec 31, 2026");
    expect(formatDisplayDate(new Date(2026, 0, 1, 23, 30))).toBe("Jan 01, 2026");
  });
  it("formats MM/dd", () => {
    expect(formatShortDate("2026-03-15")).toBe("03/15");
    expect(formatShortDate("2026-12-01")).toBe("12/01");
  });
  it("throws for an invalid date", () => {
    expect(() => formatDisplayDate("2026-02-30")).toThrow(RangeError);
    expect(() => formatShortDate("garbage")).toThrow(RangeError);
  });
});
