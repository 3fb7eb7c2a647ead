// Issue 30, point 2: the field scorer chooses the licensee, the issuing agency and the premises when the rules'
// value is of the wrong kind (a letter's addressee, someone else's address) or clearly behind another candidate;
// and the issuing authority is the agency's own name, a "State of X" heading being a place line.
import { describe, expect, it } from "vitest";
import { readLicenseRules } from "@server/documents/extract/license-rules";
import { needsReview } from "@shared/domain/confidence";
import { LICENSE_TYPE_NAMES } from "@server/features/licenses/catalogue/types";

// The rules' own confidences: what these rules decide, before the calibrator (tested on its own) moves the bars.
const read = (...lines: string[]) => readLicenseRules(lines.join("\n"), { licenseTypeNames: [...LICENSE_TYPE_NAMES] });

describe("licensee: a letter's addressee against the licensee line", () => {
  it("takes the labelled licensee over an owner who is only the person the letter is written to", () => {
    const f = read("CITY OF ASHBURY", "Office of the City Clerk", "June 2, 2026", "Owner: Jane Roe", "12 Birch Lane, Conneaut, OH 44030", "Dear Ms. Roe:", "Your sign permit is approved.", "Licensee: Alder Foods LLC", "Permit No.: SP-26-0042");
    expect(f.licenseeName.value).toBe("Alder Foods LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(false);
  });

  it("with no label at all, takes the business named in the body over the addressee's firm (and asks for a check)", () => {
    const f = read("CITY OF ASHBURY", "Office of the City Clerk", "June 2, 2026", "Ms. Jane Roe", "Roe Bookkeeping LLC", "9 Birch Terrace", "Ashbury, OH 44005", "Dear Ms. Roe:", "The permit below is renewed for your client.", "Alder Foods LLC\t48 Elm Street, Ashbury, OH 44004", "Permit No.: SP-26-0042");
    expect(f.licenseeName.value).toBe("Alder Foods LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
  });

  it("a person under the owner's label and a business under its own label: the business, and a close call stays 'please check'", () => {
    // Sets written by other hands name the business the licensee when the owner is a person (blind4, 2026-11-27).
    const f = read("CITY OF ASHBURY", "BUSINESS LICENSE", "License No.: BL-26-1182", "Owner: Jane Roe", "Business Name: Roe Family Diner LLC");
    expect(f.licenseeName.value).toBe("Roe Family Diner LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
  });

  it("never takes the rest of a possessive heading for a name", () => {
    const f = read("CITY OF ASHBURY", "BUSINESS LICENSE", "License No.: BL-26-1182", "Owner's Information", "Business Name: Roe Family Diner LLC");
    expect(f.licenseeName.value).toBe("Roe Family Diner LLC");
  });
});

describe("issuing authority: a place line above an agency", () => {
  it("an agency that says whose it is keeps its own name under a state's heading", () => {
    const marshal = read("STATE OF MISSISSIPPI", "Office of the State Fire Marshal", "FIRE SAFETY PERMIT", "Permit No.: FP-26-0042").issuingAuthority;
    expect(marshal.value).toBe("Office of the State Fire Marshal");
    expect(needsReview(marshal.confidence)).toBe(false);
    expect(read("STATE OF MISSISSIPPI OFFICE OF THE STATE FIRE MARSHAL", "FIRE SAFETY PERMIT", "Permit No.: FP-26-0042").issuingAuthority.value).toBe("Office of the State Fire Marshal");
    expect(read("State of Texas", "Texas Alcoholic Beverage Commission", "WINE AND BEER PERMIT", "Permit No.: BG-26-0042").issuingAuthority.value).toBe("Texas Alcoholic Beverage Commission");
    expect(read("Commonwealth of Kentucky", "Marlow County Health Department", "FOOD SERVICE PERMIT", "Permit No.: FS-26-0042").issuingAuthority.value).toBe("Marlow County Health Department");
  });

  it("an agency named by its kind alone keeps the state's heading, the only place named", () => {
    expect(read("STATE OF MISSISSIPPI", "Department of Revenue", "SALES TAX PERMIT", "Permit No.: ST-26-0042").issuingAuthority.value).toBe("State of Mississippi Department of Revenue");
    expect(read("State of Ohio Department of Taxation", "VENDOR'S LICENSE", "License No.: 26-0042").issuingAuthority.value).toBe("State of Ohio Department of Taxation");
  });

  it("a city's line over its department is still one name", () => {
    expect(read("CITY OF ASHBURY", "Finance Department", "BUSINESS LICENSE", "License No.: BL-26-1182").issuingAuthority.value).toBe("City of Ashbury Finance Department");
  });
});

describe("premises: someone else's address block against the premises", () => {
  it("takes the business location over an address labelled under a registered agent's name", () => {
    const f = read("CITY OF ASHBURY", "Finance Department", "BUSINESS LICENSE", "License No.: BL-26-1182", "Business Name: Roe Family Diner LLC", "Registered Agent: Jane Roe", "Address: 12 Birch Lane, Conneaut, OH 44030", "Business Location: 902 Lake Ave, Ashbury, OH 44004");
    expect(f.address.value).toBe("902 Lake Ave, Ashbury, OH 44004");
    expect(needsReview(f.address.confidence)).toBe(false);
  });

  it("keeps a labelled address that is nobody else's", () => {
    const f = read("CITY OF ASHBURY", "Finance Department", "BUSINESS LICENSE", "License No.: BL-26-1182", "Business Name: Roe Family Diner LLC", "Address: 12 Birch Lane, Conneaut, OH 44030");
    expect(f.address.value).toBe("12 Birch Lane, Conneaut, OH 44030");
    expect(needsReview(f.address.confidence)).toBe(false);
  });

  it("with two addresses that could both be the premises besides someone else's, a person chooses", () => {
    const f = read("CITY OF ASHBURY", "Finance Department", "BUSINESS LICENSE", "License No.: BL-26-1182", "Business Name: Roe Family Diner LLC", "Registered Agent: Jane Roe", "Address: 12 Birch Lane, Conneaut, OH 44030", "Business Location: 902 Lake Ave, Ashbury, OH 44004", "Site: 40 Pier Road, Ashbury, OH 44004");
    expect(needsReview(f.address.confidence)).toBe(true);
  });

  it("a letter's premises named in its subject line and its sentence, not the copy sent to the sign maker", () => {
    const f = read(
      "CITY OF ASHBURY",
      "Department of Buildings",
      "March 3, 2026",
      "Ms. Jane Roe",
      "Alder Foods LLC",
      "9 Birch Terrace",
      "Ashbury, OH 44005",
      "Re: Sign Permit No. SP-2026-0139 — 48 Elm Street",
      "Dear Ms. Roe:",
      "The Department has approved the sign of Alder Foods LLC at the restaurant located at 48 Elm Street, Ashbury, OH 44004.",
      "cc: Bright Signs Inc., 12 Kiln Road, Conneaut, OH 44030",
    );
    expect(f.address.value).toBe("48 Elm Street, Ashbury, OH 44004");
  });
});
