import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { organizations } from "./organizations";
import type { WebhookDeliveryState, WebhookEvent } from "./webhooks-input";

export * from "./webhooks-input";

/**
 * An organization's webhook endpoint. `secret` (whsec_…) signs every delivery, so the server must keep it usable:
 * it is shown once when the endpoint is added and never presented again (like the TOTP secret).
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    events: text("events").array().$type<WebhookEvent[]>().notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    /** The first failed delivery since the last success; a day of failures disables the endpoint. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_org_idx").on(t.organizationId)],
);
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

/** One event sent (or being sent) to one endpoint; its `id` is the Standard Webhooks `webhook-id`. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").$type<WebhookEvent>().notNull(),
    payload: jsonb("payload").notNull(),
    state: text("state").$type<WebhookDeliveryState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    error: text("error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt)],
);
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
