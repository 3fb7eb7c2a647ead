import { Router } from "express";
import { createApiTokenSchema, type CreatedApiTokenView } from "@shared/schema";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { notFound } from "../../http/errors";
import { orgIdOf } from "../../http/tenancy";
import { idParam, parse } from "../../http/validate";
import { recordAudit } from "../audit/service";
import { createApiToken, listApiTokens, presentApiToken, revokeApiToken } from "./store";

/** Personal access tokens on Profile: the signed-in user's own, in the organization they work in. */
export function apiTokenRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/profile/tokens", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    res.json((await listApiTokens(db, ctx.user.id, orgIdOf(ctx))).map(presentApiToken));
  });

  router.post("/api/profile/tokens", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const organizationId = orgIdOf(ctx);
    const input = parse(createApiTokenSchema, req.body);
    const created = await db.transaction(async (tx) => {
      const made = await createApiToken(tx, ctx.user.id, organizationId, input);
      const view = presentApiToken(made.row);
      await recordAudit(tx, ctx, { action: "create", entityType: "api_token", entityId: made.row.id, after: { name: view.name, scope: view.scope, expiresAt: view.expiresAt } });
      return { ...view, token: made.token } satisfies CreatedApiTokenView;
    });
    res.status(201).json(created);
  });

  router.delete("/api/profile/tokens/:id", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const id = idParam(req);
    await db.transaction(async (tx) => {
      const row = await revokeApiToken(tx, ctx.user.id, orgIdOf(ctx), id);
      if (!row) throw notFound("Token not found");
      await recordAudit(tx, ctx, { action: "revoke", entityType: "api_token", entityId: row.id, before: { name: row.name, scope: row.scope } });
    });
    res.status(204).end();
  });

  return router;
}
