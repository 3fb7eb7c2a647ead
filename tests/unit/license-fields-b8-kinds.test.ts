// Issue 30 (2026-11-28): kinds of license misses an eighth hand-written set showed (LaTeX, SVG and Qt WebKit pages,
// scans and photos), each on an invented page — a company name whose spaces the OCR lost ("…GrillLLC"), an
// identifier's letter group between digit groups read with a zero for its O; a form's premises in boxes of their own
// (numbered rows with no state box, "Town / ZIP" in one caption, a grid row of street, city, state and ZIP, the
// street after its caption in one cell with the city beside it); a manager's residence captioned beside it; the
// licensee named in "Know all persons that X, having …", an agency's unit signing a letter ("Business Licensing Section")
// read as a "Business" label's value, a legal name wrapped in its box and printed in full (with the trade name in
// brackets) lower down; a scanned box edge read as "[" before a label and box fills read as "oo"; a corner box's
// caption over its number by the words' positions (the lines do not line them up), another number's caption split
// over two cells; the federal employer number never the unlabelled license number, an identifier with a letter
// prefix printed under the agency's name; a column of date labels set a little lower than the dates; "Approved at
// the regular meeting of …" is the board's action, not an issue label; a banner's "THE CITY OF" wrapped over its
// name above a department; a photo's background read as lines of letters above the page; a term whose start the OCR
// garbled; a "LICENSEE" caption over a name the OCR ran into the date beside it; the kinds served listed with the
// spirits last ("malt and vinous beverages and spirituous liquors"); a heading's name split by a wide letter gap
// ("SAFET Y") and printed whole in the footer; a grid row of street, city and ZIP with no state box under a
// location's caption.
import { describe, expect, it } from "vitest";
import { extractLicenseRules } from "@server/documents/extract/license-rules";
import { partRunWords, repairOcrIdentifier } from "@server/documents/extract/ocr-confusions";
import { dropDebrisLines } from "@server/documents/extract/ocr-debris";
import { LICENSE_TYPE_NAMES } from "@server/features/licenses/catalogue/types";
import { needsReview } from "@shared/domain/confidence";
import { placedDates } from "@server/documents/extract/date-positions";
import { wordLine } from "../support/word-line";
import { licenseRules, readLicense as read, readLicenseCleanOcr as readOcr } from "../support/invented-license";

/** A page read by OCR: the words' boxes only serve the OCR checks (one sure word, so no value is doubted by it). */

describe("a company name whose spaces the OCR lost", () => {
  it("parts an entity suffix glued to the word before it, words run together and a comma with no space", () => {
    expect(partRunWords("Heron Quay GrillLLC")).toBe("Heron Quay Grill LLC");
    expect(partRunWords("Maple HollowBreadCo.,LLC")).toBe("Maple Hollow Bread Co., LLC");
    expect(partRunWords("McAllister Foods, Inc.")).toBe("McAllister Foods, Inc.");
  });
  it("reads the parted name and leaves it for a person to check", () => {
    const f = readOcr("TOWN OF WILLOW BEND FIRE DEPARTMENT", "ASSEMBLY PERMIT\tPermit No. AP-26-0412", "Issued to:\tHeron Quay GrillLLC", "Premises:\t14 Dock Row, Willow Bend, OR 97999");
    expect(f.licenseeName.value).toBe("Heron Quay Grill LLC");
    expect(needsReview(f.licenseeName.confidence)).toBe(true);
  });
});

describe("an identifier's letter group between digit groups", () => {
  it("reads a zero among two letters or more as the letter O ('2027-KS0-11234'), and leaves real digits", () => {
    expect(repairOcrIdentifier("2027-KS0-11234")).toBe("2027-KSO-11234");
    expect(repairOcrIdentifier("2027-K10-11234")).toBe("2027-K10-11234");
    expect(repairOcrIdentifier("2027-R1-11234")).toBe("2027-R1-11234");
  });
});

