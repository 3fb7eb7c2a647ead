import { describe, expect, it } from "vitest";
import { TouchThrottle, touchIntervalFor } from "@server/auth/touch-throttle";

describe("session touch throttle", () => {
  it("lets the first touch through, skips touches within the interval, lets the next one through after it", () => {
    let now = 1_000;
    const throttle = new TouchThrottle(60_000, () => now);
    expect(throttle.recentlyTouched("a")).toBe(false);
    now += 59_999;
    expect(throttle.recentlyTouched("a")).toBe(true);
    expect(throttle.recentlyTouched("b")).toBe(false);
    now += 1;
    expect(throttle.recentlyTouched("a")).toBe(false);
    expect(throttle.recentlyTouched("a")).toBe(true);
  });

  it("touches again after a session is forgotten (logout)", () => {
    const throttle = new TouchThrottle(60_000, () => 0);
    throttle.recentlyTouched("a");
    throttle.forget("a");
    expect(throttle.recentlyTouched("a")).toBe(false);
  });

  it("stays bounded: when full it drops stale entries, then the oldest half", () => {
    let now = 0;
    const throttle = new TouchThrottle(1_000, () => now, 4);
    for (const sid of ["a", "b", "c", "d"]) throttle.recentlyTouched(sid);
    now = 500;
    expect(throttle.recentlyTouched("e")).toBe(false); // full and nothing stale: a and b forgotten
    expect(throttle.recentlyTouched("a")).toBe(false);
    expect(throttle.recentlyTouched("d")).toBe(true);
  });

  it("uses one minute, or a twentieth of a shorter idle timeout", () => {
    expect(touchIntervalFor(7 * 24 * 3_600_000)).toBe(60_000);
    expect(touchIntervalFor(3_000)).toBe(150);
  });
});
