import { Router } from "express";
import { z } from "zod";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth } from "../../http/context";
import { parse } from "../../http/validate";
import * as service from "./service";

const querySchema = z.object({
  locationId: z.string({ error: "Location is required" }).min(1, "Location is required"),
});

export function dashboardRoutes(db: Db): Router {
  const router = Router();

  /** GET /api/dashboard?locationId=… — the figures of the Dashboard screen, "today" being the server's date. */
  router.get("/api/dashboard", requireAuth, async (req, res) => {
    const { locationId } = parse(querySchema, req.query);
    res.json(await service.dashboardSummary(db, ctxOf(req), locationId, new Date()));
  });

  return router;
}
