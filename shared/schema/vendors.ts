import { date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import { createdAt, deletedAt, deletedBy, id, updatedAt } from "./columns";
import { locations } from "./organizations";
import type { VendorCategory, VendorSchedule } from "./vendors-input";

export * from "./vendors-input";

export const vendors = pgTable(
  "vendors",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    category: text("category").$type<VendorCategory>().notNull(),
    contactName: text("contact_name"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    schedule: text("schedule").$type<VendorSchedule>(),
    nextServiceDate: date("next_service_date", { mode: "string" }),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: deletedBy(),
  },
  (t) => [
    // A location's list page in its order (name, created, id) straight from the index.
    index("vendors_location_name_idx").on(t.locationId, t.name, t.createdAt, t.id),
    index("vendors_category_idx").on(t.category),
    index("vendors_next_service_idx").on(t.nextServiceDate),
    index("vendors_deleted_idx").on(t.deletedAt),
  ],
);

export const selectVendorSchema = createSelectSchema(vendors);
export type Vendor = typeof vendors.$inferSelect;
