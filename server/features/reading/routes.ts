import { Router } from "express";
import type { QueueOverview } from "@shared/domain/job-queue";
import { z } from "zod";
import type { Db } from "../../db/connection";
import { sniffDocumentType } from "../../documents/sniff";
import { storeDocument } from "../../documents/storage";
import { ctxOf, requireAuth, requireSuperAdmin } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { readingLimit } from "../../http/reading-limit";
import { orgIdOf } from "../../http/tenancy";
import { filesOf, multipartUpload } from "../../http/upload";
import { isUuid, parse } from "../../http/validate";
import { DAILY_JOBS_QUEUE } from "../../queue/daily-jobs";
import { READ_DOCUMENT, type JobQueue } from "../../queue/job-queue";
import { PARSE_PAYROLL } from "../../queue/parse-payroll";
import { queueReading, READING_KINDS, readingJobView, type ReadDocumentData, type ReadDocumentOutput } from "../../queue/read-document";

export const DOCUMENT_REQUIRED = "Please upload a PDF, PNG or JPG document";
const NOT_FOUND = "Reading not found";

const upload = multipartUpload({ fields: [{ name: "document", maxCount: 1 }] });
const kindSchema = z.object({ kind: z.enum(READING_KINDS, { message: "kind must be license or manual" }) });

/**
 * Document reading on the job queue: the browser uploads, gets a job id at once (202) and polls for the
 * result; workers (or this process) do the OCR. The document is stored first (a manual's can then be attached
 * by manualDocumentId); one nothing uses is deleted by the daily orphan sweep.
 */
export function readingRoutes(db: Db, queue: JobQueue): Router {
  const router = Router();

  router.post("/api/reading-jobs", requireAuth, readingLimit(db, "queued"), upload, async (req, res) => {
    const ctx = ctxOf(req);
    const { kind } = parse(kindSchema, req.body ?? {});
    const [file] = filesOf(req, "document");
    if (!file) throw badRequest(DOCUMENT_REQUIRED, [{ path: "document", message: DOCUMENT_REQUIRED }]);
    const organizationId = orgIdOf(ctx);
    const contentType = await sniffDocumentType(file.buffer);
    const doc = await storeDocument(db, {
      organizationId,
      originalName: file.originalname,
      contentType,
      bytes: file.buffer,
      uploadedBy: ctx.user.id,
    });
    const data: ReadDocumentData = { kind, organizationId, userId: ctx.user.id, documentId: doc.id };
    const id = await queueReading(queue, data);
    res.status(202).json({ id, kind, documentId: doc.id, state: "queued", progress: 0, retries: 0, result: null, error: null });
  });

  router.get("/api/reading-jobs/:id", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const id = req.params.id;
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    const job = await queue.job<ReadDocumentData, ReadDocumentOutput>(READ_DOCUMENT, id);
    // Only the person who asked for the reading, in the organization it was asked in, sees it.
    if (!job || job.data.organizationId !== ctx.organizationId || job.data.userId !== ctx.user.id) throw notFound(NOT_FOUND);
    res.json(readingJobView(job));
  });

  router.get("/api/super-admin/queue", requireAuth, requireSuperAdmin, async (_req, res) => {
    const overview: QueueOverview = {
      queues: [await queue.stats(READ_DOCUMENT), await queue.stats(PARSE_PAYROLL), await queue.stats(DAILY_JOBS_QUEUE)],
    };
    res.json(overview);
  });

  return router;
}
