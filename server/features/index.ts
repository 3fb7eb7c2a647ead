import type { Router } from "express";
import type { AppDeps } from "../deps";
import { budgetRoutes } from "./budgets/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { licenseRoutes } from "./licenses/routes";
import { marketingRoutes } from "./marketing/routes";
import { notificationRoutes } from "./notifications/routes";
import { organizationRoutes } from "./organizations/routes";
import { systemRoutes } from "./system/routes";

/** Every feature's router. Each router declares full /api paths (the tenancy test walks them). */
export const featureRouters: Array<(deps: AppDeps) => Router> = [
  ({ db }) => systemRoutes(db),
  ({ db }) => organizationRoutes(db),
  ({ db }) => notificationRoutes(db),
  ({ db }) => licenseRoutes(db),
  ({ db }) => marketingRoutes(db),
  ({ db }) => budgetRoutes(db),
  ({ db }) => dashboardRoutes(db),
];
