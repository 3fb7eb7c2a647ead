import type { Router } from "express";
import type { AppDeps } from "../deps";
import { notificationRoutes } from "./notifications/routes";
import { organizationRoutes } from "./organizations/routes";
import { systemRoutes } from "./system/routes";

/** Every feature's router. Each router declares full /api paths (the tenancy test walks them). */
export const featureRouters: Array<(deps: AppDeps) => Router> = [
  ({ db }) => systemRoutes(db),
  ({ db }) => organizationRoutes(db),
  ({ db }) => notificationRoutes(db),
];
