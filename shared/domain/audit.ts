import { format } from "date-fns";
import { humanize } from "./text";

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Bookkeeping fields that change with every write and say nothing to a reader. */
const IGNORED = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "organizationId",
  "locationId",
  "licenseTypeId",
  "licenseTypeName",
  "documentId",
  "invitedBy",
]);

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an audit entry changed, field by field: for an update the fields whose values differ; for a
 * creation every field set; for a deletion every field the record had.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !IGNORED.has(f));
  return fields
    .filter((f) => !same(b[f], a[f]))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }))
    .filter((c) => !(c.before === null && c.after === null));
}

const ENTITY_LABELS: Record<string, string> = {
  state_requirement: "State requirement",
  marketing_campaign: "Marketing campaign",
  budget_category: "Budget category",
  maintenance_task: "Maintenance task",
  api_token: "API token",
  webhook_endpoint: "Webhook endpoint",
};

/** "marketing_campaign" → "Marketing campaign". */
export function auditEntityLabel(entityType: string): string {
  if (ENTITY_LABELS[entityType]) return ENTITY_LABELS[entityType];
  const label = humanize(entityType);
  return label.charAt(0) + label.slice(1).toLowerCase();
}

const ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  archive: "Archived",
  restore: "Restored from the trash:",
  mark_done: "Marked done:",
  undo_done: "Undid Mark Done of",
  copy: "Copied",
  accept: "Accepted",
  join: "Joined",
  remove: "Removed",
  resend: "Resent",
  revoke: "Revoked",
  impersonate_start: "Started browsing as",
  impersonate_stop: "Stopped browsing as",
  password_reset_requested: "Password reset requested for",
  password_reset: "Password reset for",
  two_factor_enabled: "Two-factor sign-in turned on for",
  two_factor_disabled: "Two-factor sign-in turned off for",
  two_factor_requirement: "Two-factor requirement changed for",
  staff_access: "Staff access to payroll and budgets changed for",
  recovery_code_used: "Recovery code used by",
  recovery_codes_regenerated: "New recovery codes for",
  session_ended: "Session ended for",
  other_sessions_ended: "Other sessions ended for",
  sessions_ended: "Every session ended for",
  passkey_added: "Passkey added for",
  passkey_removed: "Passkey removed for",
};

export const auditActionLabel = (action: string) => ACTION_LABELS[action] ?? humanize(action);

/** A value as one short line: strings as they are, lists joined, objects as compact JSON; empty as "—". */
export function formatAuditValue(value: unknown, max = 80): string {
  let text: string;
  if (value === null || value === undefined || value === "") text = "—";
  else if (typeof value === "string") text = ISO_TIMESTAMP.test(value) ? format(new Date(value), "MMM dd, yyyy HH:mm") : value;
  else if (typeof value === "number" || typeof value === "boolean") text = String(value);
  else if (Array.isArray(value)) text = value.length === 0 ? "none" : value.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");
  else text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** "costRange" → "Cost range". */
export const auditFieldLabel = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Field names whose generic label ("Ein") would not read well. */
const FIELD_LABELS: Record<string, string> = {
  emailDigest: "Daily digest e-mail",
  locationIds: "Locations",
  expirationDate: "Expiration date",
  issueDate: "Issue date",
  nextServiceDate: "Next service date",
  lastCompletedDate: "Last completed",
  nextDueDate: "Next due date",
  deletedAt: "Moved to trash",
  deletedBy: "Moved to trash by",
  totpEnabled: "Two-factor sign-in",
  requireTwoFactor: "Two-factor required",
  ein: "EIN",
  url: "URL",
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A field's label for people: known names first, else "renewalPeriodMonths" → "Renewal period months". */
export const readableFieldLabel = (field: string) => FIELD_LABELS[field] ?? auditFieldLabel(field);

/** A value in words: dates as "Jan 05, 2026", yes/no for switches, a count for lists of ids. */
export function readableAuditValue(value: unknown, max = 80): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" && DATE_ONLY.test(value)) {
    const [y, m, d] = value.split("-").map(Number);
    return format(new Date(y!, m! - 1, d!), "MMM dd, yyyy");
  }
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string" && UUID.test(v))) {
    return value.length === 1 ? "1 item" : `${value.length} items`;
  }
  return formatAuditValue(value, max);
}

export interface ReadableChange {
  field: string;
  label: string;
  /** "Ann → Ken" for an update; the value alone for a creation or deletion. */
  text: string;
}

/**
 * An audit entry's changes as lines a person reads: the field's label, then old → new (for an update) or the
 * value (for a creation or a deletion). Fields holding only ids are left out: they say nothing to a reader.
 */
export function readableAuditChanges(before: unknown, after: unknown): ReadableChange[] {
  const updating = isRecord(before) && isRecord(after);
  return auditChanges(before, after)
    .filter((c) => !(typeof (c.after ?? c.before) === "string" && UUID.test(String(c.after ?? c.before))))
    .map((c) => ({
      field: c.field,
      label: readableFieldLabel(c.field),
      text: updating
        ? `${readableAuditValue(c.before)} → ${readableAuditValue(c.after)}`
        : readableAuditValue(isRecord(after) ? c.after : c.before),
    }));
}
