import { describe, expect, it } from "vitest";
import { groupInFours } from "@shared/domain/grouped-key";

describe("groupInFours", () => {
  it("splits a key into groups of four, the last one shorter", () => {
    expect(groupInFours("JBSWY3DPEHPK3PXPAB")).toBe("JBSW Y3DP EHPK 3PXP AB");
    expect(groupInFours("JBSWY3DP")).toBe("JBSW Y3DP");
  });
  it("regroups a key that already has spaces", () => {
    expect(groupInFours(" JB SWY3 DP ")).toBe("JBSW Y3DP");
  });
});
