import type * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { PayrollFileError, readPayrollUpload, type PayrollReadResult } from "@server/features/payroll/reader";
import { headerRole } from "@server/features/payroll/reader/header-names";
import {
  compareOutcome,
  GENERATED_WEEK_ENDING,
  generateBlocksCase,
  generateCase,
  generateRejectCase,
  generateUpload,
  generateWeekCase,
  type GeneratedCase,
  type ReaderOutcome,
} from "../support/payroll-generator";
import { text, workbook } from "./payroll-test-helpers";

const read = (fileName: string, bytes: Uint8Array) => readPayrollUpload([{ fileName, bytes }]);
const tips = (result: PayrollReadResult) => Object.fromEntries(result.employees.map((e) => [e.name, e.tipsCents]));

function outcome(c: GeneratedCase): ReaderOutcome {
  try {
    const result = readPayrollUpload([{ fileName: c.fileName, bytes: c.bytes }], { weekEnding: GENERATED_WEEK_ENDING });
    return { ok: true, employees: result.employees, totalTipsCents: result.totalTipsCents };
  } catch (err) {
    if (err instanceof PayrollFileError) return { ok: false, error: { status: err.status, message: err.message } };
    throw err;
  }
}

function failures(cases: GeneratedCase[]): string[] {
  return cases.flatMap((c) => {
    const problems = compareOutcome(c, outcome(c));
    return problems.length === 0 ? [] : [`${c.fileName} ${JSON.stringify(c.traits)}: ${problems.slice(0, 3).join("; ")}`];
  });
}

describe("generated exports (tests/support/payroll-generator.ts)", () => {
  it("reads 300 varied workbooks and CSVs right: every person's tips, the total, the employee count", () => {
    const cases = Array.from({ length: 300 }, (_, i) => generateCase(i + 1));
    // The set covers what it claims to.
    for (const kind of ["xlsx", "xls", "csv-semicolon", "csv-tab", "csv-bom", "csv-1252"]) expect(cases.some((c) => c.traits.fileKind === kind), kind).toBe(true);
    for (const trait of ["twoRowHeader", "fillDown", "blankTips", "summaryRows", "coverSheet", "grouped", "pageRows"]) expect(cases.some((c) => c.traits[trait] === true), trait).toBe(true);
    expect(failures(cases)).toEqual([]);
  }, 60_000);

  it("reads 20 reports printed in blocks (a line naming each person above their rows)", () => {
    expect(failures(Array.from({ length: 20 }, (_, i) => generateBlocksCase(5000 + i)))).toEqual([]);
  }, 30_000);

  it("reads 20 weekly sheets laid out by day, said to be tips by a title, the sheet's name or a group label", () => {
    expect(failures(Array.from({ length: 20 }, (_, i) => generateWeekCase(6000 + i)))).toEqual([]);
  }, 30_000);

  it("sums 15 multi-file uploads of one week by person across files of different shapes", () => {
    const problems = Array.from({ length: 15 }, (_, i) => generateUpload(9000 + i)).flatMap((u) => {
      const result = readPayrollUpload(u.files.map((f) => ({ fileName: f.fileName, bytes: f.bytes })));
      const c: GeneratedCase = { id: u.id, fileName: u.id, bytes: new Uint8Array(), traits: {}, expect: { kind: "accept", ...u.expect } };
      return compareOutcome(c, { ok: true, employees: result.employees, totalTipsCents: result.totalTipsCents }).map((p) => `${u.id}: ${p}`);
    });
    expect(problems).toEqual([]);
  }, 30_000);

  it("refuses 40 workbooks without a tips column, or with implausible money, with 400 naming the file and column", () => {
    expect(failures(Array.from({ length: 40 }, (_, i) => generateRejectCase(7000 + i)))).toEqual([]);
  }, 30_000);
});

