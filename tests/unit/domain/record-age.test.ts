import { describe, expect, it } from "vitest";
import { addDaysIso } from "@shared/domain/calendar";
import { recordAge } from "@shared/domain/record-age";

const today = "2026-11-28";
const ago = (days: number) => recordAge(addDaysIso(today, -days), today);

describe("how old a binder record reads", () => {
  it("says today, yesterday, then days up to 59", () => {
    expect(ago(0)).toBe("today");
    expect(ago(1)).toBe("yesterday");
    expect(ago(2)).toBe("2 days ago");
    expect(ago(59)).toBe("59 days ago");
  });

  it("says months from 60 days on, never '1 months'", () => {
    expect(ago(60)).toBe("2 months ago");
    expect(ago(61)).toBe("2 months ago");
    expect(ago(92)).toBe("3 months ago");
    expect(ago(729)).toBe("23 months ago");
  });

  it("says years from 730 days on, never '1 years'", () => {
    expect(ago(730)).toBe("2 years ago");
    expect(ago(1096)).toBe("3 years ago");
    expect(ago(2765)).toBe("7 years ago");
  });

  it("reads a date after today (a clock ahead) as today", () => {
    expect(recordAge("2026-11-30", today)).toBe("today");
  });
});
