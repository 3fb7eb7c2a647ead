import { constants, deflateRawSync } from "node:zlib";
import type * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import {
  distributeTips,
  MAX_UNCOMPRESSED_BYTES,
  PayrollFileError,
  readPayrollFile,
  readPayrollUpload,
  type PayrollReadResult,
} from "@server/features/payroll/reader";
import { rawZip, text, workbook } from "./payroll-test-helpers";

const read = (fileName: string, bytes: Uint8Array) => readPayrollUpload([{ fileName, bytes }]);
const tips = (result: PayrollReadResult) => Object.fromEntries(result.employees.map((e) => [e.name, e.tipsCents]));

function refusal(run: () => unknown): PayrollFileError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(PayrollFileError);
    return err as PayrollFileError;
  }
  throw new Error("expected a refusal");
}

describe("header detection", () => {
  it("finds the header on row 5 below titles and a blank row", () => {
    const bytes = workbook({
      Report: [["Harbor Kitchen"], ["Weekly tips"], ["Week ending 11/08/2026"], [], ["Server", "Tip Amount"], ["Ana Ruiz", 10.5], ["Bo Chen", 20]],
    });
    const result = read("week.xlsx", bytes);
    expect(result.files[0]).toMatchObject({ sheet: "Report", headerRow: 5, columns: { employee: "Server", tips: "Tip Amount" }, rowsRead: 2 });
    expect(tips(result)).toEqual({ "Ana Ruiz": 1050, "Bo Chen": 2000 });
    expect(result.skippedRows.map((s) => [s.row, s.kind])).toEqual([
      [1, "title"],
      [2, "title"],
      [3, "title"],
      [4, "blank"],
    ]);
  });

  it("reads the table on a later sheet and names the cover sheet it skipped", () => {
    const bytes = workbook({
      Summary: [["Total Tips Reported", 30], ["Employees Paid", 23]],
      Detail: [["Team Member", "Hours Worked", "Total Tips"], ["Ana Ruiz", 10, 10], ["Bo Chen", 20, 20]],
    });
    const result = read("book.xlsx", bytes);
    expect(result.files[0]).toMatchObject({ sheet: "Detail", ignoredSheets: [{ sheet: "Summary" }] });
    expect(result.totalTipsCents).toBe(3000);
    expect(result.totalHours).toBe(30);
  });

  it("prefers the sheet with the employee table over a smaller one, and warns", () => {
    const bytes = workbook({
      Leads: [["Name", "Tips"], ["Ana Ruiz", 5]],
      Crew: [["Name", "Tips"], ["Ana Ruiz", 10], ["Bo Chen", 20]],
    });
    const result = read("two.xlsx", bytes);
    expect(result.files[0]!.sheet).toBe("Crew");
    expect(result.warnings.join("\n")).toMatch(/sheet "Leads" also has/);
  });

  it("ignores distractor columns: Employee ID, Net Sales, Gross Pay, Rate, Tip %", () => {
    const bytes = workbook({
      S: [
        ["Employee ID", "Employee", "Net Sales", "Gross Pay", "Rate", "Tip %", "Tips"],
        [4100, "Ana Ruiz", 5000, 400, 15, 0.18, 900],
      ],
    });
    const result = read("d.xlsx", bytes);
    expect(result.files[0]!.columns).toEqual({ employee: "Employee", tips: "Tips" });
    expect(tips(result)).toEqual({ "Ana Ruiz": 90000 });
  });

  it("refuses an employee column without a tips column, naming the file", () => {
    const bytes = workbook({ T: [["Employee", "Hours", "Rate", "Gross Pay"], ["Ana Ruiz", 10, 15, 150]] });
    const e = refusal(() => read("timesheet.xlsx", bytes));
    expect(e.status).toBe(400);
    expect(e.code).toBe("no_tips_column");
    expect(e.message).toContain("timesheet.xlsx");
    expect(e.message).toMatch(/tips/i);
  });

  it("refuses a sheet without an employee column", () => {
    const e = refusal(() => read("sales.xlsx", workbook({ S: [["Date", "Net Sales", "Tips"], ["11/02", 100, 10]] })));
    expect(e).toMatchObject({ status: 400, code: "no_employee_column", fileName: "sales.xlsx" });
  });

  it("refuses a header with no employee rows under it", () => {
    const e = refusal(() => read("blank.xlsx", workbook({ S: [["Employee", "Tips"], [], ["Total", 0]] })));
    expect(e).toMatchObject({ status: 400, code: "no_employee_rows" });
  });
});

