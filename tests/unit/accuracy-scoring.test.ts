// The benchmark's scoring (server/documents/accuracy.ts): a manual that prints no serial number is read right
// when no serial is read, and wrong when one is made up.
import { describe, expect, it } from "vitest";
import { licenseFieldCorrect, scoreManual, type LicenseTruth, type ManualTruth } from "@server/documents/accuracy";
import type { ManualFields } from "@server/documents/extract/types";

const field = <T>(value: T | null, confidence = 0.9) => ({ value, confidence });
const read = (serial: string | null): ManualFields =>
  ({ equipmentType: field("Fryer"), manufacturer: field("Acme Kitchen Co."), model: field("AK-40"), serial: field(serial), tasks: [] }) as unknown as ManualFields;
const truth = (serial: string | null): ManualTruth => ({
  expected: { equipmentType: "Fryer", manufacturer: "Acme Kitchen Co.", model: "AK-40", serial, tasks: [] },
});

describe("scoreManual's serial number", () => {
  it("is right when the document prints none and none is read", () => {
    expect(scoreManual(read(null), truth(null)).serial).toBe(true);
  });
  it("is wrong when the document prints none and one is read", () => {
    expect(scoreManual(read("SN-0042"), truth(null)).serial).toBe(false);
  });
  it("compares a printed serial without regard to case or spaces and misses an absent reading", () => {
    expect(scoreManual(read("sn - 0042"), truth("SN-0042")).serial).toBe(true);
    expect(scoreManual(read(null), truth("SN-0042")).serial).toBe(false);
  });
});

describe("scoreManual's equipment type", () => {
  it("accepts the truth's alternatives, and nothing else", () => {
    const withAlternatives: ManualTruth = { ...truth(null), alternatives: { equipmentType: ["Deep fryer"] } };
    const typed = (type: string) => ({ ...read(null), equipmentType: field(type) }) as ManualFields;
    expect(scoreManual(typed("Deep fryer"), withAlternatives).equipmentType).toBe(true);
    expect(scoreManual(typed("Griddle"), withAlternatives).equipmentType).toBe(false);
  });
});

describe("licenseFieldCorrect's agency names", () => {
  const license = (issuingAuthority: string) =>
    ({ expected: { issuingAuthority }, addressParts: { street: "1 Main St", city: "Town", state: "OH", zip: "43001" } }) as unknown as LicenseTruth;
  it("reads an ampersand as 'and', and still tells other names apart", () => {
    expect(licenseFieldCorrect("issuingAuthority", "Building & Planning Department", license("Building and Planning Department"))).toBe(true);
    expect(licenseFieldCorrect("issuingAuthority", "Building Planning Department", license("Building and Planning Department"))).toBe(false);
  });
});
