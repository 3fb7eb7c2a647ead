/**
 * Payroll spreadsheet reader: pure functions of (fileName, bytes), no I/O.
 *
 * readPayrollUpload(files) → PayrollReadResult, or throws PayrollFileError (status 400/413/415, message
 * naming the file). Pipeline per file: load-grids (format by content, zip-bomb guard, SheetJS or CSV) →
 * find-header (header row and column roles on each sheet) → read-table (employee rows, skipped rows,
 * warnings) → read-file (best sheet) → merge (one person across rows and files). distributeTips applies
 * "as_reported" or "pool_by_hours" (largest remainder, shared/domain/tips.ts).
 * Results are plain JSON-safe objects, so they can cross a worker thread; errors via serialize().
 */
export { readPayrollUpload } from "./read-upload";
export type { ReadOptions } from "./plausibility";
export { readPayrollFile, type FileReading } from "./read-file";
export { mergeReadings } from "./merge";
export { canPoolByHours, distributeTips, type Distribution, type TipDistribution, type TipPayout } from "./distribution";
export { employeeNameKey, type PolicyDistribution, type RoleSource } from "./policy-distribution";
export { PayrollFileError, type PayrollErrorCode, type SerializedPayrollFileError } from "./errors";
export * from "./limits";
export type * from "./types";
