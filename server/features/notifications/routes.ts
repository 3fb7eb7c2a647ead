import { and, count, desc, eq, sql } from "drizzle-orm";
import { Router } from "express";
import { notifications } from "@shared/schema";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { notFound } from "../../http/errors";
import { idParam } from "../../http/validate";

const LIST_LIMIT = 50;

export function notificationRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/notifications", requireAuth, async (req, res) => {
    const userId = ctxOf(req).user.id;
    const items = await db
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
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(LIST_LIMIT);
    const [unread] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    res.json({ unreadCount: unread?.n ?? 0, items });
  });

  router.post("/api/notifications/read-all", requireAuth, async (req, res) => {
    await db
      .update(notifications)
      .set({ read: true, readAt: new Date() })
      .where(and(eq(notifications.userId, ctxOf(req).user.id), eq(notifications.read, false)));
    res.status(204).end();
  });

  router.post("/api/notifications/:id/read", requireAuth, async (req, res) => {
    const [row] = await db
      .update(notifications)
      .set({ read: true, readAt: new Date() })
      .where(and(eq(notifications.id, idParam(req)), eq(notifications.userId, ctxOf(req).user.id)))
      .returning({ id: notifications.id });
    if (!row) throw notFound("Notification not found");
    res.status(204).end();
  });

  return router;
}
