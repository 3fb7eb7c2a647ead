import { Router } from "express";
import { TRASH_KINDS, type TrashKind } from "@shared/schema/trash-input";
import type { Db } from "../../db/connection";
import { ctxOf, requirePermission } from "../../http/context";
import { notFound } from "../../http/errors";
import { idParam } from "../../http/validate";
import { listTrash, restoreFromTrash } from "./service";

const isTrashKind = (value: unknown): value is TrashKind => (TRASH_KINDS as readonly unknown[]).includes(value);

/**
 * The trash: what was deleted in the last 30 days, and restoring it, for whoever may delete records
 * (administrators and managers), at the locations they reach (a manager: the ones assigned to them).
 */
export function trashRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/trash", requirePermission("records.delete"), async (req, res) => {
    res.json(await listTrash(db, ctxOf(req)));
  });

  router.post("/api/trash/:kind/:id/restore", requirePermission("records.delete"), async (req, res) => {
    const kind = req.params.kind;
    if (!isTrashKind(kind)) throw notFound();
    await restoreFromTrash(db, ctxOf(req), kind, idParam(req));
    res.status(204).end();
  });

  return router;
}
