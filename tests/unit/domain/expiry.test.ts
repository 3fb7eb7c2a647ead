import { describe, expect, it } from "vitest";
import {
  EXPIRY_COUNTDOWN_DAYS,
  EXPIRY_WARNING_DAYS,
  dashboardLicenseBadge,
  daysUntil,
  expiringSoonCutoff,
  expiryBadge,
  isExpiringSoonForDashboard,
} from "@shared/domain/expiry";

const TODAY = "2026-11-15";

describe("daysUntil", () => {
  it("counts calendar days", () => {
    expect(daysUntil("2026-11-15", TODAY)).toBe(0);
    expect(daysUntil("2026-11-16", TODAY)).toBe(1);
    expect(daysUntil("2026-11-14", TODAY)).toBe(-1);
    expect(daysUntil("2027-11-15", TODAY)).toBe(365);
    expect(daysUntil("2028-03-01", "2028-02-28")).toBe(2);
  });
  it("takes a Date for today by its local calendar date, whatever the time", () => {
    expect(daysUntil("2026-11-16", new Date(2026, 10, 15, 23, 59))).toBe(1);
    expect(daysUntil("2026-11-16", new Date(2026, 10, 15, 0, 1))).toBe(1);
  });
});

describe("expiryBadge", () => {
  it("has the SPEC constants", () => {
    expect(EXPIRY_WARNING_DAYS).toBe(30);
    expect(EXPIRY_COUNTDOWN_DAYS).toBe(90);
  });
  it.each([
    [null, "No Expiration", "neutral", "none", null],
    [undefined, "No Expiration", "neutral", "none", null],
    ["", "No Expiration", "neutral", "none", null],
    ["2026-10-01", "Expired", "danger", "expired", -45],
    ["2026-11-14", "Expired", "danger", "expired", -1],
    ["2026-11-15", "Expired", "danger", "expired", 0],
    ["2026-11-16", "Expires Soon", "warning", "soon", 1],
    ["2026-12-15", "Expires Soon", "warning", "soon", 30],
    ["2026-12-16", "Expires in 31 days", "info", "countdown", 31],
    ["2027-02-13", "Expires in 90 days", "info", "countdown", 90],
    ["2027-02-14", "Valid", "success", "valid", 91],
    ["2030-01-01", "Valid", "success", "valid", 1143],
  ])("%j → %s", (date, label, tone, state, days) => {
    expect(expiryBadge(date, TODAY)).toEqual({ label, tone, state, days });
  });
  it("counts across a leap day", () => {
    expect(expiryBadge("2028-03-30", "2028-02-29")).toMatchObject({ label: "Expires Soon", days: 30 });
    expect(expiryBadge("2028-03-31", "2028-02-29")).toMatchObject({ label: "Expires in 31 days", days: 31 });
  });
});

describe("isExpiringSoonForDashboard", () => {
  it.each([
    [null, false],
    [undefined, false],
    ["2020-01-01", true],
    ["2026-11-15", true],
    ["2026-12-15", true],
    ["2026-12-16", false],
    ["2027-06-01", false],
  ])("%j → %s", (date, counted) => {
    expect(isExpiringSoonForDashboard(date, TODAY)).toBe(counted);
  });
  it("gives the cutoff date for queries", () => {
    expect(expiringSoonCutoff(TODAY)).toBe("2026-12-15");
    expect(expiringSoonCutoff("2028-02-10")).toBe("2028-03-11");
  });
});

describe("dashboardLicenseBadge", () => {
  it.each([
    ["2026-11-01", "Expires 11/01", "danger"],
    ["2026-11-15", "Expires 11/15", "danger"],
    ["2026-11-16", "Expires 11/16", "warning"],
    ["2026-12-15", "Expires 12/15", "warning"],
    ["2026-12-16", "Valid 12/16", "success"],
    ["2027-03-04", "Valid 03/04", "success"],
  ])("%s → %s", (date, label, tone) => {
    expect(dashboardLicenseBadge(date, TODAY)).toEqual({ label, tone });
  });
  it("shows No Expiration without a date", () => {
    expect(dashboardLicenseBadge(null, TODAY)).toEqual({ label: "No Expiration", tone: "neutral" });
  });
});