describe("a form's premises address in boxes", () => {
  it("numbered rows of street, city and ZIP with no state box: the state every other address on the page is in", () => {
    const f = read(
      "OREGON CIDER AND MEAD BOARD",
      "900 Court St NE, Salem Reach, OR 97301",
      "RETAIL CIDER PERMIT",
      "1. Permit number\tCM-4471",
      "2. Legal name of permittee\tJuniper Press Cidery LLC",
      "4. Premises street address\t88 Juniper Way",
      "5. City\tLarch Point",
      "6. ZIP code\t97999",
      "7. County\tBenton Hollow",
    );
    expect(f.address.value).toBe("88 Juniper Way, Larch Point, OR 97999");
    expect(f.state.value).toBe("OR");
  });
  it("no state read when the page's other addresses disagree", () => {
    const f = read(
      "TRI-STATE FERRY AUTHORITY",
      "1 Pier Rd, Harbor Gate, NJ 07999",
      "VENDOR PERMIT\tPermit No. VP-2210",
      "Owner: Ada Lind, 4 Elm Ct, Pine Hill, PA 19999",
      "Premises street address\t12 Quay Walk",
      "City\tMill Landing",
      "ZIP code\t10999",
    );
    expect(f.address.value).not.toContain("12 Quay Walk");
  });
  it("a caption naming two boxes ('Town / ZIP') over the town and the state with its ZIP", () => {
    const f = read(
      "LAKES REGION HEALTH DISTRICT",
      "FOOD SERVICE LICENSE",
      "License number\tLR-FS-0091",
      "Street address (location)\t14 Ferry Slip Road",
      "Town / ZIP\tGull Harbor\tME 04999",
      "Owner’s mailing address\t9 Bay View Ter, Gull Harbor, ME 04998",
    );
    expect(f.address.value).toBe("14 Ferry Slip Road, Gull Harbor, ME 04999");
  });
  it("a grid row of street, city, state and ZIP under their captions", () => {
    const f = read(
      "CITY OF PRAIRIE GATE",
      "AMUSEMENT LICENSE",
      "License No. AM-26-0012",
      "Premises address\tCity\tState\tZIP",
      "7700 W Ridge Expressway\tPrairie Gate\tKS\t67999",
    );
    expect(f.address.value).toBe("7700 W Ridge Expressway, Prairie Gate, KS 67999");
  });
  it("the street after its caption in one cell, the city line in the cell beside it", () => {
    const f = read(
      "CITY OF DRY CREEK WATER DEPARTMENT\tPermit GI-2026-004",
      "Grease Interceptor Permit",
      "issued by the City of Dry Creek Water Department, Pretreatment Section",
      "410 Civic Plaza, Dry Creek, NV 89999 · (775) 555-0100",
      "Permit number:\tGI-2026-004\tUtility account:\t55-10",
      "Facility address: 2100 Sage Flat Rd NW\tDry Creek, NV 89998",
    );
    expect(f.address.value).toBe("2100 Sage Flat Rd NW, Dry Creek, NV 89998");
  });
  it("an address beside a caption naming someone's residence is not taken as sure for the premises", () => {
    // The rules' own confidence (before the calibrator, which could lower it for other reasons).
    const f = licenseRules("STATE LOTTERY AGENCY", "RETAILER PERMIT\tPermit No. LT-5521", "Legal name\tCorner Pantry LLC", "Manager’s residence\t31 Willow Bend Dr, Stone Ford, VT 05999");
    expect(f.address.value === null || needsReview(f.address.confidence)).toBe(true);
  });
});