describe("names", () => {
  it("merges 'Last, First' with 'First Last' and keeps 'First Last' for display", () => {
    const bytes = workbook({
      S: [["Employee Name", "Tips"], ["Liu, Grace", 10], ["grace   LIU ", 5], [" Grace Liu", 1.25], ["O'Connor, James", 3]],
    });
    const result = read("n.xlsx", bytes);
    expect(result.employees.map((e) => [e.name, e.tipsCents, e.rows.map((r) => r.row)])).toEqual([
      ["Grace Liu", 1625, [2, 3, 4]],
      ["James O'Connor", 300, [5]],
    ]);
    expect(result.employees[0]!.asWritten).toEqual(["Liu, Grace", "grace   LIU ", " Grace Liu"]);
  });

  it("joins First Name and Last Name columns and matches NFC and NFD spellings", () => {
    const nfd = "Herna\u0301ndez";
    const bytes = workbook({ S: [["First Name", "Last Name", "Tips"], ["Luis", "Hernández", 1], ["Luis", nfd, 2], ["Cher", "", 4]] });
    const result = read("split.xlsx", bytes);
    expect(tips(result)).toEqual({ "Luis Hernández": 300, Cher: 400 });
  });

  it("keeps 'King, Jr.' as written", () => {
    const result = read("jr.xlsx", workbook({ S: [["Name", "Tips"], ["Martin King, Jr.", 1]] }));
    expect(result.employees[0]!.name).toBe("Martin King Jr.");
  });

  it("reads a name from a merged cell over several shift rows", () => {
    const bytes = workbook({ S: [["Employee", "Shift", "Tips"], ["Ana Ruiz", "Mon", 10], [null, "Tue", 15], ["Bo Chen", "Mon", 7]] }, "xlsx", (wb) => {
      wb.Sheets.S!["!merges"] = [{ s: { r: 1, c: 0 }, e: { r: 2, c: 0 } }];
    });
    expect(tips(read("merged.xlsx", bytes))).toEqual({ "Ana Ruiz": 2500, "Bo Chen": 700 });
  });
});

