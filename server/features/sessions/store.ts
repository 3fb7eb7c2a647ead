import { forgetPushOfSessions } from "../push/sessions";
import { createHash } from "node:crypto";
import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import { sessions } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";

/** The user a session row belongs to (express-session keeps `userId` in the JSON). */
const userIdOf = sql<string>`${sessions.sess} ->> 'userId'`;
/** The user a half-finished two-factor sign-in belongs to (no `userId` yet: the password was right, the code is awaited). */
const pendingUserIdOf = sql<string>`(${sessions.sess} -> 'pendingTwoFactor') ->> 'userId'`;

/**
 * What identifies a session to its owner: a hash of the session id, never the id itself (the id is the
 * cookie's credential and must not reach a page).
 */
export const publicSessionId = (sid: string) => createHash("sha256").update(`session:${sid}`).digest("base64url").slice(0, 24);

export interface StoredSession {
  sid: string;
  sess: Record<string, unknown>;
  expire: Date;
}

/** The user's sessions that have not expired. */
export async function userSessions(db: DbOrTx, userId: string): Promise<StoredSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(userIdOf, userId), gt(sessions.expire, sql`now()`)));
  return rows.map((r) => ({ sid: r.sid, sess: (r.sess ?? {}) as Record<string, unknown>, expire: r.expire }));
}

/**
 * Ends every session of the user except `keepSid` (the caller's own, when it should stay), including a browser that
 * is half-way through a two-factor sign-in: after "end sessions" or a password reset its code must not finish it.
 * Returns how many ended.
 */
export async function endUserSessions(db: DbOrTx, userId: string, keepSid?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(or(eq(userIdOf, userId), eq(pendingUserIdOf, userId)), keepSid ? ne(sessions.sid, keepSid) : undefined))
    .returning({ sid: sessions.sid });
  await forgetPushOfSessions(db, ended.map((e) => publicSessionId(e.sid)));
  return ended.length;
}

/** Ends one session of the user, found by its public id; false when the user has no such session. */
export async function endUserSession(db: DbOrTx, userId: string, publicId: string): Promise<StoredSession | null> {
  const target = (await userSessions(db, userId)).find((s) => publicSessionId(s.sid) === publicId);
  if (!target) return null;
  await db.delete(sessions).where(and(eq(sessions.sid, target.sid), eq(userIdOf, userId)));
  await forgetPushOfSessions(db, [publicSessionId(target.sid)]);
  return target;
}