describe("the licensee", () => {
  it("named in a 'Know all persons that X, having …' sentence", () => {
    const f = read(
      "COUNTY OF WREN HOLLOW",
      "Alcohol License Division",
      "License No. AL-2026-0110",
      "Know all persons that Copper Kettle Diner, Inc., having applied and paid the required fee, is hereby licensed",
      "to sell malt beverages at 14 Elm Court, Wren Hollow, GA 30999.",
    );
    expect(f.licenseeName.value).toBe("Copper Kettle Diner, Inc.");
  });
  it("not an agency's unit signing a letter, read as the value of a 'Business' label", () => {
    const f = read(
      "STATE REVENUE OFFICE",
      "Business Licensing Section\tMonday, May 4, 2026",
      "1 Capitol Mall, Lark City, SD 57999",
      "Ms. Ada Lund",
      "9 Prairie Rd",
      "Lark City, SD 57998",
      "Re: North Fork Pies LLC – your new sales tax license",
      "Dear Ms. Lund:",
      "Thank you for registering with the Business Licensing Section. Your application has been approved.",
      "The license below is for the location listed and must be displayed where customers can see it.",
      "Sales tax licenses do not expire. Keep the bottom part of this letter.",
      "Sincerely,",
      "Business Licensing Section",
      "SALES TAX LICENSE",
      "License number\t2201-33-ST",
      "Business name\tNorth Fork Pies LLC",
      "Location\t12 Main Street, Lark City, SD 57999",
    );
    expect(f.licenseeName.value).toBe("North Fork Pies LLC");
  });
  it("the legal name printed in full lower down (the trade name in brackets) over its box's first line", () => {
    const f = read(
      "TOWN OF BIRCH FALLS",
      "BUSINESS LICENSE RECEIPT",
      "LEGAL NAME\tAlder & Stone Kitchen\tACCOUNT",
      "Group LLC",
      "BUSINESS LOCATION\t80 Mill Ave, Birch Falls, ID 83999",
      "License No.\tBL-26-0071",
      "Licensee\tAlder & Stone Kitchen Group LLC (The Stone Oven)",
    );
    expect(f.licenseeName.value).toBe("Alder & Stone Kitchen Group LLC");
  });
});

describe("a scanned grid's box edges and fills", () => {
  it("reads a label after a '[' and a row of dates under labels whose boxes' fills read as 'oo'", () => {
    const f = read(
      "CITY OF RIVER BEND",
      "Planning Department\tSIGN PERMIT\tSP-26-0099",
      "[ BUSINESS NAME (APPLICANT)",
      "Lantern Alley Noodles LLC d/b/a Lantern Alley",
      "| PROPERTY OWNER\too\too |\tOWNER ADDRESS",
      "| Birchwood Holdings LLC\t| 5 Oak Ct, River Bend, MO 63999",
      "APPLICATION DATE oo oo\too\tDATE ISSUED oo oo oo\tPERMIT EXPIRES oo oo",
      "2/11/2026\t2/27/2026\t8/26/2026",
    );
    expect(f.licenseeName.value).toBe("Lantern Alley Noodles LLC");
    expect(f.issueDate.value).toBe("2026-02-27");
    expect(f.expirationDate.value).toBe("2026-08-26");
  });
});

describe("a corner box's caption over its number, by the words' positions", () => {
  // The OCR's lines put the caption and the number in other columns (the letterhead's cells beside the box).
  const text = [
    "| CITY OF ELM PRAIRIE\t|\tCERTIFICATE NO.",
    "Planning Department — Building Inspection\tC0-2026-0412\tZoning Desk —",
    "CERTIFICATE OF OCCUPANCY",
    "BUILDING PERMIT NO.\tPARCEL",
    "BP-25-0001\t17-22-3",
    "Occupancy group\tA-2",
  ].join("\n");
  const words = [
    {
      page: 1,
      width: 600,
      height: 400,
      words: [
        ...wordLine("| CITY OF ELM PRAIRIE", 10, 10),
        ...wordLine("CERTIFICATE NO.", 400, 10),
        ...wordLine("Planning Department — Building Inspection", 10, 24),
        ...wordLine("C0-2026-0412", 402, 24),
        ...wordLine("Zoning Desk", 520, 24),
        ...wordLine("CERTIFICATE OF OCCUPANCY", 150, 60),
        ...wordLine("BUILDING", 10, 100),
        ...wordLine("PERMIT NO.", 70, 100),
        ...wordLine("PARCEL", 300, 100),
        ...wordLine("BP-25-0001", 10, 114),
        ...wordLine("17-22-3", 300, 114),
        ...wordLine("Occupancy group", 10, 150),
        ...wordLine("A-2", 120, 150),
      ],
    },
  ];
  it("reads the identifier under the certificate's caption, not another permit's number", () => {
    const f = extractLicenseRules(text, { licenseTypeNames: [...LICENSE_TYPE_NAMES], fromOcr: true, words });
    expect(f.licenseNumber.value).toBe("CO-2026-0412");
  });
});

