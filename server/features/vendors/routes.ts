import { Router } from "express";
import { insertVendorSchema, updateVendorSchema, type Vendor } from "@shared/schema";
import type { VendorView } from "@shared/schema/vendors-views";
import type { Db } from "../../db/connection";
import { pageOf, sendPage } from "../../http/paging";
import { ctxOf, requireAuth, requirePermission } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import * as service from "./service";

function presentVendor(v: Vendor): VendorView {
  return {
    id: v.id,
    locationId: v.locationId,
    name: v.name,
    category: v.category,
    contactName: v.contactName,
    phone: v.phone,
    email: v.email,
    address: v.address,
    schedule: v.schedule,
    nextServiceDate: v.nextServiceDate,
    notes: v.notes,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}

export function vendorRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/vendors", requireAuth, async (req, res) => {
    sendPage(res, await service.listVendors(db, ctxOf(req), req.query.locationId, pageOf(req)), presentVendor);
  });

  router.post("/api/vendors", requireAuth, async (req, res) => {
    const input = parse(insertVendorSchema, req.body);
    res.status(201).json(presentVendor(await service.createVendor(db, ctxOf(req), input)));
  });

  router.get("/api/vendors/:id", requireAuth, async (req, res) => {
    res.json(presentVendor(await service.getVendor(db, ctxOf(req), idParam(req))));
  });

  router.patch("/api/vendors/:id", requireAuth, async (req, res) => {
    const id = idParam(req);
    const changes = parse(updateVendorSchema, req.body ?? {});
    res.json(presentVendor(await service.updateVendor(db, ctxOf(req), id, changes)));
  });

  router.delete("/api/vendors/:id", requirePermission("records.delete", "Only managers and administrators can delete vendors"), async (req, res) => {
    await service.deleteVendor(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  return router;
}
