import { describe, expect, it } from "vitest";
import {
  choiceFromText,
  dateFromCell,
  EQUIPMENT_STATUS_WORDS,
  fieldForHeader,
  IMPORT_FIELDS,
  IMPORT_KINDS,
  licenseTypeFromText,
  LOCATION_STATUS_WORDS,
  mapHeaders,
  moneyFromCell,
  monthFromCell,
  parseDateCell,
  parseStateCell,
  parseZipCell,
  stateFromCell,
  VENDOR_CATEGORY_WORDS,
  VENDOR_SCHEDULE_WORDS,
} from "@shared/domain/import";

describe("cells", () => {
  it("reads back a cell an export neutralised as a formula", async () => {
    const { cellString } = await import("@shared/domain/import");
    expect(cellString("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(cellString("'+1 518 555 0100")).toBe("+1 518 555 0100");
    expect(cellString("'quoted'")).toBe("'quoted'");
    expect(cellString("  two   spaces ")).toBe("two spaces");
  });
});

describe("dates in the formats people type", () => {
  it.each([
    ["2026-03-15", "2026-03-15"],
    ["2026/3/5", "2026-03-05"],
    ["2026.03.15", "2026-03-15"],
    ["2026-03-15T00:00:00Z", "2026-03-15"],
    ["2026-03-15 13:45:00", "2026-03-15"],
    ["3/15/2026", "2026-03-15"],
    ["03/15/26", "2026-03-15"],
    ["3-15-2026", "2026-03-15"],
    ["15/03/2026", "2026-03-15"],
    ["3/5/2026", "2026-03-05"],
    ["12/31/99", "1999-12-31"],
    ["Mar 15, 2026", "2026-03-15"],
    ["March 15 2026", "2026-03-15"],
    ["march 15th, 2026", "2026-03-15"],
    ["15 March 2026", "2026-03-15"],
    ["15-Mar-26", "2026-03-15"],
    ["Sept 1, 2026", "2026-09-01"],
    ["Sunday, March 15, 2026", "2026-03-15"],
    ["2026 Mar 15", "2026-03-15"],
    [46096, "2026-03-15"],
    [46096.75, "2026-03-15"],
    [1, "1899-12-31"],
  ] as const)("%s → %s", (input, expected) => {
    expect(dateFromCell(input)).toBe(expected);
  });

  it.each(["2026-02-30", "13/13/2026", "02/30/2026", "tomorrow", "March 2026", "2026", "15/15/15", "Marchy 5 2026", 0, -3])("refuses %s", (input) => {
    expect(dateFromCell(input)).toBeNull();
  });

  it("says which cell and how to write it; blank is no date", () => {
    expect(parseDateCell("31/31/2026", "Issue date")).toEqual({
      ok: false,
      message: 'Issue date "31/31/2026" is not a date (write it as 2026-03-15, 3/15/2026 or Mar 15, 2026)',
    });
    expect(parseDateCell("  ", "Issue date")).toEqual({ ok: true, value: null });
    expect(parseDateCell(null, "Issue date")).toEqual({ ok: true, value: null });
  });
});

describe("months", () => {
  it.each([
    ["2026-03", "2026-03"],
    ["2026/3", "2026-03"],
    ["03/2026", "2026-03"],
    ["3-2026", "2026-03"],
    ["Mar 2026", "2026-03"],
    ["March 2026", "2026-03"],
    ["Mar-26", "2026-03"],
    ["March '26", "2026-03"],
    ["2026 March", "2026-03"],
    ["2026-03-01", "2026-03"],
    ["3/1/2026", "2026-03"],
    [46082, "2026-03"],
  ] as const)("%s → %s", (input, expected) => {
    expect(monthFromCell(input)).toBe(expected);
  });
  it.each(["2026-13", "13/2026", "Smarch 2026", "soon"])("refuses %s", (input) => {
    expect(monthFromCell(input)).toBeNull();
  });
});

describe("money as currency text", () => {
  it.each([
    ["1234.50", "1234.50"],
    ["$1,234.50", "1234.50"],
    ["$ 1,234", "1234"],
    ["USD 99.99", "99.99"],
    ["99.99 USD", "99.99"],
    ["US$10", "10"],
    ["1234.", "1234"],
    [".5", "0.5"],
    ["(12.00)", "-12.00"],
    ["-$12", "-12"],
    ["$-12", "-12"],
    ["1.005", "1.005"],
    [1191.1599999999999, "1191.16"],
    [4250, "4250"],
    ["0", "0"],
    ["-0", "0"],
  ] as const)("%s → %s", (input, expected) => {
    expect(moneyFromCell(input)).toBe(expected);
  });
  it.each(["12,34.00", "$$12", "12 dollars", "abc", "--5", "(-5)", "1.2.3"])("refuses %s", (input) => {
    expect(moneyFromCell(input)).toBeNull();
  });
});

describe("states as names or codes", () => {
  it.each([
    ["NY", "NY"],
    ["ny", "NY"],
    [" New York ", "NY"],
    ["new york", "NY"],
    ["NEWYORK", "NY"],
    ["N.Y.", "NY"],
    ["Calif.", "CA"],
    ["Tex", "TX"],
    ["State of Texas", "TX"],
    ["West Virginia", "WV"],
    ["W. Va.", "WV"],
    ["Rhode Island", "RI"],
  ] as const)("%s → %s", (input, expected) => {
    expect(stateFromCell(input)).toBe(expected);
  });
  it("refuses what is not a state, saying how to write one", () => {
    expect(stateFromCell("Narnia")).toBeNull();
    expect(stateFromCell("XX")).toBeNull();
    expect(parseStateCell("Narnia", "State")).toEqual({
      ok: false,
      message: 'State "Narnia" is not a US state (write a name such as New York or a code such as NY)',
    });
  });
});

describe("ZIP codes", () => {
  it("puts back the leading zeros a number cell lost", () => {
    expect(parseZipCell(2134)).toEqual({ ok: true, value: "02134" });
    expect(parseZipCell("2134")).toEqual({ ok: true, value: "02134" });
    expect(parseZipCell(21340001)).toEqual({ ok: true, value: "21340001" });
    expect(parseZipCell(121340001)).toEqual({ ok: true, value: "12134-0001" });
    expect(parseZipCell("12207-1234")).toEqual({ ok: true, value: "12207-1234" });
    expect(parseZipCell(null)).toEqual({ ok: true, value: null });
  });
});

describe("choices by name with synonyms", () => {
  it.each([
    ["Janitorial", "cleaning"],
    ["HVAC", "maintenance"],
    ["Trash", "waste"],
    ["Pest Control", "other"],
    ["Food Supplier", "supplier"],
    ["Alarm monitoring", "security"],
    ["Electric", "utilities"],
    ["waste", "waste"],
  ] as const)("vendor category %s → %s", (input, expected) => {
    expect(choiceFromText(input, VENDOR_CATEGORY_WORDS)).toBe(expected);
  });
  it.each([
    ["Biweekly", "bi-weekly"],
    ["every other week", "bi-weekly"],
    ["As needed", "on-call"],
    ["24x7", "24/7"],
    ["Once a month", "monthly"],
  ] as const)("vendor schedule %s → %s", (input, expected) => {
    expect(choiceFromText(input, VENDOR_SCHEDULE_WORDS)).toBe(expected);
  });
  it.each([
    ["Out of order", "broken"],
    ["OK", "working"],
    ["Needs maintenance", "maintenance_due"],
    ["maintenance_due", "maintenance_due"],
  ] as const)("equipment status %s → %s", (input, expected) => {
    expect(choiceFromText(input, EQUIPMENT_STATUS_WORDS)).toBe(expected);
  });
  it("location statuses", () => {
    expect(choiceFromText("Coming soon", LOCATION_STATUS_WORDS)).toBe("opening_soon");
    expect(choiceFromText("Temporarily Closed", LOCATION_STATUS_WORDS)).toBe("temporarily_closed");
    expect(choiceFromText("sometimes", LOCATION_STATUS_WORDS)).toBeNull();
  });
});

describe("license types by name with synonyms", () => {
  const names = ["Food Service Establishment Permit", "Liquor License", "Sales Tax Certificate", "Sign Permit", "Certificate of Occupancy", "Beer and Wine License", "Our Own Permit"];
  it.each([
    ["Liquor License", "Liquor License"],
    ["liquor license", "Liquor License"],
    ["Liquor", "Liquor License"],
    ["Alcohol license", "Liquor License"],
    ["Health Permit", "Food Service Establishment Permit"],
    ["Seller's Permit", "Sales Tax Certificate"],
    ["Beer & Wine License", "Beer and Wine License"],
    ["Sign License", "Sign Permit"],
    ["CO", "Certificate of Occupancy"],
    ["our own permit", "Our Own Permit"],
  ] as const)("%s → %s", (input, expected) => {
    expect(licenseTypeFromText(input, names)).toBe(expected);
  });
  it("refuses an unknown type and a synonym of a type the database lacks", () => {
    expect(licenseTypeFromText("Unicorn License", names)).toBeNull();
    expect(licenseTypeFromText("Fire permit", names)).toBeNull();
  });
});

describe("headers", () => {
  it("every template column maps to its own field for every kind", () => {
    for (const kind of IMPORT_KINDS) {
      const columns = IMPORT_FIELDS[kind].map((f) => f.column);
      const mapping = mapHeaders(kind, columns);
      expect(Object.values(mapping)).toEqual(IMPORT_FIELDS[kind].map((f) => f.key));
    }
  });

  it("matches synonyms, spacing and case", () => {
    expect(fieldForHeader("locations", "Store Name")).toBe("name");
    expect(fieldForHeader("locations", "Postal code")).toBe("zipCode");
    expect(fieldForHeader("locations", "ZIP")).toBe("zipCode");
    expect(fieldForHeader("licenses", "Permit #")).toBe("licenseNumber");
    expect(fieldForHeader("licenses", "Expires")).toBe("expirationDate");
    expect(fieldForHeader("equipment", "S/N")).toBe("serialNumber");
    expect(fieldForHeader("equipment", "Cost")).toBe("price");
    expect(fieldForHeader("vendors", "Company")).toBe("name");
    expect(fieldForHeader("budgets", "Budgeted")).toBe("plannedAmount");
    expect(fieldForHeader("budgets", "Colour")).toBeNull();
  });

  it("the user's choice wins, then the remembered one; a field is taken once", () => {
    const headers = ["Store", "Street", "Extra", "Location Name"];
    expect(mapHeaders("locations", headers)).toEqual({ Store: "name", Street: "address", Extra: "", "Location Name": "" });
    expect(mapHeaders("locations", headers, { Store: "" }, { Extra: "notes", Store: "managerName" })).toEqual({
      Store: "",
      Street: "address",
      Extra: "notes",
      "Location Name": "name",
    });
    expect(mapHeaders("locations", headers, { Extra: "bogus" })).toMatchObject({ Extra: "" });
  });
});
