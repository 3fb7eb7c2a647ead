import { Router, type Request } from "express";
import { licenseDataSchema, licenseRenewalSchema, licenseUpdateSchema, renewalSubmittedSchema } from "@shared/schema";
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
import * as renewals from "./renewal-service";
import * as service from "./service";
import { emitWebhookEventSafely } from "../webhooks/events";
import { notifyRenewalSubmitted } from "../notifications/activity";
import { learnFromSave, readingIdOf, type SavedLicenseValues } from "./learn-correction";

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

  /** A saved license teaches where its layout prints each corrected field; the save stands if learning fails. */
  const learnCorrections = async (req: Request, readingId: unknown, file: service.UploadedDocument | undefined, saved: SavedLicenseValues) => {
    if (readingId === undefined || readingId === null) return;
    const ctx = ctxOf(req);
    await learnFromSave(db, queue, { organizationId: orgIdOf(ctx), userId: ctx.user.id, readingId, bytes: file?.bytes, saved }).catch((err: unknown) =>
      req.log.warn({ err }, "correction not learned"),
    );
  };

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
    const ctx = ctxOf(req);
    const created = await service.createLicense(db, ctx, data, file, extracted);
    await learnCorrections(req, readingIdOf(req.body, extracted), file, data);
    res.status(201).json(created);
    // After the answer: the license stands whether or not a webhook can be queued.
    await emitWebhookEventSafely(db, orgIdOf(ctx), "license.created", { licenseId: created.id, locationId: data.locationId }, (err) => req.log.warn({ err }, "license.created webhook not queued"));
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

  // Renewals (issue 32): the license's terms, each term's document, renew, and "Renewal submitted".
  router.get("/api/licenses/:id/terms", requireAuth, async (req, res) => {
    res.json(await renewals.listTerms(db, ctxOf(req), idParam(req)));
  });

  router.get("/api/licenses/:id/terms/:termId/download", requireAuth, async (req, res) => {
    const doc = await renewals.termDocument(db, ctxOf(req), idParam(req), idParam(req, "termId"));
    await sendStoredDocument(res, doc, req.query.inline === "1" ? "inline" : "attachment");
  });

  router.post("/api/licenses/:id/renew", requireAuth, upload, async (req, res) => {
    const id = idParam(req);
    const renewal = parse(licenseRenewalSchema, licenseDataOf(req) ?? {});
    const ctx = ctxOf(req);
    const file = await uploadedDocument(req);
    const renewed = await renewals.renewLicense(db, ctx, id, renewal, file);
    await learnCorrections(req, readingIdOf(req.body, undefined), file, renewal);
    res.json(renewed);
    await emitWebhookEventSafely(db, orgIdOf(ctx), "license.renewed", { licenseId: renewed.id, locationId: renewed.locationId }, (err) => req.log.warn({ err }, "license.renewed webhook not queued"));
  });

  router.put("/api/licenses/:id/renewal-submitted", requireAuth, async (req, res) => {
    const id = idParam(req);
    const ctx = ctxOf(req);
    const submitted = parse(renewalSubmittedSchema, req.body ?? {});
    const license = await renewals.setRenewalSubmitted(db, ctx, id, submitted);
    res.json(license);
    // After the answer: the location's people hear of it (bell and push); the change stands if they cannot.
    await notifyRenewalSubmitted(db, {
      organizationId: orgIdOf(ctx),
      actorId: ctx.user.id,
      licenseId: license.id,
      locationId: license.locationId,
      typeName: license.licenseType?.name ?? "A license",
      submittedOn: submitted.submittedOn,
      reference: submitted.reference ?? null,
    }).catch((err: unknown) => req.log.warn({ err }, "renewal submitted notification not created"));
  });

  router.delete("/api/licenses/:id/renewal-submitted", requireAuth, async (req, res) => {
    res.json(await renewals.setRenewalSubmitted(db, ctxOf(req), idParam(req), null));
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