describe("amounts and skipped rows", () => {
  it("reads currency text, negative '(15.25)', and a $0.00 employee who still counts", () => {
    const bytes = workbook({
      Export: [
        ["Emp ID", "Employee Name", "Tips"],
        [1, "Reyes, Jordan", "$1,367.21"],
        [1, "Reyes, Jordan", "(15.25)"],
        [2, "Lee, Jasmine", "$0.00"],
        [3, "Kim, Ashley", "$10.00"],
        [3, "Kim, Ashley", "-$3.10"],
        [4, "Park, Emily", "  $ 12 "],
        [null, "Totals:", "$1,370.86"],
      ],
    });
    const result = read("text.xlsx", bytes);
    expect(tips(result)).toEqual({ "Jordan Reyes": 135196, "Jasmine Lee": 0, "Ashley Kim": 690, "Emily Park": 1200 });
    expect(result.employeeCount).toBe(4);
    expect(result.totalTipsCents).toBe(137086);
    expect(result.skippedRows).toMatchObject([{ row: 8, kind: "total", content: "Totals: | $1,370.86" }]);
  });

  it("skips subtotal rows, a repeated header, blank rows and the grand total", () => {
    const header = ["First Name", "Last Name", "Job", "Net Sales", "Cash Tips", "Credit Card Tips"];
    const bytes = workbook({
      S: [
        ["Sales & Tips by Job"],
        [],
        header,
        ["Ana", "Ruiz", "Server", 5000, 100.1, 200.2],
        ["Bo", "Chen", "Server", 4000, 50, 60.05],
        ["Subtotal", null, "Server", 9000, 150.1, 260.25],
        [],
        header,
        ["Cy", "Dee", "Bartender", 3000, 10, 20],
        ["Sub-total", null, "Bartender", 3000, 10, 20],
        [],
        ["Grand Total", null, null, 12000, 160.1, 280.25],
      ],
    });
    const result = read("jobs.xlsx", bytes);
    expect(result.files[0]!.columns).toEqual({ firstName: "First Name", lastName: "Last Name", cashTips: "Cash Tips", cardTips: "Credit Card Tips" });
    expect(tips(result)).toEqual({ "Ana Ruiz": 30030, "Bo Chen": 11005, "Cy Dee": 3000 });
    expect(result.skippedRows.map((s) => [s.row, s.kind])).toEqual([
      [1, "title"],
      [2, "blank"],
      [6, "subtotal"],
      [7, "blank"],
      [8, "repeated-header"],
      [10, "subtotal"],
      [11, "blank"],
      [12, "total"],
    ]);
    expect(result.warnings).toEqual([]);
  });

  it("recognises an unlabelled total row, and warns about an amount with no name", () => {
    const bytes = workbook({ S: [["Name", "Tips"], ["Ana Ruiz", 10], ["Bo Chen", 20], [null, 30], [null, 99]] });
    const result = read("u.xlsx", bytes);
    expect(result.totalTipsCents).toBe(3000);
    expect(result.skippedRows.map((s) => [s.row, s.kind])).toEqual([
      [4, "total"],
      [5, "no-name"],
    ]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/row 5.*\$99\.00/);
  });

  it("skips and reports unreadable amounts and rows without an amount", () => {
    const bytes = workbook({ S: [["Name", "Tips"], ["Ana Ruiz", "n/a"], ["Bo Chen", 20], ["Prepared by: Payroll Admin", null], ["Cy Dee", "12..5"]] });
    const result = read("bad.xlsx", bytes);
    expect(tips(result)).toEqual({ "Bo Chen": 2000 });
    expect(result.skippedRows.map((s) => [s.row, s.kind])).toEqual([
      [2, "unreadable-amount"],
      [4, "no-amount"],
      [5, "unreadable-amount"],
    ]);
    expect(result.warnings).toHaveLength(2);
  });

  it("sums cash + card, checks the total against them, and refuses a file where they disagree (issue 31)", () => {
    const agree = read("ok.xlsx", workbook({ S: [["Employee", "Cash Tips", "Credit Card Tips", "Total Tips"], ["Ana Ruiz", 1, 2, 3]] }));
    expect(tips(agree)).toEqual({ "Ana Ruiz": 300 });
    expect(agree.files[0]!.tipComponents).toEqual(["Cash Tips", "Credit Card Tips"]);
    expect(agree.files[0]!.tipChecks).toEqual(["Total Tips"]);
    const bytes = workbook({ S: [["Employee", "Cash Tips", "Credit Card Tips", "Total Tips"], ["Ana Ruiz", 1, 2, 3], ["Bo Chen", 1, 2, 4]] });
    expect(() => read("x.xlsx", bytes)).toThrow(/"x.xlsx": on sheet "S", row 3, "Total Tips" differs from "Cash Tips" \+ "Credit Card Tips"\. Which holds the tips to pay\?/);
  });

  it("falls back to cash + card when the total is a formula without a saved value", () => {
    const bytes = workbook({ S: [["Employee", "Cash Tips", "Card Tips", "Total Tips"], ["Ana Ruiz", 1.1, 2.2, null]] }, "xlsx", (wb) => {
      wb.Sheets.S!.D2 = { t: "n", f: "B2+C2" } as XLSX.CellObject;
    });
    const result = read("f.xlsx", bytes);
    expect(tips(result)).toEqual({ "Ana Ruiz": 330 });
    expect(result.employees[0]!.components).toEqual([
      { label: "Cash Tips", tipsCents: 110 },
      { label: "Card Tips", tipsCents: 220 },
    ]);
  });

  it("keeps the cent exact for float sums and rounds sub-cent amounts with a warning", () => {
    const bytes = workbook({ S: [["Name", "Tips"], ["Ana Ruiz", 0.1 + 0.2], ["Bo Chen", 1191.1599999999999], ["Cy Dee", 10.005]] });
    const result = read("f.xlsx", bytes);
    expect(tips(result)).toEqual({ "Ana Ruiz": 30, "Bo Chen": 119116, "Cy Dee": 1001 });
    expect(result.warnings.join()).toMatch(/1 tip amount had fractions of a cent/);
  });

  it("reads hours written as numbers, text, h:mm and [h]:mm durations, to the hundredth", () => {
    const bytes = workbook({ S: [["Name", "Hours", "Tips"], ["Ana Ruiz", 7.25, 1], ["Bo Chen", "7:30", 1], ["Cy Dee", "8.5 hrs", 1], ["Di Eve", null, 1]] }, "xlsx", (wb) => {
      wb.Sheets.S!.B5 = { t: "n", v: 1.5, z: "[h]:mm" };
    });
    const result = read("h.xlsx", bytes);
    expect(result.employees.map((e) => e.hours)).toEqual([7.25, 7.5, 8.5, 36]);
    expect(result.totalHours).toBe(59.25);
  });
});

