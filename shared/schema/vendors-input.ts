import { z } from "zod";
import { isValidIsoDate } from "../domain/calendar";

// Drizzle-free, so the browser bundle can import it; vendors.ts re-exports it for the server.

export const VENDOR_CATEGORIES = ["cleaning", "maintenance", "supplier", "security", "utilities", "waste", "other"] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];
export const VENDOR_SCHEDULES = ["daily", "weekly", "bi-weekly", "monthly", "quarterly", "on-call", "24/7"] as const;
export type VendorSchedule = (typeof VENDOR_SCHEDULES)[number];

// ---- Input schemas (SPEC section 5, "Add vendor"), shared by the API and the forms ----

export const VENDOR_MESSAGES = {
  locationRequired: "Location is required",
  nameRequired: "Name is required",
  nameTooLong: "Name is too long (200 characters at most)",
  categoryRequired: "Category is required",
  category: `Category must be one of ${VENDOR_CATEGORIES.join(", ")}`,
  schedule: `Schedule must be one of ${VENDOR_SCHEDULES.join(", ")}`,
  email: "Enter a valid e-mail address",
  phone: "Enter a valid phone number",
  nextServiceDate: "Next service date must be a valid date (YYYY-MM-DD)",
} as const;

const M = VENDOR_MESSAGES;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .nullish()
    .transform((v) => (v ? v : null));

/** "" and null mean none; otherwise the value must be one of the options. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v): v is T[number] | null => v === null || (values as readonly string[]).includes(v), message);

/** Digits with the usual separators, an optional leading +, an optional extension; 7 to 15 digits. */
export function isValidPhone(value: string): boolean {
  const [main = "", ext] = value.split(/\s*(?:ext\.?|x|#)\s*/i);
  if (ext !== undefined && !/^\d{1,6}$/.test(ext)) return false;
  if (!/^\+?[\d\s().\-/]+$/.test(main)) return false;
  const digits = main.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

/** The editable fields of a vendor, without defaults (so a partial update fills nothing in). */
export const vendorFieldsSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(200, M.nameTooLong),
  category: z
    .string({ error: M.categoryRequired })
    .min(1, { message: M.categoryRequired, abort: true })
    .refine((v): v is VendorCategory => (VENDOR_CATEGORIES as readonly string[]).includes(v), M.category),
  contactName: optionalText(200, "Contact name"),
  phone: optionalText(40, "Phone")
    .refine((v) => v === null || isValidPhone(v), M.phone),
  email: z
    .string({ error: M.email })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (v.length <= 254 && z.email().safeParse(v).success), M.email),
  address: optionalText(300, "Address"),
  schedule: optionalChoice(VENDOR_SCHEDULES, M.schedule),
  nextServiceDate: z
    .string({ error: M.nextServiceDate })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidIsoDate(v), M.nextServiceDate),
  notes: optionalText(2000, "Notes"),
});

/** POST /api/vendors, and the Add Vendor form. */
export const insertVendorSchema = vendorFieldsSchema.extend({
  locationId: z.string({ error: M.locationRequired }).min(1, M.locationRequired),
});

/** PATCH /api/vendors/:id: any subset of the fields (a vendor stays at its location). */
export const updateVendorSchema = vendorFieldsSchema.partial();

export type InsertVendor = z.output<typeof insertVendorSchema>;
export type UpdateVendor = z.output<typeof updateVendorSchema>;
