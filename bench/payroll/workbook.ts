import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as XLSX from "xlsx";

const FIRST = ["Maria", "Carlos", "Grace", "Jordan", "Priya", "Luis", "Hannah", "Jasmine", "Brandon", "Aisha", "Omar", "Emily", "Derek", "Sofia", "Andre", "Kayla"];
const LAST = ["Gonzalez", "Mendoza", "Liu", "Reyes", "Patel", "Hernández", "Schultz", "Lee", "Nguyen", "Rahman", "Farouk", "Park", "Sullivan", "Rossi", "Dubois", "Jenkins"];

/**
 * A POS-style tip report: title lines, a header row below them, one row per shift with hours, cash, card and
 * total tips and a large Net Sales column (not tips). Deterministic, so every run reads the same bytes.
 */
export function payrollWorkbook(rows: number): Buffer {
  const data: unknown[][] = [
    ["Employee Tip Report"],
    ["Business Dates: 11/02/2026 - 11/08/2026"],
    [],
    ["Employee", "Employee ID", "Job", "Hours Worked", "Cash Tips", "Credit Card Tips", "Total Tips", "Net Sales"],
  ];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < rows; i++) {
    const cash = Math.round(random() * 20000) / 100;
    const card = Math.round(random() * 50000) / 100;
    data.push([
      `${FIRST[i % 16]} ${LAST[Math.floor(i / 16) % 16]} ${Math.floor(i / 256)}`,
      10000 + i,
      ["Server", "Bartender", "Busser", "Host"][i % 4],
      Math.round(random() * 4000) / 100,
      cash,
      card,
      Math.round((cash + card) * 100) / 100,
      Math.round(random() * 500000) / 100,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), "Tip Report");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/** The benchmark workbook (85,000 rows, just under 10 MB), built once and kept in the temp folder. */
export function benchWorkbookPath(rows = 85_000): string {
  const file = path.join(os.tmpdir(), `sous-bench-payroll-${rows}-v1.xlsx`);
  if (!existsSync(file) || readFileSync(file).length === 0) writeFileSync(file, payrollWorkbook(rows));
  return file;
}
