import { Router, type NextFunction, type Request, type Response } from "express";
import { updateUserSchema } from "@shared/schema";
import type { AppDeps } from "../../deps";
import { ctxOf } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import { notifyAccount } from "../account/events";
import * as service from "./service";

/** Organization admins (and super admins) only; staff get 403 before their input is looked at. */
function requireUserManager(req: Request, _res: Response, next: NextFunction) {
  service.assertCanManageUsers(ctxOf(req));
  next();
}

export function userRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get("/api/users", requireUserManager, async (req, res) => {
    res.json(await service.listUsers(db, ctxOf(req)));
  });

  router.patch("/api/users/:id", requireUserManager, async (req, res) => {
    const id = idParam(req);
    const input = parse(updateUserSchema, req.body);
    res.json(await service.updateUser(db, ctxOf(req), id, input));
  });

  router.delete("/api/users/:id", requireUserManager, async (req, res) => {
    await service.removeUser(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  router.post("/api/users/:id/two-factor/reset", requireUserManager, async (req, res) => {
    const { user, ended } = await service.resetTwoFactorOf(db, ctxOf(req), idParam(req));
    await notifyAccount(db, deps, user, {
      title: "An administrator reset your two-factor sign-in",
      body: "Your authenticator and recovery codes no longer work and you were signed out. Sign in with your password and set up two-factor sign-in again.",
    });
    res.json({ ended });
  });

  router.post("/api/users/:id/end-sessions", requireUserManager, async (req, res) => {
    const { user, ended } = await service.endSessionsOf(db, ctxOf(req), idParam(req));
    if (ended > 0) {
      await notifyAccount(db, deps, user, {
        title: "An administrator signed you out everywhere",
        body: "Every session of your account was ended. Sign in again to continue.",
      });
    }
    res.json({ ended });
  });

  return router;
}
