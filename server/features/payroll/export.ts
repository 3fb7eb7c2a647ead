import * as XLSX from "xlsx";
import { csvCell } from "@shared/domain/csv";
import type { PayrollCalculationView, PayrollRecordView } from "./present";

export const METHOD_LABELS = { as_reported: "As reported", pool_by_hours: "Pooled by hours" } as const;

const HEADER = ["Employee", "Hours", "Reported Tips", "Payout"];

/** Download name: "tips-week-ending-2026-11-08.csv". */
export const exportFileName = (record: PayrollRecordView, ext: "csv" | "xlsx") => `tips-week-ending-${record.weekEnding}.${ext}`;

/**
 * One row per employee, amounts as plain decimals ("1234.50", "-12.00"). Names go through csvCell (quoting,
 * formula guard); amounts are our own digits and are written as they are, so a negative stays a number.
 */
export function payoutsCsv(view: PayrollCalculationView): string {
  const lines = [HEADER.join(",")];
  for (const p of view.distribution.payouts) {
    lines.push([csvCell(p.name), p.hours ?? "", p.reportedTips, p.payout].join(","));
  }
  return lines.join("\r\n") + "\r\n";
}

const asNumber = (decimal: string) => Number(decimal);
const DOLLARS = "$#,##0.00;-$#,##0.00";

/** A workbook with the payouts (and their total) and a summary sheet saying what was read. */
export function payoutsXlsx(view: PayrollCalculationView): Buffer {
  const { distribution, summary, record } = view;
  const rows: (string | number | null)[][] = [HEADER];
  for (const p of distribution.payouts) rows.push([p.name, p.hours, asNumber(p.reportedTips), asNumber(p.payout)]);
  rows.push(["Total", distribution.totalHours, asNumber(summary.totalTips), asNumber(distribution.totalTips)]);
  const payouts = XLSX.utils.aoa_to_sheet(rows);
  for (let r = 1; r < rows.length; r++) {
    for (const c of [2, 3]) {
      const cell = payouts[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (cell) cell.z = DOLLARS;
    }
  }
  payouts["!cols"] = [{ wch: 28 }, { wch: 8 }, { wch: 14 }, { wch: 14 }];

  const info = XLSX.utils.aoa_to_sheet([
    ["Week ending", record.weekEnding],
    ["Method", METHOD_LABELS[distribution.method]],
    ["Total tips", asNumber(summary.totalTips)],
    ["Employees", summary.employeeCount],
    ["Files", record.fileName ?? ""],
  ]);
  const totalCell = info["B3"] as XLSX.CellObject | undefined;
  if (totalCell) totalCell.z = DOLLARS;
  info["!cols"] = [{ wch: 14 }, { wch: 48 }];

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, payouts, "Payouts");
  XLSX.utils.book_append_sheet(book, info, "Summary");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
