import { z } from "zod";

const base64url = (label: string, bytes: number) =>
  z
    .string({ message: `${label} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`)
    .refine((v) => Buffer.from(v, "base64url").length === bytes, `${label} must be ${bytes} bytes`);

/** What PushSubscription.toJSON() gives (the browser's subscription), as POST /api/push/subscriptions takes it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .string({ message: "endpoint is required" })
      .max(2000)
      .refine((v) => {
        try {
          const u = new URL(v);
          return u.protocol === "https:" || u.protocol === "http:";
        } catch {
          return false;
        }
      }, "endpoint must be an http(s) URL"),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url("p256dh", 65), auth: base64url("auth", 16) }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

const hour = z.number({ message: "Choose an hour" }).int().min(0).max(23);

/** Quiet hours: no push between start (inclusive) and end (exclusive), in timeZone; null turns them off. */
export const quietHoursSchema = z
  .object({
    start: hour,
    end: hour,
    timeZone: z.string().min(1).max(100).refine((tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "Unknown time zone"),
  })
  .strict()
  .refine((v) => v.start !== v.end, { message: "Quiet hours must start and end at different hours", path: ["end"] });
export type QuietHours = z.output<typeof quietHoursSchema>;

export interface PushDeviceView {
  id: string;
  /** The browser and system, from its user agent. */
  device: string;
  /** This browser's own subscription. */
  current: boolean;
  createdAt: string;
  lastPushedAt: string | null;
}

/** GET /api/push/subscriptions: the server's public VAPID key and the caller's devices with push on. */
export interface PushDevicesView {
  publicKey: string;
  devices: PushDeviceView[];
}

/** What the service worker shows: the payload of one push. */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened when the notification is tapped: the screen, with ?location= for the location it is about. */
  url: string;
  tag: string;
}
