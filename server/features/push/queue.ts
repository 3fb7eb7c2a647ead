import { and, eq, inArray } from "drizzle-orm";
import { pushSubscriptions, users, type PushPayload } from "@shared/schema";
import { hrefForLocation } from "@shared/domain/location-choice";
import { pushAllowedFrom } from "@shared/domain/quiet-hours";
import type { DbOrTx } from "../../db/connection";
import type { JobQueue } from "../../queue/job-queue";

/** The queue of Web Push sends: one job per user and batch of notifications. */
export const SEND_PUSH = "send-push";

export interface SendPushData {
  userId: string;
  payloads: PushPayload[];
}

/** A notification just created for a user, as it is pushed. */
export interface PushableNotification {
  userId: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  locationId: string | null;
  dedupeKey: string;
}

/** Kinds of notification that are pushed: the reminders (licenses, maintenance) and the events people act on. */
export const PUSHED_KINDS = new Set(["license_expiring", "license_expired", "maintenance_due", "renewal_submitted", "payroll_calculated", "webhook_disabled"]);

let queue: JobQueue | undefined;

/** Set once by createApp and the worker: where pushes are queued. */
export function configurePushQueue(q: JobQueue) {
  queue = q;
}

export function payloadOf(n: PushableNotification): PushPayload {
  return {
    title: n.title,
    body: n.body ?? "",
    // The screen, in the location the reminder is about (the app switches there on opening it).
    url: hrefForLocation(n.link && n.link.startsWith("/") ? n.link : "/", n.locationId),
    tag: n.dedupeKey,
  };
}

/**
 * Queues the pushes of notifications that were just created (call after their transaction committed): only users
 * with a device that has push on, each held back until their quiet hours end. Returns the jobs queued.
 */
export async function queuePushes(db: DbOrTx, created: PushableNotification[], now = new Date()): Promise<number> {
  const pushed = created.filter((n) => PUSHED_KINDS.has(n.kind));
  if (!queue || pushed.length === 0) return 0;
  const userIds = [...new Set(pushed.map((n) => n.userId))];
  const receivers = await db
    .selectDistinct({ id: users.id, start: users.quietHoursStart, end: users.quietHoursEnd, timeZone: users.quietHoursTimeZone })
    .from(users)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(and(inArray(users.id, userIds)));
  let queued = 0;
  for (const r of receivers) {
    const payloads = pushed.filter((n) => n.userId === r.id).map(payloadOf);
    const quiet = r.start !== null && r.end !== null && r.timeZone ? { start: r.start, end: r.end, timeZone: r.timeZone } : null;
    const from = pushAllowedFrom(quiet, now);
    await queue.send<SendPushData>(SEND_PUSH, { userId: r.id, payloads }, from > now ? { startAfter: from } : {});
    queued += 1;
  }
  return queued;
}