describe("the number when no label is read", () => {
  it("not the federal employer number; an identifier with a letter prefix under the agency's name", () => {
    const f = read(
      "STATE TAX COMMISSION",
      "TAX 0455-12345",
      "Sales Tax Unit - 1 Main St, Rock City, AR 72999",
      "RETAIL SALES TAX PERMIT",
      "Permit holder\tAcme Pies, Inc.",
      "FEIN\t71-1234567",
    );
    expect(f.licenseNumber.value).toBe("TAX 0455-12345");
    expect(needsReview(f.licenseNumber.confidence)).toBe(true);
  });
});

describe("dates and their labels", () => {
  it("a column of labels set a little lower than the dates beside them names each date", () => {
    const page = {
      page: 1,
      width: 600,
      height: 400,
      words: [...wordLine("03/02/2026", 150, 100), ...wordLine("DATE ISSUED", 10, 109), ...wordLine("Approved at the meeting of January 5, 2026", 150, 121), ...wordLine("BOARD ACTION", 10, 130)],
    };
    const issue = placedDates([page]).filter((p) => p.role === "issue");
    expect(issue.map((p) => [p.iso, p.how])).toEqual([["2026-03-02", "beside"]]);
  });
  it("'Approved at the regular meeting of …' is the board's action, not the issue date", () => {
    const f = read(
      "STATE BEVERAGE BOARD",
      "RESTAURANT BEER AND WINE LICENSE",
      "License number\tBW-2026-0017",
      "Approved at the regular meeting of March 3, 2026",
      "Date certified: April 9, 2026",
    );
    expect(f.issueDate.value).toBe("2026-04-09");
  });
});

describe("the issuing agency", () => {
  it("a banner's 'THE CITY OF' wrapped over the city's name, a department under it: one name, no article", () => {
    const f = read("THE CITY OF", "MAPLE HAVEN", "City Health Department", "Division of Environmental Health - 12 Main St, Maple Haven, OH 44999", "FOOD SERVICE OPERATION LICENSE", "LICENSE NUMBER\t2026-FS-0001");
    expect(f.issuingAuthority.value).toBe("City of Maple Haven City Health Department");
  });
});

describe("a photo's background read as lines of letters", () => {
  const line = (text: string, y: number, conf: number) => wordLine(text, 10, y).map((w) => ({ ...w, conf }));
  const words = [
    {
      page: 1,
      width: 600,
      height: 600,
      words: [
        ...line("QWV TR ZAY RKT EM ta", 10, 0.2),
        ...line("Lmq po ux rreid Gk Lat", 25, 0.15),
        ...line("Town of Fern Hollow", 60, 0.9),
        ...line("Finance Department - 5 Main St, Fern Hollow, OR 97999", 75, 0.88),
      ],
    },
  ];
  it("is left out of the lines the license reader reads, the print kept", () => {
    const text = ["QWV TR ZAY RKT EM ta", "Lmq po ux rreid Gk Lat", "Town of Fern Hollow", "Finance Department - 5 Main St, Fern Hollow, OR 97999"].join("\n");
    expect(dropDebrisLines(text, words)).toBe("Town of Fern Hollow\nFinance Department - 5 Main St, Fern Hollow, OR 97999");
  });
  it("no longer pushes the letterhead down past the lines the agency is looked for in", () => {
    const junk = Array.from({ length: 11 }, (_, i) => `Rq${i} Tx vb Lo ea ${"Zk".repeat(i + 1)}`);
    const pageWords = [
      {
        page: 1,
        width: 600,
        height: 900,
        words: [
          ...junk.flatMap((j, i) => line(j, 10 + 15 * i, 0.18)),
          ...line("Town of Fern Hollow", 200, 0.9),
          ...line("Finance Department - 5 Main St, Fern Hollow, OR 97999", 215, 0.88),
          ...line("BUSINESS LICENSE", 240, 0.9),
          ...line("License No. FH-2026-0101", 255, 0.9),
        ],
      },
    ];
    const text = [...junk, "Town of Fern Hollow", "Finance Department - 5 Main St, Fern Hollow, OR 97999", "BUSINESS LICENSE", "License No. FH-2026-0101"].join("\n");
    const f = extractLicenseRules(text, { licenseTypeNames: [...LICENSE_TYPE_NAMES], fromOcr: true, words: pageWords });
    expect(f.issuingAuthority.value).toBe("Town of Fern Hollow Finance Department");
  });
  it("leaves a text layer's lines alone (no confidences)", () => {
    const plain = [{ page: 1, width: 600, height: 600, words: wordLine("QWV TR ZAY RKT EM ta", 10, 10) }];
    expect(dropDebrisLines("QWV TR ZAY RKT EM ta", plain)).toBe("QWV TR ZAY RKT EM ta");
  });
});

