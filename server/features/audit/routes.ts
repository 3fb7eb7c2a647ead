import { Router } from "express";
import { z } from "zod";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { parse } from "../../http/validate";
import { assertCanReadAudit, AUDIT_PAGE_SIZE, auditEntityTypes, listAudit } from "./read";

const querySchema = z.object({
  entityType: z
    .string()
    .regex(/^[a-z_]{1,40}$/, "Unknown entity type")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  before: z.string().uuid("Invalid cursor").optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});

/** The audit log, read-only: admins for their organization, super admins for the platform. */
export function auditRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/audit-log", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    assertCanReadAudit(ctx);
    const query = parse(querySchema, req.query);
    res.json(await listAudit(db, ctx, query));
  });

  router.get("/api/audit-log/entity-types", requireAuth, async (req, res) => {
    res.json(await auditEntityTypes(db, ctxOf(req)));
  });

  return router;
}
