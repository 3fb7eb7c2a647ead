import { readPayrollUpload } from "./server/features/payroll/reader";
let s = "Employee,Job,Hours,Cash Tips,Credit Card Tips,Total Tips\n";
let i = 0;
while (s.length < 9.5 * 1024 * 1024) { s += `"Person ${i % 3000}, X",Server,${(i % 160) / 4},"$1,${String(i % 1000).padStart(3, "0")}.25",20.20,"$1,${String((i % 1000)).padStart(3, "0")}.25"\n`; i++; }
const bytes = new Uint8Array(Buffer.from(s));
for (let k = 0; k < 2; k++) {
  const t = performance.now();
  try { const r = readPayrollUpload([{ fileName: "x.csv", bytes }]); console.log(i, "rows", (performance.now() - t).toFixed(0), "ms", r.employeeCount, r.warnings.slice(0,2)); } catch (e) { console.log((e as Error).message); }
}
