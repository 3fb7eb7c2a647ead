// Issue 30 (2026-11-28, sixth session): kinds of license misses a twelfth hand-written set showed (TCPDF and
// WeasyPrint pages, clerk forms, GIMP scans and photos), each on an invented page — an identifier with another
// label and its value after it on one line; "Registered agent" read as a date's label and a sentence's "effective the
// 1st day of …"; a state's heading joined to an agency the page prints whole with the state's name; a capitals caption
// going on after "of" beside a caption the reader did not know; a second caption run into the licensee's line; a
// card's holder under the credential's title; a zero and a one read for "Ol"; a site address captioned with a word
// before it, its ZIP wrapped; a photo's edge specks before a city line whose state and ZIP ran together.
import { describe, expect, it } from "vitest";
import { needsReview } from "@shared/domain/confidence";
import { dropDebrisLines } from "@server/documents/extract/ocr-debris";
import { completeCutAgencyWord } from "@server/documents/extract/ocr-confusions";
import { readLicense as read, readLicenseCleanOcr as readOcr } from "../support/invented-license";
import { wordLine } from "../support/word-line";

describe("sure values that were wrong", () => {
  it("a card's number with a date of birth after it on the same line", () => {
    const f = readOcr("FOOD HANDLER CARD", "Priya Castellanos", "No. KS-FH-440120 DOB 09/14", "Issued 03/02/26 Expires 03/02/29");
    expect(f.licenseNumber.value).toBe("KS-FH-440120");
  });
  it("a permit's number with another number's caption and value after it", () => {
    const f = read("RETAIL SALES TAX PERMIT", "Permit number: ST-22-0041187 FEIN 0093-4", "Harrow Lane Diner LLC");
    expect(f.licenseNumber.value).toBe("ST-22-0041187");
  });
  it("'Registered agent' names a person, not a date; the sentence's 'effective the 1st day of …' wrapped over two lines does", () => {
    const f = read(
      "STATE OF NEBRASKA",
      "Department of Sales Tax Services - 1 Capitol Way, Lincoln, NE 68999",
      "CERTIFICATE OF REGISTRATION - SALES AND USE TAX",
      "This certifies that PRAIRIE SKY KITCHEN LLC is registered to collect and remit sales tax at the",
      "location shown below, effective the 3rd day of March,",
      "2026.",
      "Account number: 2201-118-040",
      "Mailing address: PO Box 12, Ogallala, NE 69999\tRegistered agent: Lena Obermeyer",
      "Application received February 10, 2026. This certificate does not expire.",
    );
    expect(f.issueDate.value).toBe("2026-03-03");
  });
  it("a state's heading over an office that does not say whose it is: the page's own spelling with the state's name", () => {
    const f = read(
      "STATE OF NEBRASKA",
      "Bureau of Revenue Services - 1 Capitol Way, Lincoln, NE 68999",
      "SALES TAX PERMIT",
      "Permit No.\tNE-ST-0091",
      "Licensee: Prairie Sky Kitchen LLC",
      "Nebraska Bureau of Revenue Services",
    );
    expect(f.issuingAuthority.value).toBe("Nebraska Bureau of Revenue Services");
    // Without the whole spelling, the heading stays with the office.
    const g = read("STATE OF NEBRASKA", "Bureau of Revenue Services", "SALES TAX PERMIT", "Permit No.\tNE-ST-0091");
    expect(g.issuingAuthority.value).toBe("State of Nebraska Bureau of Revenue Services");
  });
});