describe("headers", () => {
  it.each([
    ["Employee Name (Last, First)", "employee"],
    ["Name (Last, First)", "employee"],
    ["Last Name, First Name", "employee"],
    ["Employee Name\n(Last, First, MI)", "employee"],
    ["Payee Name", "employee"],
    ["Tips (USD)", "tips"],
    ["Total\nTips", "tips"],
  ])("%s → %s", (header, role) => expect(headerRole(header)?.role).toBe(role));

  it.each([
    ["Tips - Credit", "cardTips"],
    ["Tips: Cash", "cashTips"],
    ["Chg Tips", "cardTips"],
    ["Non-Cash Gratuity", "cardTips"],
    ["Labor Hours", "hours"],
  ])("%s → %s", (header, role) => expect(headerRole(header)?.role).toBe(role));

  it.each(["Tips/Hr", "Tips - Out", "Employee #", "Emp #", "Tips Declared (Y/N)", "Tips (per hour)", "Tip Out (given)", "Tips (%)"])("%s names neither a person nor tips", (header) =>
    expect(["employee", "tips", "cashTips", "cardTips"]).not.toContain(headerRole(header)?.role),
  );

  it("reads names, not numbers, when an 'Employee #' column stands before the name column", () => {
    const bytes = workbook({ S: [["Employee #", "Name", "Tips"], [1042, "Ana Ruiz", 10], ["1043", "Bo Chen", 20]] });
    expect(tips(read("ids.xlsx", bytes))).toEqual({ "Ana Ruiz": 1000, "Bo Chen": 2000 });
  });

  it("reads the column holding names when the one headed 'Employee' holds employee codes", () => {
    const bytes = workbook({
      S: [
        ["Employee", "Employee Name (Last, First)", "Tips"],
        ["EMP-1042", "Ruiz, Ana", 10],
        ["E1043", "Chen, Bo", 20],
        ["Grand Total", null, 30],
        ["Generated 11/09/2026 06:00 AM"],
      ],
    });
    const result = read("codes.xlsx", bytes);
    expect(result.files[0]!.columns).toEqual({ employee: "Employee Name (Last, First)", tips: "Tips" });
    expect(tips(result)).toEqual({ "Ana Ruiz": 1000, "Bo Chen": 2000 });
    const split = workbook({ S: [["Employee", "First Name", "Last Name", "Tips"], [1042, "Ana", "Ruiz", 10]] });
    expect(tips(read("split.xlsx", split))).toEqual({ "Ana Ruiz": 1000 });
  });

  it("reads a two-row header: a merged 'Tips' group over Cash | Credit | Total, a 'Sales' group beside it", () => {
    const bytes = workbook(
      {
        S: [
          ["Tip Report"],
          [null, null, "Tips", null, null, "Sales"],
          ["Employee", "Hours", "Cash", "Credit", "Total", "Net"],
          ["Ana Ruiz", 30, 10, 20.5, 30.5, 900],
          ["Bo Chen", 20, 5, 1, 6, 400],
          ["Total", 50, 15, 21.5, 36.5, 1300],
        ],
      },
      "xlsx",
      (wb) => {
        wb.Sheets.S!["!merges"] = [{ s: { r: 1, c: 2 }, e: { r: 1, c: 4 } }];
      },
    );
    const result = read("grouped.xlsx", bytes);
    expect(result.files[0]).toMatchObject({ headerRow: 3, columns: { employee: "Employee", cashTips: "Cash Tips", cardTips: "Credit Tips", tips: "Total Tips" } });
    expect(tips(result)).toEqual({ "Ana Ruiz": 3050, "Bo Chen": 600 });
    expect(result.skippedRows.find((s) => s.row === 2)?.reason).toMatch(/group labels/);
  });

  it("reads 'Cash' and 'Credit Card' group labels over two columns both headed 'Tips' (unmerged, as CSV writes them)", () => {
    const csv = ",Cash,Credit Card,\nServer,Tips,Tips,Net Sales\nAna Ruiz,10.00,20.00,500\nBo Chen,1.00,2.50,100\n";
    const result = read("bykind.csv", text(csv));
    expect(result.files[0]!.columns).toMatchObject({ cashTips: "Cash Tips", cardTips: "Credit Card Tips" });
    expect(tips(result)).toEqual({ "Ana Ruiz": 3000, "Bo Chen": 350 });
  });

  it("does not take a report title above the header for a group label", () => {
    const bytes = workbook({ S: [["Gratuity Report"], ["Emp #", "Employee", "Cash Tips", "Card Tips"], ["12", "Ana Ruiz", 1, 2]] });
    const result = read("title.xlsx", bytes);
    expect(result.files[0]!.columns).toEqual({ employee: "Employee", cashTips: "Cash Tips", cardTips: "Card Tips" });
    expect(result.totalTipsCents).toBe(300);
  });
});