describe("warnings stay readable", () => {
  it("lists ten warnings of a kind and counts the rest", () => {
    const rows: unknown[][] = [["Name", "Hours", "Tips"]];
    for (let i = 0; i < 25; i++) rows.push([`Person ${i}`, null, 1]);
    const result = read("w.xlsx", workbook({ S: rows }));
    expect(result.warnings.filter((w) => /has no hours/.test(w))).toHaveLength(10);
    expect(result.warnings).toContain("w.xlsx: 15 more rows without hours.");
    expect(result.totalHours).toBeUndefined();
  });

  it("names ten rows where the total disagrees with cash + card, and counts the rest", () => {
    const rows: unknown[][] = [["Name", "Cash Tips", "Card Tips", "Tips"]];
    for (let i = 0; i < 12; i++) rows.push([`Person ${i}`, 1, 1, 3]);
    expect(() => read("m.xlsx", workbook({ S: rows }))).toThrow('rows 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 2 more, "Tips" differs from "Cash Tips" + "Card Tips"');
  });
});

describe("uploads of several files", () => {
  it("sums one employee across files by name and keeps the rows of each file", () => {
    const a = workbook({ A: [["Employee", "Hours", "Tips"], ["Liu, Grace", 10.25, 100], ["Bo Chen", 5, 50.5]] });
    const b = text("Staff,Hours,Tips\n grace liu ,2.5,\"$1,000.01\"\n");
    const result = readPayrollUpload([
      { fileName: "a.xlsx", bytes: a },
      { fileName: "b.csv", bytes: b },
    ]);
    expect(result.employees.map((e) => [e.name, e.tipsCents, e.hours])).toEqual([
      ["Grace Liu", 110001, 12.75],
      ["Bo Chen", 5050, 5],
    ]);
    expect(result.employees[0]!.rows).toEqual([
      { file: "a.xlsx", sheet: "A", row: 2, tipsCents: 10000, hours: 10.25 },
      { file: "b.csv", sheet: "b", row: 2, tipsCents: 100001, hours: 2.5 },
    ]);
    expect(result.totalHours).toBe(17.75);
  });

  it("offers no hours pool when one file has no hours, and says why", () => {
    const a = workbook({ A: [["Employee", "Hours", "Tips"], ["Ana Ruiz", 10, 100]] });
    const b = workbook({ B: [["Employee", "Tips"], ["Ana Ruiz", 5]] });
    const result = readPayrollUpload([
      { fileName: "a.xlsx", bytes: a },
      { fileName: "b.xlsx", bytes: b },
    ]);
    expect(result.totalHours).toBeUndefined();
    expect(result.employees[0]!.hours).toBeUndefined();
    expect(result.warnings.join()).toMatch(/b\.xlsx has no hours column/);
    expect(() => distributeTips(result, "pool_by_hours")).toThrow(/not every employee has hours/);
  });

  it("refuses the same file sent twice", () => {
    const a = workbook({ A: [["Employee", "Tips"], ["Ana Ruiz", 100]] });
    const e = refusal(() => readPayrollUpload([{ fileName: "a.xlsx", bytes: a }, { fileName: "copy of a.xlsx", bytes: a.slice() }]));
    expect(e).toMatchObject({ status: 400, code: "duplicate_file" });
    expect(e.message).toContain("copy of a.xlsx");
  });

  it("refuses an empty upload and more than 20 files", () => {
    expect(refusal(() => readPayrollUpload([])).code).toBe("no_files");
    const many = Array.from({ length: 21 }, (_, i) => ({ fileName: `${i}.csv`, bytes: text(`Name,Tips\nA${i},1\nB,2\n`) }));
    expect(refusal(() => readPayrollUpload(many)).code).toBe("too_many_files");
  });
});

