// Issue 30, point 2 (2026-11-27, second session): general evidence for the license fields on layouts never seen —
// the number labelled with the document's own kind, a label's qualifier, a term's own label over a range, dates an OCR
// read with its slashes as 1, a site's street with its city cell, the business behind a person's name. Every document
// here is invented; each case stands for a kind of layout, not one document.
import { describe, expect, it } from "vitest";
import { repairOcrDates, slashesReadAsOne } from "@server/documents/extract/ocr-dates";
import { needsReview } from "@shared/domain/confidence";
import { readLicense as read, readLicenseOcr as readOcr } from "../support/invented-license";


describe("license number: the document's own kind", () => {
  it("a permit's number ahead of the person in charge's certificate number printed first", () => {
    const f = read(
      "ELM COUNTY\tTEMPORARY FOOD ESTABLISHMENT PERMIT",
      "Person in charge\tFood protection cert. no. (PIC)",
      "Ann Roe\tCFM 1234567",
      "Permit number\tApplication no.\tDate issued",
      "ZT-10-0001\tAPP-1001\t09/02/2026",
    );
    expect(f.licenseNumber.value).toBe("ZT-10-0001");
  });

  it("a card's 'Card No.' ahead of a test ID", () => {
    const f = read("Elm County Public Health", "FOOD HANDLER CARD", "Test ID:\tT-1234567 (score 30/40)", "Card No.\t10-123456", "Name\tAnn Roe");
    expect(f.licenseNumber.value).toBe("10-123456");
  });

  it("a cell that is the kind and its identifier, beside an application number", () => {
    const f = read("TOWN OF ELM FALLS\tSIGN PERMIT", "Zoning Office\tPermit ZP-10-0001", "Application no.\tA-10-0002 (received 06/22/2026)");
    expect(f.licenseNumber.value).toBe("ZP-10-0001");
  });

  it("a tax receipt's number when it carries the title's initials; a fee receipt on a permit stays another number", () => {
    const receipt = read("ELM COUNTY TAX COLLECTOR", "LOCAL BUSINESS TAX RECEIPT", "RECEIPT NO.\tBTR-10-123456", "ACCOUNT NO.\t40-12345");
    expect(receipt.licenseNumber.value).toBe("BTR-10-123456");
    const plain = read("ELM COUNTY TAX COLLECTOR", "LOCAL BUSINESS TAX RECEIPT", "Account No.\t118-0001\tReceipt No.\tR2026-10001");
    expect(plain.licenseNumber.value).toBe("118-0001");
    const permit = read("CITY OF ELM", "FIRE PERMIT", "Receipt No.: FP-2001", "Permit No.: 26-0042");
    expect(permit.licenseNumber.value).toBe("26-0042");
  });
});

describe("a label's qualifier is no value", () => {
  it("words in brackets after the caption, and the value under it", () => {
    const f = read("ELM COUNTY", "TEMPORARY FOOD PERMIT", "Business name (as registered)\tPhone", "Oak Fern Tamales LLC\t(505) 555-0100", "Person in charge\tAnn Roe");
    expect(f.licenseeName.value).toBe("Oak Fern Tamales LLC");
  });

  it("lower-case words going on with the caption, beside a trade name's caption in brackets", () => {
    const f = read("CITY OF ELM", "BUSINESS LICENSE", "License number\tAccount number", "BL-010001\t100-10001", "Legal name of business entity\tTrade name (DBA)", "Oak Fern Hospitality LLC\tOak Fern Noodles");
    expect(f.licenseeName.value).toBe("Oak Fern Hospitality LLC");
  });

  it("a qualifier between the label and the value in one cell", () => {
    const f = read("TOWN OF ELM", "CERTIFICATE OF OCCUPANCY", "Certificate No. CO-10-0001", "Occupant (tenant) Birch Lane Noodles, Inc.", "Owner of record Elm Realty Trust");
    expect(f.licenseeName.value).toBe("Birch Lane Noodles, Inc.");
  });
});

