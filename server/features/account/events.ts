import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { auditLog, notifications, type User } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import type { Mailer } from "../../mail/mailer";

/** Account-safety actions as the audit log records them. */
export type AccountAction =
  | "password_reset_requested"
  | "password_reset"
  | "two_factor_enabled"
  | "two_factor_disabled"
  | "recovery_code_used"
  | "recovery_codes_regenerated"
  | "session_ended"
  | "other_sessions_ended"
  | "sessions_ended"
  | "passkey_added"
  | "passkey_removed";

/**
 * An audit entry about a user's own account, written where no request context exists (a password reset, a
 * second-factor check before sign-in). The actor is the user unless an administrator acted.
 */
export async function recordAccountAudit(
  db: DbOrTx,
  user: Pick<User, "id" | "email" | "organizationId">,
  action: AccountAction,
  details: Record<string, unknown> = {},
  actorId: string = user.id,
) {
  await db.insert(auditLog).values({
    organizationId: user.organizationId,
    actorId,
    action,
    entityType: "user",
    entityId: user.id,
    after: { email: user.email, ...details },
  });
}

export interface AccountNotice {
  title: string;
  body: string;
}

/**
 * Tells the user about a change to their account's safety: in the app, and by e-mail at once when SMTP
 * delivers (marked e-mailed, so the daily digest does not repeat it). A failed e-mail is logged, never fatal:
 * the change itself has happened.
 */
export async function notifyAccount(
  db: DbOrTx,
  deps: { mailer: Mailer; logger: Logger },
  user: Pick<User, "id" | "email" | "organizationId">,
  notice: AccountNotice,
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: user.id,
      organizationId: user.organizationId,
      kind: "account_security",
      title: notice.title,
      body: notice.body,
      link: "/profile",
      dedupeKey: `account:${randomUUID()}`,
    })
    .returning({ id: notifications.id });
  if (!deps.mailer.delivers) return;
  try {
    await deps.mailer.send({
      to: user.email,
      subject: `Sous: ${notice.title}`,
      text: `${notice.title}\n\n${notice.body}\n\nIf this was not you, reset your password and contact your administrator.`,
    });
    await db.update(notifications).set({ emailedAt: new Date() }).where(eq(notifications.id, row!.id));
  } catch (err) {
    deps.logger.warn({ err }, "account notice e-mail failed");
  }
}
