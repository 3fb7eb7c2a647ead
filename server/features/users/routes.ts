import { Router, type NextFunction, type Request, type Response } from "express";
import { updateUserSchema } from "@shared/schema";
import type { Db } from "../../db/connection";
import { ctxOf } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import * as service from "./service";

/** Organization admins (and super admins) only; staff get 403 before their input is looked at. */
function requireUserManager(req: Request, _res: Response, next: NextFunction) {
  service.assertCanManageUsers(ctxOf(req));
  next();
}

export function userRoutes(db: Db): Router {
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

  return router;
}
