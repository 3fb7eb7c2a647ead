import type { Router } from "express";
import type { RouteDeps } from "../deps";
import { openApiRoutes } from "../openapi/routes";
import { apiTokenRoutes } from "./api-tokens/routes";
import { webhookRoutes } from "./webhooks/routes";
import { pushRoutes } from "./push/routes";
import { auditRoutes } from "./audit/routes";
import { binderRoutes } from "./binder/routes";
import { budgetRoutes } from "./budgets/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { equipmentRoutes } from "./equipment/routes";
import { groupRoutes } from "./group/routes";
import { calendarRoutes } from "./calendar/routes";
import { exportRoutes } from "./export/routes";
import { importRoutes } from "./import/routes";
import { invitationRoutes } from "./invitations/routes";
import { licenseRoutes } from "./licenses/routes";
import { profileRoutes } from "./profile/routes";
import { readingRoutes } from "./reading/routes";
import { marketingRoutes } from "./marketing/routes";
import { notificationRoutes } from "./notifications/routes";
import { organizationRoutes } from "./organizations/routes";
import { payrollRoutes } from "./payroll/routes";
import { superAdminRoutes } from "./super-admin/routes";
import { systemRoutes } from "./system/routes";
import { serviceRecordRoutes } from "./service-records/routes";
import { sessionRoutes } from "./sessions/routes";
import { tipPolicyRoutes } from "./tip-policies/routes";
import { trashRoutes } from "./trash/routes";
import { twoFactorRoutes } from "./two-factor/routes";
import { twoFactorConfirmationRoutes } from "./two-factor/confirmation";
import { passkeyRoutes } from "./passkeys/routes";
import { userRoutes } from "./users/routes";
import { vendorRoutes } from "./vendors/routes";

/** Every feature's router. Each router declares full /api paths (the tenancy test walks them); server/app.ts hands a request only to the routers under its path prefix (server/http/prefix-dispatch.ts). */
export const featureRouters: Array<(deps: RouteDeps) => Router> = [
  ({ db }) => systemRoutes(db),
  ({ db }) => organizationRoutes(db),
  ({ db }) => notificationRoutes(db),
  ({ db, queue }) => licenseRoutes(db, queue),
  ({ db, config }) => profileRoutes(db, config),
  ({ db, config }) => calendarRoutes(db, config),
  ({ db }) => marketingRoutes(db),
  ({ db }) => budgetRoutes(db),
  ({ db }) => dashboardRoutes(db),
  ({ db }) => groupRoutes(db),
  ({ db, queue }) => equipmentRoutes(db, queue),
  ({ db }) => vendorRoutes(db),
  ({ db }) => serviceRecordRoutes(db),
  ({ db, queue, config }) => binderRoutes(db, queue, config),
  ({ db, queue, config }) => payrollRoutes(db, queue, config.payrollQueueBytes),
  ({ db }) => tipPolicyRoutes(db),
  (deps) => invitationRoutes(deps),
  (deps) => userRoutes(deps),
  (deps) => sessionRoutes(deps),
  (deps) => twoFactorRoutes(deps),
  (deps) => twoFactorConfirmationRoutes(deps),
  (deps) => passkeyRoutes(deps),
  ({ db }) => superAdminRoutes(db),
  ({ db }) => auditRoutes(db),
  ({ db }) => importRoutes(db),
  ({ db }) => exportRoutes(db),
  ({ db, queue }) => readingRoutes(db, queue),
  ({ db }) => trashRoutes(db),
  ({ db }) => apiTokenRoutes(db),
  ({ db, config }) => webhookRoutes(db, config.webhookAllowPrivate),
  ({ db, config }) => pushRoutes(db, config),
  () => openApiRoutes(),
];
