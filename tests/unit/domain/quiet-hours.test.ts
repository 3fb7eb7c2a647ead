import { describe, expect, it } from "vitest";
import { isQuietAt, pushAllowedFrom } from "@shared/domain/quiet-hours";

describe("quiet hours", () => {
  const night = { start: 22, end: 7, timeZone: "America/New_York" };

  it("spans midnight when the start is after the end", () => {
    // 03:30 UTC is 22:30 in New York (EST, UTC-5) on 2026-01-15.
    expect(isQuietAt(night, new Date("2026-01-15T03:30:00Z"))).toBe(true);
    expect(isQuietAt(night, new Date("2026-01-15T11:59:00Z"))).toBe(true); // 06:59
    expect(isQuietAt(night, new Date("2026-01-15T12:00:00Z"))).toBe(false); // 07:00
    expect(isQuietAt(night, new Date("2026-01-15T02:59:00Z"))).toBe(false); // 21:59
    expect(isQuietAt({ start: 13, end: 14, timeZone: "UTC" }, new Date("2026-01-15T13:10:00Z"))).toBe(true);
    expect(isQuietAt({ start: 13, end: 14, timeZone: "UTC" }, new Date("2026-01-15T14:00:00Z"))).toBe(false);
  });

  it("holds a push raised in them until the hour they end, in the user's zone", () => {
    const at = new Date("2026-01-15T03:30:00Z"); // 22:30 New York
    expect(pushAllowedFrom(night, at).toISOString()).toBe("2026-01-15T12:00:00.000Z"); // 07:00 New York
    // Summer time (EDT, UTC-4): the same 07:00 is an hour earlier in UTC.
    expect(pushAllowedFrom(night, new Date("2026-07-15T03:30:00Z")).toISOString()).toBe("2026-07-15T11:00:00.000Z");
    // A half-hour zone: 07:00 in Kolkata (UTC+5:30) is 01:30 UTC.
    expect(pushAllowedFrom({ start: 22, end: 7, timeZone: "Asia/Kolkata" }, new Date("2026-01-15T18:00:00Z")).toISOString()).toBe("2026-01-16T01:30:00.000Z");
  });

  it("sends at once outside quiet hours or without them", () => {
    const at = new Date("2026-01-15T15:00:00Z");
    expect(pushAllowedFrom(night, at)).toBe(at);
    expect(pushAllowedFrom(null, at)).toBe(at);
  });
});
