// Issue 30 (2026-11-27, fourth session): kinds of misses a seventh hand-written set showed, each on an invented
// page — two address blocks side by side (the premises stacked in its column, a mailing PO box in the next); a
// board that "hereby grants to" the licensee, with its kind of company and its agent after the name; a broad
// "retail beverage license" limited to "beer and wine only"; a corner box captioned with the kind ("BUSINESS
// LICENSE") over the number, a renewal code printed lower on the page; a premises cut after a comma with the
// next column's "Expiration Date: …" read in between; a "Date granted" caption over the issue date, the term's
// start a later date; the business an agency "hereby permits … to" do something; a numbered road as the street.
import { describe, expect, it } from "vitest";
import { readLicense as read } from "../support/invented-license";


describe("premises address", () => {
  it("takes the city line stacked under the street, not the mailing block's city printed level with it", () => {
    const f = read(
      "TOWN OF BIRCH LANDING, OREGON\tLICENSE NO. 26-1180",
      "Finance Office — Business License\tISSUED 02/01/26",
      "BUSINESS NAME\tMAILING ADDRESS",
      "Copper Fern Bakery LLC\tCopper Fern Bakery LLC",
      "LOCATION\tPO Box 411",
      "72 Alder Mill Rd\tBirch Landing, OR 97399",
      "Birch Landing, OR 97388\tNAICS 311811",
      "This license is issued for the privilege of doing business in the Town of Birch Landing.",
    );
    expect(f.address.value).toBe("72 Alder Mill Rd, Birch Landing, OR 97388");
  });
  it("a numbered road as the street ('<number> Route <n> South')", () => {
    const f = read("TOWNSHIP OF ELM RIDGE", "FIRE PREVENTION PERMIT\tPermit No. ER-26-0114", "BUSINESS", "Maple Grill Inc.", "88 Route 31 South, Elm Ridge, NJ 08999", "DATE ISSUED\tEXPIRES");
    expect(f.address.value).toBe("88 Route 31 South, Elm Ridge, NJ 08999");
  });
  it("a premises cut after a comma, another column's 'Label: value' read before its last line", () => {
    const f = read(
      "CITY OF DUSTY MESA",
      "Ms. Ana Ruiz",
      "Mesa Coal Fire LLC",
      "c/o Ruiz Holdings",
      "19 Quail Run Court",
      "Dusty Mesa, NM 88999",
      "Your license is enclosed below.",
      "RESTAURANT BEER AND WINE LICENSE\tLicense No. BW-2026-0031",
      "Licensee: Mesa Coal Fire LLC\tIssue Date: April 1, 2026",
      "Premises: 4410 W. Canyon Rim Blvd, Dusty Mesa,",
      "Expiration Date: March 31, 2027",
      "NM 88998",
    );
    expect(f.address.value).toBe("4410 W. Canyon Rim Blvd, Dusty Mesa, NM 88998");
  });
});

describe("licensee in a sentence", () => {
  it("the business an agency 'hereby permits' to do something, its name wrapped over two lines", () => {
    const f = read(
      "PARISH OF CYPRESS BEND",
      "AMPLIFIED MUSIC PERMIT",
      "Permit No. AM-2026-0031",
      "The Department of Permits of Cypress Bend Parish hereby permits Crawfish Moon Oyster",
      "Bar, LLC to present amplified music at 12 Levee Road, Bayou Claire, LA 70999.",
    );
    expect(f.licenseeName.value).toBe("Crawfish Moon Oyster Bar, LLC");
  });
  it("the business a board 'hereby grants to', not its kind of company or its agent", () => {
    const f = read(
      "TOWN OF CEDAR BEND",
      "RETAIL BEER LICENSE",
      "No. 2026-RB-12",
      "KNOW ALL PERSONS BY THESE PRESENTS, that the Town Board of Cedar Bend, having received the application, hereby",
      "grants to Lantern Row Tavern, Inc., a Vermont corporation, whose appointed agent is Dana K. Holm, this license",
      "to sell fermented malt beverages at retail on the premises known as 41 Mill Pond Road, Cedar Bend, VT 05999.",
    );
    expect(f.licenseeName.value).toBe("Lantern Row Tavern, Inc.");
  });
});

describe("license type", () => {
  it("a beverage license limited to beer and wine ('malt and vinous beverages — beer and wine only') is the beer and wine kind", () => {
    const f = read(
      "TOWN OF GULL POINT",
      "Board of License Commissioners",
      "CLASS C RETAIL BEVERAGE LICENSE",
      "(Malt and vinous beverages — beer and wine only)",
      "License No. BV-2026-4",
      "This certifies that Driftwood Chowder Co. is licensed on the premises at 12 Wharf Lane, Gull Point, ME 04999.",
    );
    expect(f.licenseType.value).toBe("Beer and Wine License");
  });
  it("a city's mobile food vendor license is a business license, the health permit it requires named only as a condition", () => {
    const f = read(
      "CITY OF MAPLE FORD",
      "Office of the City Clerk — Licensing",
      "MOBILE FOOD VENDOR LICENSE",
      "Annual license · Not valid without a current county health permit",
      "MV-2026-0042\tHP-MF-1180",
      "License number\tCounty health permit no.",
      "Salt & Ember Tacos LLC",
    );
    expect(f.licenseType.value).toBe("Business License");
  });
  it("a letter's subject line ('Re: Restaurant Liquor License — …') names the kind over its office's letterhead", () => {
    const f = read(
      "CITY OF JUNIPER WELLS",
      "Business License Division · Department of Finance",
      "Re: Restaurant Liquor License — 40 Canyon Blvd",
      "Dear Mr. Ortiz:",
      "The City Council approved the application of Red Mesa Grill LLC. Your business license remains current.",
      "RESTAURANT LIQUOR LICENSE\tLicense No. LQ-2026-0081",
    );
    expect(f.licenseType.value).toBe("Liquor License");
  });
  it("a beverage license with no such limit stays the liquor kind", () => {
    const f = read("TOWN OF GULL POINT", "RETAIL BEVERAGE LICENSE", "License No. BV-2026-5", "Licensee: Driftwood Chowder Co.");
    expect(f.licenseType.value).toBe("Liquor License");
  });
});

describe("license number", () => {
  it("the identifier under a corner caption naming the kind with a word before it, not a renewal code below", () => {
    const f = read(
      "STATE OF IDAHO\tBUSINESS LICENSE",
      "Bureau of Business Licensing\t2026501942",
      "Pine Cone Griddle LLC",
      "14 Larch Way",
      "Cedar Flats, ID 83999",
      "Issue Date: 12/20/2025\tValid Through: 12/31/2026",
      "Renew online with your license number and the renewal code RN-5520-QT.",
    );
    expect(f.licenseNumber.value).toBe("2026501942");
  });
});

describe("issue date", () => {
  it("'Date granted' over its date is the issue, not the start of a later term", () => {
    const f = read(
      "TOWN OF SEA CLIFF",
      "RETAIL BEER AND WINE LICENSE",
      "License No. BW-2026-09",
      "This certifies that Tidewater Fry House, Inc. is licensed for the term January 1, 2027 to December 31, 2027.",
      "Date granted\tPublic hearing\tState permit",
      "December 9, 2026\tNovember 20, 2026\tSP-004-1182",
    );
    expect(f.issueDate.value).toBe("2026-12-09");
  });
});
