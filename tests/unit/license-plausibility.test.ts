// The plausibility checks that keep the license reader from being sure of a value of the wrong kind.
import { describe, expect, it } from "vitest";
import { toLines } from "@server/documents/extract/doc";
import {
  checkAddress,
  checkAuthority,
  checkLicensee,
  checkLicenseFields,
  checkLicenseNumber,
  checkTerm,
  DOUBTED,
} from "@server/documents/extract/plausibility";
import { needsReview } from "@shared/domain/confidence";
import type { LicenseFields } from "@server/documents/extract/types";

const page = (...lines: string[]) => toLines(lines.join("\n"));

describe("license number", () => {
  const lines = page("Permit No.\tFS-26-04417", "Mail: 12 Oak St, Reno, NV 89501");
  it("keeps an identifier", () => {
    expect(checkLicenseNumber("FS-26-04417", lines).kind).toBe("ok");
    expect(checkLicenseNumber("NV20261148203", lines).kind).toBe("ok");
    expect(checkLicenseNumber("C of O 2026-0041", lines).kind).toBe("ok");
    expect(checkLicenseNumber("118-0042", lines).kind).toBe("ok");
  });
  it("rejects a phone number, a date, a caption and the page's ZIP", () => {
    expect(checkLicenseNumber("(702) 486-2300", lines).kind).toBe("reject");
    expect(checkLicenseNumber("702-486-2300", lines).kind).toBe("reject");
    expect(checkLicenseNumber("03/09/2026", lines).kind).toBe("reject");
    expect(checkLicenseNumber("9-Mar-26", lines).kind).toBe("reject");
    expect(checkLicenseNumber("2 DATE OF ISSUANCE 3", lines).kind).toBe("reject");
    expect(checkLicenseNumber("89501", lines).kind).toBe("reject");
  });
  it("doubts five bare digits and a number printed beside another number's label", () => {
    expect(checkLicenseNumber("40213", lines).kind).toBe("doubt");
    const withClearance = page("Tax Clearance No.\t2026-TC-55190", "Representative Code:\tR-4471");
    expect(checkLicenseNumber("2026-TC-55190", withClearance).kind).toBe("doubt");
    expect(checkLicenseNumber("R-4471", withClearance).kind).toBe("doubt");
  });
});

describe("licensee", () => {
  const lines = page("CITY OF ASHBURY", "Marla Pettigrew", "18 Harbor St", "Dear Ms. Pettigrew:", "Licensee: Lakeshore Pierogi Company");
  it("keeps a person or a business", () => {
    expect(checkLicensee("Lakeshore Pierogi Company", lines, "City of Ashbury").kind).toBe("ok");
    expect(checkLicensee("Rosalind Achebe", lines, null).kind).toBe("ok");
  });
  it("rejects a caption, a scrap and the agency", () => {
    expect(checkLicensee("CLASSIFICATION", lines, null).kind).toBe("reject");
    expect(checkLicensee("Phone", lines, null).kind).toBe("reject");
    expect(checkLicensee("Permit Type", lines, null).kind).toBe("reject");
    expect(checkLicensee("Xy", lines, null).kind).toBe("reject");
    expect(checkLicensee("City of Ashbury", lines, "CITY OF ASHBURY").kind).toBe("reject");
  });
  it("doubts a single word and a letter's addressee", () => {
    expect(checkLicensee("Nopalito", lines, null).kind).toBe("doubt");
    expect(checkLicensee("Marla Pettigrew", lines, null).kind).toBe("doubt");
  });
});

describe("issuing authority", () => {
  it("keeps an agency", () => {
    expect(checkAuthority("El Dorado Vista County Department of Public Health").kind).toBe("ok");
    expect(checkAuthority("Texas Comptroller of Public Accounts").kind).toBe("ok");
  });
  it("cuts seal residue off and doubts the name", () => {
    expect(checkAuthority("Gx) Tri-Rivers Health District")).toEqual({ kind: "doubt", why: expect.any(String), value: "Tri-Rivers Health District" });
    expect(checkAuthority("Tri-Rivers Health District ®|").kind).toBe("doubt");
  });
  it("doubts a name with no agency word", () => {
    expect(checkAuthority("Sagebrush Noodle Works").kind).toBe("doubt");
  });
});

describe("premises address", () => {
  it("doubts a mailing, owner's or c/o block, the letterhead and a letter's addressee", () => {
    const lines = page(
      "CITY OF ASHBURY",
      "300 Civic Center Plaza, Ashbury, OH 44004",
      "FOOD PERMIT",
      "Mailing Address: PO Box 9, 18 Harbor St, Conneaut, OH 44030",
      "Owner's Address:\t77 Ridge View Dr, Bozeman, MT 59715",
      "c/o Dunmore Property Management",
      "40 Third St NW, Bagley, MN 56621",
      "Location:\t902 Lake Ave, Ashbury, OH 44004",
    );
    expect(checkAddress("18 Harbor St, Conneaut, OH 44030", lines, 2).kind).toBe("doubt");
    expect(checkAddress("77 Ridge View Dr, Bozeman, MT 59715", lines, 2).kind).toBe("doubt");
    expect(checkAddress("40 Third St NW, Bagley, MN 56621", lines, 2).kind).toBe("doubt");
    expect(checkAddress("300 Civic Center Plaza, Ashbury, OH 44004", lines, 2).kind).toBe("doubt");
    expect(checkAddress("902 Lake Ave, Ashbury, OH 44004", lines, 2).kind).toBe("ok");
  });
});

describe("term", () => {
  it("doubts an expiry before the issue and a term of decades", () => {
    expect(checkTerm("2026-03-09", "2027-03-31").kind).toBe("ok");
    expect(checkTerm("2026-03-09", "2026-03-09").kind).toBe("doubt");
    expect(checkTerm("2026-03-09", "2046-03-09").kind).toBe("doubt");
  });
});

describe("checked fields", () => {
  it("drops a rejected value and puts a doubted one below the 'please check' threshold", () => {
    const sure = (value: string) => ({ value, confidence: 0.9 });
    const fields: LicenseFields = {
      licenseNumber: sure("(702) 486-2300"),
      issueDate: sure("2026-03-09"),
      expirationDate: sure("2027-03-31"),
      issuingAuthority: sure("Gx) Tri-Rivers Health District"),
      licenseeName: sure("Nopalito"),
      address: sure("61 W Cottonwood Ave, Twin Falls, ID 83301"),
      state: sure("ID"),
      licenseType: sure("Business License"),
    };
    const lines = page("Gx) Tri-Rivers Health District", "Phone (702) 486-2300", "Location: 61 W Cottonwood Ave, Twin Falls, ID 83301");
    const out = checkLicenseFields(fields, lines, 1);
    expect(out.licenseNumber).toEqual({ value: null, confidence: 0 });
    expect(out.issuingAuthority).toEqual({ value: "Tri-Rivers Health District", confidence: DOUBTED });
    expect(needsReview(out.issuingAuthority.confidence)).toBe(true);
    expect(needsReview(out.licenseeName.confidence)).toBe(true);
    expect(out.address.confidence).toBe(0.9);
    expect(out.issueDate.confidence).toBe(0.9);
  });
});
