// Issue 30, points 2–3: a field's candidates scored, and the confidence from the margin between the chosen value and
// the best candidate naming something else. A close rival, or a winner on weak features alone, is "please check".
import { describe, expect, it } from "vitest";
import { marginConfidence, scored, standing, WEAK } from "@server/documents/extract/field-scorer";
import { licenseeCandidates } from "@server/documents/extract/licensee";
import { authorityCandidates } from "@server/documents/extract/authority-candidates";
import { toLines } from "@server/documents/extract/doc";
import { DOUBTED } from "@server/documents/extract/plausibility";
import { needsReview } from "@shared/domain/confidence";
import { licenseRules, readLicense as read } from "../support/invented-license";

const BARS = { weak: 0.55, close: 0.1, full: 0.4 };

describe("margin → confidence", () => {
  it("is sure of a value no candidate contests, and surer the wider the margin", () => {
    const alone = marginConfidence(standing("Oak Barrel LLC", [scored("Oak Barrel LLC", [{ name: "label", weight: 0.85 }])]), BARS);
    expect(alone).toBe(0.95);
    const wide = marginConfidence(standing("A", [scored("A", [{ name: "label", weight: 0.85 }]), scored("B", [{ name: "shape", weight: 0.4 }])]), BARS);
    const narrow = marginConfidence(standing("A", [scored("A", [{ name: "label", weight: 0.85 }]), scored("B", [{ name: "label", weight: 0.7 }])]), BARS);
    expect(needsReview(wide)).toBe(false);
    expect(needsReview(narrow)).toBe(false);
    expect(wide).toBeGreaterThan(narrow);
  });

  it("a close rival lowers the confidence under the threshold", () => {
    const s = standing("A", [scored("A", [{ name: "label", weight: 0.85 }]), scored("B", [{ name: "label", weight: 0.8 }])]);
    expect(marginConfidence(s, BARS)).toBe(DOUBTED);
    expect(needsReview(DOUBTED)).toBe(true);
  });

  it("a winner found by a weak feature only is 'please check' even without a rival", () => {
    expect(marginConfidence(standing("A", [scored("A", [{ name: "shape", weight: 0.4 }])]), BARS)).toBe(WEAK);
    expect(needsReview(WEAK)).toBe(true);
  });

  it("spellings of one name are one candidate, not rivals", () => {
    const s = standing("Alder Foods LLC", [scored("ALDER FOODS, LLC", [{ name: "label", weight: 0.85 }]), scored("Alder Foods LLC d/b/a Alder Grill", [{ name: "label", weight: 0.8 }])]);
    expect(s.rival).toBeNull();
  });
});

