import { describe, expect, it } from "vitest";
import {
  addDaysIso,
  addMonthsIso,
  dayNumber,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  isLeapYear,
  isoToLocalDate,
  isValidIsoDate,
  parseIsoDate,
  toIsoDate,
} from "@shared/domain/calendar";

describe("isValidIsoDate", () => {
  it.each(["2026-03-15", "2028-02-29", "2000-02-29", "2026-12-31", "2026-01-01", "0001-01-01"])("accepts %j", (s) => {
    expect(isValidIsoDate(s)).toBe(true);
  });
  it.each([
    "2026-02-30",
    "2026-02-29",
    "1900-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-1-5",
    "26-01-05",
    "2026/01/05",
    "2026-01-05T00:00:00Z",
    " 2026-01-05",
    "",
    "not a date",
  ])("rejects %j", (s) => {
    expect(isValidIsoDate(s)).toBe(false);
  });
});

describe("calendar basics", () => {
  it("knows leap years", () => {
    expect([2024, 2028, 2000, 1900, 2026, 2100].map(isLeapYear)).toEqual([true, true, true, false, false, false]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
  it("parses into parts", () => {
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate("2028-02-30")).toBeNull();
  });
  it("reads a Date by its local calendar fields", () => {
    expect(toIsoDate(new Date(2026, 10, 15, 23, 59, 59))).toBe("2026-11-15");
    expect(toIsoDate(new Date(2026, 10, 15, 0, 0, 0))).toBe("2026-11-15");
    expect(toIsoDate("2026-11-15")).toBe("2026-11-15");
  });
  it("throws for invalid input", () => {
    expect(() => toIsoDate("2026-02-30")).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
  it("counts days across DST changes and leap days", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
    expect(daysBetween("2026-03-15", "2026-03-10")).toBe(-5);
  });
  it("adds days", () => {
    expect(addDaysIso("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysIso("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDaysIso("2026-03-15", 0)).toBe("2026-03-15");
    expect(() => addDaysIso("2026-03-15", 1.5)).toThrow(RangeError);
  });
  it("adds months with end-of-month clamping", () => {
    expect(addMonthsIso("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsIso("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsIso("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonthsIso("2026-05-31", 1)).toBe("2026-06-30");
    expect(addMonthsIso("2026-11-15", 2)).toBe("2027-01-15");
    expect(addMonthsIso("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonthsIso("2028-02-29", 12)).toBe("2029-02-28");
    expect(addMonthsIso("2028-02-29", -48)).toBe("2024-02-29");
  });
  it("names the day of the week (0 = Sunday)", () => {
    expect(dayOfWeek("2026-11-15")).toBe(0);
    expect(dayOfWeek("2026-11-21")).toBe(6);
    expect(dayOfWeek("1970-01-01")).toBe(4);
    expect(dayOfWeek("1969-12-28")).toBe(0);
  });
  it("gives a local-midnight Date", () => {
    const d = isoToLocalDate("2026-03-15");
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2026, 2, 15, 0, 0]);
    expect(isoToLocalDate("0050-06-01").getFullYear()).toBe(50);
  });
});
