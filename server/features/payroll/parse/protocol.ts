import type { PayrollRecordView } from "../present";
import type { Distribution, PayrollUploadFile, ReadOptions, SerializedPayrollFileError } from "../reader";
import type { ExportFormat, PreparedUpload } from "./jobs";

/** What a worker is asked to do (see jobs.ts). Stored readings travel as the JSON text read from the database. */
export type ParseTask =
  | { kind: "upload"; files: PayrollUploadFile[]; method: Distribution; read?: ReadOptions }
  | { kind: "breakdown"; stored: string | null; method: Distribution }
  | { kind: "export"; stored: string | null; method: Distribution; record: PayrollRecordView; format: ExportFormat }
  /** One sheet's rows of any spreadsheet (the onboarding import; see sheet.ts). */
  | { kind: "sheet"; file: PayrollUploadFile; hint: string };

/** Main thread → parse worker. */
export type ParseJob = ParseTask & { id: number };

/** An upload's PreparedUpload; the bytes of a breakdown or export. Byte arrays are transferred, not copied. */
export type ParseOutput = PreparedUpload | Uint8Array;

/**
 * Parse worker → main thread. A refused file travels as a serialized PayrollFileError; another HttpError
 * (a rule said no, such as pooling without hours) as its status and message.
 */
export type ParseReply =
  | { id: number; ok: true; output: ParseOutput }
  | { id: number; ok: false; refused: SerializedPayrollFileError }
  | { id: number; ok: false; rejected: { status: number; message: string } }
  | { id: number; ok: false; failed: string };

/** Sent once by a worker when its code has loaded. */
export interface WorkerReady {
  ready: true;
}

/** Anything a worker posts to the pool. */
export type WorkerMessage = ParseReply | WorkerReady;
