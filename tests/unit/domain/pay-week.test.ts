import { describe, expect, it } from "vitest";
import { isPayWeekEnd, payWeekEndMessage, payWeekEndOnOrBefore, weekdayName } from "@shared/domain/pay-week";

describe("pay-week end day", () => {
  it("accepts only dates on the location's end day", () => {
    expect(isPayWeekEnd("2026-11-08", 0)).toBe(true); // a Sunday
    expect(isPayWeekEnd("2026-11-07", 0)).toBe(false);
    expect(isPayWeekEnd("2026-11-07", 6)).toBe(true); // a Saturday
    expect(isPayWeekEnd("2024-02-29", 4)).toBe(true); // a Thursday
  });

  it("finds the end day on or before a date, across months and years", () => {
    expect(payWeekEndOnOrBefore("2026-11-08", 0)).toBe("2026-11-08");
    expect(payWeekEndOnOrBefore("2026-11-11", 0)).toBe("2026-11-08");
    expect(payWeekEndOnOrBefore("2026-11-11", 5)).toBe("2026-11-06");
    expect(payWeekEndOnOrBefore("2027-01-02", 4)).toBe("2026-12-31");
  });

  it("names the day in its message", () => {
    expect(weekdayName(3)).toBe("Wednesday");
    expect(payWeekEndMessage(5)).toBe("Week ending must be a Friday, the day this location's pay week ends");
  });
});
