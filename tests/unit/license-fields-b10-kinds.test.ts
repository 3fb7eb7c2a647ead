// Issue 30 (2026-11-28): kinds of license misses a tenth hand-written set showed (PDF::API2 pages and clerk forms,
// Java2D scans, Blender photos), each on an invented page — a term's own "begins / ends" labels; a government named
// with its kind last ("X Parish", "X CITY", "X Commonwealth") over its office; a form's publisher line and a clerk
// "acting as Issuing Authority" for the borough above; an agency's unit read as a "Business" label; two companies
// under "Owner" and "Business"; a caption row naming two things; a premises caption and a spelled-out direction the
// reader did not know; two address blocks side by side; a sentence's address wrapped behind an OCR speck; two kinds
// of license the catalogue's synonyms missed.
import { describe, expect, it } from "vitest";
import { stackedInColumns } from "@server/documents/extract/address";
import { toLines } from "@server/documents/extract/doc";
import { needsReview } from "@shared/domain/confidence";
import { readLicense as read, readLicenseCleanOcr as readOcr, licenseRules as rules } from "../support/invented-license";


describe("a term's own labels", () => {
  it("'TERM BEGINS | TERM ENDS' over two dates give the issue and the expiry; a resolution's date is neither", () => {
    const f = read(
      "TOWNSHIP OF QUILL HOLLOW",
      "Office of the Township Clerk",
      "RETAIL CONSUMPTION LICENSE",
      "LICENSE NUMBER\tTERM BEGINS\tTERM ENDS",
      "0707-33-912-004\t09/01/2026\t08/31/2027",
      "NAME OF LICENSEE",
      "Marrow & Sage Tavern LLC",
      "STATE TAX ID\tFEE PAID\tDATE OF RESOLUTION",
      "31-9981220/000\t$1,900.00\t08/12/2026",
    );
    expect(f.issueDate.value).toBe("2026-09-01");
    expect(f.expirationDate.value).toBe("2027-08-31");
  });
});

describe("the issuing government named with its kind last, over its office", () => {
  it("a parish over its office, an OCR dash before it and the agency's street beside it", () => {
    const f = readOcr(
      "- Heron Bayou Parish\t4\t712 Parish Center Road",
      "Beverage Permits Office\tBayou Landing, Louisiana 70999",
      "RETAIL BEVERAGE PERMIT",
      "Permit No. HBP-26-0091",
    );
    expect(f.issuingAuthority.value).toBe("Heron Bayou Parish Beverage Permits Office");
  });
  it("a city written 'X CITY.' over its division, a department after a spaced colon", () => {
    const f = readOcr(
      "ELDER FORK CITY.\t=\t18 Civic Plaza, Room 4",
      "Business Permits Division : Planning Department\tSoh Kr ane",
      "BUSINESS LICENSE",
      "License No. EF-26-1182",
    );
    expect(f.issuingAuthority.value).toBe("Elder Fork City Business Permits Division");
  });
  it("a commonwealth named first over its department", () => {
    const f = read("ARBOR COMMONWEALTH\tPO Box 1200", "Department of Revenue\tLinden, PA 17999", "Bureau of Sales Tax", "SALES TAX LICENSE", "LICENSE NUMBER\t4471-0090");
    expect(f.issuingAuthority.value).toBe("Arbor Commonwealth Department of Revenue");
  });
  it("a street or a town alone is no government ('Salt Flats City Hall' is not taken)", () => {
    const f = read("Cedar Mill City Hall", "Department of Permits", "SIGN PERMIT", "Permit No. SP-26-0001");
    expect(f.issuingAuthority.value).toBe("Department of Permits");
  });
});

describe("a form's publisher and a clerk acting for the borough", () => {
  it("'STATE OF X — DIVISION OF Y FORM' is whose form it is; the borough over its clerk 'acting as Issuing Authority' issued it", () => {
    const f = read(
      "STATE OF OHIO — DIVISION OF LIQUOR LICENSING FORM",
      "BOROUGH OF WILLET SHOALS",
      "Office of the Borough Clerk, acting as Issuing Authority",
      "PLENARY RETAIL CONSUMPTION LICENSE",
      "LICENSE NUMBER\tTERM BEGINS\tTERM ENDS",
      "0999-33-001-002\t07/01/2026\t06/30/2027",
    );
    expect(f.issuingAuthority.value).toBe("Borough of Willet Shoals");
  });
});

