/**
 * What the parse worker does for a request, as pure functions (also run in-thread for small stored
 * readings). Everything proportional to the number of rows happens here: reading, distributing, presenting
 * and JSON serialisation. The answers are UTF-8 bytes that cross back to the request thread by transfer,
 * so that thread never builds, clones, parses or stringifies the per-employee data.
 */
import { centsToDecimalString, MONEY_MAX_CENTS } from "@shared/domain/money";
import { badRequest } from "../../../http/errors";
import { payoutsCsv, payoutsXlsx, payrollImportCsv } from "../export";
import { presentBreakdown, type PayrollRecordView } from "../present";
import { distributeTips, readPayrollUpload, type Distribution, type PayrollReadResult, type PayrollUploadFile, type ReadOptions } from "../reader";

/** The payouts as CSV or .xlsx, or the payroll provider's import CSV (employee, hours, tips). */
export type ExportFormat = "csv" | "xlsx" | "payroll_csv";

/** The figures of an upload the record row keeps. */
export interface CalculationTotals {
  totalTipsCents: number;
  employeeCount: number;
}

export interface PreparedUpload {
  totals: CalculationTotals;
  /** The reading as JSON text (UTF-8): the record's processed data. */
  stored: Uint8Array;
  /** The breakdown (the calculation view without its record) as a JSON object (UTF-8). */
  breakdown: Uint8Array;
}

const encoder = new TextEncoder();
/** A fresh Uint8Array owning its ArrayBuffer, so it can be transferred. */
const jsonBytes = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value));

/**
 * Reads one upload's files, distributes the tips by `method` and serialises what the request stores and
 * answers. Throws PayrollFileError for a refused file, HttpError 400 when the total cannot be stored or the
 * tips cannot be pooled by hours.
 */
export function prepareUpload(files: readonly PayrollUploadFile[], method: Distribution, options: ReadOptions = {}): PreparedUpload {
  const result = readPayrollUpload(files, options);
  if (Math.abs(result.totalTipsCents) > MONEY_MAX_CENTS) {
    throw badRequest(`The tip total ${centsToDecimalString(result.totalTipsCents)} is beyond what can be stored (99,999,999.99).`);
  }
  const distribution = distributeTips(result, method);
  return {
    totals: { totalTipsCents: result.totalTipsCents, employeeCount: result.employeeCount },
    stored: jsonBytes(result),
    breakdown: jsonBytes(presentBreakdown(result, distribution)),
  };
}

/** A record's stored reading (JSON text); a record without one (never written by this code) reads as empty. */
export function storedReading(json: string | null): PayrollReadResult {
  const data = (json === null ? null : JSON.parse(json)) as Partial<PayrollReadResult> | null;
  if (!data || !Array.isArray(data.employees) || typeof data.totalTipsCents !== "number") {
    return { files: [], employees: [], totalTipsCents: 0, employeeCount: 0, warnings: [], skippedRows: [] };
  }
  return data as PayrollReadResult;
}

/** The breakdown of a stored reading under `method`. Throws HttpError 400 when it cannot be pooled by hours. */
export function prepareBreakdown(stored: string | null, method: Distribution): Uint8Array {
  const result = storedReading(stored);
  return jsonBytes(presentBreakdown(result, distributeTips(result, method)));
}

/** The payouts of a stored reading as a CSV (with a BOM, so spreadsheet programs read UTF-8) or .xlsx file. */
export function prepareExport(stored: string | null, method: Distribution, record: PayrollRecordView, format: ExportFormat): Uint8Array {
  const result = storedReading(stored);
  const view = { record, ...presentBreakdown(result, distributeTips(result, method)) };
  if (format === "csv") return encoder.encode(`\uFEFF${payoutsCsv(view)}`);
  if (format === "payroll_csv") return encoder.encode(`\uFEFF${payrollImportCsv(view)}`);
  const xlsx = payoutsXlsx(view);
  return new Uint8Array(xlsx.buffer, xlsx.byteOffset, xlsx.byteLength);
}
