import { z } from "zod";

/** What a webhook endpoint can be told about. */
export const WEBHOOK_EVENTS = [
  "license.created",
  "license.renewed",
  "license.expiring",
  "license.expired",
  "maintenance.overdue",
  "maintenance.done",
  "payroll.calculated",
  "import.applied",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "license.created": "License created",
  "license.renewed": "License renewed",
  "license.expiring": "License expiring (90, 30, 7 days)",
  "license.expired": "License expired",
  "maintenance.overdue": "Maintenance overdue",
  "maintenance.done": "Maintenance done",
  "payroll.calculated": "Payroll calculated",
  "import.applied": "Import applied",
};

const urlField = z
  .string({ message: "URL is required" })
  .trim()
  .max(2000, "URL must be at most 2,000 characters")
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
    } catch {
      return false;
    }
  }, "Enter an http:// or https:// address without a user name or password");

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { message: "Unknown event" }), { message: "Choose at least one event" })
  .min(1, "Choose at least one event")
  .transform((events) => [...new Set(events)]);

export const createWebhookEndpointSchema = z
  .object({
    url: urlField,
    events: eventsField,
    description: z.string().trim().max(200, "Description must be at most 200 characters").optional(),
  })
  .strict();
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

/** Editing an endpoint; `enabled: true` turns a disabled one back on (its failure count restarts). */
export const updateWebhookEndpointSchema = z
  .object({
    url: urlField.optional(),
    events: eventsField.optional(),
    description: z.string().trim().max(200, "Description must be at most 200 characters").optional(),
    enabled: z.boolean({ message: "enabled must be true or false" }).optional(),
  })
  .strict();
export type UpdateWebhookEndpointInput = z.output<typeof updateWebhookEndpointSchema>;

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEvent[];
  enabled: boolean;
  /** Why the endpoint was turned off, when it was. */
  disabledReason: string | null;
  /** When deliveries started failing without a success since; null while healthy. */
  failingSince: string | null;
  createdAt: string;
}

/** Creating an endpoint: the only time the signing secret is shown. */
export interface CreatedWebhookEndpointView extends WebhookEndpointView {
  secret: string;
}

export const WEBHOOK_DELIVERY_STATES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export interface WebhookDeliveryView {
  id: string;
  event: WebhookEvent;
  state: WebhookDeliveryState;
  attempts: number;
  /** The endpoint's last HTTP status; null when it could not be reached (or was refused). */
  responseStatus: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
}
