import { Router } from "express";
import type { Db } from "../../db/connection";
import { sendStoredDocument } from "../../documents/send";
import { ctxOf, requireAuth } from "../../http/context";
import { idParam } from "../../http/validate";
import * as service from "./service";

/** Service records: an item's history, a vendor's visits, an attachment's file. Mark Done is with the tasks. */
export function serviceRecordRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/equipment/:id/service-records", requireAuth, async (req, res) => {
    res.json(await service.listItemRecords(db, ctxOf(req), idParam(req)));
  });

  router.get("/api/vendors/:id/service-records", requireAuth, async (req, res) => {
    res.json(await service.listVendorRecords(db, ctxOf(req), idParam(req)));
  });

  router.get("/api/service-attachments/:id", requireAuth, async (req, res) => {
    const doc = await service.attachmentDocument(db, ctxOf(req), idParam(req));
    await sendStoredDocument(res, doc, req.query.inline === "1" ? "inline" : "attachment");
  });

  return router;
}
