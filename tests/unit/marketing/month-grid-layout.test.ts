import { describe, expect, it } from "vitest";
import { monthGrid } from "@/features/marketing/month-grid-layout";

const c = (title: string, startDate: string, endDate: string) => ({ title, startDate, endDate });

describe("monthGrid", () => {
  it("lays out the month in Sunday-first weeks with the neighbouring days", () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthGrid("2026-03-15", []);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.days[0]).toEqual({ date: "2026-03-01", day: 1, inMonth: true });
    expect(weeks[4]!.days.map((d) => d.date)).toEqual([
      "2026-03-29",
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
      "2026-04-03",
      "2026-04-04",
    ]);
    expect(weeks[4]!.days.filter((d) => !d.inMonth)).toHaveLength(4);
    // February 2026 fits exactly four weeks; February 2028 (leap) needs five.
    expect(monthGrid("2026-02-01", [])).toHaveLength(4);
    const leap = monthGrid("2028-02-10", []);
    expect(leap.flatMap((w) => w.days).filter((d) => d.inMonth)).toHaveLength(29);
  });

  it("splits a campaign into one bar per week and marks the continuations", () => {
    const weeks = monthGrid("2026-03-01", [c("Spring", "2026-03-05", "2026-03-17")]);
    const bars = weeks.map((w) => w.bars.map((b) => [b.startColumn, b.span, b.continuesBefore, b.continuesAfter]));
    expect(bars).toEqual([[[4, 3, false, true]], [[0, 7, true, true]], [[0, 3, true, false]], [], []]);
  });

  it("clips campaigns that start before or end after the shown weeks", () => {
    const weeks = monthGrid("2026-03-01", [c("Long", "2026-01-01", "2026-12-31")]);
    expect(weeks.every((w) => w.bars.length === 1 && w.bars[0]!.span === 7)).toBe(true);
    expect(weeks[0]!.bars[0]!.continuesBefore).toBe(true);
    expect(weeks[4]!.bars[0]!.continuesAfter).toBe(true);
  });

  it("stacks overlapping campaigns in lanes and reuses a free lane", () => {
    const weeks = monthGrid("2026-03-01", [
      c("B", "2026-03-03", "2026-03-04"),
      c("A", "2026-03-02", "2026-03-06"),
      c("C", "2026-03-05", "2026-03-07"),
      c("D", "2026-03-01", "2026-03-01"),
    ]);
    const first = weeks[0]!;
    const lanes = Object.fromEntries(first.bars.map((b) => [b.campaign.title, b.lane]));
    expect(lanes).toEqual({ D: 0, A: 0, B: 1, C: 1 });
    expect(first.laneCount).toBe(2);
    expect(weeks[1]!.laneCount).toBe(0);
  });

  it("leaves out campaigns outside the shown weeks", () => {
    expect(monthGrid("2026-03-01", [c("Old", "2026-02-01", "2026-02-28")]).flatMap((w) => w.bars)).toEqual([]);
  });
});
