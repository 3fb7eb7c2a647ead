import type { z } from "zod";
import { markDoneInputSchema } from "@shared/schema/service-records-input";
import {
  budgetCategoryInputSchema,
  budgetListQuerySchema,
  copyBudgetsSchema,
  createApiTokenSchema,
  currentUserSchema,
  insertBudgetSchema,
  insertCampaignSchema,
  insertEquipmentSchema,
  insertLocationSchema,
  insertOrganizationSchema,
  insertTipPolicySchema,
  insertVendorSchema,
  inviteUserSchema,
  licenseUpdateSchema,
  maintenanceTaskInputSchema,
  maintenanceTaskUpdateSchema,
  staffAccessSchema,
  updateBudgetCategorySchema,
  updateBudgetSchema,
  updateCampaignSchema,
  updateEquipmentSchema,
  updateLocationSchema,
  updateTipPolicySchema,
  updateUserSchema,
  updateVendorSchema,
  assignRolesSchema,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
} from "@shared/schema";
import { bulkRequirementsSchema, copyRequirementsSchema, requirementInputSchema } from "@shared/schema/requirements";
import { profileUpdateSchema } from "@shared/schema/profile-input";
import { pushSubscriptionSchema } from "@shared/schema/push-input";
import { twoFactorCodeSchema, twoFactorRequirementSchema } from "@shared/schema/two-factor-input";
import { passkeyRegistrationSchema, passkeyRenameSchema } from "@shared/schema/passkeys-input";

/** What the document says about one route beyond what the route listing gives. */
export interface OperationInfo {
  summary?: string;
  /** The JSON body, as the route parses it (a shared zod schema). */
  body?: { name: string; schema: z.ZodType };
  /** Query parameters, as the route parses them. */
  query?: z.ZodObject;
  /** The 200 answer's JSON, where a shared zod schema describes it. */
  response?: { name: string; schema: z.ZodType };
  /** Reachable without signing in or a token. */
  public?: true;
  /** Answers a file or a page rather than JSON. */
  produces?: string;
}

const body = (name: string, schema: z.ZodType) => ({ body: { name, schema } });

/**
 * The shared zod schemas each route validates its input with: the document's request bodies are generated from
 * these (z.toJSONSchema), never written by hand. A route missing here is still in the document (from the app's
 * route listing), with its path parameters and the common answers.
 */
