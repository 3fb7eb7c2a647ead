import { and, desc, eq, sql } from "drizzle-orm";
import { notifications } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import { organizationAdmins } from "./recipients";
import type { PushableNotification } from "../push/queue";

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

/** Rows per insert statement when notifying in bulk (9 parameters a row, well under PostgreSQL's 65,535). */
const NOTIFY_BATCH = 1000;

/** Creates the notification for each recipient that does not have it yet; returns how many were new. */
export async function notify(db: DbOrTx, userIds: string[], n: NewNotification): Promise<number> {
  return notifyAll(db, [{ userIds, notification: n }]);
}

/**
 * notify() for many notifications at once, a multi-row insert per NOTIFY_BATCH rows rather than one statement
 * per notification: the daily reminders of a large organization are tens of thousands.
 */
export async function notifyAll(db: DbOrTx, batch: Array<{ userIds: string[]; notification: NewNotification }>): Promise<number> {
  return (await insertNotifications(db, batch)).length;
}

/** A notification as notifyAll created it (for pushing it and announcing it after the transaction commits). */
export interface CreatedNotification extends PushableNotification {
  organizationId: string;
  data: unknown;
}

/** notifyAll, returning the rows that were new. */
export async function insertNotifications(db: DbOrTx, batch: Array<{ userIds: string[]; notification: NewNotification }>): Promise<CreatedNotification[]> {
  const rows = batch.flatMap(({ userIds, notification: n }) =>
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
  );
  const created: CreatedNotification[] = [];
  for (let i = 0; i < rows.length; i += NOTIFY_BATCH) {
    const inserted = await db
      .insert(notifications)
      .values(rows.slice(i, i + NOTIFY_BATCH))
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
      .returning({
        userId: notifications.userId,
        organizationId: notifications.organizationId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        dedupeKey: notifications.dedupeKey,
        data: notifications.data,
      });
    for (const r of inserted) {
      const locationId = (r.data as { locationId?: unknown } | null)?.locationId;
      created.push({ ...r, organizationId: r.organizationId ?? "", locationId: typeof locationId === "string" ? locationId : null });
    }
  }
  return created;
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

const LIST_LIMIT = 50;

/**
 * The answer of GET /api/notifications: a person's newest notifications and how many they have not read, in one
 * statement (every screen polls it). The unread count rides on each row; with no rows there is nothing unread.
 */
export async function listNotifications(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      // The location a reminder is about: opening it switches there (issue 24).
      locationId: sql<string | null>`${notifications.data}->>'locationId'`,
      read: notifications.read,
      createdAt: notifications.createdAt,
      unread: db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.read, false))),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(LIST_LIMIT);
  const items = rows.map(({ unread: _unread, ...item }) => item);
  return { unreadCount: Number(rows[0]?.unread ?? 0), items };
}