describe("the licensee", () => {
  it("a capitals caption going on after 'of' beside an 'APPLICANT' caption: the business under it", () => {
    const f = read(
      "TOWN OF ELK MEADOW",
      "SIGN PERMIT",
      "PERMIT #\tPARCEL #",
      "SP-0911-004\t2201-11-0-01-001",
      "BUSINESS / OWNER OF SIGN\tAPPLICANT",
      "Larkspur Griddle LLC\tOwen Marsh",
    );
    expect(f.licenseeName.value).toBe("Larkspur Griddle LLC");
  });
  it("another caption and its value run on after the licensee on one line", () => {
    const f = readOcr(
      "CITY OF PINE KNOB",
      "BUSINESS LICENSE",
      "Licensee: Copper Kettle Creamery Inc. Owner: Dana Whitlock",
      "Business location: 12 Mill Street, Pine Knob, NC 28999",
    );
    expect(f.licenseeName.value).toBe("Copper Kettle Creamery Inc.");
  });
  it("a card's holder on a line of their own under the credential's title: the person, for a person to check", () => {
    const f = readOcr("LAKEVIEW FOOD SAFETY INSTITUTE", "Certified Food Protection Manager", "Anika Fairweather", "CFPM 5510022", "Issued 4 May 2026");
    expect(f.licenseeName.value).toBe("Anika Fairweather");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
  });
});