export const OPERATIONS: Record<string, OperationInfo> = {
  "GET /api/health": { summary: "The process is up", public: true },
  "GET /api/ready": { summary: "The database is reachable (503 otherwise)", public: true },
  "GET /api/login": { summary: "Sign-in page", public: true, produces: "text/html" },
  "POST /api/login": { summary: "Sign in with e-mail and password", public: true },
  "GET /api/signup": { summary: "Sign-up page", public: true, produces: "text/html" },
  "POST /api/signup": { summary: "Create an account", public: true },
  "GET /api/callback": { summary: "OpenID Connect redirect", public: true },
  "GET /api/logout": { summary: "Sign out", public: true },
  "GET /api/openapi.json": { summary: "This document", public: true },
  "GET /api/docs": { summary: "The API reference page", public: true, produces: "text/html" },
  "GET /api/auth/user": { summary: "The signed-in user", response: { name: "CurrentUser", schema: currentUserSchema } },
  "POST /api/organization": { summary: "Create an organization", ...body("InsertOrganization", insertOrganizationSchema) },
  "PUT /api/organization/staff-access": { summary: "Let staff see payroll and budgets", ...body("StaffAccess", staffAccessSchema) },
  "PUT /api/organization/two-factor": { summary: "Require two-factor sign-in in the organization", ...body("TwoFactorRequirement", twoFactorRequirementSchema) },
  "POST /api/locations": { summary: "Add a location", ...body("InsertLocation", insertLocationSchema) },
  "PATCH /api/locations/{id}": { summary: "Edit a location", ...body("UpdateLocation", updateLocationSchema) },
  "PATCH /api/licenses/{id}": { summary: "Edit a license", ...body("LicenseUpdate", licenseUpdateSchema) },
  "POST /api/equipment": { summary: "Add an equipment item", ...body("InsertEquipment", insertEquipmentSchema) },
  "PATCH /api/equipment/{id}": { summary: "Edit an equipment item", ...body("UpdateEquipment", updateEquipmentSchema) },
  "POST /api/equipment/{id}/tasks": { summary: "Add a maintenance task", ...body("MaintenanceTaskInput", maintenanceTaskInputSchema) },
  "PATCH /api/maintenance-tasks/{id}": { summary: "Edit a maintenance task", ...body("MaintenanceTaskUpdate", maintenanceTaskUpdateSchema) },
  "POST /api/maintenance-tasks/{id}/done": { summary: "Mark a maintenance task done", ...body("MarkTaskDone", markDoneInputSchema) },
  "POST /api/vendors": { summary: "Add a vendor", ...body("InsertVendor", insertVendorSchema) },
  "PATCH /api/vendors/{id}": { summary: "Edit a vendor", ...body("UpdateVendor", updateVendorSchema) },
  "POST /api/marketing": { summary: "Add a campaign", ...body("InsertCampaign", insertCampaignSchema) },
  "PATCH /api/marketing/{id}": { summary: "Edit a campaign", ...body("UpdateCampaign", updateCampaignSchema) },
  "POST /api/budget-categories": { summary: "Add a budget category", ...body("BudgetCategoryInput", budgetCategoryInputSchema) },
  "PATCH /api/budget-categories/{id}": { summary: "Edit a budget category", ...body("UpdateBudgetCategory", updateBudgetCategorySchema) },
  "GET /api/budgets": { summary: "A location's budget lines for a month", query: budgetListQuerySchema },
  "POST /api/budgets": { summary: "Add a budget line", ...body("InsertBudget", insertBudgetSchema) },
  "PATCH /api/budgets/{id}": { summary: "Edit a budget line", ...body("UpdateBudget", updateBudgetSchema) },
  "POST /api/budgets/copy": { summary: "Copy a month's budget lines", ...body("CopyBudgets", copyBudgetsSchema) },
  "POST /api/tip-policies": { summary: "Add a tip policy", ...body("InsertTipPolicy", insertTipPolicySchema) },
  "PATCH /api/tip-policies/{id}": { summary: "Edit a tip policy", ...body("UpdateTipPolicy", updateTipPolicySchema) },
  "PUT /api/payroll/{id}/roles": { summary: "Give a calculation's employees their roles", ...body("AssignRoles", assignRolesSchema) },
  "POST /api/user-invitations": { summary: "Invite someone", ...body("InviteUser", inviteUserSchema) },
  "PATCH /api/users/{id}": { summary: "Change a user's role or locations", ...body("UpdateUser", updateUserSchema) },
  "PATCH /api/profile": { summary: "Your name, digest setting and push quiet hours", ...body("ProfileUpdate", profileUpdateSchema) },
  "POST /api/profile/two-factor/enable": { summary: "Turn on two-factor sign-in", ...body("TwoFactorCode", twoFactorCodeSchema) },
  "POST /api/profile/two-factor/disable": { summary: "Turn off two-factor sign-in", ...body("TwoFactorCode", twoFactorCodeSchema) },
  "POST /api/profile/two-factor/recovery-codes": { summary: "New recovery codes", ...body("TwoFactorCode", twoFactorCodeSchema) },
  "PUT /api/super-admin/two-factor": { summary: "Require two-factor sign-in on the platform", ...body("TwoFactorRequirement", twoFactorRequirementSchema) },
  "POST /api/state-license-requirements": { summary: "Add a state requirement", ...body("RequirementInput", requirementInputSchema) },
  "PUT /api/state-license-requirements/bulk": { summary: "Add state requirements in bulk", ...body("BulkRequirements", bulkRequirementsSchema) },
  "POST /api/state-license-requirements/copy": { summary: "Copy one state's requirements to another", ...body("CopyRequirements", copyRequirementsSchema) },
  "GET /api/profile/tokens": { summary: "Your personal access tokens (a session only)" },
  "POST /api/profile/tokens": { summary: "Create a personal access token (shown once; a session only)", ...body("CreateApiToken", createApiTokenSchema) },
  "DELETE /api/profile/tokens/{id}": { summary: "Revoke a personal access token (a session only)" },
  "GET /api/login/webauthn.js": { summary: "The passkey library's browser script (sign-in pages)", public: true, produces: "application/javascript" },
  "GET /api/login/passkey.js": { summary: "The sign-in pages' passkey button script", public: true, produces: "application/javascript" },
  "POST /api/login/passkey/options": { summary: "WebAuthn options to sign in with a passkey (alone, or as the second factor after the password)", public: true },
  "POST /api/login/passkey": { summary: "Sign in with a passkey: the browser's answer to the options", public: true },
  "GET /api/two-factor/confirm/{token}": { summary: "Page confirming a two-factor enrolment (the e-mailed link)", public: true, produces: "text/html" },
  "POST /api/two-factor/confirm/{token}": { summary: "Confirm a two-factor enrolment (the e-mailed link)", public: true, produces: "text/html" },
  "GET /api/profile/passkeys": { summary: "Your passkeys (a session only)" },
  "POST /api/profile/passkeys/options": { summary: "WebAuthn options to register a passkey (a session only)" },
  "POST /api/profile/passkeys": { summary: "Register a passkey: a name and the browser's answer (a session only)", ...body("PasskeyRegistration", passkeyRegistrationSchema) },
  "PATCH /api/profile/passkeys/{id}": { summary: "Rename a passkey (a session only)", ...body("PasskeyRename", passkeyRenameSchema) },
  "DELETE /api/profile/passkeys/{id}": { summary: "Remove a passkey (a session only)" },
  "GET /api/profile/push": { summary: "The server's VAPID public key and your devices with Web Push on (a session only)" },
  "POST /api/profile/push": { summary: "Turn on Web Push for this browser: its PushSubscription (a session only)", ...body("PushSubscription", pushSubscriptionSchema) },
  "DELETE /api/profile/push/{id}": { summary: "Turn off Web Push for one of your devices (a session only)" },
  "GET /api/webhooks": { summary: "The organization's webhook endpoints (administrators)" },
  "POST /api/webhooks": { summary: "Add a webhook endpoint (its signing secret is shown once)", ...body("CreateWebhookEndpoint", createWebhookEndpointSchema) },
  "PATCH /api/webhooks/{id}": { summary: "Edit, turn off or turn back on a webhook endpoint", ...body("UpdateWebhookEndpoint", updateWebhookEndpointSchema) },
  "DELETE /api/webhooks/{id}": { summary: "Remove a webhook endpoint" },
  "GET /api/webhooks/{id}/deliveries": { summary: "An endpoint's latest 100 deliveries: state, attempts, response code" },
};
