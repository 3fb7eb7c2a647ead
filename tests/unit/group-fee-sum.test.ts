import { describe, expect, it } from "vitest";
import { feeSum } from "@/features/group/fee-sum";

describe("a location's renewal fees, summed", () => {
  it("is the sum when every fee is known", () => {
    expect(feeSum("1325.5", 2, 0)).toBe("$1,325.50");
  });
  it("says the sum covers only the known fees when some are unknown", () => {
    expect(feeSum("325.00", 1, 2)).toBe("$325.00 known");
  });
  it("never shows $0.00 for fees nobody recorded", () => {
    expect(feeSum("0.00", 0, 3)).toBe("Fees unknown");
  });
});
