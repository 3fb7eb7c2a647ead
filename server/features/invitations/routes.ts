import { Router, type NextFunction, type Request, type Response } from "express";
import { inviteUserSchema } from "@shared/schema";
import type { AppDeps } from "../../deps";
import { ctxOf } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import { acceptanceRoutes } from "./acceptance";
import * as service from "./service";
import { invitationTokens } from "./token";

/** Organization admins and super admins; 401 signed out, 403 for staff. */
function requireInviter(req: Request, _res: Response, next: NextFunction) {
  service.assertCanInvite(ctxOf(req));
  next();
}

export function invitationRoutes(deps: AppDeps): Router {
  const router = Router();
  const tokens = invitationTokens(deps.config);
  const serviceDeps = (req: Request): service.InvitationDeps => ({
    db: deps.db,
    tokens,
    mailer: deps.mailer,
    origin: deps.config.appOrigin ?? `${req.protocol}://${req.get("host")}`,
    warn: (obj, msg) => (req.log ?? deps.logger).warn(obj, msg),
  });

  router.get("/api/user-invitations", requireInviter, async (req, res) => {
    res.json(await service.listInvitations(serviceDeps(req), ctxOf(req)));
  });

  router.post("/api/user-invitations", requireInviter, async (req, res) => {
    const input = parse(inviteUserSchema, req.body);
    res.status(201).json(await service.createInvitation(serviceDeps(req), ctxOf(req), input));
  });

  router.post("/api/user-invitations/:id/resend", requireInviter, async (req, res) => {
    res.json(await service.resendInvitation(serviceDeps(req), ctxOf(req), idParam(req)));
  });

  router.post("/api/user-invitations/:id/revoke", requireInviter, async (req, res) => {
    res.json(await service.revokeInvitation(serviceDeps(req), ctxOf(req), idParam(req)));
  });

  router.use(acceptanceRoutes(deps));
  return router;
}
