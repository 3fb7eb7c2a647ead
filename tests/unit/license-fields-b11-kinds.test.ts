// Issue 30 (2026-11-28): kinds of license misses an eleventh hand-written set showed (Inkscape pages and clerk forms,
// poppler/libvips scans, vips-warped photos), each on an invented page — agencies named by words the reader did not
// know (a treasury, a fire & rescue service, a licensing service), an office printed under the title, an agency
// spelled in full only elsewhere, an agency word one OCR letter off; a certificate's holder on a line of their own,
// the subject of "… is licensed to …", a client "on behalf of" whom a contractor applied, a caption that counts
// rather than names; grid house numbers, a "$" read for S, a bare "Site:" caption behind a speck, a sentence's
// address wrapped after its number, a c/o line read "C/0" in the column beside the premises, a right-hand caption
// over its value beside a column of pairs; a weekday or a month run into a date; a business's start date; a
// beverage control office's permit; a month's letters read as digits.
import { describe, expect, it } from "vitest";
import { repairAgencyWords } from "@server/documents/extract/ocr-confusions";
import { needsReview } from "@shared/domain/confidence";
import { readLicense as read, readLicenseCleanOcr as readOcr } from "../support/invented-license";


describe("agencies named by words the reader did not know", () => {
  it("a municipal treasury beside the title, its division and address under it", () => {
    const f = read(
      "PINE HOLLOW MUNICIPAL TREASURY\tRETAIL BUSINESS LICENSE",
      "Licensing Division - 12 Quarry Rd - Pine Hollow, CO 80999\tPrinted 02-Feb-26",
      "LICENSE NO.\tISSUED\tEXPIRES",
      "PH-26-0071\t1-Feb-26\t31-Dec-26",
      "LICENSEE",
      "Quillfeather Bakery LLC",
    );
    expect(f.issuingAuthority.value).toBe("Pine Hollow Municipal Treasury");
  });
  it("a fire & rescue service over its prevention division, OCR residue after a dash", () => {
    const f = readOcr(
      "BRAMBLE CREEK FIRE & RESCUE",
      "Fire Prevention Division- WQXXEZLT\tQE 0123",
      "ANNUAL FIRE SAFETY PERMIT",
      "Permit\tValid",
      "BCF-2026-0042\tJuly 1, 2026 to June 30, 2027",
    );
    expect(f.issuingAuthority.value).toBe("Bramble Creek Fire & Rescue");
  });
  it("a licensing service in the letterhead, a city's endorsement line under the title", () => {
    const f = read(
      "NORTHWIND BUSINESS LICENSING SERVICE\tForm NBL-12",
      "PO Box 400 · Harbor City, WA 98999\trev. 01/2026",
      "BUSINESS LICENSE",
      "City endorsement — City of Gull Point",
      "License No.\tIssue date\tExpiration",
      "NB-26-0091\t07/01/2026\t06/30/2027",
      "Entity (legal) name\tTernwood Oyster Bar LLC",
    );
    expect(f.issuingAuthority.value).toBe("Northwind Business Licensing Service");
  });
});

describe("an agency's name in two places", () => {
  it("a town over the title, its office under the title: one name", () => {
    const f = read(
      "TOWN OF WILLOW FORD",
      "CERTIFICATE OF OCCUPANCY",
      "Building Inspections Department · 40 Mill St · (555) 555-0100",
      "Certificate No.",
      "CO-2026-0012",
      "Date Issued",
      "04/02/2026",
      "Occupant / Tenant Business Name",
      "Copperleaf Noodle House LLC",
    );
    expect(f.issuingAuthority.value).toBe("Town of Willow Ford Building Inspections Department");
  });
  it("a place wrapped over the letterhead's address, the whole name printed on the permit's own page", () => {
    const f = readOcr(
      "MESA ALTA\t12 Plaza Rd",
      "Los Pinos, NM 87999",
      "PUBLIC HEALTH BUREAU\t(555) 555-0111",
      "June 2, 2026",
      "Dear Mr. Rowe:",
      "The permit for your client's restaurant is enclosed on the following page.",
      "",
      "MESA ALTA PUBLIC HEALTH BUREAU",
      "FOOD ESTABLISHMENT PERMIT",
      "PERMIT NO.\tMA-FP-2026-0101",
      "PERMITTEE\tJuniper Flats Diner LLC",
    );
    expect(f.issuingAuthority.value).toBe("Mesa Alta Public Health Bureau");
    // A sentence ending on the name is not its spelling in full.
    const g = read("PUBLIC HEALTH BUREAU", "FOOD ESTABLISHMENT PERMIT", "PERMIT NO.\tPH-26-0001", "For questions call Public Health Bureau");
    expect(g.issuingAuthority.value).toBe("Public Health Bureau");
  });
  it("an agency word the OCR read one letter off is put back in the case it was printed in", () => {
    expect(repairAgencyWords("Lakeshore Liquor LIGENSING Commission")).toBe("Lakeshore Liquor LICENSING Commission");
    expect(repairAgencyWords("Bureau of Environmentai Health")).toBe("Bureau of Environmental Health");
    // Words spelled right, and short words, stay.
    expect(repairAgencyWords("Division of Parks and Trails")).toBe("Division of Parks and Trails");
  });
});