describe("licensee in sentences and beside an owner", () => {
  it("people licensed for the use of a business: the business", () => {
    const f = read(
      "BOARD OF LICENSE COMMISSIONERS FOR ELM COUNTY",
      "ALCOHOLIC BEVERAGES LICENSE",
      "License No. 2026-CB-0001",
      "THIS IS TO CERTIFY THAT Ann Roe and Tom Poe, for the use of BLUE",
      "HERON TAVERN, INC., trading as THE HERON ROOM, at the premises known as 27 Mill Road, Elm, MD 21917",
    );
    expect(f.licenseeName.value).toBe("BLUE HERON TAVERN, INC.");
  });

  it("a sentence's name ends where the trade name begins", () => {
    const f = read("CITY OF ELM", "ENTERTAINMENT LICENSE", "License No. ENT-2026-001", "a license is granted to", "BLUE HERON HALL LLC, doing business as The Heron, to provide live entertainment");
    expect(f.licenseeName.value).toBe("BLUE HERON HALL LLC");
    expect(f.licenseType.value).toBe("Music Performance License");
  });

  it("a person under the owner's label, a business with its legal suffix under its own", () => {
    const f = readOcr("ELM COUNTY TAX COLLECTOR", "LOCAL BUSINESS TAX RECEIPT", "BUSINESS\tGULL ROCK GRILL INC", "OWNER\tJANE ROE");
    expect(f.licenseeName.value).toBe("GULL ROCK GRILL INC");
  });
});

describe("dates", () => {
  it("a term's own label over a range in a grid", () => {
    const f = read("ELM WATER BOARD", "WASTEWATER DISCHARGE PERMIT", "Permit number\tDate issued", "FOG-2026-0001\t07/24/2026", "Permittee (facility name)\tPermit period", "Oak Fern BBQ, Inc.\t08/01/2026 - 07/31/2028");
    expect(f.issueDate.value).toBe("2026-07-24");
    expect(f.expirationDate.value).toBe("2028-07-31");
  });

  it("'was issued to X on <date>' in a letter dated otherwise", () => {
    const f = read("CITY OF ELM", "Department of Buildings", "March 3, 2026", "Dear Ms. Roe:", "Sign Permit No. ZP-10-0002 was issued to Oak & Fern LLC on May 4, 2026.", "The permit expires on November 4, 2026.");
    expect(f.issueDate.value).toBe("2026-05-04");
  });

  it("an expiry label whose value above is the issue date takes the one under it", () => {
    const f = read("ELM COUNTY HEALTH", "FOOD SERVICE PERMIT", "Permit No.: FSE-10-001", "PERMIT ISSUED", "February 17, 2026", "VALID THROUGH", "Dec 31, 2026");
    expect(f.issueDate.value).toBe("2026-02-17");
    expect(f.expirationDate.value).toBe("2026-12-31");
  });

  it("slashes an OCR read as 1: one reading only, where a date is expected, and never sure", () => {
    expect(slashesReadAsOne("711126")).toBe("7/1/26");
    expect(slashesReadAsOne("2/3126")).toBe("2/3/26");
    expect(slashesReadAsOne("6/30/27")).toBeNull();
    expect(repairOcrDates("PERMIT NO\n212127").text).toBe("PERMIT NO\n212127");
    const f = readOcr("ELM FIRE DEPARTMENT", "OPERATIONAL PERMIT", "PERMIT # OP-10-1001", "DATE ISSUED\tEXPIRES", "2/3126\t212127");
    expect(f.issueDate.value).toBe("2026-02-03");
    expect(f.expirationDate.value).toBe("2027-02-02");
    expect(needsReview(f.issueDate.confidence)).toBe(true);
    expect(needsReview(f.expirationDate.confidence)).toBe(true);
  });
});

