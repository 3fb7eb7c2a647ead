import { Router } from "express";
import { toIsoDate } from "@shared/domain/calendar";
import type { Config } from "../../config";
import type { Db } from "../../db/connection";
import { notFound } from "../../http/errors";
import { renderCalendar } from "./ics";
import { calendarEventsForToken } from "./service";

/** The iCalendar feed: the unguessable token in the URL is the credential (calendar apps send no cookie). */
export function calendarRoutes(db: Db, config: Config): Router {
  const router = Router();
  router.get("/api/calendar/:file", async (req, res) => {
    const match = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(req.params.file);
    if (!match) throw notFound();
    const origin = config.appOrigin ?? `${req.protocol}://${req.get("host")}`;
    const now = new Date();
    const events = await calendarEventsForToken(db, match[1]!, origin, toIsoDate(now), now);
    if (!events) throw notFound();
    res.setHeader("Content-Type", "text/calendar; charset=utf-8");
    res.setHeader("Cache-Control", "private, max-age=300");
    res.setHeader("Content-Disposition", 'inline; filename="sous.ics"');
    res.send(renderCalendar("Sous", events));
  });
  return router;
}
