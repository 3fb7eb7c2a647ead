import * as XLSX from "xlsx";
import { csvCell } from "@shared/domain/csv";
import type { PayrollCalculationView, PayrollRecordView } from "./present";

export const METHOD_LABELS = { as_reported: "As reported", pool_by_hours: "Pooled by hours", tip_policy: "Tip policy" } as const;

const HEADER = ["Employee", "Hours", "Reported Tips", "Payout"];

/** With a tip policy, every employee's working as columns (money columns are indexes 3–8 and 10–11). */
export const POLICY_HEADER = [
  "Employee",
  "Role",
  "Hours",
  "Reported Tips",
  "Card Tips",
  "Card Fee Withheld",
  "Tip-outs Given",
  "Tip-outs Received",
  "Pool Contribution",
  "Pool Points",
  "Pool Share %",
  "Pool Share",
  "Payout",
  "Working",
];
const POLICY_MONEY_COLUMNS = [3, 4, 5, 6, 7, 8, 11, 12];

export const PAYROLL_IMPORT_HEADER = ["Employee", "Hours", "Tips"];

/** Download name: "tips-week-ending-2026-11-08.csv"; the payroll import "payroll-import-week-ending-2026-11-08.csv". */
export const exportFileName = (record: PayrollRecordView, ext: "csv" | "xlsx") => `tips-week-ending-${record.weekEnding}.${ext}`;
export const payrollImportFileName = (record: PayrollRecordView) => `payroll-import-week-ending-${record.weekEnding}.csv`;

type PolicyWorking = NonNullable<PayrollCalculationView["distribution"]["policy"]>["working"][number];

/** The working's cells; the Working column is the lines joined with "; ". Amounts as decimal strings. */
const policyCells = (w: PolicyWorking): (string | number | null)[] => [
  w.name,
  w.role ?? "",
  w.hours,
  w.reportedTips,
  w.cardTips,
  w.withheld,
  w.tipOutsGiven,
  w.tipOutsReceived,
  w.poolContribution,
  w.poolPoints,
  w.poolFraction === null ? null : w.poolFraction.replace(" %", ""),
  w.poolShare,
  w.payout,
  w.lines.join("; "),
];

/** A payroll provider's import: one row per employee with hours and the tips to pay (the payout). */
export function payrollImportCsv(view: PayrollCalculationView): string {
  const lines = [PAYROLL_IMPORT_HEADER.join(",")];
  for (const p of view.distribution.payouts) lines.push([csvCell(p.name), p.hours ?? "", p.payout].join(","));
  return lines.join("\r\n") + "\r\n";
}

/**
 * One row per employee, amounts as plain decimals ("1234.50", "-12.00"). Names go through csvCell (quoting,
 * formula guard); amounts are our own digits and are written as they are, so a negative stays a number.
 */
export function payoutsCsv(view: PayrollCalculationView): string {
  const policy = view.distribution.policy;
  if (policy) {
    const lines = [POLICY_HEADER.join(",")];
    for (const w of policy.working) {
      const cells = policyCells(w);
      lines.push(cells.map((c, i) => (c === null ? "" : i === 0 || i === 1 || i === 13 ? csvCell(String(c)) : String(c))).join(","));
    }
    return lines.join("\r\n") + "\r\n";
  }
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
  if (view.distribution.policy) return policyXlsx(view);
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

/** The tip policy's workbook: every employee's working, their total, and a summary naming the policy and its steps. */
function policyXlsx(view: PayrollCalculationView): Buffer {
  const { distribution, summary, record } = view;
  const policy = distribution.policy!;
  const rows: (string | number | null)[][] = [POLICY_HEADER];
  for (const w of policy.working) {
    rows.push(policyCells(w).map((c, i) => (typeof c === "string" && (POLICY_MONEY_COLUMNS.includes(i) || i === 10) ? asNumber(c) : c)));
  }
  const sum = (pick: (w: PolicyWorking) => string) => policy.working.reduce((s, w) => s + Math.round(Number(pick(w)) * 100), 0) / 100;
  rows.push([
    "Total",
    null,
    distribution.totalHours,
    asNumber(summary.totalTips),
    null,
    asNumber(policy.withheld),
    sum((w) => w.tipOutsGiven),
    sum((w) => w.tipOutsReceived),
    sum((w) => w.poolContribution),
    null,
    null,
    sum((w) => w.poolShare),
    asNumber(policy.paidOut),
    null,
  ]);
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  for (let r = 1; r < rows.length; r++) {
    for (const c of POLICY_MONEY_COLUMNS) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (cell) cell.z = DOLLARS;
    }
  }
  sheet["!cols"] = [{ wch: 24 }, { wch: 12 }, { wch: 8 }, ...POLICY_MONEY_COLUMNS.slice(0, 6).map(() => ({ wch: 13 })), { wch: 8 }, { wch: 9 }, { wch: 13 }, { wch: 13 }, { wch: 90 }];

  const info = XLSX.utils.aoa_to_sheet([
    ["Week ending", record.weekEnding],
    ["Method", `${METHOD_LABELS.tip_policy}: ${policy.name}`],
    ["Total tips", asNumber(summary.totalTips)],
    ["Card fee withheld", asNumber(policy.withheld)],
    ["Paid out", asNumber(policy.paidOut)],
    ["Employees", summary.employeeCount],
    ["Files", record.fileName ?? ""],
    ...policy.steps.map((step, i) => [`Step ${i + 1}`, step]),
    ...policy.notes.map((note) => ["Note", note]),
  ]);
  for (const ref of ["B3", "B4", "B5"]) {
    const cell = info[ref] as XLSX.CellObject | undefined;
    if (cell) cell.z = DOLLARS;
  }
  info["!cols"] = [{ wch: 18 }, { wch: 90 }];

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Payouts");
  XLSX.utils.book_append_sheet(book, info, "Summary");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
