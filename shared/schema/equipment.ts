import { date, index, integer, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import { createdAt, deletedAt, deletedBy, id, updatedAt } from "./columns";
import { documents } from "./documents";
import { locations } from "./organizations";
import type { EquipmentStatus } from "./equipment-input";
import type { VendorServiceKind } from "../domain/vendor-services";

export * from "./equipment-input";

export const equipment = pgTable(
  "equipment",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    model: text("model"),
    manufacturer: text("manufacturer"),
    serialNumber: text("serial_number"),
    price: numeric("price", { precision: 10, scale: 2 }),
    purchaseDate: date("purchase_date", { mode: "string" }),
    warrantyExpiration: date("warranty_expiration", { mode: "string" }),
    status: text("status").$type<EquipmentStatus>().notNull().default("working"),
    manualUrl: text("manual_url"),
    manualDocumentId: uuid("manual_document_id").references(() => documents.id, { onDelete: "set null" }),
    extractedData: jsonb("extracted_data"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    // A location's list page in its order (name, created, id) straight from the index.
    index("equipment_location_name_idx").on(t.locationId, t.name, t.createdAt, t.id),
    index("equipment_status_idx").on(t.status),
    index("equipment_manual_idx").on(t.manualDocumentId),
    index("equipment_deleted_idx").on(t.deletedAt),
  ],
);

export const maintenanceTasks = pgTable(
  "maintenance_tasks",
  {
    id: id(),
    equipmentId: uuid("equipment_id")
      .notNull()
      .references(() => equipment.id, { onDelete: "cascade" }),
    task: text("task").notNull(),
    intervalDays: integer("interval_days").notNull(),
    lastDone: date("last_done", { mode: "string" }),
    nextDue: date("next_due", { mode: "string" }).notNull(),
    notes: text("notes"),
    /** Set when a vendor does this task (hood cleaning, pest control, …): its completions are binder proof. */
    serviceKind: text("service_kind").$type<VendorServiceKind>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "Has a task due by today" per item (lists, dashboard, daily job) answered from the index alone.
    index("maintenance_tasks_equipment_due_idx").on(t.equipmentId, t.nextDue),
    index("maintenance_tasks_next_due_idx").on(t.nextDue),
  ],
);

export const selectEquipmentSchema = createSelectSchema(equipment);
export type Equipment = typeof equipment.$inferSelect;
export type MaintenanceTask = typeof maintenanceTasks.$inferSelect;
