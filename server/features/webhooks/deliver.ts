import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { users, webhookDeliveries, webhookEndpoints, type WebhookDelivery, type WebhookEndpoint } from "@shared/schema";
import type { Db } from "../../db/connection";
import { insertNotifications } from "../notifications/service";
import { queuePushes } from "../push/queue";
import { RefusedAddressError } from "./address-guard";
import { postWebhook } from "./send";
import { signedHeaders } from "./signing";

/** The queue of webhook deliveries (one job per delivery; pg-boss retries a failed attempt with backoff). */
export const DELIVER_WEBHOOK = "deliver-webhook";
/** Attempts of one delivery: with exponential backoff from WEBHOOK_RETRY_DELAY this spans about a day at the default. */
export const WEBHOOK_ATTEMPTS = 8;
/** An endpoint that has failed for this long without one success is turned off and its admins told. */
export const DISABLE_AFTER_MS = 24 * 3_600_000;

export interface DeliverWebhookData {
  deliveryId: string;
}

class DeliveryFailed extends Error {}

/** Everything a delivery needs from the process. */
export interface DeliveryDeps {
  db: Db;
  logger: Logger;
  allowPrivate: boolean;
  now?: () => Date;
}

async function tellAdmins(db: Db, endpoint: WebhookEndpoint, reason: string) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, endpoint.organizationId), eq(users.role, "admin")));
  if (admins.length === 0) return;
  const created = await insertNotifications(
    db,
    [
      {
        userIds: admins.map((a) => a.id),
        notification: {
          organizationId: endpoint.organizationId,
          kind: "webhook_disabled",
          title: "A webhook endpoint was turned off",
          body: `${endpoint.url}: ${reason}. Fix the receiver, then turn the endpoint back on under Organization, Webhooks.`,
          link: "/organization#webhooks",
          dedupeKey: `webhook-disabled:${endpoint.id}:${endpoint.failingSince?.toISOString() ?? ""}`,
          data: { endpointId: endpoint.id },
        },
      },
    ],
  );
  // The admins' devices with push on hear it too.
  await queuePushes(db, created);
}

/** One attempt: the outcome is recorded on the delivery; a failure that may still succeed throws so the queue retries it. */
export function deliverWebhookHandler(deps: DeliveryDeps) {
  const now = deps.now ?? (() => new Date());
  return async ({ deliveryId }: DeliverWebhookData) => {
    const [row] = await deps.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!row || row.delivery.state !== "pending") return { skipped: true };
    const { delivery, endpoint } = row;
    if (!endpoint.enabled) {
      await finish(deps.db, delivery, { state: "failed", error: "The endpoint is turned off" });
      return { skipped: true };
    }

    const at = now();
    const body = JSON.stringify(delivery.payload);
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = (await postWebhook(endpoint.url, signedHeaders(endpoint.secret, delivery.id, Math.floor(at.getTime() / 1000), body), body, deps.allowPrivate)).status;
      if (status < 200 || status >= 300) error = `The endpoint answered ${status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      if (err instanceof RefusedAddressError) error = err.message;
    }
    const attempts = delivery.attempts + 1;
    if (!error) {
      await finish(deps.db, delivery, { state: "succeeded", attempts, responseStatus: status, error: null, lastAttemptAt: at });
      await deps.db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      return { status };
    }

    // A failure: the endpoint has been failing since its first failure after the last success.
    const [failing] = await deps.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning();
    const failingFor = at.getTime() - (failing?.failingSince ?? at).getTime();
    if (failing && failingFor >= DISABLE_AFTER_MS) {
      const reason = "its deliveries have failed for a day";
      await deps.db.update(webhookEndpoints).set({ enabled: false, disabledReason: `Turned off: ${reason}` }).where(eq(webhookEndpoints.id, endpoint.id));
      await tellAdmins(deps.db, failing, reason);
      await finish(deps.db, delivery, { state: "failed", attempts, responseStatus: status, error, lastAttemptAt: at });
      deps.logger.warn({ endpointId: endpoint.id }, "webhook endpoint turned off after a day of failures");
      return { status, disabled: true };
    }
    const last = attempts >= WEBHOOK_ATTEMPTS || error.startsWith("Refused:");
    await finish(deps.db, delivery, { state: last ? "failed" : "pending", attempts, responseStatus: status, error, lastAttemptAt: at });
    if (last) return { status };
    throw new DeliveryFailed(error);
  };
}

async function finish(db: Db, delivery: WebhookDelivery, changes: Partial<WebhookDelivery>) {
  await db.update(webhookDeliveries).set(changes).where(eq(webhookDeliveries.id, delivery.id));
}
