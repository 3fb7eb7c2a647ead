import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import type { z } from "zod";
import { createdAt, deletedAt, deletedBy, id, updatedAt } from "./columns";
import { documents } from "./documents";
import { locations } from "./organizations";
import { users } from "./users";
import type { LicenseCategory, LicenseStatus } from "./licenses-input";

export * from "./licenses-input";

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
    /** "Renewal submitted" (issue 32): the day the renewal application went in, its reference and the fee. */
    renewalSubmittedOn: date("renewal_submitted_on", { mode: "string" }),
    renewalReference: text("renewal_reference"),
    renewalFee: numeric("renewal_fee", { precision: 10, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    // A location's list page in its order (expiry, newest first, id) straight from the index, whatever the offset.
    index("licenses_location_expiry_idx").on(t.locationId, t.expirationDate, t.createdAt.desc().nullsFirst(), t.id),
    index("licenses_type_idx").on(t.licenseTypeId),
    index("licenses_status_idx").on(t.status),
    index("licenses_expiration_idx").on(t.expirationDate),
    index("licenses_document_idx").on(t.documentId),
    index("licenses_deleted_idx").on(t.deletedAt),
  ],
);

/**
 * Every term of a license, the current one included (issue 32). The license row keeps the current term's number,
 * dates and document, so every reader of licenses stays as it was; a trigger (migration 0012) keeps the current
 * term (superseded_at null) equal to the row, and inserts one when the row has none, whoever writes the row.
 * Renewing supersedes the current term first, so the row's new fields become a new term.
 */
export const licenseTerms = pgTable(
  "license_terms",
  {
    id: id(),
    licenseId: uuid("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    licenseNumber: text("license_number"),
    issueDate: date("issue_date", { mode: "string" }),
    expirationDate: date("expiration_date", { mode: "string" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    feePaid: numeric("fee_paid", { precision: 10, scale: 2 }),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (t) => [
    index("license_terms_license_idx").on(t.licenseId, t.recordedAt),
    uniqueIndex("license_terms_current_uq").on(t.licenseId).where(sql`${t.supersededAt} is null`),
    index("license_terms_document_idx").on(t.documentId),
  ],
);

export const selectLicenseTypeSchema = createSelectSchema(licenseTypes);
export const selectLicenseSchema = createSelectSchema(licenses);
export const insertLicenseSchema = createInsertSchema(licenses).omit({
  id: true,
  createdAt: true,
  updatedAt: true,
  deletedAt: true,
  deletedBy: true,
});

export type LicenseTerm = typeof licenseTerms.$inferSelect;

export type LicenseType = typeof licenseTypes.$inferSelect;
export type StateLicenseRequirement = typeof stateLicenseRequirements.$inferSelect;
export type License = typeof licenses.$inferSelect;
export type InsertLicense = z.infer<typeof insertLicenseSchema>;
