import * as XLSX from "xlsx";
import { workbookGrids } from "./server/features/payroll/reader/workbook-grids";
import { findHeader } from "./server/features/payroll/reader/find-header";
import { readTable } from "./server/features/payroll/reader/read-table";
import { readPayrollUpload } from "./server/features/payroll/reader";
const rows: unknown[][] = [["Employee", "Job", "Hours", "Cash Tips", "Credit Card Tips", "Total Tips"]];
for (let i = 0; i < 5000; i++) rows.push([`Person ${i % 400}`, "Server", 5.25, 10.1, 20.2, 30.3]);
const wb = XLSX.utils.book_new(); XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Big");
const buf = new Uint8Array(XLSX.write(wb, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer);
const g = workbookGrids("x", buf)[0]!;
for (let k = 0; k < 5; k++) {
  let t = performance.now(); const h = findHeader(g); const a = performance.now() - t;
  t = performance.now(); readTable("x", g, h.header!); const b = performance.now() - t;
  t = performance.now(); readPayrollUpload([{ fileName: "x.xlsx", bytes: buf }]); const c = performance.now() - t;
  console.log("find", a.toFixed(1), "table", b.toFixed(1), "all", c.toFixed(0));
}
