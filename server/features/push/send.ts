import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import webpush from "web-push";
import { pushSubscriptions } from "@shared/schema";
import type { Config } from "../../config";
import type { Db } from "../../db/connection";
import { guardedPost } from "../webhooks/send";
import type { SendPushData } from "./queue";
import { vapidDetails } from "./vapid";

/** A push kept by the push service this long at most while the device is offline (a reminder a day late is still news). */
const TTL_SECONDS = 24 * 3600;

export interface PushDeps {
  db: Db;
  logger: Logger;
  push: Config["push"];
}

/**
 * Sends one user's pushes to each of their devices with the Web Push protocol (aes128gcm payload, VAPID). A device
 * whose push service answers 404 or 410 has unsubscribed: its subscription is removed. When no device could be
 * reached at all the job throws, so the queue retries it.
 */
export function sendPushHandler(deps: PushDeps) {
  return async ({ userId, payloads }: SendPushData) => {
    const vapid = await vapidDetails(deps.db, deps.push);
    const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    let sent = 0;
    let removed = 0;
    let failed = 0;
    for (const device of devices) {
      let gone = false;
      for (const payload of payloads) {
        const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          contentEncoding: "aes128gcm",
        });
        try {
          const { status } = await guardedPost(request.endpoint, request.headers as Record<string, string>, request.body ?? Buffer.alloc(0), deps.push.allowPrivate);
          if (status === 404 || status === 410) {
            gone = true;
            break;
          }
          if (status >= 200 && status < 300) sent += 1;
          else {
            failed += 1;
            deps.logger.warn({ status, subscriptionId: device.id }, "push service refused a push");
          }
        } catch (err) {
          failed += 1;
          deps.logger.warn({ err, subscriptionId: device.id }, "push could not be sent");
        }
      }
      if (gone) {
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        removed += 1;
      } else if (sent > 0) await deps.db.update(pushSubscriptions).set({ lastPushedAt: new Date() }).where(eq(pushSubscriptions.id, device.id));
    }
    if (sent === 0 && failed > 0) throw new Error(`No push reached any of ${devices.length} devices`);
    return { sent, removed, failed };
  };
}