describe("pool by hours", () => {
  it("shares the total in proportion to hours, adding up exactly, ties to the earlier employee", () => {
    const result = read("p.csv", text("Name,Hours,Tips\nA,1,1.00\nB,1,0.01\nC,1,0\n"));
    const pool = distributeTips(result, "pool_by_hours");
    expect(pool.payouts.map((p) => p.payoutCents)).toEqual([34, 34, 33]);
    expect(pool.payouts.reduce((s, p) => s + p.payoutCents, 0)).toBe(101);
  });

  it("gives no share for zero hours and keeps fractional hours exact", () => {
    const result = read("p.csv", text("Name,Hours,Tips\nA,0,5\nB,0.25,0\nC,0.75,0\n"));
    expect(distributeTips(result, "pool_by_hours").payouts.map((p) => p.payoutCents)).toEqual([0, 125, 375]);
  });
});

describe("CSV", () => {
  it("reads semicolon CSV with quoted fields and decimal commas", () => {
    const csv = 'Mitarbeiter;Info\nName;Trinkgeld;Tips\n"Ruiz; Ana";x;"1.234,50"\n"Chen, Bo";y;"12,05"\n';
    const result = read("tips.csv", text(csv));
    expect(result.files[0]).toMatchObject({ format: "csv", headerRow: 2, columns: { employee: "Name", tips: "Tips" } });
    expect(tips(result)).toEqual({ "Ruiz; Ana": 123450, "Bo Chen": 1205 });
  });

  it("reads comma CSV with a BOM, CRLF, quotes with doubled quotes and line breaks", () => {
    const csv = '\ufeffEmployee,Note,Tips\r\n"Ana ""AJ"" Ruiz","two\r\nlines","$1,000.00"\r\nBo Chen,,20\r\n';
    const result = read("t.csv", text(csv));
    expect(tips(result)).toEqual({ 'Ana "AJ" Ruiz': 100000, "Bo Chen": 2000 });
    expect(result.employees[1]!.rows[0]!.row).toBe(3);
  });

  it("reads tab-separated UTF-16 text and Windows-1252 text", () => {
    const utf16 = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Name\tTips\nAna Ruiz\t5\nBo\t1\n", "utf16le")]));
    expect(read("t.txt", utf16).totalTipsCents).toBe(600);
    const cp1252 = new Uint8Array(Buffer.from("Name,Tips\nLuis Hern\xe1ndez,5\nBo,1\n", "latin1"));
    expect(read("t.csv", cp1252).employees[0]!.name).toBe("Luis Hernández");
  });
});

describe("file type by content", () => {
  it("reads a legacy .xls whatever its name", () => {
    const xls = workbook({ S: [["Staff", "Tips"], ["Ana Ruiz", 1.5]] }, "biff8");
    const result = read("export.xlsx", xls);
    expect(result.files[0]!.format).toBe("xls");
    expect(result.totalTipsCents).toBe(150);
  });

  it("reads CSV text saved with an .xlsx name, with a warning", () => {
    const result = read("export.xlsx", text("Name,Tips\nAna,1\nBo,2\n"));
    expect(result.files[0]!.format).toBe("csv");
    expect(result.warnings.join()).toMatch(/read as CSV/);
  });

  it("refuses bytes that are not a spreadsheet with 415, naming the file", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    for (const [name, bytes] of [
      ["photo.xlsx", png],
      ["notes.xlsx", text("Tips week ending 11/08\nMaria Gonzalez   412.75\n")],
      ["page.xls", text("<html><table><tr><td>Name</td></tr></table></html>")],
      ["archive.xlsx", rawZip([{ name: "readme.txt", data: text("hi"), method: 0, uncompressedSize: 2 }])],
    ] as const) {
      const e = refusal(() => read(name, bytes));
      expect(e.status, name).toBe(415);
      expect(e.message).toContain(name);
    }
  });

  it("refuses an empty file and a damaged workbook with 400", () => {
    expect(refusal(() => read("e.xlsx", new Uint8Array())).code).toBe("empty_file");
    const cfb = new Uint8Array(600);
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(refusal(() => read("broken.xls", cfb))).toMatchObject({ status: 400, code: "unreadable", fileName: "broken.xls" });
  });

  it("refuses a file over 10 MB with 413", () => {
    expect(refusal(() => readPayrollFile("big.csv", new Uint8Array(10 * 1024 * 1024 + 1))).status).toBe(413);
  });
});