describe("the licensee", () => {
  it("an agency's unit that begins like a label ('Business Licensing Division') gives no licensee", () => {
    const f = readOcr(
      "RIVERTON CITY",
      "Business Licensing Division\tKr oe Snh",
      "Fenwick Pasta Works LLC",
      "Attn: Accounts Payable",
      "Your 2026 business license has been approved. Detach the card below and post it at the business location.",
      "RIVERTON CITY",
      "Business Licensing Division",
      "Fenwick Pasta Works LLC",
      "88 North Mill Road, Riverton City, UT 84999",
      "LICENSE NO.\tISSUED\tEXPIRES",
      "BL-26-0404\tJanuary 5, 2026\tDecember 31, 2026",
    );
    expect(f.licenseeName.value).toBe("Fenwick Pasta Works LLC");
    expect(f.issuingAuthority.value).toBe("Riverton City Business Licensing Division");
  });
  it("two companies under 'Owner' and 'Business' (a permit's parties): the business, please check", () => {
    const lines = [
      "City of Gannet Bay",
      "Permit Center",
      "SIGN PERMIT",
      "Permit # SG26-0410",
      "Issued\t05/02/2026\tExpires\t11/02/2026",
      "Role\tName\tAddress",
      "Business\tTern Street Noodle Bar LLC\t12 Tern Street, Gannet Bay, WA 98999",
      "Owner\tLighthouse Block Holdings LLC\t900 Pier Avenue, Suite 3, Gannet Bay, WA 98999",
      "Contractor\tBright Line Signs Inc.\t44 Mill Road, Gannet Bay, WA 98999",
    ];
    const f = rules(...lines);
    expect(f.licenseeName.value).toBe("Tern Street Noodle Bar LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
  });
  it("a caption naming two things ('Business Name and Location') beside the owner's caption: the business under it", () => {
    const f = readOcr(
      "GRANITE STATE DEPARTMENT OF REVENUE",
      "RETAIL SALES LICENSE",
      "Business Name and Location\tOwner | Officers",
      "Quarry Lane Smokehouse LLC\tDora K. Vance, Member",
      "1200 Quarry Lane\t88 Birch Hill Dr",
      "Stoneford, NH 03999\tAshby Falls, NH 03998",
    );
    expect(f.licenseeName.value).toBe("Quarry Lane Smokehouse LLC");
  });
});

describe("the premises", () => {
  it("an 'Establishment location' caption over its address, the direction spelled out after the street's kind", () => {
    const f = readOcr(
      "NORTHWOOD LAKES COUNTY",
      "Environmental Health Division",
      "FOOD ESTABLISHMENT LICENSE",
      "LICENSE NUMBER\tISSUED\tEXPIRES",
      "NL-0100-26\t2-Jan-26\t31-Dec-26",
      "ESTABLISHMENT LOCATION",
      "212 Spruce Avenue West, Loon Harbor, MN 55999",
      "OWNER / OPERATOR\tOWNER'S HOME ADDRESS",
      "Ada R. Lind\t9 Fern Lane, Two Pines, MN 55998",
    );
    expect(f.address.value).toBe("212 Spruce Avenue West, Loon Harbor, MN 55999");
  });
  it("a city named like a direction after the street ('Main Street West Haven') stays the city", () => {
    const f = read("TOWN OF ELM", "Health Department", "FOOD SERVICE PERMIT", "Permit No. FS-1001", "Location:\t45 Main Street West Haven, CT 06999");
    expect(f.address.value).toBe("45 Main Street, West Haven, CT 06999");
  });
  it("two address blocks side by side, read across with specks: the street stacked over its city in its own column", () => {
    const lines = [
      "MAGNOLIA STATE DEPARTMENT OF REVENUE",
      "RETAIL LICENSE",
      "License No.\tRL-2200417\tDate Issued\tJune 3, 2026",
      "Licensed to:\t;\tMail to:",
      "Pluff Mud Oyster Bar LLC\t:\tPluff Mud Oyster Bar LLC",
      "18 Marsh Hen Road -\t;\tAttn: Tax Dept",
      "Tidewater Point, SC 29999\t:\ttisk\t77 Rutledge Row Apt 2C, Old Quarter, SC 29998",
      "This license is issued for the location shown and does not expire.",
    ];
    expect(stackedInColumns(toLines(lines.join("\n"))).map((a) => a.line)).toContain("18 Marsh Hen Road, Tidewater Point, SC 29999");
    const f = readOcr(...lines);
    expect(f.address.value).toBe("18 Marsh Hen Road, Tidewater Point, SC 29999");
    expect(needsReview(f.address.confidence)).toBe(true);
  });
  it("a sentence's premises wrapped behind an OCR speck, the street's kind first and the state spelled out", () => {
    const f = readOcr(
      "PARISH OF BELLE RIVIERE",
      "Alcoholic Beverage Control Office",
      "Retail Alcoholic Beverage Permit",
      "Permit No. ABC-R-26-0999",
      "Be it known that Bayou Tin Roof Cafe, L.L.C., having complied with the ordinances, is permitted to sell",
      "beverages at retail at the premises known as Bayou Tin Roof Cafe, 41 Rue",
      "* Toulouse, Belle Riviere, Louisiana 70999, for the calendar year 2026.",
    );
    expect(f.address.value).toBe("41 Rue Toulouse, Belle Riviere, LA 70999");
  });
});

describe("kinds of license the synonyms missed", () => {
  it("a food & beverage establishment license is the food service establishment permit", () => {
    expect(read("LAKE COUNTY", "Environmental Health Division", "FOOD & BEVERAGE ESTABLISHMENT LICENSE", "License No. FB-1").licenseType.value).toBe("Food Service Establishment Permit");
  });
  it("a state's retail sales license is its sales tax registration", () => {
    expect(read("STATE DEPARTMENT OF REVENUE", "Taxation Division", "RETAIL SALES LICENSE", "Tax I.D. 10020030").licenseType.value).toBe("Sales Tax Certificate");
  });
});
