import { Router } from "express";
import { insertLocationSchema, insertOrganizationSchema, staffAccessSchema, updateLocationSchema } from "@shared/schema";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth, requireOrgAdmin } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import * as service from "./service";

export function organizationRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/organization", requireAuth, async (req, res) => {
    res.json(await service.getOrganization(db, ctxOf(req)));
  });

  router.post("/api/organization", requireAuth, async (req, res) => {
    const input = parse(insertOrganizationSchema, req.body);
    res.status(201).json(await service.createOrganization(db, ctxOf(req), input));
  });

  router.put("/api/organization/staff-access", requireOrgAdmin, async (req, res) => {
    const input = parse(staffAccessSchema, req.body);
    res.json(await service.setStaffAccess(db, ctxOf(req), input));
  });

  router.get("/api/organization/locations", requireAuth, async (req, res) => {
    res.json(await service.listLocations(db, ctxOf(req)));
  });

  router.post("/api/locations", requireOrgAdmin, async (req, res) => {
    const input = parse(insertLocationSchema, req.body);
    res.status(201).json(await service.createLocation(db, ctxOf(req), input));
  });

  router.patch("/api/locations/:id", requireOrgAdmin, async (req, res) => {
    const id = idParam(req);
    const input = parse(updateLocationSchema, req.body);
    res.json(await service.updateLocation(db, ctxOf(req), id, input));
  });

  router.get("/api/locations/:id/delete-impact", requireOrgAdmin, async (req, res) => {
    res.json(await service.locationDeleteImpact(db, ctxOf(req), idParam(req)));
  });

  router.delete("/api/locations/:id", requireOrgAdmin, async (req, res) => {
    await service.deleteLocation(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  return router;
}
