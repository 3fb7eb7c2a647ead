import { eq } from "drizzle-orm";
import webpush from "web-push";
import { vapidKeys } from "@shared/schema";
import type { Config } from "../../config";
import type { Db } from "../../db/connection";

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const ROW = "default";
const cache = new WeakMap<Db, Promise<VapidDetails>>();

async function load(db: Db, push: Config["push"]): Promise<VapidDetails> {
  if (push.publicKey && push.privateKey) return { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey };
  const [kept] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, ROW));
  if (kept) return { subject: push.subject, publicKey: kept.publicKey, privateKey: kept.privateKey };
  // First start: make a pair; two processes starting together keep whichever was stored first.
  const made = webpush.generateVAPIDKeys();
  await db.insert(vapidKeys).values({ id: ROW, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [stored] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, ROW));
  return { subject: push.subject, publicKey: stored!.publicKey, privateKey: stored!.privateKey };
}

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise the pair made at first start and
 * kept in the database (so every instance and every restart signs with the same key: subscriptions stay valid).
 */
export function vapidDetails(db: Db, push: Config["push"]): Promise<VapidDetails> {
  let found = cache.get(db);
  if (!found) {
    found = load(db, push);
    found.catch(() => cache.delete(db));
    cache.set(db, found);
  }
  return found;
}
