import { Router, type Request, type Response } from "express";
import { and, eq, ne } from "drizzle-orm";
import { binderLinkInputSchema, equipment, licenses, serviceRecordAttachments, serviceRecords } from "@shared/schema";
import type { Config } from "../../config";
import type { Db } from "../../db/connection";
import { findDocument } from "../../documents/storage";
import { sendDocument, sendStoredDocument } from "../../documents/send";
import { ctxOf, requireAuth, requirePermission } from "../../http/context";
import { notFound } from "../../http/errors";
import { idParam, parse } from "../../http/validate";
import { live } from "../trash/live";
import type { JobQueue } from "../../queue/job-queue";
import * as builds from "./builds";
import * as links from "./links";
import { loadBinder, type BinderUrls } from "./load";
import * as service from "./service";
import { sharedBinderPage } from "./shared-page";

const sharedUrls = (token: string): BinderUrls => ({
  licenseDocument: (id) => `${links.sharedBinderPath(token)}/licenses/${id}`,
  attachment: (id) => `${links.sharedBinderPath(token)}/attachments/${id}`,
  pdf: `${links.sharedBinderPath(token)}/binder.pdf`,
});


/** The binder PDF, sent like every stored document: safe file name, nosniff, a sandboxing CSP, never cached. */
function sendPdf(res: Response, bytes: Uint8Array, name: string): Promise<void> {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return sendDocument(res, { originalName: name, contentType: "application/pdf", size: content.length, content }, "attachment");
}

const tokenOf = (req: Request) => String(req.params.token ?? "");

/** The inspection binder of a location (issue 32, points 6 and 7): signed-in routes and a shared link's. */
export function binderRoutes(db: Db, queue: JobQueue, config: Pick<Config, "appOrigin" | "binderQueueBytes">): Router {
  const router = Router();

  router.get("/api/locations/:id/binder", requireAuth, async (req, res) => {
    res.json(await service.getBinder(db, ctxOf(req), idParam(req)));
  });

  router.get("/api/locations/:id/binder.pdf", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const content = await service.binderContent(db, ctx, idParam(req));
    const bytes = await service.binderPdf(db, content, { madeBy: service.madeByOf(ctx) });
    await sendPdf(res, bytes, service.binderPdfName(content.view.location.name, content.view.today));
  });

  // "Download binder": at once when small, else on the job queue with progress (builds.ts).
  router.post("/api/locations/:id/binder-builds", requireAuth, async (req, res) => {
    const { status, view } = await builds.startBinderBuild(db, queue, ctxOf(req), idParam(req), config.binderQueueBytes);
    res.status(status).json(view);
  });

  router.get("/api/binder-builds/:id", requireAuth, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(builds.buildView(await builds.findBuild(db, ctxOf(req), req.params.id)));
  });

  router.get("/api/binder-builds/:id/binder.pdf", requireAuth, async (req, res) => {
    const { name, size, ...source } = await builds.builtPdf(db, ctxOf(req), req.params.id);
    await sendDocument(res, { originalName: name, contentType: "application/pdf", size, ...source }, "attachment");
  });

  router.get("/api/locations/:id/binder-links", requirePermission("binder.share"), async (req, res) => {
    res.json(await links.listLinks(db, ctxOf(req), idParam(req)));
  });

  router.post("/api/locations/:id/binder-links", requirePermission("binder.share"), async (req, res) => {
    const { days } = parse(binderLinkInputSchema, req.body ?? {});
    const origin = config.appOrigin ?? `${req.protocol}://${req.get("host")}`;
    res.status(201).json(await links.createLink(db, ctxOf(req), idParam(req), days, origin));
  });

  router.delete("/api/binder-links/:id", requirePermission("binder.share"), async (req, res) => {
    res.json(await links.revokeLink(db, ctxOf(req), idParam(req)));
  });

  // ---- A shared link: no account; only the link's location; 404 once expired or revoked. ----

  router.get("/api/shared-binders/:token", async (req, res) => {
    const { link, location } = await links.openLink(db, tokenOf(req));
    const { view } = await loadBinder(db, location, sharedUrls(tokenOf(req)));
    await links.recordOpening(db, link, location, "page", req.ip);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
    res.type("html").send(sharedBinderPage(view, link.expiresAt));
  });

  router.get("/api/shared-binders/:token/binder.pdf", async (req, res) => {
    const { link, location } = await links.openLink(db, tokenOf(req));
    const content = await loadBinder(db, location, sharedUrls(tokenOf(req)));
    const bytes = await service.binderPdf(db, content, { madeBy: `a shared link made by ${link.createdByName}` });
    await links.recordOpening(db, link, location, "pdf", req.ip);
    await sendPdf(res, bytes, service.binderPdfName(location.name, content.view.today));
  });

  router.get("/api/shared-binders/:token/licenses/:id", async (req, res) => {
    const { link, location } = await links.openLink(db, tokenOf(req));
    const [license] = await db
      .select({ documentId: licenses.documentId })
      .from(licenses)
      .where(and(eq(licenses.id, idParam(req)), eq(licenses.locationId, location.id), live(licenses), ne(licenses.status, "archived")));
    const doc = license?.documentId ? await findDocument(db, location.organizationId, license.documentId) : undefined;
    if (!doc) throw notFound("Document not found");
    await links.recordOpening(db, link, location, `license ${idParam(req)}`, req.ip);
    await sendStoredDocument(res, doc, req.query.inline === "1" ? "inline" : "attachment");
  });

  router.get("/api/shared-binders/:token/attachments/:id", async (req, res) => {
    const { link, location } = await links.openLink(db, tokenOf(req));
    const [row] = await db
      .select({ documentId: serviceRecordAttachments.documentId })
      .from(serviceRecordAttachments)
      .innerJoin(serviceRecords, eq(serviceRecords.id, serviceRecordAttachments.recordId))
      .innerJoin(equipment, eq(equipment.id, serviceRecords.equipmentId))
      .where(and(eq(serviceRecordAttachments.id, idParam(req)), eq(serviceRecords.locationId, location.id), live(equipment)));
    const doc = row ? await findDocument(db, location.organizationId, row.documentId) : undefined;
    if (!doc) throw notFound("Attachment not found");
    await links.recordOpening(db, link, location, `attachment ${idParam(req)}`, req.ip);
    await sendStoredDocument(res, doc, req.query.inline === "1" ? "inline" : "attachment");
  });

  return router;
}
