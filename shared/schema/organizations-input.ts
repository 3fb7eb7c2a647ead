import { z } from "zod";
import { isValidTimeZone } from "../domain/time-zone";

// Drizzle-free, so the browser bundle can validate with these. The wrappers after each field
// (.nullable() / .optional()) reproduce what drizzle-zod's createInsertSchema added from the columns:
// a nullable column → .nullable().optional(); NOT NULL with a default → .optional().
// tests/unit/schema/organization-input.test.ts checks them against the drizzle-zod derivation.

export const LOCATION_STATUSES = ["active", "inactive", "opening_soon", "temporarily_closed"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export const US_STATE_CODE = /^[A-Z]{2}$/;

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** 0 = Sunday … 6 = Saturday (shared/domain/pay-week.ts). */
export const payWeekEndDay = () =>
  z.coerce
    .number({ error: "Pay week end day must be a weekday (0 = Sunday … 6 = Saturday)" })
    .int("Pay week end day must be a weekday (0 = Sunday … 6 = Saturday)")
    .min(0, "Pay week end day must be a weekday (0 = Sunday … 6 = Saturday)")
    .max(6, "Pay week end day must be a weekday (0 = Sunday … 6 = Saturday)");

/** A blank field means none; a nullable column, so absent stays absent and null stays null. */
const nullableColumn = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const insertOrganizationSchema = z.object({
  name: trimmed(120).min(1, "Organization name is required"),
  description: nullableColumn(optionalText(1000)),
});

export const insertLocationSchema = z.object({
  name: trimmed(120).min(1, "Location name is required"),
  address: trimmed(300).min(1, "Street address is required"),
  city: nullableColumn(optionalText(120)),
  state: nullableColumn(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(US_STATE_CODE, "State must be a 2-letter code")
      .nullish()
      .or(z.literal("").transform(() => null)),
  ),
  zipCode: nullableColumn(
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "ZIP code must be 5 digits (or ZIP+4)")
      .nullish()
      .or(z.literal("").transform(() => null)),
  ),
  phone: nullableColumn(optionalText(40)),
  email: nullableColumn(
    z
      .string()
      .trim()
      .email("Enter a valid e-mail address")
      .nullish()
      .or(z.literal("").transform(() => null)),
  ),
  managerName: nullableColumn(optionalText(120)),
  // NOT NULL with a database default: optional.
  status: z.enum(LOCATION_STATUSES).default("active").optional(),
  notes: nullableColumn(optionalText(2000)),
  // NOT NULL with a database default: optional. A form's select and an imported cell send text.
  payWeekEndDay: payWeekEndDay().optional(),
  // Issue 32: the name licenses are issued to, and the zone of the location's "today" (empty: suggested from state and ZIP).
  legalName: nullableColumn(optionalText(200)),
  timeZone: nullableColumn(
    z
      .string()
      .trim()
      .refine(isValidTimeZone, "Choose a valid time zone")
      .nullish()
      .or(z.literal("").transform(() => null)),
  ),
});

export const updateLocationSchema = insertLocationSchema.partial();

export type InsertOrganization = z.infer<typeof insertOrganizationSchema>;
export type InsertLocation = z.infer<typeof insertLocationSchema>;

/** PUT /api/organization/staff-access: whether staff see payroll, tip policies and budgets. */
export const staffAccessSchema = z.object({ staffSeePayrollBudgets: z.boolean({ error: "staffSeePayrollBudgets must be true or false" }) }).strict();
export type StaffAccess = z.infer<typeof staffAccessSchema>;
