import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { passwordResetTokens, users, type User } from "@shared/schema";
import type { Db } from "../db/connection";
import { recordAccountAudit } from "../features/account/events";
import { endUserSessions } from "../features/sessions/store";
import { findUserByEmail } from "./users";

/** How long a "Forgot password?" link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** 32 random bytes, base64url: what the link carries. Only its SHA-256 is stored. */
const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export type ResetRequestOutcome =
  | { kind: "link"; user: User; token: string }
  | { kind: "oidc"; user: User }
  | { kind: "unknown" };

/**
 * Issues a reset link for a local account (earlier unused links of the user stop working). An account that signs
 * in through the identity provider gets no link: it is told to reset its password there.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<ResetRequestOutcome> {
  const user = await findUserByEmail(db, email);
  if (!user) return { kind: "unknown" };
  if (!user.passwordHash && user.oidcSubject) return { kind: "oidc", user };
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await recordAccountAudit(tx, user, "password_reset_requested");
  });
  return { kind: "link", user, token };
}

/** Whether a link still works (unused, within its hour): the page shows the form or says it has expired. */
export async function resetTokenIsValid(db: Db, token: string): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)));
  return !!row;
}

/**
 * Sets the new password with the link, which is used up in the same statement that checks it (two submissions of
 * one link cannot both succeed). Every session of the user ends except `keepSid` (a browser already signed in as
 * that user). Returns the user, or null when the link is unknown, used or expired.
 */
export async function resetPassword(db: Db, token: string, passwordHash: string, keepSid?: string): Promise<User | null> {
  if (!looksLikeToken(token)) return null;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId)).returning();
    const sessionsEnded = await endUserSessions(tx, used.userId, keepSid);
    await recordAccountAudit(tx, user!, "password_reset", { sessionsEnded });
    return user!;
  });
}
