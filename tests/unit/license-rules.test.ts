import { describe, expect, it } from "vitest";
import { extractLicenseRules } from "@server/documents/extract/license-rules";
import { findDates, parseDate } from "@server/documents/extract/dates";
import { matchLicenseType } from "@server/documents/extract/license-type";

const CATALOGUE = [
  "Food Service Establishment Permit",
  "Food Protection Certificate",
  "Business License",
  "Certificate of Occupancy",
  "Fire Safety Permit",
  "Sales Tax Certificate",
  "Sign Permit",
  "Liquor License",
];
const rules = (text: string) => extractLicenseRules(text, { licenseTypeNames: CATALOGUE });

describe("dates", () => {
  it.each([
    ["03/15/2026", "2026-03-15"],
    ["3/5/2026", "2026-03-05"],
    ["March 15, 2026", "2026-03-15"],
    ["Mar. 15, 2026", "2026-03-15"],
    ["Sept 3rd, 2026", "2026-09-03"],
    ["2026-03-15", "2026-03-15"],
    ["15-MAR-2026", "2026-03-15"],
    ["15 March 2026", "2026-03-15"],
    ["25/12/2026", "2026-12-25"],
    ["07/22/26", "2026-07-22"],
  ])("reads %s", (raw, iso) => {
    expect(parseDate(`on ${raw}.`)).toBe(iso);
  });

  it("rejects impossible dates and month-year stamps", () => {
    expect(parseDate("02/30/2026")).toBeNull();
    expect(parseDate("Rev. 08/2024")).toBeNull();
    expect(parseDate("2026-13-01")).toBeNull();
  });

  it("lists dates in order of position", () => {
    expect(findDates("from 2026-01-05 through March 31, 2026").map((d) => d.iso)).toEqual(["2026-01-05", "2026-03-31"]);
  });
});

