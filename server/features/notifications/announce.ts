import type { WebhookEvent } from "@shared/schema";
import type { Db } from "../../db/connection";
import { queuePushes } from "../push/queue";
import { emitWebhookEvent } from "../webhooks/events";
import type { CreatedNotification } from "./service";

/** The webhook event a reminder kind announces. */
const EVENT_OF: Partial<Record<string, WebhookEvent>> = {
  license_expiring: "license.expiring",
  license_expired: "license.expired",
  maintenance_due: "maintenance.overdue",
};

/**
 * After the reminders' transaction committed: pushes them to the devices of the people they were created for, and
 * tells the organization's webhooks once per event (a reminder key new to every recipient: a person assigned to the
 * location later gets the reminder, the webhook is not sent again).
 */
export async function announceNotifications(db: Db, created: CreatedNotification[], recipientsPerKey: Map<string, number>): Promise<void> {
  await queuePushes(db, created);
  const newPerKey = new Map<string, CreatedNotification[]>();
  for (const n of created) newPerKey.set(n.dedupeKey, [...(newPerKey.get(n.dedupeKey) ?? []), n]);
  for (const [key, rows] of newPerKey) {
    const first = rows[0]!;
    const event = EVENT_OF[first.kind];
    if (!event || rows.length < (recipientsPerKey.get(key) ?? 0)) continue;
    await emitWebhookEvent(db, first.organizationId, event, { title: first.title, ...((first.data as Record<string, unknown> | null) ?? {}) });
  }
}