describe("a term whose start the OCR garbled", () => {
  it("gives its end as the expiry, for a person to check", () => {
    const f = read("CITY OF PINE BLUFF", "BUSINESS LICENSE\tLICENSE # PB-0412", "Business name\tAlder Cafe LLC", "Valid for the period\t05/0172026-04/30/2027", "Issued\tMay 20, 2026");
    expect(f.expirationDate.value).toBe("2027-04-30");
    expect(needsReview(f.expirationDate.confidence)).toBe(true);
  });
});

describe("a licensee's caption over the name by the words' positions", () => {
  it("reads the name under 'LICENSEE' when the OCR ran it into the date under the next caption", () => {
    const text = ["STATE BEVERAGE BUREAU", "BEER AND WINE LICENSE", "LICENSE NUMBER\tBW-11-0042", "41°\t¶\tLICENSEE\tISSUED", "Copper Pine Ramen LLC 05/11/2026"].join("\n");
    const words = [
      {
        page: 1,
        width: 600,
        height: 300,
        words: [...wordLine("STATE BEVERAGE BUREAU", 10, 10), ...wordLine("LICENSEE", 100, 100), ...wordLine("ISSUED", 300, 101), ...wordLine("Copper Pine Ramen LLC", 98, 114), ...wordLine("05/11/2026", 300, 116)],
      },
    ];
    const f = extractLicenseRules(text, { licenseTypeNames: [...LICENSE_TYPE_NAMES], words });
    expect(f.licenseeName.value).toBe("Copper Pine Ramen LLC");
  });
});

describe("the license type", () => {
  it("a list of the kinds served that ends with the spirits is the liquor license", () => {
    const f = read("STATE LIQUOR BOARD", "FIRST CLASS RESTAURANT LICENSE", "malt and vinous beverages and spirituous liquors for consumption on the premises", "LICENSE NO.\t1C-26-0042");
    expect(f.licenseType.value).toBe("Liquor License");
  });
});

describe("a heading's name split by a wide letter gap", () => {
  it("is read as the page prints it whole elsewhere", () => {
    const f = read(
      "LAKESIDE GRILL SAFET Y TRAINING COUNCIL",
      "Certificate of Food Protection Manager",
      "This certifies that",
      "Mara J. Quill",
      "Certificate No.\tLGS-5512",
      "Lakeside Grill Safety Training Council · 4 Dock St, Lake Ferry, NH 03999",
    );
    expect(f.issuingAuthority.value).toBe("Lakeside Grill Safety Training Council");
  });
});

describe("a grid row of street, city and ZIP with no state box", () => {
  const page = [
    "CITY OF LARK HOLLOW\tSIGN PERMIT",
    "Planning Department — 100 Civic Way, Room 2, Lark Hollow, MO 63999\tSP-26-0100",
    "BUSINESS NAME (APPLICANT)",
    "Ember Lane Pizza LLC",
    "LOCATION (STREET ADDRESS)",
    "4410 Quarry St\tLark Hollow\t63998",
    "PROPERTY OWNER\tOWNER ADDRESS",
    "Birch Row Holdings LLC\t9 Elm Ct, Lark Hollow, MO 63997",
  ];
  it("reads the premises in the state of the page's other addresses, whatever was read before", () => {
    read("CITY OF ELM RIDGE", "Planning Department — 1 Main St, Elm Ridge, KS 66999", "Premises: 20 Oak Ave, Elm Ridge, KS 66998", "Mailing: 30 Pine Rd, Elm Ridge, KS 66997");
    expect(read(...page).address.value).toBe("4410 Quarry St, Lark Hollow, MO 63998");
  });
});
