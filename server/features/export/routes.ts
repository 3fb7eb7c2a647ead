import { pipeline } from "node:stream/promises";
import { Router } from "express";
import type { Db } from "../../db/connection";
import { ctxOf, requireOrgAdmin } from "../../http/context";
import { orgIdOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { exportArchive } from "./archive";

export function exportRoutes(db: Db): Router {
  const router = Router();

  /** The organization's data as one streamed .zip (administrators). */
  router.get("/api/organization/export", requireOrgAdmin, async (req, res) => {
    const ctx = ctxOf(req);
    const organizationId = orgIdOf(ctx);
    const archive = await exportArchive(db, organizationId);
    await recordAudit(db, ctx, { action: "export", entityType: "organization", entityId: organizationId });
    const day = new Date().toISOString().slice(0, 10);
    res.attachment(`sous-export-${day}.zip`).type("application/zip");
    await pipeline(archive, res);
  });

  return router;
}