describe("license rules", () => {
  it("reads labelled values on one line, with tabs between label and value", () => {
    const f = rules(
      [
        "CITY OF MAPLE GROVE",
        "Fire Prevention Bureau",
        "FIRE PREVENTION PERMIT",
        "Permit No.\tFP-2031-0042",
        "Business Name\tBlue Door Cafe LLC",
        "Premises Address\t12 Elm Street, Maple Grove, MN 55311",
        "Date Issued\t5/1/2031",
        "Expiration Date\t4/30/2032",
        "Inspection Date\t4/20/2031",
      ].join("\n"),
    );
    expect(f.licenseNumber.value).toBe("FP-2031-0042");
    expect(f.issueDate.value).toBe("2031-05-01");
    expect(f.expirationDate.value).toBe("2032-04-30");
    expect(f.licenseeName.value).toBe("Blue Door Cafe LLC");
    expect(f.address.value).toBe("12 Elm Street, Maple Grove, MN 55311");
    expect(f.state.value).toBe("MN");
    expect(f.licenseType.value).toBe("Fire Safety Permit");
    expect(f.issuingAuthority.value).toBe("City of Maple Grove Fire Prevention Bureau");
    for (const v of Object.values(f)) {
      expect(v.confidence).toBeGreaterThanOrEqual(0);
      expect(v.confidence).toBeLessThanOrEqual(1);
    }
  });

  it("pairs header rows with the values under them and prefers the owner over the d/b/a", () => {
    const f = rules(
      [
        "COUNTY OF RIVERBEND HEALTH DEPARTMENT",
        "HEALTH PERMIT",
        "FACILITY ID\tPERMIT NUMBER\tRISK",
        "RB-1\tHP-77-1200\tLOW",
        "BUSINESS NAME\tOWNER",
        "Sunny Side Diner\tSunny Side Holdings Inc.",
        "ISSUE DATE\tVALID THROUGH",
        "January 2, 2031\tDecember 31, 2031",
      ].join("\n"),
    );
    expect(f.licenseNumber.value).toBe("HP-77-1200");
    expect(f.licenseeName.value).toBe("Sunny Side Holdings Inc.");
    expect(f.issueDate.value).toBe("2031-01-02");
    expect(f.expirationDate.value).toBe("2031-12-31");
    expect(f.licenseType.value).toBe("Food Service Establishment Permit");
  });

  it("reads values printed above their labels (certificates)", () => {
    const f = rules(
      [
        "NORTHWIND FOOD SAFETY ACADEMY INSTITUTE",
        "Food Manager Certification",
        "This certifies that",
        "Jordan Alvarez",
        "NFA-CFM-55120\tApril 2, 2031\tApril 9, 2031\tApril 9, 2036",
        "Certificate No.\tExam Date\tDate Issued\tExpiration Date",
      ].join("\n"),
    );
    expect(f.licenseNumber.value).toBe("NFA-CFM-55120");
    expect(f.issueDate.value).toBe("2031-04-09");
    expect(f.expirationDate.value).toBe("2036-04-09");
    expect(f.licenseeName.value).toBe("Jordan Alvarez");
    expect(f.licenseType.value).toBe("Food Protection Certificate");
  });

  it("treats Effective as the issue date and finds fields inside sentences", () => {
    const f = rules(
      [
        "VILLAGE OF PINE HOLLOW",
        "BUSINESS LICENSE",
        "License No. PH-BL-2031-0007",
        "KNOW ALL PERSONS BY THESE PRESENTS that ACORN BAKERY INC., having paid the fee, is licensed",
        "to conduct business at 9 Mill Road, Pine Hollow, Ohio 44001, for the license year.",
        "Effective:\t2031-05-01",
        "Expires:\t2032-04-30",
        "Date Paid: 2031-04-22",
      ].join("\n"),
    );
    expect(f.issueDate.value).toBe("2031-05-01");
    expect(f.expirationDate.value).toBe("2032-04-30");
    expect(f.licenseeName.value).toBe("ACORN BAKERY INC.");
    expect(f.address.value).toBe("9 Mill Road, Pine Hollow, OH 44001");
    expect(f.state.value).toBe("OH");
    expect(f.issuingAuthority.value).toBe("Village of Pine Hollow");
    expect(f.licenseType.value).toBe("Business License");
  });

  it("keeps distractors out: account numbers, mailing addresses, property owners, other dates", () => {
    const f = rules(
      [
        "CITY OF LAKESIDE",
        "Finance Department",
        "PO BOX 12, LAKESIDE CA 90001",
        "Notice date: 01/12/2031\tAccount: 1009-3382",
        "SIGN PERMIT",
        "Account No.\t5555-1212",
        "Permit #:\tSGN-31-00001",
        "Property Owner:\tBig Landlord LLC",
        "Business / Tenant:\tTaco Stand Co.",
        "Job Address:\t77 Shore Drive, Lakeside, CA 90002",
        "Issued:\tJun 9, 2031",
        "Expires:\tDec 6, 2031",
      ].join("\n"),
    );
    expect(f.licenseNumber.value).toBe("SGN-31-00001");
    expect(f.licenseeName.value).toBe("Taco Stand Co.");
    expect(f.address.value).toBe("77 Shore Drive, Lakeside, CA 90002");
    expect(f.issueDate.value).toBe("2031-06-09");
    expect(f.licenseType.value).toBe("Sign Permit");
  });

  it("returns nulls with zero confidence for an unrelated text", () => {
    const f = rules("Grocery list\nmilk, eggs, bread");
    expect(f.licenseNumber).toEqual({ value: null, confidence: 0 });
    expect(f.issueDate.value).toBeNull();
    expect(f.expirationDate.value).toBeNull();
    expect(f.licenseType.value).toBeNull();
  });
});

describe("license type catalogue", () => {
  it.each([
    ["SELLER'S PERMIT issued under the Sales and Use Tax Law", "Sales Tax Certificate"],
    ["Certified Food Protection Manager", "Food Protection Certificate"],
    ["OPERATIONAL PERMIT\nBureau of Fire Prevention", "Fire Safety Permit"],
    ["ALCOHOLIC BEVERAGE LICENSE\nSeries 2COP beer and wine", "Liquor License"],
    ["CERTIFICATE OF OCCUPANCY", "Certificate of Occupancy"],
  ])("matches %j", (text, want) => {
    expect(matchLicenseType(text, CATALOGUE).value).toBe(want);
  });

  it("only answers with names from the catalogue it is given", () => {
    expect(matchLicenseType("ALCOHOLIC BEVERAGE LICENSE", ["Business License"]).value).toBe("Business License");
    expect(matchLicenseType("nothing relevant here", CATALOGUE).value).toBeNull();
  });
});
