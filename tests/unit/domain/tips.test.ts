import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allocateByWeights } from "@shared/domain/tips";
import { FIXTURES_DIR } from "../../support/fixtures";

interface HoursPoolFixture {
  totalTipsCents: number;
  hoursPool: {
    totalTipsCents: number;
    totalHours: number;
    shares: { name: string; hours: number; shareCents: number }[];
  };
}

const FIXTURE = "payroll/valid/tip-pool-hours-2026-11-15.expected.json";

const fixturePath = () => path.join(FIXTURES_DIR, FIXTURE);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("allocateByWeights", () => {
  it("matches the hours-weighted tip pool fixture", () => {
    const fixture = JSON.parse(readFileSync(fixturePath(), "utf8")) as HoursPoolFixture;
    const { shares, totalTipsCents, totalHours } = fixture.hoursPool;
    expect(sum(shares.map((s) => s.hours))).toBe(totalHours);
    const allocated = allocateByWeights(
      totalTipsCents,
      shares.map((s) => s.hours),
    );
    expect(allocated).toEqual(shares.map((s) => s.shareCents));
    expect(sum(allocated)).toBe(totalTipsCents);
  });

  it("splits evenly when it can", () => {
    expect(allocateByWeights(900, [1, 1, 1])).toEqual([300, 300, 300]);
    expect(allocateByWeights(1000, [1, 3])).toEqual([250, 750]);
  });

  it("gives leftover cents to the largest remainders", () => {
    // 1000 × [1, 2, 4] / 7 = 142.857…, 285.714…, 571.428… → floors 142, 285, 571 (998); +1 to .857 and .714
    expect(allocateByWeights(1000, [1, 2, 4])).toEqual([143, 286, 571]);
  });

  it("breaks equal remainders by earlier index", () => {
    expect(allocateByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByWeights(200, [1, 1, 1])).toEqual([67, 67, 66]);
    expect(allocateByWeights(1, [2, 5, 5])).toEqual([0, 1, 0]);
    expect(allocateByWeights(5, [1, 1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });

  it("uses fractional hours exactly", () => {
    // 0.1 + 0.2 hours: a float-multiplying implementation would misweigh these.
    expect(allocateByWeights(300, [0.1, 0.2])).toEqual([100, 200]);
    expect(allocateByWeights(10000, [31.75, 8.25])).toEqual([7938, 2062]);
    expect(allocateByWeights(7, [0.333, 0.667])).toEqual([2, 5]);
  });

  it("never pays a zero weight", () => {
    expect(allocateByWeights(101, [0, 1, 1, 0])).toEqual([0, 51, 50, 0]);
    expect(allocateByWeights(0, [3, 4])).toEqual([0, 0]);
  });

  it("stays exact for large totals and weights", () => {
    const total = Number.MAX_SAFE_INTEGER;
    const parts = allocateByWeights(total, [1e15, 3e15, 0.5]);
    expect(BigInt(parts[0]!) + BigInt(parts[1]!) + BigInt(parts[2]!)).toBe(BigInt(total));
    expect(parts[2]).toBe(1);
  });

  it("always sums to the total", () => {
    const weights = [31.75, 30.5, 23.25, 37.25, 38.5, 31.25, 17.75, 18, 27.75, 15.5, 0.25];
    for (const total of [0, 1, 7, 99, 12345, 444751, 1000003]) {
      expect(sum(allocateByWeights(total, weights))).toBe(total);
    }
  });

  it("throws clearly on zero total weight", () => {
    expect(() => allocateByWeights(100, [0, 0])).toThrow("the weights add up to zero");
    expect(() => allocateByWeights(100, [])).toThrow(RangeError);
  });

  it("rejects invalid totals and weights", () => {
    expect(() => allocateByWeights(-1, [1])).toThrow(RangeError);
    expect(() => allocateByWeights(1.5, [1])).toThrow(RangeError);
    expect(() => allocateByWeights(100, [1, -1])).toThrow("Weight 1");
    expect(() => allocateByWeights(100, [Number.NaN])).toThrow(RangeError);
    expect(() => allocateByWeights(100, [Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});
