export { readPayrollUpload } from "./read-upload";
export { readPayrollFile, type FileReading } from "./read-file";
export { mergeReadings } from "./merge";
export { canPoolByHours, distributeTips, type TipDistribution, type TipPayout } from "./distribution";
export { PayrollFileError, type PayrollErrorCode, type SerializedPayrollFileError } from "./errors";
export * from "./limits";
export type * from "./types";
