import { Router } from "express";
import { insertTipPolicySchema, updateTipPolicySchema, type TipPolicy, type TipPolicyDto } from "@shared/schema";
import type { Db } from "../../db/connection";
import { ctxOf, requirePermission } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import * as service from "./service";

export const presentPolicy = (p: TipPolicy): TipPolicyDto => ({
  id: p.id,
  locationId: p.locationId,
  name: p.name,
  rules: p.rules,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export function tipPolicyRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/tip-policies", requirePermission("payroll.see"), async (req, res) => {
    res.json((await service.listPolicies(db, ctxOf(req), req.query.locationId)).map(presentPolicy));
  });

  router.post("/api/tip-policies", requirePermission("payroll.see"), requirePermission("tipPolicies.manage"), async (req, res) => {
    const input = parse(insertTipPolicySchema, req.body ?? {});
    res.status(201).json(presentPolicy(await service.createPolicy(db, ctxOf(req), input)));
  });

  router.get("/api/tip-policies/:id", requirePermission("payroll.see"), async (req, res) => {
    res.json(presentPolicy(await service.reachablePolicy(db, ctxOf(req), idParam(req))));
  });

  router.patch("/api/tip-policies/:id", requirePermission("payroll.see"), requirePermission("tipPolicies.manage"), async (req, res) => {
    const id = idParam(req);
    const changes = parse(updateTipPolicySchema, req.body ?? {});
    res.json(presentPolicy(await service.updatePolicy(db, ctxOf(req), id, changes)));
  });

  router.delete("/api/tip-policies/:id", requirePermission("payroll.see"), requirePermission("tipPolicies.manage"), async (req, res) => {
    await service.deletePolicy(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  return router;
}
