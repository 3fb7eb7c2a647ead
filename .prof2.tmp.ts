import * as XLSX from "xlsx";
import { checkZipExpansion } from "./server/features/payroll/reader/zip-guard";
import { workbookGrids } from "./server/features/payroll/reader/workbook-grids";
import { readPayrollUpload } from "./server/features/payroll/reader";
const rows: unknown[][] = [["Employee", "Job", "Hours", "Cash Tips", "Credit Card Tips", "Total Tips"]];
for (let i = 0; i < 5000; i++) rows.push([`Person ${i % 400}`, "Server", 5.25, 10.1, 20.2, 30.3]);
const wb = XLSX.utils.book_new(); XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Big");
for (const compression of [false, true]) {
  const buf = new Uint8Array(XLSX.write(wb, { type: "buffer", bookType: "xlsx", compression }) as Buffer);
  for (let k = 0; k < 3; k++) {
    let t = performance.now(); checkZipExpansion("x", buf); const a = performance.now() - t;
    t = performance.now(); const g = workbookGrids("x", buf); const b = performance.now() - t;
    t = performance.now(); readPayrollUpload([{ fileName: "x.xlsx", bytes: buf }]); const c = performance.now() - t;
    console.log(buf.length, "guard", a.toFixed(0), "sheetjs+grid", b.toFixed(0), "total", c.toFixed(0), g.length);
  }
}
