// A license listed in a table with others (an account statement, a register): the row in force is the document's
// license; with no status to tell, the first row is only a guess, shown as "please check". Invented pages.
import { describe, expect, it } from "vitest";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";
import { readLicense } from "../support/invented-license";

const head = ["STATE OF NEBRASKA LIQUOR CONTROL COMMISSION", "ACCOUNT STATEMENT", "Licensee: Red Willow Tap House Inc.", "Premises: 1200 O Street, Lincoln, NE 68508"];

describe("a table of several licenses", () => {
  it("reads the row whose status says it is in force, as sure", () => {
    const f = readLicense(
      ...head,
      "License No.\tClass\tStatus\tIssue Date\tExpiration Date",
      "L-88120\tC\tExpired\t06/01/2024\t04/30/2025",
      "L-90233\tC\tActive\t05/01/2026\t04/30/2027",
      "L-71002\tB\tCancelled\t02/11/2021\t04/30/2022",
    );
    expect(f.licenseNumber.value).toBe("L-90233");
    expect(f.issueDate.value).toBe("2026-05-01");
    expect(f.expirationDate.value).toBe("2027-04-30");
    expect(f.licenseNumber.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it("reads a status column whose heading OCR framed in box edges ('| Status')", () => {
    const f = readLicense(
      ...head,
      "Period\t| License No.\t| Valid from\t| Valid to\t| Status",
      "[2025-26\t| L-88120\t| 07/01/2025\t| 06/30/2026\t| expired",
      "2026-27\tL-90233\t07/01/2026\t06/30/2027\t| CURRENT",
    );
    expect(f.licenseNumber.value).toBe("L-90233");
    expect(f.expirationDate.value).toBe("2027-06-30");
  });

  it("shows the first row as 'please check' when no status tells which license is the document's", () => {
    const f = readLicense(
      ...head,
      "License Type\tLicense Number\tEffective\tExpires\tFee",
      "Retail Drink\tRD-063-14471\t07/01/2026\t06/30/2027\t$1,030.00",
      "Catering Endorsement\tCE-063-14472\t09/01/2026\t08/31/2027\t$200.00",
    );
    expect(f.licenseNumber.value).toBe("RD-063-14471");
    expect(f.licenseNumber.confidence).toBeLessThan(LOW_CONFIDENCE);
  });
});

describe("rows that are no table of licenses", () => {
  it("a row of labels over one row of values, then more labels: the value is read as sure", () => {
    const f = readLicense(
      ...head,
      "License No.\tClass\tIssue Date\tExpiration Date",
      "L-90233\tC\t05/01/2026\t04/30/2027",
      "Fee Paid\tReceipt\tInspector\tDistrict",
      "$1,030.00\tR-5512\tDana Voss\t4",
    );
    expect(f.licenseNumber.value).toBe("L-90233");
    expect(f.licenseNumber.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
    expect(f.expirationDate.value).toBe("2027-04-30");
  });

  it("one record whose values wrap over lines under three headings (a name over its trade name, a street over its city)", () => {
    const f = readLicense(
      "STATE OF NEBRASKA LIQUOR CONTROL COMMISSION",
      "RETAIL LIQUOR LICENSE",
      "License No. L-90233",
      "Issued: May 1, 2026",
      "Expires: April 30, 2027",
      "Licensee\tPremises\tMailing",
      "Red Willow Tap House Inc.\t1200 O Street\tPO Box 2290",
      "DBA: The Willow\tLincoln, NE 68508\tLincoln, NE 68588",
    );
    expect(f.licenseNumber.value).toBe("L-90233");
    expect(f.licenseeName.value).toBe("Red Willow Tap House Inc.");
  });
});
