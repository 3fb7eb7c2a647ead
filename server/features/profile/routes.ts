import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Router, type Request } from "express";
import { z } from "zod";
import { users } from "@shared/schema";
import type { Config } from "../../config";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { parse } from "../../http/validate";

const preferencesSchema = z.object({ emailDigest: z.boolean() }).strict();

/** The signed-in user's own settings: digest e-mail and the calendar feed URL. */
export function profileRoutes(db: Db, config: Config): Router {
  const router = Router();
  const feedUrl = (req: Request, token: string | null) =>
    token ? `${config.appOrigin ?? `${req.protocol}://${req.get("host")}`}/api/calendar/${token}.ics` : null;

  const settings = async (req: Request) => {
    const [u] = await db.select().from(users).where(eq(users.id, ctxOf(req).user.id));
    return { emailDigest: u!.emailDigest, emailDelivery: Boolean(config.smtpUrl), calendarUrl: feedUrl(req, u!.calendarToken) };
  };

  router.get("/api/profile", requireAuth, async (req, res) => {
    res.json(await settings(req));
  });

  router.patch("/api/profile", requireAuth, async (req, res) => {
    const input = parse(preferencesSchema, req.body);
    await db.update(users).set({ emailDigest: input.emailDigest }).where(eq(users.id, ctxOf(req).user.id));
    res.json(await settings(req));
  });

  router.post("/api/profile/calendar-token", requireAuth, async (req, res) => {
    await db.update(users).set({ calendarToken: randomBytes(24).toString("base64url") }).where(eq(users.id, ctxOf(req).user.id));
    res.json(await settings(req));
  });

  router.delete("/api/profile/calendar-token", requireAuth, async (req, res) => {
    await db.update(users).set({ calendarToken: null }).where(eq(users.id, ctxOf(req).user.id));
    res.json(await settings(req));
  });

  return router;
}
