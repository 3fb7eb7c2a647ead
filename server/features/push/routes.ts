import { Router } from "express";
import { and, desc, eq } from "drizzle-orm";
import { pushSubscriptions, pushSubscriptionSchema, type PushDevicesView, type PushSubscriptionRow } from "@shared/schema";
import { describeUserAgent } from "@shared/domain/user-agent";
import type { Config } from "../../config";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { notFound } from "../../http/errors";
import { idParam, parse } from "../../http/validate";
import { publicSessionId } from "../sessions/store";
import { vapidDetails } from "./vapid";

const presentDevice = (row: PushSubscriptionRow, sessionId: string | undefined) => ({
  id: row.id,
  device: describeUserAgent(row.userAgent),
  current: Boolean(sessionId) && row.sessionId === publicSessionId(sessionId!),
  createdAt: row.createdAt.toISOString(),
  lastPushedAt: row.lastPushedAt?.toISOString() ?? null,
});

/** Web Push on Profile: the caller's own devices only (a browser session; tokens cannot reach these). */
export function pushRoutes(db: Db, config: Config): Router {
  const router = Router();

  const devices = async (userId: string, sessionId: string | undefined): Promise<PushDevicesView> => {
    const { publicKey } = await vapidDetails(db, config.push);
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.createdAt));
    return { publicKey, devices: rows.map((r) => presentDevice(r, sessionId)) };
  };

  router.get("/api/profile/push", requireAuth, async (req, res) => {
    res.json(await devices(ctxOf(req).user.id, req.sessionID));
  });

  /** Turns push on for this browser: the subscription PushManager gave it (again: the same endpoint moves here). */
  router.post("/api/profile/push", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const input = parse(pushSubscriptionSchema, req.body);
    const values = {
      userId: ctx.user.id,
      // The session's public id (a hash), never the cookie's credential itself.
      sessionId: req.sessionID ? publicSessionId(req.sessionID) : null,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: req.get("user-agent") ?? null,
    };
    await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, lastPushedAt: null, createdAt: new Date() } });
    res.status(201).json(await devices(ctx.user.id, req.sessionID));
  });

  router.delete("/api/profile/push/:id", requireAuth, async (req, res) => {
    const ctx = ctxOf(req);
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, idParam(req)), eq(pushSubscriptions.userId, ctx.user.id)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) throw notFound("Device not found");
    res.json(await devices(ctx.user.id, req.sessionID));
  });

  return router;
}
