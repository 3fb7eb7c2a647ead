import { z } from "zod";
import { isValidIsoDate } from "../domain/calendar";

// Drizzle-free, so the browser bundle can import it; licenses.ts re-exports it for the server.

export const LICENSE_CATEGORIES = ["health", "business", "liquor", "safety", "building"] as const;
export type LicenseCategory = (typeof LICENSE_CATEGORIES)[number];

export const LICENSE_STATUSES = ["active", "expired", "expiring_soon", "archived"] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

const isoDateOrNull = (label: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()))
    .refine((v) => v === null || isValidIsoDate(v), `${label} must be a real date (YYYY-MM-DD)`);

const optionalTrimmed = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));

/** Statuses the add and edit forms offer; archived is reached only through the archive call. */
export const LICENSE_FORM_STATUSES = ["active", "expired", "expiring_soon"] as const;

const licenseFields = {
  licenseTypeId: z.string().uuid("Choose a license type"),
  licenseNumber: optionalTrimmed(100),
  issueDate: isoDateOrNull("Issue date"),
  expirationDate: isoDateOrNull("Expiration date"),
  status: z.enum(LICENSE_FORM_STATUSES).default("active"),
  notes: optionalTrimmed(2000),
};

const datesInOrder = (v: { issueDate?: string | null; expirationDate?: string | null }) =>
  !v.issueDate || !v.expirationDate || v.expirationDate >= v.issueDate;
const DATES_ORDER = { message: "Expiration date must be on or after the issue date", path: ["expirationDate"] };

/** The licenseData part of POST /api/licenses (SPEC section 5): derived from the insert shape. */
export const licenseDataSchema = z
  .object({ locationId: z.string().uuid("Choose a location"), ...licenseFields })
  .refine(datesInOrder, DATES_ORDER);

/** PATCH /api/licenses/:id: any subset of the fields (the location of a license does not change). */
export const licenseUpdateSchema = z
  .object(licenseFields)
  .partial()
  .refine(datesInOrder, DATES_ORDER);

export type LicenseData = z.infer<typeof licenseDataSchema>;

const optionalMoney = (label: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null || String(v).trim() === "" ? null : String(v).trim().replace(/^\$/, "").replace(/,/g, "")))
    .refine((v) => v === null || (/^\d{1,8}(\.\d{1,2})?$/.test(v)), `${label} must be an amount such as 450 or 450.00`);

/** POST /api/licenses/:id/renew: the new term (issue 32). The new term's expiration is required. */
export const licenseRenewalSchema = z
  .object({
    licenseNumber: optionalTrimmed(100),
    issueDate: isoDateOrNull("Issue date"),
    expirationDate: z
      .string({ error: "Expiration date is required" })
      .trim()
      .refine(isValidIsoDate, "Expiration date must be a real date (YYYY-MM-DD)"),
    feePaid: optionalMoney("Fee paid"),
  })
  .refine(datesInOrder, DATES_ORDER);
export type LicenseRenewal = z.infer<typeof licenseRenewalSchema>;

/** PUT /api/licenses/:id/renewal-submitted: "Renewal submitted" (date, reference, fee). */
export const renewalSubmittedSchema = z.object({
  submittedOn: z
    .string({ error: "Submitted date is required" })
    .trim()
    .refine(isValidIsoDate, "Submitted date must be a real date (YYYY-MM-DD)"),
  reference: optionalTrimmed(200),
  fee: optionalMoney("Fee"),
});
export type RenewalSubmitted = z.infer<typeof renewalSubmittedSchema>;
