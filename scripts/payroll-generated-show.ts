/** Prints a generated case's grid as the reader sees it. Usage: npx tsx scripts/payroll-generated-show.ts <seed> [reject] */
import { readPayrollUpload } from "@server/features/payroll/reader";
import { loadGrids } from "@server/features/payroll/reader/load-grids";
import { generateCase, generateRejectCase } from "../tests/support/payroll-generator";

const seed = Number(process.argv[2]);
const c = process.argv[3] === "reject" ? generateRejectCase(seed) : generateCase(seed);
console.log(c.fileName, JSON.stringify(c.traits));
for (const grid of loadGrids(c.fileName, c.bytes).grids) {
  console.log(`--- sheet ${grid.name}`);
  grid.rows.forEach((row, i) => console.log(String(i + 1).padStart(3), JSON.stringify(row ?? [])));
}
console.log(JSON.stringify(c.expect));
try {
  const r = readPayrollUpload([{ fileName: c.fileName, bytes: c.bytes }]);
  console.log(JSON.stringify({ files: r.files, employees: r.employees.map((e) => [e.name, e.tipsCents, e.hours]), total: r.totalTipsCents, skipped: r.skippedRows.map((s) => [s.row, s.kind]), warnings: r.warnings }, null, 1));
} catch (err) {
  console.log("ERROR", (err as Error).message);
}
