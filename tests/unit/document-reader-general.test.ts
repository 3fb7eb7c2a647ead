// The built-in reader on layouts and wordings no fixture has (issue 16): invented text, one case each.
import { describe, expect, it } from "vitest";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { parseDate } from "@server/documents/extract/dates";
import { repairOcrIdentifier } from "@server/documents/extract/ocr-confusions";
import { readLicense, readLicenseOcr } from "../support/invented-license";

const read = (lines: string[]) => readLicense(...lines);
const tasks = (lines: string[]) => extractManualRules(lines.join("\n")).tasks.map((t) => [t.task, t.intervalDays]);

describe("license reader: labels, pairing, validators", () => {
  it("names the agency of a letterhead that puts the jurisdiction and its department on one line", () => {
    expect(read(["State of Vermont — Department of Taxes\tTel (802) 555-0101", "SALES TAX PERMIT"]).issuingAuthority.value).toBe(
      "State of Vermont Department of Taxes",
    );
    expect(read(["City of Tamsin Bay — Permits Division", "SIGN PERMIT"]).issuingAuthority.value).toBe("City of Tamsin Bay Permits Division");
  });

  it("reads a value after a dot leader that OCR turned into letters", () => {
    const f = read(["Harlow County Health Department", "FOOD ESTABLISHMENT PERMIT", "Issued To ....vvvuvnnnenennana.... Quince Street Deli Inc", "Effective Date ..........cccue... 4/2/2027"]);
    expect(f.licenseeName.value).toBe("Quince Street Deli Inc");
    expect(f.issueDate.value).toBe("2027-04-02");
  });

  it("pairs a grid label the label list does not know ('DATE OF ISSUE') with the value under it", () => {
    const f = read(["CITY OF ORLA", "Police Department", "ALARM PERMIT", "VALID THROUGH\tDATE OF ISSUE", "05/01/2028\t05/03/2027"]);
    expect(f.issueDate.value).toBe("2027-05-03");
    expect(f.expirationDate.value).toBe("2028-05-01");
  });

  it("takes the value over a label whose row OCR garbled, when values are printed above their labels", () => {
    const f = read([
      "STATE OF NEVADA",
      "Department of Taxation",
      "SELLER'S PERMIT",
      "Marlin Bay Foods Co.\tMarlin Bay",
      "Legal Name\tLUBA",
      "06-02-2027\t06-01-2028",
      "vate 1ssuea\tExpiration vate",
    ]);
    expect(f.licenseeName.value).toBe("Marlin Bay Foods Co.");
    expect(f.issueDate.value).toBe("2027-06-02");
    expect(f.expirationDate.value).toBe("2028-06-01");
  });

  it("reads values by their shape when no label could be read, at a low confidence", () => {
    const f = read([
      "City of Pell Harbor — Police Department",
      "BURGLAR ALARM PERMIT",
      "K41-7702\tDunmore Grill LLC",
      "Ter x ” . > La STR",
      "OCT 3 2026\tAPR 2 2026",
      "God TGR\tTew Date",
    ]);
    expect(f.licenseNumber).toMatchObject({ value: "K41-7702" });
    expect(f.licenseeName.value).toBe("Dunmore Grill LLC");
    expect(f.issueDate.value).toBe("2026-04-02");
    expect(f.expirationDate.value).toBe("2026-10-03");
    for (const k of ["licenseNumber", "licenseeName", "issueDate", "expirationDate"] as const) expect(f[k].confidence).toBeLessThan(0.6);
  });

  it("gives no expiration to a document that runs until revoked", () => {
    const f = read(["STATE OF OREGON", "Department of Revenue", "SELLER'S PERMIT", "Permit No.\tSR-88-1020", "07/01/2026", "This permit is valid until revoked.", "Return due 10/31/2026"]);
    expect(f.expirationDate.value).toBeNull();
  });

  it("reads a number under a 'Serial No.' heading and a licensee below 'Issued To'", () => {
    const f = read(["CITY OF MARLOW HEIGHTS", "Department of Finance", "GENERAL BUSINESS LICENSE", "SERIAL NO.\tISSUED TO", "QX-4471-09\tOrchid Lane Eatery LLC"]);
    expect(f.licenseNumber.value).toBe("QX-4471-09");
    expect(f.licenseeName.value).toBe("Orchid Lane Eatery LLC");
  });

  it("pairs values printed above their labels", () => {
    const f = read([
      "COUNTY OF BRENNAN",
      "Department of Environmental Health",
      "FOOD ESTABLISHMENT PERMIT",
      "FE-88-1204\tTamber Noodle Co.",
      "Permit No.\tLicensee",
      "02-11-2027\t02-10-2028",
      "Valid From\tExpiration Date",
    ]);
    expect(f.licenseNumber.value).toBe("FE-88-1204");
    expect(f.licenseeName.value).toBe("Tamber Noodle Co.");
    expect(f.issueDate.value).toBe("2027-02-11");
    expect(f.expirationDate.value).toBe("2028-02-10");
    expect(f.licenseType.value).toBe("Food Service Establishment Permit");
  });

  it("skips a building-permit number and a landlord on a certificate of occupancy", () => {
    const f = read([
      "City of Quillmont Building Safety Division",
      "CERTIFICATE OF OCCUPANCY",
      "Building Permit No.: BLD-19-55021",
      "Owner of Record: Farrow Land Holdings LP",
      "Occupant: Pepper Mill Diner Inc.",
      "C.O. No.: CO-27-0093",
      "Date of Issuance: Mar. 9, 2027",
    ]);
    expect(f.licenseNumber.value).toBe("CO-27-0093");
    expect(f.licenseeName.value).toBe("Pepper Mill Diner Inc.");
    expect(f.issueDate.value).toBe("2027-03-09");
    expect(f.expirationDate.value).toBeNull();
  });

  it("reads 'Premises of' and the number in a corner", () => {
    const f = read(["No. 7730-BW", "Gresham Liquor Control Commission", "BEER AND WINE LICENSE", "Premises of Saltgrass Tavern LLC", "Effective October 3rd, 2026"]);
    expect(f.licenseNumber.value).toBe("7730-BW");
    expect(f.licenseeName.value).toBe("Saltgrass Tavern LLC");
    expect(f.issueDate.value).toBe("2026-10-03");
    expect(f.licenseType.value).toBe("Beer and Wine License");
  });

  it("names a state agency from the state line over a generic department", () => {
    const f = read(["STATE OF IDAHO", "Alcoholic Beverage Control Board", "RETAIL LIQUOR LICENSE"]);
    expect(f.issuingAuthority.value).toBe("State of Idaho Alcoholic Beverage Control Board");
  });

  it("tells issue from inspection and expiry dates by their labels even when OCR misspells them", () => {
    const f = read([
      "STATE OF KANSAS",
      "Liquor Control Commission",
      "ON-PREMISES LIQUOR LICENSE",
      "4 May 2027\t12 May 2027",
      "Inspection Date\tEftective Date",
      "$90.00\t11 May 2029",
      "Annual Fee\tValid Untl",
    ]);
    expect(f.issueDate.value).toBe("2027-05-12");
    expect(f.expirationDate.value).toBe("2029-05-11");
  });

  it("ignores a period 'through' a date inside a sentence", () => {
    const f = read(["SELLER'S PERMIT", "Date Issued: 02/03/2027", "Your first return covers 02/03/2027 through 06/30/2027 and is due by 07/31/2027."]);
    expect(f.expirationDate.value).toBeNull();
  });

  it.each([
    ["Mar. 9, 2026", "2026-03-09"],
    ["09-14-2026", "2026-09-14"],
    ["March 9th, 2026", "2026-03-09"],
    ["2026-03-09", "2026-03-09"],
    ["MAR 09 2026", "2026-03-09"],
    ["9 March 2026", "2026-03-09"],
  ])("date %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });
});

describe("manual reader: any bullet, interval before or after", () => {
  it("reads interval-first bullets, wrapped tasks and keeps running hours apart", () => {
    const got = tasks([
      "MAINTENANCE",
      "+ Daily: backflush each group head with cleaning powder and rinse",
      "the portafilters.",
      "* Once a year: descale the boiler.",
      "• Every 4 months: change the softener cartridge.",
      "Every 500 operating hours: replace the pump seal.",
    ]);
    expect(got).toContainEqual(["Backflush each group head with cleaning powder and rinse the portafilters", 1]);
    expect(got).toContainEqual(["Descale the boiler", 365]);
    expect(got).toContainEqual(["Change the softener cartridge", 120]);
    expect(got.some(([t]) => String(t).includes("pump seal"))).toBe(false);
  });

  it("reads a table whose first column is the frequency, and lettered items", () => {
    const got = tasks([
      "Frequency\tProcedure",
      "Quarterly\tClean the condenser coil",
      "Semi-annually\tInspect the door gaskets",
      "a) Wipe the bin interior (weekly).",
      "b) Every three months, flush the drain line.",
    ]);
    expect(got).toContainEqual(["Clean the condenser coil", 90]);
    expect(got).toContainEqual(["Inspect the door gaskets", 180]);
    expect(got).toContainEqual(["Wipe the bin interior", 7]);
    expect(got).toContainEqual(["Flush the drain line", 90]);
  });

  it.each([
    ["TALLOW WORKS DM-40 Door-Type Dish Machine", "Dishwasher"],
    ["Corliss EM-2 Two-Group Espresso Machine", "Coffee machine"],
    ["Harlan CO-61 Combination Oven-Steamer", "Combi oven"],
  ])("equipment named %s", (title, type) => {
    expect(extractManualRules(`${title}\nOwner's Manual`).equipmentType.value).toBe(type);
  });
});

describe("manual reader: maker from a footer OCR misread", () => {
  it("finds the maker before a model printed with 1 for I", () => {
    const f = extractManualRules(["Installation and Care Guide", "FI-30B Flake Ice Machine", "Model: FI-30B", "Quillon Frost F1-30B | Page 1", "Quillon Frost F1-30B | Page 2"].join("\n"));
    expect(f.manufacturer.value).toBe("Quillon Frost");
  });
});

describe("license number: OCR look-alikes put back by the shape of the number", () => {
  const ocrRead = (lines: string[]) => readLicenseOcr(...lines);

  it.each([
    ["C0-26-68809", "CO-26-68809"],
    ["F0G 2O26-0l234", "FOG 2026-01234"],
    ["C0O-811-852074", "COO-811-852074"],
    ["BL-2026-1O45l", "BL-2026-10451"],
  ])("reads %s as %s", (printed, number) => {
    expect(repairOcrIdentifier(printed)).toBe(number);
  });

  it.each(["A12-3456", "AB10-23456", "R1-20345", "SR KH 102-884471", "2026-00123", "LQ 25-00412"])("leaves %s, which mixes letters and digits by design", (n) => {
    expect(repairOcrIdentifier(n)).toBe(n);
  });

  it("repairs a number that OCR read, and keeps a text layer's number as printed", () => {
    const lines = ["City of Lorne", "Department of Building Safety", "CERTIFICATE OF OCCUPANCY", "C.0. No.: C0-2O26-0l77"];
    expect(ocrRead(lines).licenseNumber.value).toBe("CO-2026-0177");
    expect(read(["City of Lorne", "Department of Building Safety", "CERTIFICATE OF OCCUPANCY", "C.O. No.: CX0-2026-0177"]).licenseNumber.value).toBe(
      "CX0-2026-0177",
    );
  });

  it("pairs values above a label row whose labels OCR printed with digits, past a garbled building-permit label", () => {
    const f = ocrRead([
      "City of Orla — Department of Building Safety",
      "CERTIFICATE OF OCCUPANCY",
      "C0-649191\tHarbor Fig Holdings LLC",
      "“C.0. NO.\tBUS1NESS NAME",
      "BLD-26-61684\t$62.00",
      "BUllO1lng Permit NO.\tFee Paid",
    ]);
    expect(f.licenseNumber.value).toBe("CO-649191");
    expect(f.licenseeName.value).toBe("Harbor Fig Holdings LLC");
  });
});

describe("manual reader: an item that ends with its interval is complete", () => {
  it("does not join the sentence after the list to the last item", () => {
    expect(
      tasks([
        "Care and Cleaning",
        "- Drain the tank and clean the scrap screens: once a week",
        "- Check the final rinse temperature with a thermometer label: once a year",
        "Items marked as required are done only when needed.",
      ]),
    ).toEqual([
      ["Drain the tank and clean the scrap screens", 7],
      ["Check the final rinse temperature with a thermometer label", 365],
    ]);
  });
});
