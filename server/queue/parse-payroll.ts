import { QUEUED_SPREADSHEET_TYPE } from "@shared/schema";
import { can } from "@shared/domain/permissions";
import type { PayrollJobView } from "@shared/schema/job-views";
import type { Db } from "../db/connection";
import { deleteDocument, readDocument, storeDocument } from "../documents/storage";
import { buildContext, type RequestContext } from "../http/context";
import { HttpError, type FieldError } from "../http/errors";
import { calculationStored, checkUpload, uploadPayroll, type PayrollUploadInput } from "../features/payroll/service";
import type { PayrollUploadFile } from "../features/payroll/reader";
import { JOB_VIEW_STATE, jobProgress, type JobQueue, type QueuedJob } from "./job-queue";

/** The queue of large payroll uploads: reading, distribution and the stored calculation, as the direct upload does them. */
export const PARSE_PAYROLL = "parse-payroll";

/** A job names the stored spreadsheets, never carries their bytes. */
export interface ParsePayrollData {
  organizationId: string;
  userId: string;
  /** The organization a super admin impersonated when uploading: the job acts in it as they did. */
  impersonatingOrganizationId: string | null;
  upload: PayrollUploadInput;
  /** The spreadsheets as documents of the organization, in the upload's order. */
  files: Array<{ documentId: string; fileName: string }>;
}

/**
 * A finished job: the calculation stored (its id is the job's id), or why the upload was refused, as the direct
 * upload would have answered (such a job is not retried).
 */
export type ParsePayrollOutput = { ok: true; recordId: string } | { ok: false; status: number; message: string; errors?: FieldError[] };

export const PAYROLL_JOB_FAILED = "The payroll files could not be processed right now. Please try again.";
export const PAYROLL_FILES_GONE = "The uploaded payroll files are no longer available. Please upload them again.";

const refusal = (err: HttpError): ParsePayrollOutput => ({
  ok: false,
  status: err.status,
  message: err.message,
  ...(err.errors ? { errors: err.errors } : {}),
});

/** The person who uploaded, as they were then; undefined when they may no longer see payroll in that organization. */
async function uploader(db: Db, data: ParsePayrollData): Promise<RequestContext | undefined> {
  const ctx = await buildContext(db, data.userId, data.impersonatingOrganizationId ?? undefined);
  if (!ctx || ctx.organizationId !== data.organizationId || !can(ctx, "payroll.see")) return undefined;
  return ctx;
}

async function calculate(db: Db, data: ParsePayrollData, recordId: string): Promise<ParsePayrollOutput> {
  const ctx = await uploader(db, data);
  if (!ctx) return refusal(new HttpError(403, "You do not have permission to do that"));
  const files: PayrollUploadFile[] = [];
  for (const f of data.files) {
    const doc = await readDocument(db, data.organizationId, f.documentId);
    if (!doc) return refusal(new HttpError(410, PAYROLL_FILES_GONE));
    files.push({ fileName: f.fileName, bytes: doc.content });
  }
  try {
    await uploadPayroll(db, ctx, data.upload, files, { recordId });
    return { ok: true, recordId };
  } catch (err) {
    // A refused file or a rule (the week calculated meanwhile): the person's answer. Anything else is retried.
    if (err instanceof HttpError && err.status < 500) return refusal(err);
    throw err;
  }
}

/**
 * Runs one queued upload. The record takes the job's id, so a run that finds it stored (an earlier run crashed
 * after committing) stores nothing again. The spreadsheets are deleted once the job has its answer; those of a
 * job that finally fails go with the daily orphan sweep.
 */
export function parsePayrollHandler(db: Db) {
  return async (data: ParsePayrollData, job: { id: string }): Promise<ParsePayrollOutput> => {
    const output: ParsePayrollOutput = (await calculationStored(db, job.id)) ? { ok: true, recordId: job.id } : await calculate(db, data, job.id);
    for (const f of data.files) await deleteDocument(db, data.organizationId, f.documentId);
    return output;
  };
}

/**
 * POST /api/payroll/upload for files above PAYROLL_QUEUE_BYTES: the checks that need no reading answer at once
 * (400, 409), then the spreadsheets are stored as documents (PostgreSQL or S3) and a job names them.
 */
export async function queuePayrollUpload(db: Db, queue: JobQueue, ctx: RequestContext, input: PayrollUploadInput, files: PayrollUploadFile[]): Promise<PayrollJobView> {
  await checkUpload(db, ctx, input, files.length);
  const organizationId = ctx.organizationId!;
  const stored: ParsePayrollData["files"] = [];
  for (const f of files) {
    const bytes = Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength);
    const doc = await storeDocument(db, { organizationId, originalName: f.fileName, contentType: QUEUED_SPREADSHEET_TYPE, bytes, uploadedBy: ctx.user.id });
    stored.push({ documentId: doc.id, fileName: f.fileName });
  }
  const data: ParsePayrollData = {
    organizationId,
    userId: ctx.user.id,
    impersonatingOrganizationId: ctx.impersonating?.organizationId ?? null,
    upload: input,
    files: stored,
  };
  const id = await queue.send(PARSE_PAYROLL, data);
  return { id, state: "queued", progress: 0, retries: 0, result: null, error: null, status: null };
}

export type { PayrollJobView };

/** A run that threw for the last time: pg-boss keeps the error; an HttpError's message is meant for the person. */
function lastError(output: unknown): { status: number; message: string; errors?: FieldError[] } {
  const e = (output ?? {}) as { name?: unknown; status?: unknown; message?: unknown };
  if (e.name === "HttpError" && typeof e.status === "number" && typeof e.message === "string") return { status: e.status, message: e.message };
  return { status: 500, message: PAYROLL_JOB_FAILED };
}

export function payrollJobView(job: QueuedJob<ParsePayrollData, ParsePayrollOutput | null>): PayrollJobView {
  const base = { id: job.id, retries: job.retryCount };
  const state = JOB_VIEW_STATE[job.state];
  if (state === "queued" || state === "reading") return { ...base, state, progress: jobProgress(state), result: null, error: null, status: null };
  const output = job.output;
  if (state === "done" && output?.ok) return { ...base, state, progress: 100, result: { recordId: output.recordId }, error: null, status: null };
  const failure: { status: number; message: string; errors?: FieldError[] } = state === "done" && output && !output.ok ? output : lastError(output);
  return {
    ...base,
    state: "failed",
    progress: 100,
    result: null,
    error: failure.message,
    status: failure.status,
    ...(failure.errors ? { errors: failure.errors } : {}),
  };
}