describe("names the OCR cut or split", () => {
  it("a name split into cells beside its label, its LLC read 'uc': joined, for a person to check", () => {
    const f = readOcr("CERTIFICATE OF OCCUPANCY", "No.\tCO-26-0042", "Owner\tMarsh\tHeron Supper Club uc", "Location\t12 Levee Street, Port Jude, LA 70999");
    expect(f.licenseeName.value).toBe("Marsh Heron Supper Club LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
  });
  it("an agency's last word cut at the photo's edge is completed from agencies' words, for a person to check", () => {
    const f = readOcr("BLUEGRASS OFFICE OF SPIRITS AND MALT BEVERAGE CONTR", "Retail Drink License", "Licensee\tFoxhollow Kitchen LLC");
    expect(f.issuingAuthority.value).toBe("Bluegrass Office of Spirits and Malt Beverage Control");
    expect(needsReview(f.issuingAuthority.confidence)).toBe(true);
    // Letters that begin no agency's word, or more than one, stay.
    expect(completeCutAgencyWord("Harbor County Board of Heal")).toBeNull();
    expect(completeCutAgencyWord("Office of Licensing and Inspec")).toBeNull();
  });
});

describe("premises", () => {
  it("an OCR'd zero and one for the 'Ol' of a street's name", () => {
    const f = readOcr("FOOD SERVICE PERMIT", "Permit holder: Sweetgum Diner LLC", "2204 01d Ferry Road, Pellham, GA 31999", "ESTABLISHMENT ADDRESS");
    expect(f.address.value).toBe("2204 Old Ferry Road, Pellham, GA 31999");
  });
  it("a site address captioned with a word before it, its ZIP wrapped under it, a contractor's address below", () => {
    const f = readOcr(
      "TOWNSHIP OF ASH RIDGE - BUILDING DEPARTMENT",
      "Application & Permit for Sign Erection",
      "Business name\tParcel number",
      "Harbor Light Pasties Inc.\t40-11-21-100-001",
      "Sign site address\tApplicant",
      "610 Cedar Road, Ash Ridge, MI\tLena Kowal",
      "49999",
      "Contractor\tSign description",
      "Bright Neon LLC\tWall sign",
      "12 Industrial Court SE, Lansford, MI 49998",
    );
    expect(f.address.value).toBe("610 Cedar Road, Ash Ridge, MI 49999");
  });
  it("a photo's specks before the city line, its state and ZIP run together, the street on the line over it", () => {
    const f = readOcr(
      "PECOS PLAINS PUBLIC HEALTH DISTRICT",
      "Food Establishment Permit",
      "Issued to",
      "Mesquite Smoke BBQ LLC",
      "88 Willow Crossing Blvd",
      "Soo,\t¥\tLas Palmas,TX79999",
      "Permit No. PP-220011",
    );
    expect(f.address.value).toBe("88 Willow Crossing Blvd, Las Palmas, TX 79999");
    expect(f.state.value).toBe("TX");
  });
});

describe("dates", () => {
  it("a month's leading zero the OCR read as a 9 beside its label; an unlabelled token stays", () => {
    const f = readOcr("FIRE SAFETY PERMIT", "PERMIT NO.\tKF-2026-0101", "ISSUED\t93/12/2026", "EXPIRES\t93/11/2027");
    expect(f.issueDate.value).toBe("2026-03-12");
    expect(f.expirationDate.value).toBe("2027-03-11");
    expect(needsReview(f.issueDate.confidence)).toBe(true);
    expect(readOcr("FIRE SAFETY PERMIT", "Occupancy 93/12/2026").issueDate.value).toBeNull();
  });
  it("a date read fairly surely among specks the OCR was unsure of is print, not a photo's texture", () => {
    const specks = [
      { text: "gt", conf: 0.39 },
      { text: "ISSUED", conf: 0.26 },
      { text: "93/12/2026", conf: 0.71 },
      { text: "E.", conf: 0.0 },
    ];
    const row = wordLine("gt ISSUED 93/12/2026 E.", 10, 40).map((w, i) => ({ ...w, conf: specks[i]!.conf }));
    const texture = wordLine("Rq Tx vb Lo", 10, 10).map((w) => ({ ...w, conf: 0.2 }));
    const words = [{ page: 1, width: 600, height: 600, words: [...texture, ...row] }];
    expect(dropDebrisLines("Rq Tx vb Lo\nISSUED\t93/12/2026", words)).toBe("ISSUED\t93/12/2026");
  });
  it("a stamp's year printed over its month and day; a sentence about when the permit lapses over the stamp", () => {
    const f = readOcr(
      "TOWNSHIP OF ASH RIDGE - BUILDING DEPARTMENT",
      "Application & Permit for Sign Erection",
      "Date of application\tFee receipt",
      "March 2, 2026\t100231",
      "Permit void if work is not completed by September 1, 2026.",
      "APPROVED 2026",
      "Mar 16",
    );
    expect(f.issueDate.value).toBe("2026-03-16");
    expect(f.expirationDate.value).toBe("2026-09-01");
    expect(needsReview(f.expirationDate.confidence)).toBe(true);
    // The stamp unread: the sentence over its word is not its date.
    const g = readOcr("SIGN PERMIT", "Permit no. SG-26-0001", "Permit void if work is not completed by September 1, 2026.", "APPROVED", "illegible");
    expect(g.issueDate.value).not.toBe("2026-09-01");
  });
});

describe("numbers, kinds and agencies", () => {
  it("an identifier whose figures after the dash the OCR set apart behind a speck: joined, for a person to check", () => {
    const f = readOcr("SIGN PERMIT", "FOR OFFICE USE — Permit no. SG26- (0412", "Business name: Harbor Light Pasties Inc.");
    expect(f.licenseNumber.value).toBe("SG26-0412");
    expect(needsReview(f.licenseNumber.confidence)).toBe(true);
  });
  it("a license to sell 'distilled spirits, wine an(d) malt beverages' is a liquor license whatever its title", () => {
    const f = readOcr(
      "BLUEGRASS OFFICE OF SPIRITS AND MALT BEVERAGE REGULATION",
      "Retail Drink License (NQ2)",
      "Licensee\tFoxhollow Kitchen LLC",
      "This license authorizes the sale of distilled spirits, wine anc malt beverages by the drink.",
    );
    expect(f.licenseType.value).toBe("Liquor License");
  });
  it("a letterhead in spaced capitals read as the words the page prints elsewhere", () => {
    const f = read(
      "B O R O U G H O F F A I R H A V E N · 1 9 0 2",
      "Municipal Alcoholic Beverage Board",
      "Plenary Retail Consumption License",
      "License No. 0112-33-010-004",
      "The premises known as 40 Dock Street, Fairhaven, NJ 07999.",
    );
    expect(f.issuingAuthority.value).toBe("Borough of Fairhaven Municipal Alcoholic Beverage Board");
  });
});
