// Worker thread that reads payroll spreadsheets and prepares the answers built from them, so neither
// SheetJS nor any per-employee work runs on the request thread.
// Loaded through tsx (see pool.ts): the reader imports @shared/* aliases.
import { parentPort } from "node:worker_threads";
import { HttpError } from "../../../http/errors";
import { PayrollFileError } from "../reader";
import { prepareBreakdown, prepareExport, prepareUpload } from "./jobs";
import { prepareSheet } from "./sheet";
import type { WorkerReady, ParseJob, ParseOutput, ParseReply, ParseTask } from "./protocol";

function run(task: ParseTask): ParseOutput {
  switch (task.kind) {
    case "upload":
      return prepareUpload(task.files, task.method, task.read);
    case "breakdown":
      return prepareBreakdown(task.stored, task.method);
    case "export":
      return prepareExport(task.stored, task.method, task.record, task.format);
    case "sheet":
      return prepareSheet(task.file.fileName, task.file.bytes, task.hint);
  }
}

/** The bytes in an ArrayBuffer of their own, which can be transferred (a pooled Buffer's cannot). */
function movable(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

function handle(job: ParseJob): ParseReply {
  try {
    const output = run(job);
    if (output instanceof Uint8Array) return { id: job.id, ok: true, output: movable(output) };
    return { id: job.id, ok: true, output: { ...output, stored: movable(output.stored), breakdown: movable(output.breakdown) } };
  } catch (err) {
    if (err instanceof PayrollFileError) return { id: job.id, ok: false, refused: err.serialize() };
    if (err instanceof HttpError) return { id: job.id, ok: false, rejected: { status: err.status, message: err.message } };
    return { id: job.id, ok: false, failed: err instanceof Error ? err.message : String(err) };
  }
}

const transferList = (reply: ParseReply): ArrayBuffer[] => {
  if (!reply.ok) return [];
  const arrays = reply.output instanceof Uint8Array ? [reply.output] : [reply.output.stored, reply.output.breakdown];
  return arrays.map((a) => a.buffer as ArrayBuffer);
};

parentPort?.on("message", (job: ParseJob) => {
  const reply = handle(job);
  parentPort?.postMessage(reply, transferList(reply));
});
// The pool starts a job's time limit from here: loading this code is not part of any reading.
parentPort?.postMessage({ ready: true } satisfies WorkerReady);
