import { notifications } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import { organizationAdmins } from "./recipients";

export interface NewNotification {
  organizationId: string;
  kind: string;
  title: string;
  body?: string | null;
  link?: string | null;
  /** Same key for the same event: one notification per user and key, however often it is raised. */
  dedupeKey: string;
  data?: unknown;
}

/** Creates the notification for each recipient that does not have it yet; returns how many were new. */
export async function notify(db: DbOrTx, userIds: string[], n: NewNotification): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        organizationId: n.organizationId,
        kind: n.kind,
        title: n.title,
        body: n.body ?? null,
        link: n.link ?? null,
        dedupeKey: n.dedupeKey,
        data: n.data ?? null,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return rows.length;
}

/** "Invitation accepted": tells the organization's administrators (except the new member). */
export async function notifyInvitationAccepted(
  db: DbOrTx,
  input: { organizationId: string; invitationId: string; email: string; newUserId: string },
): Promise<number> {
  const admins = (await organizationAdmins(db, input.organizationId)).filter((id) => id !== input.newUserId);
  return notify(db, admins, {
    organizationId: input.organizationId,
    kind: "invitation_accepted",
    title: `${input.email} accepted your invitation`,
    body: "They can now sign in to Sous.",
    link: "/users",
    dedupeKey: `invitation:${input.invitationId}:accepted`,
  });
}
