import { Router } from "express";
import { z } from "zod";
import { bulkRequirementsSchema, copyRequirementsSchema, requirementInputSchema } from "@shared/schema/requirements";
import { presentCurrentUser } from "../../auth/users";
import type { Db } from "../../db/connection";
import { buildContext, ctxOf, requireSuperAdmin } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import * as orgs from "./organizations";
import * as requirements from "./requirements";
import { restartSession } from "./session";

const impersonateSchema = z.object({
  organizationId: z.string({ error: "Choose an organization" }).uuid("Choose an organization"),
});

/** Super admin only (403 for everyone else), also while impersonating. */
export function superAdminRoutes(db: Db): Router {
  const router = Router();
  router.use(["/api/super-admin", "/api/state-license-requirements"], requireSuperAdmin);

  router.get("/api/super-admin/organizations", async (_req, res) => {
    res.json(await orgs.listOrganizations(db));
  });

  router.get("/api/super-admin/organizations/:id/locations", async (req, res) => {
    res.json(await orgs.organizationLocations(db, idParam(req)));
  });

  router.post("/api/super-admin/impersonate", async (req, res) => {
    const { organizationId } = parse(impersonateSchema, req.body);
    const org = await orgs.startImpersonation(db, ctxOf(req), organizationId.toLowerCase());
    await restartSession(req, org.id);
    const ctx = await buildContext(db, ctxOf(req).user.id, org.id);
    res.json(presentCurrentUser(ctx!));
  });

  router.post("/api/super-admin/stop-impersonate", async (req, res) => {
    await orgs.stopImpersonation(db, ctxOf(req));
    await restartSession(req, undefined);
    const ctx = await buildContext(db, ctxOf(req).user.id, undefined);
    res.json(presentCurrentUser(ctx!));
  });

  router.put("/api/state-license-requirements/bulk", async (req, res) => {
    const { requirements: items } = parse(bulkRequirementsSchema, req.body);
    res.json(await requirements.saveRequirements(db, ctxOf(req), items));
  });

  router.post("/api/state-license-requirements", async (req, res) => {
    const item = parse(requirementInputSchema, req.body);
    res.status(201).json(await requirements.createRequirement(db, ctxOf(req), item));
  });

  router.get("/api/state-license-requirements/copy-preview", async (req, res) => {
    const input = parse(copyRequirementsSchema, { fromState: req.query.from, toState: req.query.to });
    res.json(await requirements.previewCopy(db, input));
  });

  router.post("/api/state-license-requirements/copy", async (req, res) => {
    const input = parse(copyRequirementsSchema, req.body);
    res.json(await requirements.copyRequirements(db, ctxOf(req), input));
  });

  return router;
}
