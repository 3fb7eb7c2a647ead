import { Router, type Request } from "express";
import { z } from "zod";
import {
  insertEquipmentSchema,
  maintenanceTaskInputSchema,
  maintenanceTaskUpdateSchema,
  markDoneInputSchema,
  MAX_SERVICE_ATTACHMENTS,
  updateEquipmentSchema,
} from "@shared/schema";
import type { Db } from "../../db/connection";
import { sendStoredDocument } from "../../documents/send";
import { sniffDocumentType } from "../../documents/sniff";
import { pageOf, sendPage } from "../../http/paging";
import { readingLimit } from "../../http/reading-limit";
import { ctxOf, requireAuth, requirePermission } from "../../http/context";
import { filesOf, multipartUpload } from "../../http/upload";
import { idParam, parse } from "../../http/validate";
import * as manuals from "./manual-service";
import * as service from "./service";
import * as tasks from "./tasks-service";
import { orgIdOf } from "../../http/tenancy";
import type { JobQueue } from "../../queue/job-queue";
import { readWhileWaiting } from "../../queue/read-document";

const upload = multipartUpload({ fields: [{ name: "manual", maxCount: 1 }] });
const attachmentUpload = multipartUpload({ fields: [{ name: "attachments", maxCount: MAX_SERVICE_ATTACHMENTS }] });

/** The optional target fields of an upload (multipart text fields or a JSON body). */
const uploadTargetSchema = z.object({
  equipmentId: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  locationId: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
});

function uploadedFile(req: Request): manuals.UploadedFile | undefined {
  const [file] = filesOf(req, "manual");
  return file ? { originalName: file.originalname, bytes: file.buffer } : undefined;
}

/** Manual reading goes through `queue` (whose handler uses the configured model, else the built-in rules). */
export function equipmentRoutes(db: Db, queue: JobQueue): Router {
  const router = Router();

  router.get("/api/equipment", requireAuth, async (req, res) => {
    sendPage(res, await service.listEquipment(db, ctxOf(req), req.query.locationId, pageOf(req)), (item) => item);
  });

  router.post("/api/equipment", requireAuth, async (req, res) => {
    const input = parse(insertEquipmentSchema, req.body);
    res.status(201).json(await service.createEquipment(db, ctxOf(req), input));
  });

  router.post("/api/equipment/upload-manual", requireAuth, readingLimit(db, "manual"), upload, async (req, res) => {
    const target = parse(uploadTargetSchema, req.body ?? {});
    const ctx = ctxOf(req);
    const file = uploadedFile(req);
    const read: manuals.ManualReader = async (bytes, contentType) => {
      const out = await readWhileWaiting(queue, db, {
        kind: "manual",
        organizationId: orgIdOf(ctx),
        userId: ctx.user.id,
        originalName: file?.originalName ?? "manual",
        contentType,
        bytes,
      });
      return out.ok ? { data: out.result ?? null, error: null } : { data: null, error: out.status < 500 ? out.message : manuals.FAILED_TO_READ };
    };
    res.status(201).json(await manuals.uploadManual(db, ctx, target, file, { read }));
  });

  router.get("/api/equipment/:id", requireAuth, async (req, res) => {
    res.json(await service.getEquipment(db, ctxOf(req), idParam(req)));
  });

  router.patch("/api/equipment/:id", requireAuth, async (req, res) => {
    const id = idParam(req);
    const changes = parse(updateEquipmentSchema, req.body ?? {});
    res.json(await service.updateEquipment(db, ctxOf(req), id, changes));
  });

  router.delete("/api/equipment/:id", requirePermission("records.delete", "Only managers and administrators can delete equipment"), async (req, res) => {
    await service.deleteEquipment(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  router.get("/api/equipment/:id/manual", requireAuth, async (req, res) => {
    const doc = await manuals.manualDocument(db, ctxOf(req), idParam(req));
    await sendStoredDocument(res, doc, req.query.inline === "1" ? "inline" : "attachment");
  });

  router.delete("/api/equipment/:id/manual", requireAuth, async (req, res) => {
    res.json(await manuals.removeManual(db, ctxOf(req), idParam(req)));
  });

  router.post("/api/equipment/:id/tasks", requireAuth, async (req, res) => {
    const id = idParam(req);
    const input = parse(maintenanceTaskInputSchema, req.body ?? {});
    res.status(201).json(await tasks.addTask(db, ctxOf(req), id, input));
  });

  router.patch("/api/maintenance-tasks/:id", requireAuth, async (req, res) => {
    const id = idParam(req);
    const changes = parse(maintenanceTaskUpdateSchema, req.body ?? {});
    res.json(await tasks.updateTask(db, ctxOf(req), id, changes));
  });

  router.delete("/api/maintenance-tasks/:id", requireAuth, async (req, res) => {
    await tasks.deleteTask(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  // A JSON body, or multipart text fields with up to MAX_SERVICE_ATTACHMENTS photos or PDFs under "attachments".
  router.post("/api/maintenance-tasks/:id/done", requireAuth, attachmentUpload, async (req, res) => {
    const id = idParam(req);
    const input = parse(markDoneInputSchema, req.body ?? {});
    const files = await Promise.all(
      filesOf(req, "attachments").map(async (f) => ({ originalName: f.originalname, contentType: await sniffDocumentType(f.buffer), bytes: f.buffer })),
    );
    res.json(await tasks.markTaskDone(db, ctxOf(req), id, input, files));
  });

  router.post("/api/maintenance-tasks/:id/undo-done", requireAuth, async (req, res) => {
    res.json(await tasks.undoTaskDone(db, ctxOf(req), idParam(req)));
  });

  return router;
}
