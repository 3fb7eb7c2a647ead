import { describe, expect, it } from "vitest";
import { parseHoursCell, parseMoneyCell, parseMoneyText, usesDecimalComma } from "@server/features/payroll/reader/amounts";
import { detectDelimiter, parseDelimited } from "@server/features/payroll/reader/csv";
import { headerRole } from "@server/features/payroll/reader/header-names";
import { personName } from "@server/features/payroll/reader/names";
import { totalLabel } from "@server/features/payroll/reader/row-rules";

const cents = (text: string, decimalComma = false) => {
  const a = parseMoneyText(text, { decimalComma });
  return a.kind === "value" ? a.hundredths : a.kind;
};

describe("money text", () => {
  it.each([
    ["$1,234.50", 123450],
    ["(12.00)", -1200],
    ["($12.00)", -1200],
    ["-$3.10", -310],
    ["$-3.10", -310],
    ["12.00-", -1200],
    ["\u2212 7.5", -750],
    ["$ 1,234.5", 123450],
    ["1 234,50 €", 123450],
    ["USD 15", 1500],
    ["$0.00", 0],
    ["$ -", 0],
    ["—", 0],
    ["12,50", 1250],
    ["1,234", 123400],
    ["1.234.567", 123456700],
    [".5", 50],
    ["", "blank"],
    ["n/a", "invalid"],
    ["12.5%", "invalid"],
    ["1,2345", "invalid"],
    ["1.234,56.7", "invalid"],
    ["--5", "invalid"],
    ["(-5)", "invalid"],
    ["1,23,456", "invalid"],
  ])("%s → %s", (text, want) => expect(cents(text)).toBe(want));

  it("reads the decimal comma convention of a column", () => {
    expect(cents("1.234,50", true)).toBe(123450);
    expect(cents("1.234", true)).toBe(123400);
    expect(cents("1,234", true)).toBe(123);
    expect(usesDecimalComma(["12,50", "1.234,00", null, 5])).toBe(true);
    expect(usesDecimalComma(["12,50", "3.75"])).toBe(false);
    expect(usesDecimalComma(["$1,234", "7"])).toBe(false);
  });

  it("reads numbers as Excel shows them, rounding sub-cent values half away from zero", () => {
    expect(parseMoneyCell(410.83000000000004)).toEqual({ kind: "value", hundredths: 41083, rounded: false });
    expect(parseMoneyCell(1.005)).toEqual({ kind: "value", hundredths: 101, rounded: true });
    expect(parseMoneyCell(-1.005)).toEqual({ kind: "value", hundredths: -101, rounded: true });
    expect(parseMoneyCell({ kind: "error", text: "#REF!" })).toEqual({ kind: "invalid", text: "#REF!" });
    expect(parseMoneyCell(null)).toEqual({ kind: "blank" });
  });
});

describe("hours", () => {
  const h = (cell: Parameters<typeof parseHoursCell>[0]) => {
    const a = parseHoursCell(cell);
    return a.kind === "value" ? a.hundredths : a.kind;
  };
  it("reads decimals, clock times and durations to the hundredth", () => {
    expect(h(31.75)).toBe(3175);
    expect(h("7:45")).toBe(775);
    expect(h("40:00:00")).toBe(4000);
    expect(h("6 hrs")).toBe(600);
    expect(h({ kind: "duration", days: 1.2916666666666667 })).toBe(3100);
    expect(h(-2)).toBe("invalid");
    expect(h("soon")).toBe("invalid");
  });
});

describe("names", () => {
  it.each([
    ["Liu, Grace", "Grace Liu"],
    ["  Grace   Liu ", "Grace Liu"],
    ["O'Connor, James", "James O'Connor"],
    ["King, Jr., Martin", "Martin King Jr."],
    ["Madonna", "Madonna"],
  ])("%s → %s", (written, display) => expect(personName(written)?.display).toBe(display));

  it("matches case, spacing, NFC and curly apostrophes", () => {
    expect(personName("JAMES O\u2019CONNOR")?.key).toBe(personName("O'Connor, James")?.key);
    expect(personName("Luis Herna\u0301ndez")?.key).toBe(personName("luis hernández")?.key);
  });

  it("is not a name without letters", () => {
    expect(personName("4100")).toBeNull();
    expect(personName(" ")).toBeNull();
  });
});

describe("headers and labels", () => {
  it.each([
    ["Employee", "employee"],
    ["Team Member", "employee"],
    ["Employee_Name", "employee"],
    ["Total Tips ($):", "tips"],
    ["Tip Amount", "tips"],
    ["Cash Tips", "cashTips"],
    ["Non-Cash Tips", "cardTips"],
    ["Credit Card Tips", "cardTips"],
    ["Hours Worked", "hours"],
    ["Employee ID", undefined],
    // Read as sales (tip-outs on sales), never as tips.
    ["Net Sales", "sales"],
    ["Job Title", "jobRole"],
    ["Position", "jobRole"],
    ["Gross Pay", undefined],
    ["Rate", undefined],
    ["Tip %", undefined],
  ])("%s → %s", (header, role) => expect(headerRole(header)?.role).toBe(role));

  it.each([
    ["Total", "total"],
    ["Totals:", "total"],
    ["Grand Total", "total"],
    ["Pool Total", "total"],
    ["Subtotal", "subtotal"],
    ["Sub-Total", "subtotal"],
    ["Average", "summary"],
    ["Sum Yee", undefined],
    ["Tyler Brooks", undefined],
  ])("%s → %s", (label, kind) => expect(totalLabel(label)?.kind).toBe(kind));
});

describe("delimited text", () => {
  it("detects the delimiter from consistent records, or none for prose", () => {
    expect(detectDelimiter("a;b;c\n1;2,5;3\n")).toBe(";");
    expect(detectDelimiter("a,b\n1,2\n")).toBe(",");
    expect(detectDelimiter("sep=;\nName;Tips\n")).toBe(";");
    expect(detectDelimiter("Just a note, really.\nAnother line\n")).toBeNull();
  });

  it("parses quotes, doubled quotes, delimiters and line breaks inside quotes", () => {
    expect(parseDelimited('a,"b,c","d ""e""",\r\n"x\ny",z', ",")).toEqual([
      ["a", "b,c", 'd "e"', ""],
      ["x\ny", "z"],
    ]);
  });
});
