import { describe, expect, it } from "vitest";
import { copyRequirementsSchema, parseIntegerField, requirementInputSchema, requirementItem } from "@shared/schema/requirements";

const TYPE = "6f1b4f0e-8a47-4c55-9d0e-0b3c2d1e4f5a";

describe("requirementItem", () => {
  it("uses the defaults of 12 months and 2 weeks when the state has no requirement", () => {
    expect(requirementItem("TX", TYPE, null, { isRequired: false })).toEqual({
      state: "TX",
      licenseTypeId: TYPE,
      isRequired: false,
      renewalPeriodMonths: 12,
      costRange: null,
      issuingAuthority: null,
      processingTimeWeeks: 2,
      notes: null,
    });
  });

  it("reuses the existing values, including a renewal period that is deliberately not set", () => {
    const existing = { isRequired: true, renewalPeriodMonths: null, costRange: "$5", issuingAuthority: "City", processingTimeWeeks: 4, notes: "n" };
    expect(requirementItem("NY", TYPE, existing, { isRequired: false })).toEqual({ state: "NY", licenseTypeId: TYPE, ...existing, isRequired: false });
  });
});

describe("parseIntegerField", () => {
  it("parses whole numbers, gives null for blank and NaN otherwise", () => {
    expect(parseIntegerField(" 24 ")).toBe(24);
    expect(parseIntegerField("")).toBeNull();
    expect(parseIntegerField("1.5")).toBeNaN();
    expect(parseIntegerField("12 months")).toBeNaN();
  });
});

describe("requirement schemas", () => {
  it("upper-cases the state and refuses codes outside the 50 states", () => {
    expect(requirementInputSchema.parse({ state: "tx", licenseTypeId: TYPE }).state).toBe("TX");
    expect(requirementInputSchema.safeParse({ state: "DC", licenseTypeId: TYPE }).success).toBe(false);
  });

  it("refuses copying a state onto itself", () => {
    const res = copyRequirementsSchema.safeParse({ fromState: "TX", toState: "tx" });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe("Choose two different states");
  });
});
