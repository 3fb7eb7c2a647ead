import type { PayrollReadResult, PayrollUploadFile, SerializedPayrollFileError } from "../reader";

/** Main thread → parse worker: one upload to read. */
export interface ParseJob {
  id: number;
  files: PayrollUploadFile[];
}

/** Parse worker → main thread. A refused file travels as a serialized PayrollFileError. */
export type ParseReply =
  | { id: number; ok: true; result: PayrollReadResult }
  | { id: number; ok: false; refused: SerializedPayrollFileError }
  | { id: number; ok: false; failed: string };
