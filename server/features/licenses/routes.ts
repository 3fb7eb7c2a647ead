import { Router, type Request } from "express";
import { licenseDataSchema, licenseUpdateSchema } from "@shared/schema";
import type { Db } from "../../db/connection";
import { sendStoredDocument } from "../../documents/send";
import { sniffDocumentType } from "../../documents/sniff";
import { pageOf, sendPage } from "../../http/paging";
import { readingLimit } from "../../http/reading-limit";
import { ctxOf, requireAuth, requirePermission } from "../../http/context";
import { badRequest, HttpError } from "../../http/errors";
import { filesOf, multipartUpload } from "../../http/upload";
import { idParam, parse } from "../../http/validate";
import * as catalogue from "./catalogue-service";
import { orgIdOf } from "../../http/tenancy";
import type { JobQueue } from "../../queue/job-queue";
import { readWhileWaiting } from "../../queue/read-document";
import * as service from "./service";

const upload = multipartUpload({ fields: [{ name: "document", maxCount: 1 }] });

/** The licenseData field: JSON text in a multipart body, or a plain JSON body for edits without a file. */
function licenseDataOf(req: Request): unknown {
  const raw = (req.body as Record<string, unknown> | undefined)?.licenseData;
  if (raw === undefined) return req.body;
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest("licenseData must be valid JSON");
  }
}

async function uploadedDocument(req: Request): Promise<service.UploadedDocument | undefined> {
  const [file] = filesOf(req, "document");
  if (!file) return undefined;
  return { originalName: file.originalname, contentType: await sniffDocumentType(file.buffer), bytes: file.buffer };
}

/** Document reading goes through `queue` (whose handler uses the configured model, else the built-in rules). */
export function licenseRoutes(db: Db, queue: JobQueue): Router {
  const router = Router();

  router.get("/api/license-types", requireAuth, async (req, res) => {
    const state = req.query.state === undefined ? undefined : catalogue.parseStateCode(req.query.state);
    res.json(await catalogue.listLicenseTypes(db, state));
  });

  router.get("/api/required-licenses/:state", requireAuth, async (req, res) => {
    res.json(await catalogue.requiredLicenses(db, catalogue.parseStateCode(req.params.state)));
  });

  router.get("/api/licenses", requireAuth, async (req, res) => {
    sendPage(res, await service.listLicenses(db, ctxOf(req), req.query.locationId, pageOf(req)), (license) => license);
  });

  // Reads a document on the job queue and answers with what was read; keeps nothing (the document is stored only
  // while its reading job runs; the license is saved by POST /api/licenses).
  router.post("/api/licenses/extract", requireAuth, readingLimit(db, "license"), upload, async (req, res) => {
    const file = await uploadedDocument(req);
    if (!file) throw badRequest(service.DOCUMENT_REQUIRED, [{ path: "document", message: service.DOCUMENT_REQUIRED }]);
    const ctx = ctxOf(req);
    const read = await readWhileWaiting(queue, db, { kind: "license", organizationId: orgIdOf(ctx), userId: ctx.user.id, ...file });
    if (!read.ok) throw new HttpError(read.status, read.message);
    res.json(read.result);
  });

  router.get("/api/licenses/:id", requireAuth, async (req, res) => {
    res.json(await service.getLicense(db, ctxOf(req), idParam(req)));
  });

  router.post("/api/licenses", requireAuth, upload, async (req, res) => {
    const data = parse(licenseDataSchema, licenseDataOf(req));
    const file = await uploadedDocument(req);
    const extracted = parseExtracted((req.body as Record<string, unknown>).extractedData);
    res.status(201).json(await service.createLicense(db, ctxOf(req), data, file, extracted));
  });

  router.patch("/api/licenses/:id", requireAuth, upload, async (req, res) => {
    const id = idParam(req);
    const changes = parse(licenseUpdateSchema, licenseDataOf(req) ?? {});
    res.json(await service.updateLicense(db, ctxOf(req), id, changes, await uploadedDocument(req)));
  });

  router.patch("/api/licenses/:id/archive", requireAuth, async (req, res) => {
    res.json(await service.archiveLicense(db, ctxOf(req), idParam(req)));
  });

  router.delete("/api/licenses/:id", requirePermission("records.delete", "Only managers and administrators can delete licenses"), async (req, res) => {
    await service.deleteLicense(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  router.get("/api/licenses/:id/download", requireAuth, async (req, res) => {
    const doc = await service.licenseDocument(db, ctxOf(req), idParam(req));
    await sendStoredDocument(res, doc, req.query.inline === "1" ? "inline" : "attachment");
  });

  return router;
}

/** What the document reader found, kept with the license for the record (JSON text in multipart). */
function parseExtracted(value: unknown): unknown {
  if (typeof value !== "string" || value.length > 100_000) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
