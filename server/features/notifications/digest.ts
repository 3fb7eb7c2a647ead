import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { hrefForLocation } from "@shared/domain/location-choice";
import { notifications, users } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import type { Mailer } from "../../mail/mailer";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * One e-mail per user with their notifications not yet e-mailed (users who turned the digest off are
 * skipped and their notifications are not queued for later). Only runs when SMTP delivers.
 */
export async function sendDigests(db: DbOrTx, mailer: Mailer, appOrigin: string | undefined): Promise<number> {
  if (!mailer.delivers) return 0;
  const pending = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      // A reminder about a location opens the app at that location (issue 24), as the bell does.
      locationId: sql<string | null>`${notifications.data}->>'locationId'`,
      email: users.email,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(isNull(notifications.emailedAt), eq(users.emailDigest, true)))
    .orderBy(asc(notifications.userId), asc(notifications.createdAt));

  const byUser = new Map<string, typeof pending>();
  for (const n of pending) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n]);

  let sent = 0;
  for (const items of byUser.values()) {
    const to = items[0]!.email;
    const link = (n: { link: string | null; locationId: string | null }) => {
      if (!n.link) return null;
      const path = hrefForLocation(n.link, n.locationId);
      return appOrigin ? `${appOrigin}${path}` : path;
    };
    const text = [
      `You have ${items.length} new notification${items.length === 1 ? "" : "s"} in Sous:`,
      "",
      ...items.map((n) => `- ${n.title}${n.body ? ` ${n.body}` : ""}${n.link ? ` (${link(n)})` : ""}`),
      "",
      "You can turn this daily e-mail off on your Profile page.",
    ].join("\n");
    const html = `<p>You have ${items.length} new notification${items.length === 1 ? "" : "s"} in Sous:</p><ul>${items
      .map((n) => {
        const title = escapeHtml(n.title);
        const href = link(n);
        return `<li>${href ? `<a href="${escapeHtml(href)}">${title}</a>` : title}${n.body ? ` ${escapeHtml(n.body)}` : ""}</li>`;
      })
      .join("")}</ul><p style="color:#666">You can turn this daily e-mail off on your Profile page.</p>`;
    await mailer.send({ to, subject: `Sous: ${items.length} new notification${items.length === 1 ? "" : "s"}`, text, html });
    await db
      .update(notifications)
      .set({ emailedAt: new Date() })
      .where(inArray(notifications.id, items.map((n) => n.id)));
    sent++;
  }
  return sent;
}
