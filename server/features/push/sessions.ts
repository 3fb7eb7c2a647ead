import { inArray } from "drizzle-orm";
import { pushSubscriptions } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";

/**
 * A device signed out (or whose session was ended from another one) stops receiving pushes: its subscription goes
 * too. `publicSessionIds`: the sessions' public ids (publicSessionId), as push_subscriptions keeps them.
 */
export async function forgetPushOfSessions(db: DbOrTx, publicSessionIds: string[]): Promise<void> {
  if (publicSessionIds.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, publicSessionIds));
}
