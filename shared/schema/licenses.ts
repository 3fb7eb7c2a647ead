import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import type { z } from "zod";
import { createdAt, deletedAt, deletedBy, id, updatedAt } from "./columns";
import { documents } from "./documents";
import { locations } from "./organizations";
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

export const selectLicenseTypeSchema = createSelectSchema(licenseTypes);
export const selectLicenseSchema = createSelectSchema(licenses);
export const insertLicenseSchema = createInsertSchema(licenses).omit({
  id: true,
  createdAt: true,
  updatedAt: true,
  deletedAt: true,
  deletedBy: true,
});

export type LicenseType = typeof licenseTypes.$inferSelect;
export type StateLicenseRequirement = typeof stateLicenseRequirements.$inferSelect;
export type License = typeof licenses.$inferSelect;
export type InsertLicense = z.infer<typeof insertLicenseSchema>;
