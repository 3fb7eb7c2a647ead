import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@shared/domain/csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Polar "Crest", Inc.')).toBe('"Polar ""Crest"", Inc."');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(12.5)).toBe("12.5");
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+1 518 555 0142")).toBe("'+1 518 555 0142");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe("-5");
  });

  it("joins rows with CRLF", () => {
    expect(toCsv(["Name", "Price"], [["Fryer", "10.00"], ["Oven", null]])).toBe("Name,Price\r\nFryer,10.00\r\nOven,\r\n");
  });
});