describe("a week laid out by day", () => {
  it("reads 'Name | Mon … Sun | Total' on a sheet called Weekly Tips: the days, checked against the total", () => {
    const sheet = (boTotal: number) => ({
      "Weekly Tips": [
        ["Name", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Total"],
        ["Ana Ruiz", 10, 20, null, 5, 5, 10, 0, 50],
        ["Bo Chen", 1, 1, 1, 1, 1, 1, 1, boTotal],
        ["Total", 11, 21, 1, 6, 6, 11, 1, 58],
      ],
    });
    const result = read("weekly.xlsx", workbook(sheet(7)));
    expect(result.files[0]!.columns).toEqual({ employee: "Name", tips: "Total" });
    expect(tips(result)).toEqual({ "Ana Ruiz": 5000, "Bo Chen": 700 });
    expect(() => read("weekly.xlsx", workbook(sheet(8)))).toThrow(/row 3, "Total" differs from the sum of the day columns/);
  });

  it("sums the days when there is no total column and a title says they are tips", () => {
    const bytes = workbook({ Sheet1: [["Tips for week ending 11/08/2026"], ["Name", "Monday", "Tuesday", "Wednesday"], ["Ana Ruiz", 10, 20, "$5.00"], ["Bo Chen", 1, 1, 1]] });
    expect(tips(read("days.xlsx", bytes))).toEqual({ "Ana Ruiz": 3500, "Bo Chen": 300 });
  });

  it("reads only the days under a 'Tips' group label, not those under 'Hours'", () => {
    const bytes = workbook({ Sheet1: [[null, "Hours", null, null, "Tips", null, null], ["Employee", "Mon", "Tue", "Wed", "Mon", "Tue", "Wed"], ["Ana Ruiz", 5, 5, 5, 10, 20, 30]] });
    expect(tips(read("grouped-days.xlsx", bytes))).toEqual({ "Ana Ruiz": 6000 });
  });

  it("refuses day columns that nothing says are tips, or that a title says are hours", () => {
    expect(() => read("days.xlsx", workbook({ Sheet1: [["Name", "Mon", "Tue", "Wed"], ["Ana Ruiz", 10, 20, 5]] }))).toThrow(/no tips column/);
    expect(() => read("hours.xlsx", workbook({ "Tips week": [["Weekly Hours"], ["Name", "Mon", "Tue", "Wed"], ["Ana Ruiz", 10, 20, 5]] }))).toThrow(/no tips column/);
  });
});

describe("names", () => {
  it("drops employee numbers and footnote marks from name cells, so rows of one person merge", () => {
    const bytes = workbook({
      S: [
        ["Employee", "Tips"],
        ["1042 - Garcia, Maria", 10],
        ["Garcia, Maria (1042)", 5],
        ["Maria Garcia*", 1],
        ["Ana Ruiz (Trainee)", 2],
        ["RUIZ, ANA", 3],
        ["O'BRIEN, SEAN P.", 4],
      ],
    });
    const result = read("ids.xlsx", bytes);
    expect(tips(result)).toEqual({ "Maria Garcia": 1600, "Ana Ruiz": 500, "SEAN P. O'BRIEN": 400 });
    expect(result.employees[0]!.asWritten).toEqual(["1042 - Garcia, Maria", "Garcia, Maria (1042)", "Maria Garcia*"]);
  });

  it("is one person across files when one prints a middle initial and the other does not", () => {
    const a = workbook({ Floor: [["Employee Name (Last, First)", "Tips"], ["GARCIA, MARIA L.", 10], ["RUIZ, ANA", 1]] });
    const b = text("First Name,Last Name,Tips\nMaria,Garcia,5\n");
    const result = readPayrollUpload([
      { fileName: "floor.xlsx", bytes: a },
      { fileName: "bar.csv", bytes: b },
    ]);
    expect(result.employees.map((e) => [e.name, e.tipsCents])).toEqual([
      ["MARIA L. GARCIA", 1500],
      ["ANA RUIZ", 100],
    ]);
  });
});

describe("rows", () => {
  it("skips average and count lines under the table", () => {
    const bytes = workbook({
      S: [["Name", "Tips"], ["Ana Ruiz", 10], ["Bo Chen", 20], ["Average per Employee", 15], ["Employee Count", 2], ["2 employees", 30], ["Employees: 2", 2], ["Total", 30]],
    });
    const result = read("avg.xlsx", bytes);
    expect(tips(result)).toEqual({ "Ana Ruiz": 1000, "Bo Chen": 2000 });
    expect(result.skippedRows.map((s) => s.kind)).toEqual(["summary", "summary", "summary", "summary", "total"]);
  });

  it("does not take a section heading between groups for a person without tips", () => {
    const bytes = workbook({ S: [["Employee", "Tips"], ["Front of House"], ["Ana Ruiz", 10], ["Bar Staff"], ["Bo Chen", 20], ["PM Shift"], ["Cy Dee", 5]] });
    expect(tips(read("sections.xlsx", bytes))).toEqual({ "Ana Ruiz": 1000, "Bo Chen": 2000, "Cy Dee": 500 });
  });

  it("counts a person listed with an empty tips cell as $0.00, but not the notes under the table", () => {
    const bytes = workbook({
      S: [
        ["Employee", "Job", "Net Sales", "Tips"],
        ["Ana Ruiz", "Server", 900, 10],
        ["Bo Chen", "Host", 0, null],
        ["Cy Dee", null, null, null],
        ["Di Eve", "Server", 500, 5],
        ["Bar", null, null, null],
        ["Ed Fox", "Bar", 100, 1],
        ["Total", null, 1500, 16],
        [],
        ["End of report"],
        ["Prepared by: Payroll"],
      ],
    });
    const result = read("blank.xlsx", bytes);
    expect(tips(result)).toEqual({ "Ana Ruiz": 1000, "Bo Chen": 0, "Cy Dee": 0, "Di Eve": 500, "Ed Fox": 100 });
    expect(result.employeeCount).toBe(5);
    expect(result.skippedRows.map((s) => [s.row, s.kind])).toEqual([
      [6, "no-amount"],
      [8, "total"],
      [9, "blank"],
      [10, "no-amount"],
      [11, "no-amount"],
    ]);
    expect(result.warnings.join("\n")).toMatch(/Bo Chen is listed with no tip amount; counted as \$0\.00/);
  });

  it("gives shift rows filled down under a name (a date beside the amounts) to that person, and keeps the unlabelled total out", () => {
    const bytes = workbook(
      {
        S: [
          ["Employee", "Date", "Cash Tips", "Card Tips"],
          ["Ana Ruiz", "11/02/2026", 10, 20],
          [null, "11/03/2026", 5, 5],
          ["Bo Chen", null, 1, 2],
          [null, null, 0, 7],
          [null, null, 16, 34],
        ],
      },
      "xlsx",
      (wb) => {
        wb.Sheets.S!.B4 = { t: "n", v: 46328, z: "m/d/yyyy" } as XLSX.CellObject;
        wb.Sheets.S!.B5 = { t: "n", v: 46329, z: "m/d/yyyy" } as XLSX.CellObject;
      },
    );
    const result = read("filled.xlsx", bytes);
    expect(tips(result)).toEqual({ "Ana Ruiz": 4000, "Bo Chen": 1000 });
    expect(result.employees[1]!.rows.map((r) => r.row)).toEqual([4, 5]);
    expect(result.skippedRows.map((s) => [s.row, s.kind])).toEqual([[6, "total"]]);
  });

  it("does not give an amount without a name or a date to the person above", () => {
    const result = read("orphan.csv", text("Name,Tips\nAna Ruiz,10\n,99\n"));
    expect(tips(result)).toEqual({ "Ana Ruiz": 1000 });
    expect(result.warnings.join()).toMatch(/\$99\.00 in tips has no employee name/);
  });

  it("reads a report printed in blocks: a line naming each person, their shift rows, their total", () => {
    const rows: unknown[][] = [
      ["Tip Detail by Employee"],
      [],
      ["Date", "Shift", "Hours", "Tips", "Net Sales"],
      ["Employee: Ruiz, Ana"],
      ["11/02/2026", "Dinner", 6, 40.5, 800],
      ["11/03/2026", "Lunch", 4, 20, 300],
      ["Total for Ana Ruiz", null, 10, 60.5, null],
      [],
      ["Bo Chen"],
      ["11/02/2026", "Dinner", 5, 30, 500],
      ["Bo Chen Total", null, 5, 30, null],
      [],
      ["Grand Total", null, 15, 90.5, null],
    ];
    const result = read("blocks.xlsx", workbook({ Detail: rows }));
    expect(result.employees.map((e) => [e.name, e.tipsCents, e.hours])).toEqual([
      ["Ana Ruiz", 6050, 10],
      ["Bo Chen", 3000, 5],
    ]);
    expect(result.files[0]!.columns).toEqual({ tips: "Tips", hours: "Hours" });
  });

  it("still refuses a daily sheet with tips but no employees, under a title that could be a name", () => {
    const bytes = workbook({ S: [["Weekly Report"], ["Date", "Net Sales", "Tips"], ["11/02/2026", 900, 90], ["11/03/2026", 800, 70]] });
    expect(() => read("daily.xlsx", bytes)).toThrow(/no employee column/);
  });
});
