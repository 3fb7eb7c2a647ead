import * as XLSX from "xlsx";
import { readPayrollUpload } from "./server/features/payroll/reader";
const rows: unknown[][] = [["Employee", "Job", "Hours", "Cash Tips", "Credit Card Tips", "Total Tips"]];
for (let i = 0; i < 5000; i++) rows.push([`Person ${i % 400}`, "Server", 5.25, 10.1, 20.2, 30.3]);
const wb = XLSX.utils.book_new(); XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Big");
for (const compression of [false, true]) {
  const buf = new Uint8Array(XLSX.write(wb, { type: "buffer", bookType: "xlsx", compression }) as Buffer);
  const times: number[] = []; const sj: number[] = [];
  for (let k = 0; k < 12; k++) {
    let t = performance.now(); readPayrollUpload([{ fileName: "x.xlsx", bytes: buf }]); times.push(performance.now() - t);
    t = performance.now(); XLSX.read(buf, { type: "buffer", dense: true }); sj.push(performance.now() - t);
  }
  console.log(`compression=${compression} bytes=${buf.length} reader first=${times[0]!.toFixed(0)}ms min=${Math.min(...times).toFixed(0)}ms median=${[...times].sort((a,b)=>a-b)[6]!.toFixed(0)}ms; sheetjs alone min=${Math.min(...sj).toFixed(0)}ms`);
}
