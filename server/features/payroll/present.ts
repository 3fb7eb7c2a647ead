import { centsToDecimalString, parseMoneyToCentsStrict } from "@shared/domain/money";
import type { CalculationMethod, PayrollRecord } from "@shared/schema/payroll";
import { presentPolicy, type PolicyView } from "./present-policy";
import {
  canPoolByHours,
  type PayrollFileSummary,
  type PayrollReadResult,
  type SkippedRow,
  type TipDistribution,
} from "./reader";

/** A payroll calculation as lists show it (no processed data). Money as decimal strings. */
export interface PayrollRecordView {
  id: string;
  locationId: string;
  weekEnding: string;
  totalTips: string;
  employeeCount: number;
  /** Total tips divided by the employee count, to the cent (null without employees). */
  averageTips: string | null;
  fileName: string | null;
  distributionMethod: CalculationMethod;
  /** The tip policy the calculation was made with (its name as it was when applied); absent otherwise. */
  tipPolicy?: { id: string; name: string };
  createdAt: string;
}

export interface EmployeeView {
  name: string;
  tips: string;
  hours: number | null;
  /** The job the files give, when they have a job column (absent otherwise). */
  role?: string;
  /** Every spelling found in the files. */
  asWritten: string[];
  rows: Array<{ file: string; sheet: string; row: number; tips: string; hours: number | null }>;
}

export interface PayoutView {
  name: string;
  /** What the files reported for this employee. */
  reportedTips: string;
  hours: number | null;
  /** What the employee is paid under the method. */
  payout: string;
}

export interface DistributionView {
  method: CalculationMethod;
  /** Every employee has hours, so the total can be pooled by hours. */
  canPoolByHours: boolean;
  totalTips: string;
  totalHours: number | null;
  payouts: PayoutView[];
  /** With a tip policy: the policy and every employee's working (absent otherwise, so the two methods' answers stay as they were). */
  policy?: PolicyView;
}

/** A record as read without its processed data (lists and writes never load that). */
export type PayrollRecordRow = Omit<PayrollRecord, "processedData">;

/** One calculation with everything that was read: the upload's answer and GET /api/payroll/:id. */
export interface PayrollCalculationView extends PayrollBreakdownView {
  record: PayrollRecordView;
}

/** A calculation without its record: built from the stored reading alone (in the parse worker when large). */
export interface PayrollBreakdownView {
  summary: { totalTips: string; employeeCount: number; averageTips: string | null; totalHours: number | null };
  employees: EmployeeView[];
  distribution: DistributionView;
  files: PayrollFileSummary[];
  warnings: string[];
  skippedRows: SkippedRow[];
}

const money = centsToDecimalString;

/** Average to the cent, half away from zero. */
export function averageCents(totalCents: number, count: number): number | null {
  if (count <= 0) return null;
  const sign = totalCents < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(totalCents) / count);
}

function averageOf(totalTips: string, count: number): string | null {
  const average = averageCents(parseMoneyToCentsStrict(totalTips), count);
  return average === null ? null : money(average);
}

export function presentRecord(record: PayrollRecordRow): PayrollRecordView {
  return {
    id: record.id,
    locationId: record.locationId,
    weekEnding: record.weekEnding,
    totalTips: record.totalTips,
    employeeCount: record.employeeCount,
    averageTips: averageOf(record.totalTips, record.employeeCount),
    fileName: record.fileName,
    distributionMethod: record.distributionMethod,
    ...(record.distributionMethod === "tip_policy" && record.tipPolicy ? { tipPolicy: { id: record.tipPolicy.policyId, name: record.tipPolicy.name } } : {}),
    createdAt: record.createdAt.toISOString(),
  };
}

export function presentBreakdown(result: PayrollReadResult, distribution: TipDistribution): PayrollBreakdownView {
  const average = averageCents(result.totalTipsCents, result.employeeCount);
  return {
    summary: {
      totalTips: money(result.totalTipsCents),
      employeeCount: result.employeeCount,
      averageTips: average === null ? null : money(average),
      totalHours: result.totalHours ?? null,
    },
    employees: result.employees.map((e) => ({
      name: e.name,
      tips: money(e.tipsCents),
      hours: e.hours ?? null,
      ...(e.role === undefined ? {} : { role: e.role }),
      asWritten: e.asWritten,
      rows: e.rows.map((r) => ({ file: r.file, sheet: r.sheet, row: r.row, tips: money(r.tipsCents), hours: r.hours ?? null })),
    })),
    distribution: {
      method: distribution.method,
      canPoolByHours: canPoolByHours(result),
      totalTips: money(distribution.totalTipsCents),
      totalHours: distribution.totalHours ?? null,
      payouts: distribution.payouts.map((p) => ({
        name: p.name,
        reportedTips: money(p.reportedCents),
        hours: p.hours ?? null,
        payout: money(p.payoutCents),
      })),
      ...(distribution.policy ? { policy: presentPolicy(distribution.policy) } : {}),
    },
    files: result.files,
    warnings: result.warnings,
    skippedRows: result.skippedRows,
  };
}
