import { Router } from "express";
import { z } from "zod";
import { isValidIsoDate } from "@shared/domain/calendar";
import { insertCampaignSchema, updateCampaignSchema, type MarketingCampaign } from "@shared/schema";
import type { CampaignListItemView, CampaignView } from "@shared/schema/marketing-views";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth, requirePermission } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import * as service from "./service";

const optionalDate = (label: string) =>
  z
    .string()
    .refine(isValidIsoDate, `${label} must be a date (YYYY-MM-DD)`)
    .optional();

/** GET /api/marketing?locationId=<id>|all&from=YYYY-MM-DD&to=YYYY-MM-DD */
const listQuerySchema = z
  .object({
    locationId: z.string({ error: "locationId is required" }).min(1, "locationId is required"),
    from: optionalDate("from"),
    to: optionalDate("to"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "to must be on or after from" });

function presentCampaign(c: MarketingCampaign): CampaignView {
  return {
    id: c.id,
    locationId: c.locationId,
    title: c.title,
    description: c.description,
    startDate: c.startDate,
    endDate: c.endDate,
    budget: c.budget,
    status: c.status,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/**
 * Marketing campaigns. Any signed-in user may manage the campaigns of the locations they can reach.
 * - GET    /api/marketing?locationId=<id>[&from=YYYY-MM-DD][&to=YYYY-MM-DD]: one location's campaigns, ordered by
 *          dates; from/to keep those overlapping the bounds (inclusive). Items carry locationName.
 * - GET    /api/marketing?locationId=all[&from][&to]: every location of the organization, administrators only (403).
 * - POST   /api/marketing: locationId, title, startDate, endDate required; description, budget ("1234.50" or
 *          null), status (default planned). End before start → 400 on endDate.
 * - PATCH  /api/marketing/:id: any of those fields; the date order is checked against the stored dates.
 * - DELETE /api/marketing/:id → 204.
 */
export function marketingRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/marketing", requireAuth, async (req, res) => {
    const query = parse(listQuerySchema, req.query);
    const campaigns = await service.listCampaigns(db, ctxOf(req), query);
    res.json(campaigns.map((c): CampaignListItemView => ({ ...presentCampaign(c), locationName: c.locationName })));
  });

  router.post("/api/marketing", requireAuth, async (req, res) => {
    const input = parse(insertCampaignSchema, req.body);
    res.status(201).json(presentCampaign(await service.createCampaign(db, ctxOf(req), input)));
  });

  router.patch("/api/marketing/:id", requireAuth, async (req, res) => {
    const id = idParam(req);
    const input = parse(updateCampaignSchema, req.body);
    res.json(presentCampaign(await service.updateCampaign(db, ctxOf(req), id, input)));
  });

  router.delete("/api/marketing/:id", requirePermission("records.delete", "Only managers and administrators can delete campaigns"), async (req, res) => {
    await service.deleteCampaign(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  return router;
}
