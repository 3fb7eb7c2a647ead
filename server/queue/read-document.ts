import type { DocumentContentType } from "@shared/schema";
import type { ReadingJobView, ReadingKind } from "@shared/schema/job-views";
import type { DbOrTx } from "../db/connection";
import type { OpenAIConfig } from "../documents/extract";
import { deleteDocument, readDocument, storeDocument } from "../documents/storage";
import { ManualReadError, readManualFields } from "../features/equipment/manual-reader";
import { readLicense } from "../features/licenses/extract-service";
import type { ReadingSnapshot } from "../documents/learned-layouts";
import { HttpError } from "../http/errors";
import { JOB_VIEW_STATE, jobProgress, READ_DOCUMENT, type JobQueue, type QueuedJob } from "./job-queue";
import type { Db } from "../db/connection";

export const READING_KINDS = ["license", "manual"] as const satisfies readonly ReadingKind[];
export type { ReadingKind, ReadingJobView };

/** A reading job names a stored document, never carries its bytes: the queue stays small. */
export interface ReadDocumentData {
  kind: ReadingKind;
  organizationId: string;
  userId: string;
  documentId: string;
}

/**
 * A finished reading: what was read, or why the document could not be read (such a job is not retried). A
 * license's reading also keeps its words (`snapshot`), for learning from a correction when the license is saved;
 * the snapshot stays on the server (readingJobView never shows it).
 */
export type ReadDocumentOutput =
  | { ok: true; result: unknown; snapshot?: ReadingSnapshot | null }
  | { ok: false; status: number; message: string };

export const READING_FAILED = "The document could not be read. Please fill in the details by hand.";

/**
 * Runs one reading. A document that cannot be read (no text, a damaged file) completes with its message for the
 * person; anything else throws, and the queue retries it up to its limit.
 */
export function readDocumentHandler(db: DbOrTx, openai: OpenAIConfig | undefined) {
  return async (data: ReadDocumentData, job?: { id: string }): Promise<ReadDocumentOutput> => {
    const doc = await readDocument(db, data.organizationId, data.documentId);
    if (!doc) return { ok: false, status: 404, message: "Document not found" };
    const contentType = doc.contentType as DocumentContentType;
    try {
      if (data.kind === "license") {
        const { view, snapshot } = await readLicense(db, { bytes: doc.content, contentType }, openai, data.organizationId);
        return { ok: true, result: job ? { ...view, readingId: job.id } : view, snapshot };
      }
      return { ok: true, result: (await readManualFields(doc.content, contentType, openai)) ?? null };
    } catch (err) {
      if (err instanceof HttpError && err.status < 500) return { ok: false, status: err.status, message: err.message };
      if (err instanceof ManualReadError) return { ok: false, status: 422, message: err.message };
      throw err;
    }
  };
}

export function readingJobView(job: QueuedJob<ReadDocumentData, ReadDocumentOutput>): ReadingJobView {
  let state = JOB_VIEW_STATE[job.state];
  let error: string | null = state === "failed" ? READING_FAILED : null;
  let result: unknown = null;
  if (state === "done" && job.output) {
    if (job.output.ok) result = job.output.result;
    else {
      state = "failed";
      error = job.output.message;
    }
  }
  const progress = jobProgress(state);
  return { id: job.id, kind: job.data.kind, documentId: job.data.documentId, state, progress, retries: job.retryCount, result, error };
}

/** Queues a reading of a stored document. */
export function queueReading(queue: JobQueue, data: ReadDocumentData): Promise<string> {
  return queue.send(READ_DOCUMENT, data);
}

export const READING_TIMED_OUT = "Reading the document took too long. Please try again, or fill in the details by hand.";

export interface DocumentToQueue {
  kind: ReadingKind;
  organizationId: string;
  userId: string;
  originalName: string;
  contentType: DocumentContentType;
  bytes: Buffer;
}

/**
 * For the endpoints that answer with the reading (POST /api/licenses/extract, /api/equipment/upload-manual): the
 * reading runs on the queue like any other, so workers do the OCR, and the request waits for it. The document is
 * stored for the job and deleted again afterwards (its object, if any, goes with the orphan sweep).
 */
export async function readWhileWaiting(queue: JobQueue, db: Db, doc: DocumentToQueue): Promise<ReadDocumentOutput> {
  const stored = await storeDocument(db, { ...doc, uploadedBy: doc.userId });
  try {
    const id = await queueReading(queue, { kind: doc.kind, organizationId: doc.organizationId, userId: doc.userId, documentId: stored.id });
    const job = await queue.waitFor<ReadDocumentData, ReadDocumentOutput>(READ_DOCUMENT, id, (queue.settings.expireInSeconds + 15) * 1000);
    if (!job) return { ok: false, status: 503, message: READING_TIMED_OUT };
    if (job.state === "completed" && job.output) return job.output;
    return { ok: false, status: 500, message: READING_FAILED };
  } finally {
    await deleteDocument(db, doc.organizationId, stored.id);
  }
}
