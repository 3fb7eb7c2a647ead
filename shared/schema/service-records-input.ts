import { z } from "zod";
import { isValidIsoDate } from "../domain/calendar";
import { centsToDecimalString, isValidMoneyString, parseMoneyToCents } from "../domain/money";
import { VENDOR_SERVICES } from "../domain/vendor-services";

// Drizzle-free, so the browser bundle can import it; service-records.ts re-exports it for the server.

export const SERVICE_RECORD_MESSAGES = {
  doneOn: "Done date must be a valid date (YYYY-MM-DD)",
  doneInFuture: "Done date cannot be in the future",
  cost: "Cost must be an amount of at most 99999999.99 with at most 2 decimals",
  vendorNotFound: "Vendor not found at this location",
  tooManyAttachments: "At most 10 attachments",
  serviceKind: `Service must be one of ${VENDOR_SERVICES.map((s) => s.kind).join(", ")}`,
  days: "Days must be a whole number from 1 to 90",
} as const;

const M = SERVICE_RECORD_MESSAGES;
export const MAX_SERVICE_ATTACHMENTS = 10;

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/**
 * POST /api/maintenance-tasks/:id/done: a JSON body or multipart text fields beside the `attachments` files.
 * Everything is optional: the day defaults to today, who to the caller.
 */
export const markDoneInputSchema = z.object({
  doneOn: z.preprocess(emptyToNull, z.string({ error: M.doneOn }).trim().refine(isValidIsoDate, M.doneOn).nullish()).transform((v) => v ?? null),
  notes: z.preprocess(emptyToNull, z.string({ error: "Notes must be text" }).trim().max(2000, "Notes are too long (2000 characters at most)").nullish()).transform((v) => v ?? null),
  vendorId: z.preprocess(emptyToNull, z.string().uuid(M.vendorNotFound).nullish()).transform((v) => v ?? null),
  cost: z
    .preprocess(emptyToNull, z.union([z.string(), z.number()], { error: M.cost }).nullish())
    .refine((v) => v === null || v === undefined || (isValidMoneyString(String(v)) && !String(v).trim().startsWith("-")), M.cost)
    .transform((v) => (v === null || v === undefined ? null : centsToDecimalString(parseMoneyToCents(String(v))!))),
});
export type MarkDoneInput = z.output<typeof markDoneInputSchema>;

export const DEFAULT_BINDER_LINK_DAYS = 7;
export const MAX_BINDER_LINK_DAYS = 90;

/** POST /api/locations/:id/binder-links. */
export const binderLinkInputSchema = z.object({
  days: z.coerce.number({ error: M.days }).int(M.days).min(1, M.days).max(MAX_BINDER_LINK_DAYS, M.days).default(DEFAULT_BINDER_LINK_DAYS),
});