describe("zip bombs", () => {
  const contentTypes = { name: "[Content_Types].xml", data: text("<Types/>"), method: 0 as const, uncompressedSize: 8 };

  it("refuses a zip whose declared uncompressed size is huge, before inflating anything", () => {
    const data = deflateRawSync(Buffer.from("<workbook/>"));
    const bytes = rawZip([contentTypes, { name: "xl/workbook.xml", data, method: 8, uncompressedSize: 0xfffffff0 }]);
    const e = refusal(() => read("bomb.xlsx", bytes));
    expect(e).toMatchObject({ status: 413, code: "expands_too_much", fileName: "bomb.xlsx" });
    expect(e.message).toContain("bomb.xlsx");
  });

  it("refuses a zip that lies about its sizes and really expands beyond the limit", () => {
    // ~120 MB of zeros in ~120 KB: byte-aligned deflate blocks repeated, then a final empty block.
    const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
    const count = Math.ceil(MAX_UNCOMPRESSED_BYTES / (1024 * 1024)) + 20;
    const data = Buffer.concat([...Array.from({ length: count }, () => block), Buffer.from([0x03, 0x00])]);
    const bytes = rawZip([contentTypes, { name: "xl/worksheets/sheet1.xml", data, method: 8, uncompressedSize: 1000 }]);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect(refusal(() => read("liar.xlsx", bytes))).toMatchObject({ status: 413, code: "expands_too_much" });
  });

  it("refuses entries that overlap to multiply the work", () => {
    const data = deflateRawSync(Buffer.alloc(200_000));
    const one = rawZip([{ name: "xl/workbook.xml", data, method: 8, uncompressedSize: 200_000 }]);
    // Point 50 directory entries at the same compressed data.
    const local = one.subarray(0, one.length - 22 - 46 - "xl/workbook.xml".length);
    const entries = Buffer.concat(Array.from({ length: 50 }, () => Buffer.from(one.subarray(local.length, one.length - 22))));
    const end = Buffer.from(one.subarray(one.length - 22));
    end.writeUInt16LE(50, 8);
    end.writeUInt16LE(50, 10);
    end.writeUInt32LE(entries.length, 12);
    const bytes = new Uint8Array(Buffer.concat([local, entries, end]));
    expect(refusal(() => read("overlap.xlsx", bytes))).toMatchObject({ status: 400, fileName: "overlap.xlsx" });
  });
});

describe("size", () => {
  it("reads a 5,000-row workbook", () => {
    const rows: unknown[][] = [["Employee", "Job", "Hours", "Cash Tips", "Credit Card Tips", "Total Tips"]];
    for (let i = 0; i < 5000; i++) rows.push([`Person ${i % 400}`, "Server", 5.25, 10.1, 20.2, 30.3]);
    const bytes = workbook({ Big: rows });
    const started = performance.now();
    const result = read("big.xlsx", bytes);
    const ms = performance.now() - started;
    console.warn(`payroll reader: 5,000-row workbook (${bytes.length} bytes) read in ${ms.toFixed(0)} ms`);
    expect(result.employeeCount).toBe(400);
    expect(result.totalTipsCents).toBe(5000 * 3030);
    expect(result.totalHours).toBe(26250);
  });
});
