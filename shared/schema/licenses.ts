import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { isValidIsoDate } from "../domain/calendar";
import { createdAt, id, updatedAt } from "./columns";
import { documents } from "./documents";
import { locations } from "./organizations";

export const LICENSE_CATEGORIES = ["health", "business", "liquor", "safety", "building"] as const;
export type LicenseCategory = (typeof LICENSE_CATEGORIES)[number];

export const LICENSE_STATUSES = ["active", "expired", "expiring_soon", "archived"] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const licenseTypes = pgTable(
  "license_types",
  {
    id: id(),
    name: text("name").notNull().unique("license_types_name_uq"),
    description: text("description"),
    category: text("category").$type<LicenseCategory>(),
    isUniversal: boolean("is_universal").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("license_types_category_idx").on(t.category)],
);

export const stateLicenseRequirements = pgTable(
  "state_license_requirements",
  {
    id: id(),
    state: varchar("state", { length: 2 }).notNull(),
    licenseTypeId: uuid("license_type_id")
      .notNull()
      .references(() => licenseTypes.id, { onDelete: "cascade" }),
    isRequired: boolean("is_required").notNull().default(true),
    renewalPeriodMonths: integer("renewal_period_months"),
    costRange: text("cost_range"),
    issuingAuthority: text("issuing_authority"),
    processingTimeWeeks: integer("processing_time_weeks"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("state_license_requirements_state_type_uq").on(t.state, t.licenseTypeId),
    index("state_license_requirements_type_idx").on(t.licenseTypeId),
  ],
);

export const licenses = pgTable(
  "licenses",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    licenseTypeId: uuid("license_type_id")
      .notNull()
      .references(() => licenseTypes.id, { onDelete: "restrict" }),
    licenseNumber: text("license_number"),
    issueDate: date("issue_date", { mode: "string" }),
    expirationDate: date("expiration_date", { mode: "string" }),
    status: text("status").$type<LicenseStatus>().notNull().default("active"),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    documentUrl: text("document_url"),
    documentPath: text("document_path"),
    documentName: text("document_name"),
    extractedData: jsonb("extracted_data"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A location's list page in its order (expiry, newest first, id) straight from the index, whatever the offset.
    index("licenses_location_expiry_idx").on(t.locationId, t.expirationDate, t.createdAt.desc().nullsFirst(), t.id),
    index("licenses_type_idx").on(t.licenseTypeId),
    index("licenses_status_idx").on(t.status),
    index("licenses_expiration_idx").on(t.expirationDate),
    index("licenses_document_idx").on(t.documentId),
  ],
);

export const selectLicenseTypeSchema = createSelectSchema(licenseTypes);
export const selectLicenseSchema = createSelectSchema(licenses);
export const insertLicenseSchema = createInsertSchema(licenses).omit({
  id: true,
  createdAt: true,
  updatedAt: true,
});

export type LicenseType = typeof licenseTypes.$inferSelect;
export type StateLicenseRequirement = typeof stateLicenseRequirements.$inferSelect;
export type License = typeof licenses.$inferSelect;
export type InsertLicense = z.infer<typeof insertLicenseSchema>;

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
