import { describe, expect, it } from "vitest";
import { heldLicenseState, summarizeCompliance } from "@shared/domain/compliance";

describe("heldLicenseState", () => {
  it.each([
    [null, "valid"],
    ["2026-12-31", "valid"],
    ["2026-12-25", "expiring"],
    ["2026-11-26", "expiring"],
    ["2026-11-25", "expired"],
    ["2025-01-01", "expired"],
  ])("expiring %s on 2026-11-25 → %s", (date, state) => expect(heldLicenseState(date, "2026-11-25")).toBe(state));
});

describe("summarizeCompliance", () => {
  const counts = (valid: number, expiring: number, expired: number, missing: number) => ({
    required: valid + expiring + expired + missing,
    valid,
    expiring,
    expired,
    missing,
  });
  it("is out of compliance with anything expired or missing, and scores the share held", () => {
    expect(summarizeCompliance(counts(2, 1, 1, 2), true)).toMatchObject({ status: "non_compliant", score: 50 });
    expect(summarizeCompliance(counts(2, 0, 0, 1), true)).toMatchObject({ status: "non_compliant", score: 66 });
  });
  it("is expiring when all are held but one expires within 30 days", () => {
    expect(summarizeCompliance(counts(3, 1, 0, 0), true)).toMatchObject({ status: "expiring", score: 100 });
  });
  it("is compliant when all are valid; says so when nothing is required or the state is unknown", () => {
    expect(summarizeCompliance(counts(4, 0, 0, 0), true).status).toBe("compliant");
    expect(summarizeCompliance(counts(0, 0, 0, 0), true)).toMatchObject({ status: "nothing_required", score: 100 });
    expect(summarizeCompliance(counts(0, 0, 0, 0), false).status).toBe("no_state");
  });
});
