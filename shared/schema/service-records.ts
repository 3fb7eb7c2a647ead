import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { documents } from "./documents";
import { equipment, maintenanceTasks } from "./equipment";
import { locations, organizations } from "./organizations";
import { users } from "./users";
import { vendors } from "./vendors";

export * from "./service-records-input";

/**
 * A completion of a maintenance task (issue 32, point 5): kept for good. Deleting the task keeps its records
 * (the task's name is copied in); they go with their item, or their location, when those are deleted for good.
 */
export const serviceRecords = pgTable(
  "service_records",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    equipmentId: uuid("equipment_id")
      .notNull()
      .references(() => equipment.id, { onDelete: "cascade" }),
    taskId: uuid("task_id").references(() => maintenanceTasks.id, { onDelete: "set null" }),
    /** The task's name when it was done. */
    taskName: text("task_name").notNull(),
    doneOn: date("done_on", { mode: "string" }).notNull(),
    doneBy: uuid("done_by").references(() => users.id, { onDelete: "set null" }),
    /** Who recorded it, as named then (the user may be removed later). */
    doneByName: text("done_by_name").notNull(),
    vendorId: uuid("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    cost: numeric("cost", { precision: 10, scale: 2 }),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("service_records_equipment_idx").on(t.equipmentId, t.doneOn),
    index("service_records_task_idx").on(t.taskId, t.doneOn),
    index("service_records_vendor_idx").on(t.vendorId, t.doneOn),
    index("service_records_location_idx").on(t.locationId, t.doneOn),
  ],
);

/** A photo or PDF kept with a service record (a hood-cleaning certificate, an inspection report). */
export const serviceRecordAttachments = pgTable(
  "service_record_attachments",
  {
    id: id(),
    recordId: uuid("record_id")
      .notNull()
      .references(() => serviceRecords.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("service_record_attachments_record_idx").on(t.recordId, t.position), index("service_record_attachments_document_idx").on(t.documentId)],
);

/** A read-only link to a location's inspection binder (point 7). Only the token's SHA-256 is kept. */
export const binderLinks = pgTable(
  "binder_links",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    openCount: integer("open_count").notNull().default(0),
  },
  (t) => [index("binder_links_location_idx").on(t.locationId, t.createdAt)],
);

export type ServiceRecord = typeof serviceRecords.$inferSelect;
export type ServiceRecordAttachment = typeof serviceRecordAttachments.$inferSelect;
export type BinderLink = typeof binderLinks.$inferSelect;

/**
 * A binder PDF built on the job queue (point 6: large binders, with progress). The job's id is the row's id;
 * the PDF is kept as a document that nothing else points at, so the daily orphan sweep removes it after a day.
 */
export const binderBuilds = pgTable(
  "binder_builds",
  {
    id: uuid("id").primaryKey(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    madeByName: text("made_by_name").notNull(),
    state: text("state", { enum: ["queued", "building", "done", "failed"] }).notNull().default("queued"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("binder_builds_requester_idx").on(t.requestedBy, t.createdAt)],
);

export type BinderBuild = typeof binderBuilds.$inferSelect;