describe("licensee candidates", () => {
  it("a label word is never a licensee candidate", () => {
    const lines = toLines(["FOOD PERMIT", "Licensee:\tCLASSIFICATION", "Permit Type\tRisk Level"].join("\n"));
    expect(licenseeCandidates(lines).map((c) => c.value)).not.toContain("CLASSIFICATION");
    expect(read("FOOD PERMIT", "Licensee:\tCLASSIFICATION", "Permit Type\tRisk Level").licenseeName.value).not.toBe("CLASSIFICATION");
  });

  it("an owner and a business name that both could be the licensee: the business, please check", () => {
    const f = read("CITY OF ASHBURY", "BUSINESS LICENSE", "License No.: BL-26-1182", "Owner: Jane Roe", "Business Name: Roe Family Diner LLC");
    expect(f.licenseeName.value).toBe("Roe Family Diner LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
  });

  it("one labelled licensee with its trade name beside it stays sure (the d/b/a is its other name, not a rival)", () => {
    const f = read("CITY OF ASHBURY", "BUSINESS LICENSE", "License No.: BL-26-1182", "Licensee: Alder Foods LLC", "DBA: Alder Grill");
    expect(f.licenseeName.value).toBe("Alder Foods LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(false);
  });

  it("a signature line under a 'Business …' label is no candidate", () => {
    const lines = toLines(["LIQUOR LICENSE", "Owner\tLucky Spoon Inc.", "Business Location", "Authorized Signature\tLucia Fairbanks"].join("\n"));
    expect(licenseeCandidates(lines).map((c) => c.value)).toEqual(expect.not.arrayContaining([expect.stringMatching(/Signature|Fairbanks/)]));
  });

  it("a name only the shape of a business name found is 'please check'", () => {
    const f = read("COUNTY OF TALLIS", "FOOD SERVICE PERMIT", "Permit No.: FS-26-0042", "Harbor Light Cafe LLC", "Issued: March 3, 2026");
    expect(f.licenseeName.value).toBe("Harbor Light Cafe LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
  });
});

describe("issuing authority candidates", () => {
  const letterhead = ["STATE OF OREGON", "Department of Revenue", "SELLER'S PERMIT", "Permit No.: ST-26-11820", "Business Name: Juniper & Salt LLC"];

  it("a letterhead of a jurisdiction over its department and unit is one agency: sure", () => {
    const f = read("CITY OF ASHBURY", "Department of Public Health", "Food Safety Division", "FOOD SERVICE PERMIT", "Permit No.: FS-26-0042", "Business Name: Juniper & Salt LLC");
    expect(f.issuingAuthority.value).toBe("City of Ashbury Department of Public Health");
    expect(needsReview(f.issuingAuthority.confidence)).toBe(false);
  });

  it("another agency named as the issuer by a label is a rival: please check", () => {
    const f = read(...letterhead, "Issuing Authority: Marlow County Health Department");
    expect(f.issuingAuthority.value).toBe("State of Oregon Department of Revenue");
    expect(needsReview(f.issuingAuthority.confidence)).toBe(true);
    expect(needsReview(read(...letterhead).issuingAuthority.confidence)).toBe(false);
  });

  it("a jurisdiction alone over another jurisdiction and its department (seal text read first): please check", () => {
    const f = read("City of Wren:", "City of Wrenridge Heights", "Department of Building Safety", "CERTIFICATE OF OCCUPANCY", "Certificate No.: CO-26-0042");
    expect(f.issuingAuthority.value).toBe("City of Wren");
    expect(needsReview(f.issuingAuthority.confidence)).toBe(true);
  });

  it("two agencies side by side in the letterhead: please check", () => {
    const f = read("Marlow County Health Department\tOregon Liquor Control Commission", "JOINT FOOD AND BEVERAGE PERMIT", "Permit No.: JP-26-0042", "Business Name: Juniper & Salt LLC");
    expect(needsReview(f.issuingAuthority.confidence)).toBe(true);
  });

  it("a document title or a business's name with an agency-like word is no rival", () => {
    const cands = authorityCandidates(toLines(["New York State Department of Taxation and Finance", "CERTIFICATE OF AUTHORITY", "This Certificate of Authority is valid until revoked."].join("\n")));
    expect(cands.map((c) => c.value)).toEqual(["New York State Department of Taxation and Finance"]);
    // The scorer's own confidence (the calibrator after it may still ask for a check, for reasons of its own).
    const lines = ["CITY OF ASHBURY", "Office of the City Clerk", "June 2, 2026", "Marla Pettigrew", "Pettigrew Bookkeeping Services", "18 Harbor St, Conneaut, OH 44030", "Dear Ms. Pettigrew:"];
    const f = licenseRules(...lines);
    expect(f.issuingAuthority.value).toBe("City of Ashbury Office of the City Clerk");
    expect(needsReview(f.issuingAuthority.confidence)).toBe(false);
  });
});

describe("premises address and license type", () => {
  it("two labels of the premises giving two streets: please check", () => {
    const one = read("CITY OF ASHBURY", "BUSINESS LICENSE", "Business Address: 48 N. Elm Street, Ashbury, OH 44004");
    expect(needsReview(one.address.confidence)).toBe(false);
    const two = read("CITY OF ASHBURY", "BUSINESS LICENSE", "Business Address: 48 N. Elm Street, Ashbury, OH 44004", "Location: 902 Lake Ave, Ashbury, OH 44004");
    expect(two.address.value).toContain("48 N. Elm Street");
    expect(needsReview(two.address.confidence)).toBe(true);
  });

  it("a license type named only in the body, never in the title or the top lines, is 'please check'", () => {
    const top = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}: see the conditions below`);
    const f = read("CITY OF ASHBURY", ...top, "This document does not replace your Liquor License.");
    expect(f.licenseType.value).toBe("Liquor License");
    expect(needsReview(f.licenseType.confidence)).toBe(true);
    expect(needsReview(read("CITY OF ASHBURY", "RETAIL LIQUOR LICENSE", "License No.: LQ-26-0042").licenseType.confidence)).toBe(false);
  });

  it("a kind the catalogue lacks is not sure of a catalogue kind whose word only a label uses ('Business Name:')", () => {
    const f = read("CITY OF ASHBURY", "TOBACCO RETAILER LICENSE", "License No.: TR-26-0042", "Business Name: Juniper & Salt LLC");
    expect(needsReview(f.licenseType.confidence)).toBe(true);
    expect(needsReview(read("CITY OF ASHBURY", "BUSINESS LICENSE", "License No.: BL-26-0042", "Business Name: Juniper & Salt LLC").licenseType.confidence)).toBe(false);
  });
});
