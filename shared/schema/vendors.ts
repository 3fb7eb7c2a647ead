import { date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import { createdAt, id, updatedAt } from "./columns";
import { locations } from "./organizations";

export const VENDOR_CATEGORIES = ["cleaning", "maintenance", "supplier", "security", "utilities", "waste", "other"] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];
export const VENDOR_SCHEDULES = ["daily", "weekly", "bi-weekly", "monthly", "quarterly", "on-call", "24/7"] as const;
export type VendorSchedule = (typeof VENDOR_SCHEDULES)[number];

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
  },
  (t) => [
    index("vendors_location_idx").on(t.locationId),
    index("vendors_category_idx").on(t.category),
    index("vendors_next_service_idx").on(t.nextServiceDate),
  ],
);

export const selectVendorSchema = createSelectSchema(vendors);
export type Vendor = typeof vendors.$inferSelect;
