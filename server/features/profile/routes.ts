import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Router, type Request } from "express";
import { users } from "@shared/schema";
import { profileUpdateSchema } from "@shared/schema/profile-input";
import type { Config } from "../../config";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { parse } from "../../http/validate";
import { recordAudit } from "../audit/service";

/** The signed-in user's own settings: name, digest e-mail and the calendar feed URL. */
export function profileRoutes(db: Db, config: Config): Router {
  const router = Router();
  const feedUrl = (req: Request, token: string | null) =>
    token ? `${config.appOrigin ?? `${req.protocol}://${req.get("host")}`}/api/calendar/${token}.ics` : null;

  const settings = async (req: Request) => {
    const ctx = ctxOf(req);
    const [u] = await db.select().from(users).where(eq(users.id, ctx.user.id));
    // While enrolment is pending the feed answers nothing, so its URL is not shown either.
    const calendarUrl = ctx.twoFactorSetupRequired ? null : feedUrl(req, u!.calendarToken);
    const quietHours =
      u!.quietHoursStart !== null && u!.quietHoursEnd !== null && u!.quietHoursTimeZone ? { start: u!.quietHoursStart, end: u!.quietHoursEnd, timeZone: u!.quietHoursTimeZone } : null;
    return { emailDigest: u!.emailDigest, emailDelivery: Boolean(config.smtpUrl), calendarUrl, quietHours };
  };

  router.get("/api/profile", requireAuth, async (req, res) => {
    res.json(await settings(req));
  });

  router.patch("/api/profile", requireAuth, async (req, res) => {
    const input = parse(profileUpdateSchema, req.body);
    const ctx = ctxOf(req);
    await db.transaction(async (tx) => {
      if (input.emailDigest !== undefined) await tx.update(users).set({ emailDigest: input.emailDigest }).where(eq(users.id, ctx.user.id));
      if (input.quietHours !== undefined) {
        const q = input.quietHours;
        await tx
          .update(users)
          .set({ quietHoursStart: q?.start ?? null, quietHoursEnd: q?.end ?? null, quietHoursTimeZone: q?.timeZone ?? null })
          .where(eq(users.id, ctx.user.id));
      }
      if (input.firstName !== undefined && input.lastName !== undefined) {
        const [before] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ctx.user.id));
        const name = { firstName: input.firstName, lastName: input.lastName };
        await tx.update(users).set({ ...name, updatedAt: new Date() }).where(eq(users.id, ctx.user.id));
        await recordAudit(tx, ctx, { action: "update", entityType: "user", entityId: ctx.user.id, before, after: name });
      }
    });
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
