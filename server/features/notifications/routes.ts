import { and, eq } from "drizzle-orm";
import { Router } from "express";
import { notifications } from "@shared/schema";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { notFound } from "../../http/errors";
import { idParam } from "../../http/validate";
import { listNotifications } from "./service";

export function notificationRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/notifications", requireAuth, async (req, res) => {
    res.json(await listNotifications(db, ctxOf(req).user.id));
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
