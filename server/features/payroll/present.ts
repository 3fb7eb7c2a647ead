import { centsToDecimalString, parseMoneyToCentsStrict } from "@shared/domain/money";
import type { PayrollRecord } from "@shared/schema/payroll";
import type { PayrollBreakdownView, PayrollCalculationView, PayrollRecordView } from "@shared/schema/payroll-views";
import { presentPolicy } from "./present-policy";
import { canPoolByHours, type PayrollReadResult, type TipDistribution } from "./reader";

export type { PayrollCalculationView, PayrollRecordView };

/** A record as read without its processed data (lists and writes never load that). */
export type PayrollRecordRow = Omit<PayrollRecord, "processedData">;

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
      // Readings stored before issue 31 have no components: the tips were one column.
      components: (e.components ?? []).map((c) => ({ label: c.label, tips: money(c.tipsCents) })),
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
    merges: result.merges ?? [],
    warnings: result.warnings,
    skippedRows: result.skippedRows,
  };
}