describe("the licensee in the page's own sentences", () => {
  it("a certificate's holder on a line of their own over 'has completed'", () => {
    const f = read(
      "Riverbend District Health Department",
      "12 Elm St - Riverbend, NE 68999",
      "FOOD MANAGER CERTIFICATE",
      "Tomas Aldana-Reyes",
      "has completed the 8 hour food manager course and examination",
      "Certificate No.\tRDH-FM-26-0007",
      "Issued\t12 March 2026",
      "Expires\t12 March 2029",
    );
    expect(f.licenseeName.value).toBe("Tomas Aldana-Reyes");
  });
  it("the subject of '… is licensed to sell', its trade name after it", () => {
    const f = read(
      "LAKESHORE LIQUOR CONTROL COMMISSION",
      "CLASS C LICENSE",
      "By authority of the Commission, GREYWATER PUB HOLDINGS, INC, doing business as Lantern",
      "Alehouse, is licensed to sell alcoholic liquor for consumption on the premises.",
      "License No.\tBusiness ID",
      "LC-0000917\tB-110022",
    );
    expect(f.licenseeName.value).toBe("GREYWATER PUB HOLDINGS, INC");
  });
  it("a letter to the contractor: the client applied for 'on behalf of', the premises in a sentence wrapped after its number", () => {
    const f = read(
      "CITY OF KELP HARBOR",
      "Planning & Code Enforcement · 9 Wharf St · Kelp Harbor, ME 04999",
      "Saltline Signs",
      "Attn: Ada Brook",
      "52 Depot Rd",
      "Fernport, ME 04998",
      "RE: Sign Permit SP-26-0101",
      "Dear Ms. Brook:",
      "Your application on behalf of Driftwood Chowder Bar LLC for one wall sign at 18",
      "Harbor St, Kelp Harbor, ME 04999 was approved on Tuesday, May 5, 2026.",
      "cc: Driftwood Chowder Bar LLC, 18 Harbor St",
    );
    expect(f.licenseeName.value).toBe("Driftwood Chowder Bar LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
    expect(f.address.value).toBe("18 Harbor St, Kelp Harbor, ME 04999");
  });
  it("a caption that counts ('Occupant capacity: 90') is no name label; the business line beside it is the name", () => {
    const f = read(
      "ASHGROVE FIRE & RESCUE",
      "ANNUAL FIRE SAFETY PERMIT",
      "Permit\tValid",
      "AFR-2026-0090\tJune 1, 2026 to May 31, 2027",
      "Birchbark Tavern LLC\tOccupant capacity: 90",
      "410 Spruce Ave\tStation 2 district",
      "Ashgrove, WI 53999",
    );
    expect(f.licenseeName.value).toBe("Birchbark Tavern LLC");
  });
});

describe("premises addresses of shapes the reader did not know", () => {
  it("a grid house number with both coordinates ('N12W34567')", () => {
    const f = read("ASHGROVE FIRE & RESCUE", "FIRE SAFETY PERMIT", "Permit No. AFR-2026-0091", "Licensee: Hollowell Supper Club LLC", "N12W34567 Maple Rd", "Cedar Falls, WI 53998");
    expect(f.address.value).toBe("N12W34567 Maple Rd, Cedar Falls, WI 53998");
  });
  it("a direction letter S the OCR read as '$' in a sentence's address", () => {
    const f = readOcr(
      "LAKESHORE LIQUOR CONTROL COMMISSION",
      "CLASS C LICENSE",
      "Greywater Pub Holdings, Inc. is licensed to sell alcoholic liquor on the premises located at",
      "48 $ Harbor St, Port Lorne, MI 49999, for a term commencing on the 1st day of May, 2026.",
    );
    expect(f.address.value).toBe("48 S Harbor St, Port Lorne, MI 49999");
  });
  it("a bare 'SITE:' caption behind an OCR speck, the contractor's address in the column beside the owner's", () => {
    const f = readOcr(
      "COPPER FLATS DEPARTMENT OF BUILDING & SAFETY",
      "PERMIT\tSGN26-00001\tTYPE\tSIGN - WALL",
      "OWNER/PERMITTEE\tCONTRACTOR",
      "MOONLIT TACO LLC\tBRIGHTLINE SIGNS INC",
      "720 E ‘MESA AVE\tLIC NV C-6 0000001",
      "COPPER FLATS NV 89998\t95 W DUNE RD",
      "COPPER FLATS NV 89997",
      "© SITE: 720 E MESA AVE, COPPER FLATS NV 89998",
    );
    expect(f.address.value).toBe("720 E MESA AVE, COPPER FLATS, NV 89998");
  });
  it("a mailing block in care of a bookkeeper ('C/0') beside the business location, read across the columns", () => {
    const f = readOcr(
      "PRAIRIE STATE BUREAU OF TAXATION",
      "RETAIL SALES LICENSE",
      "Tax ID / License No.\tFEIN",
      "30200417\t43-0000001",
      "Mail to:\tBusiness location 001:",
      "BLUESTEM GRILL LLC\tBluestem Grill LLC",
      "C/0 ACORN BOOKKEEPING\t402 N Prairie Ave",
      "88 W ELM ST\tHaysville, MO 65999",
      "HAYSVILLE MO 65998",
    );
    expect(f.address.value).toBe("402 N Prairie Ave, Haysville, MO 65999");
  });
  it("two columns read across: pairs on the left, the premises caption on its own line over its value on the right", () => {
    const f = read(
      "Cedar Basin County Health Services",
      "PERMIT TO OPERATE",
      "Operator (legal name)",
      "Permit Number:\tCB-26-0101\tMossgate Kitchen LLC",
      "Establishment location",
      "Risk Category:\t2\t77 Larch Bend Ave",
      "Date Issued:\t05/01/2026\tHood River, OR 97999",
      "Mailing address",
      "Valid Through:\t30 JUN 2027\tPO Box 12, Hood River, OR 97998",
    );
    expect(f.address.value).toBe("77 Larch Bend Ave, Hood River, OR 97999");
  });
});

describe("dates", () => {
  it("a weekday and a month run into the date by the OCR ('Monday.March9,2026') under an Issued caption", () => {
    const f = readOcr("Town of Red Mesa", "CERTIFICATE OF OCCUPANCY", "Certificate\tIssued", "Saltbush Cafe LLC\tMonday.March9,2026", "Location\t12 N Ridge Rd, Red Mesa, AZ 85999");
    expect(f.issueDate.value).toBe("2026-03-09");
  });
  it("a business's start date is not the certificate's issue date", () => {
    const f = read(
      "GRANITE REVENUE COMMISSION",
      "CERTIFICATE OF REGISTRATION",
      "Sales and Use Tax",
      "Certificate No.\tSLS-0000012",
      "Rowan Street Kitchen LLC",
      "Business start date: 09/15/2025",
      "This certificate has no expiration date.",
    );
    expect(f.issueDate.value).not.toBe("2025-09-15");
  });
  it("a spelled month whose letters the OCR read as digits ('12-0c1-2025'), in a row of values, is put back and left for a check", () => {
    const f = readOcr(
      "GRANITE REVENUE COMMISSION",
      "CERTIFICATE OF REGISTRATION",
      "Sales and Use Tax",
      "SLS-0000012\t2000-1144\t12-0c1-2025",
      "Rowan Street Kitchen LLC",
      "Business start date: 09/15/2025",
      "This certificate has no expiration date.",
    );
    expect(f.issueDate.value).toBe("2025-10-12");
    expect(needsReview(f.issueDate.confidence)).toBe(true);
  });
});

describe("the kind of license", () => {
  it("a permit from an office of beverage control is a liquor license whatever its title says", () => {
    const f = read(
      "MARSH PARISH OFFICE OF BEVERAGE CONTROL",
      "12 Levee Rd, Marsh Landing, LA 70999",
      "RETAIL DEALER'S PERMIT",
      "Class A-General (on premises)",
      "Permittee:\tHeron Point Oyster Co., LLC",
      "Premises:\t40 Bayou St",
      "Marsh Landing, LA 70999",
      "Valid from 2026.04.01 through 2027.03.31",
      "This permit must be displayed at the premises.",
    );
    expect(f.licenseType.value).toBe("Liquor License");
  });
});
