import { randomUUID } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints, type WebhookEvent } from "@shared/schema";
import type { Db } from "../../db/connection";
import type { JobQueue } from "../../queue/job-queue";
import { DELIVER_WEBHOOK } from "./deliver";

let queue: JobQueue | undefined;

/** Set once by createApp and the worker: where deliveries are queued. */
export function configureWebhookQueue(q: JobQueue) {
  queue = q;
}

/**
 * Tells the organization's enabled endpoints that listen for `event`: one delivery row each and one queued job.
 * Call it after the change has committed (a rolled-back change must not be announced). Never throws: a webhook
 * that cannot be queued is logged by the caller's logger at most, and the change itself stands.
 */
export async function emitWebhookEvent(db: Db, organizationId: string, event: WebhookEvent, data: Record<string, unknown>): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event])));
  if (endpoints.length === 0) return 0;
  const payload = { type: event, timestamp: new Date().toISOString(), data: { organizationId, ...data } };
  const rows = await db
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ id: randomUUID(), endpointId: e.id, event, payload })))
    .returning({ id: webhookDeliveries.id });
  if (queue) for (const row of rows) await queue.send(DELIVER_WEBHOOK, { deliveryId: row.id });
  return rows.length;
}

/** The same, for callers that must not fail because of a webhook (a license was saved; the hook is extra). */
export async function emitWebhookEventSafely(db: Db, organizationId: string, event: WebhookEvent, data: Record<string, unknown>, log?: (err: unknown) => void) {
  try {
    await emitWebhookEvent(db, organizationId, event, data);
  } catch (err) {
    log?.(err);
  }
}
