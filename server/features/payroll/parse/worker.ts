// Worker thread that reads payroll spreadsheets, so SheetJS never runs on the request thread.
// Loaded through tsx (see pool.ts): the reader imports @shared/* aliases.
import { parentPort } from "node:worker_threads";
import { PayrollFileError, readPayrollUpload } from "../reader";
import type { ParseJob, ParseReply } from "./protocol";

function handle(job: ParseJob): ParseReply {
  try {
    return { id: job.id, ok: true, result: readPayrollUpload(job.files) };
  } catch (err) {
    if (err instanceof PayrollFileError) return { id: job.id, ok: false, refused: err.serialize() };
    return { id: job.id, ok: false, failed: err instanceof Error ? err.message : String(err) };
  }
}

parentPort?.on("message", (job: ParseJob) => {
  parentPort?.postMessage(handle(job));
});