describe("premises and type", () => {
  it("an event site's street with the city in the cell beside it, not the agency's address", () => {
    const f = read(
      "ELM COUNTY\tTEMPORARY FOOD PERMIT",
      "Environmental Health Program",
      "1800 W. Main Avenue, Elm Flats, NM 88005",
      "Event site (street address)\tCity, State, ZIP",
      "Elm County Fairgrounds, 410 Fair Road\tElm Flats, NM 88000",
    );
    expect(f.address.value).toBe("410 Fair Road, Elm Flats, NM 88000");
  });

  it("a food service operation's license under a food protection program", () => {
    const f = read("CITY OF ELM", "DEPARTMENT OF PUBLIC HEALTH - FOOD PROTECTION PROGRAM", "LICENSE TO CONDUCT A FOOD SERVICE OPERATION", "License No.: FSO-2026-0001");
    expect(f.licenseType.value).toBe("Food Service Establishment Permit");
  });
});

describe("issuing authority: an agency's name wrapped over two letterhead lines", () => {
  const authority = (...lines: string[]) => read(...lines).issuingAuthority.value;
  it.each([
    [["Department of Health and", "Environmental Control", "FOOD SERVICE PERMIT", "Permit No.: FS-26-0042"], "Department of Health and Environmental Control"],
    [["BUREAU OF ALCOHOLIC BEVERAGE", "AND TOBACCO CONTROL", "RETAIL LIQUOR LICENSE", "License No.: 26-0042"], "Bureau of Alcoholic Beverage and Tobacco Control"],
    [["Wrenfield County Department of", "Public Health", "FOOD SERVICE LICENSE", "License No.: FSL-0042"], "Wrenfield County Department of Public Health"],
    [["City of Alder Falls", "Department of Planning &", "Community Development", "SIGN PERMIT", "Permit No.: SP-0042"], "City of Alder Falls Department of Planning & Community Development"],
  ])("%j", (lines, want) => {
    expect(authority(...lines)).toBe(want);
  });
  it("never joins the document's title, a number or an address to the name", () => {
    expect(authority("Wrenfield County Department of", "FOOD SERVICE LICENSE", "License No.: FSL-0042")).not.toMatch(/License/);
    expect(authority("Office of the Clerk of", "100 Main Street, Alder, OR 97001", "BUSINESS LICENSE")).not.toMatch(/Main/);
  });
});

describe("dates: the license's own term named in a sentence", () => {
  const base = ["CITY OF ALDER FALLS", "Office of the City Clerk", "BUSINESS LICENSE", "Date: November 9, 2026", "Dear Licensee:"];
  it("a renewal letter's 'renewed for the period X through Y' gives the term, not the letter's date", () => {
    const f = read(...base, "Your license has been renewed for the period December 1, 2026 through November 30, 2027.", "License No. 418726");
    expect([f.issueDate.value, f.expirationDate.value]).toEqual(["2026-12-01", "2027-11-30"]);
  });
  it("a period a tax return or an inspection covers is not the term", () => {
    const f = read(...base, "Your first return covers the period January 1, 2027 through March 31, 2027.", "License No. 418726");
    expect(f.expirationDate.value).toBeNull();
    const g = read("CITY OF ALDER FALLS", "BUSINESS LICENSE", "The premises were inspected for the period June 1, 2026 to June 30, 2026.", "License No. 418726");
    expect(g.expirationDate.value).toBeNull();
  });
});

describe("issuing authority: a county's name over its board", () => {
  it("joins 'X County' with the board or department printed under it", () => {
    const f = read("STATE OF GEORGIA", "Magnolia Bend County", "Board of Health", "FOOD SERVICE PERMIT", "Permit # FSP-2026-0042");
    expect(f.issuingAuthority.value).toBe("Magnolia Bend County Board of Health");
  });
  it("keeps a department that already names its county", () => {
    const f = read("Magnolia Bend County", "Magnolia Bend County Health Department", "FOOD SERVICE PERMIT", "Permit # FSP-2026-0042");
    expect(f.issuingAuthority.value).toBe("Magnolia Bend County Health Department");
  });
});
