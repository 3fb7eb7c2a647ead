import { Router } from "express";
import { and, desc, eq } from "drizzle-orm";
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveries,
  webhookEndpoints,
  type CreatedWebhookEndpointView,
  type WebhookDelivery,
  type WebhookDeliveryView,
  type WebhookEndpoint,
  type WebhookEndpointView,
} from "@shared/schema";
import type { Db } from "../../db/connection";
import { ctxOf, requireOrgAdmin, type RequestContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { orgIdOf } from "../../http/tenancy";
import { idParam, parse } from "../../http/validate";
import { recordAudit } from "../audit/service";
import { newWebhookSecret } from "./signing";
import { RefusedAddressError, resolveDeliveryAddress } from "./address-guard";

const DELIVERIES_SHOWN = 100;

function present(row: WebhookEndpoint): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const presentDelivery = (d: WebhookDelivery): WebhookDeliveryView => ({
  id: d.id,
  event: d.event,
  state: d.state,
  attempts: d.attempts,
  responseStatus: d.responseStatus,
  error: d.error,
  createdAt: d.createdAt.toISOString(),
  lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
});

/** What the audit log keeps of an endpoint: never the secret. */
const forAudit = (row: WebhookEndpoint) => ({ url: row.url, events: row.events, enabled: row.enabled, description: row.description });

async function ownEndpoint(db: Db, ctx: RequestContext, id: string): Promise<WebhookEndpoint> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, orgIdOf(ctx))));
  if (!row) throw notFound("Webhook endpoint not found");
  return row;
}

/** The organization's webhook endpoints and their deliveries: administrators only. */
/** Refuses, when it is added, an address deliveries would be refused to anyway (each delivery checks again). */
async function checkAddress(url: string, allowPrivate: boolean) {
  try {
    await resolveDeliveryAddress(new URL(url).hostname, allowPrivate);
  } catch (err) {
    if (err instanceof RefusedAddressError) throw badRequest(err.message, [{ path: "url", message: err.message }]);
    // A name that does not resolve yet may later: its deliveries will fail and say so.
  }
}

export function webhookRoutes(db: Db, allowPrivate: boolean): Router {
  const router = Router();

  router.get("/api/webhooks", requireOrgAdmin, async (req, res) => {
    const ctx = ctxOf(req);
    const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, orgIdOf(ctx))).orderBy(desc(webhookEndpoints.createdAt));
    res.json(rows.map(present));
  });

  router.post("/api/webhooks", requireOrgAdmin, async (req, res) => {
    const ctx = ctxOf(req);
    const organizationId = orgIdOf(ctx);
    const input = parse(createWebhookEndpointSchema, req.body);
    await checkAddress(input.url, allowPrivate);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({ organizationId, url: input.url, description: input.description || null, events: input.events, secret: newWebhookSecret(), createdBy: ctx.user.id })
        .returning();
      await recordAudit(tx, ctx, { action: "create", entityType: "webhook_endpoint", entityId: row!.id, after: forAudit(row!) });
      return row!;
    });
    res.status(201).json({ ...present(created), secret: created.secret } satisfies CreatedWebhookEndpointView);
  });

  router.patch("/api/webhooks/:id", requireOrgAdmin, async (req, res) => {
    const ctx = ctxOf(req);
    const before = await ownEndpoint(db, ctx, idParam(req));
    const changes = parse(updateWebhookEndpointSchema, req.body ?? {});
    if (changes.url !== undefined) await checkAddress(changes.url, allowPrivate);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          ...(changes.url !== undefined ? { url: changes.url } : {}),
          ...(changes.events !== undefined ? { events: changes.events } : {}),
          ...(changes.description !== undefined ? { description: changes.description || null } : {}),
          // Turning an endpoint back on starts its failure count afresh.
          ...(changes.enabled !== undefined ? { enabled: changes.enabled, disabledReason: changes.enabled ? null : "Turned off by an administrator", failingSince: null } : {}),
        })
        .where(eq(webhookEndpoints.id, before.id))
        .returning();
      await recordAudit(tx, ctx, { action: "update", entityType: "webhook_endpoint", entityId: before.id, before: forAudit(before), after: forAudit(row!) });
      return row!;
    });
    res.json(present(updated));
  });

  router.delete("/api/webhooks/:id", requireOrgAdmin, async (req, res) => {
    const ctx = ctxOf(req);
    const row = await ownEndpoint(db, ctx, idParam(req));
    await db.transaction(async (tx) => {
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
      await recordAudit(tx, ctx, { action: "delete", entityType: "webhook_endpoint", entityId: row.id, before: forAudit(row) });
    });
    res.status(204).end();
  });

  router.get("/api/webhooks/:id/deliveries", requireOrgAdmin, async (req, res) => {
    const row = await ownEndpoint(db, ctxOf(req), idParam(req));
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, row.id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(DELIVERIES_SHOWN);
    res.json(rows.map(presentDelivery));
  });

  return router;
}
