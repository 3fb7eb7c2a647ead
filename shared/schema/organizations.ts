import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

export const organizations = pgTable("organizations", {
  id: id(),
  name: text("name").notNull(),
  description: text("description"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const LOCATION_STATUSES = ["active", "inactive", "opening_soon", "temporarily_closed"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export const locations = pgTable(
  "locations",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    phone: text("phone"),
    email: text("email"),
    managerName: text("manager_name"),
    status: text("status").$type<LocationStatus>().notNull().default("active"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("locations_organization_idx").on(t.organizationId), index("locations_status_idx").on(t.status)],
);

export const userLocations = pgTable(
  "user_locations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_locations_user_location_uq").on(t.userId, t.locationId),
    index("user_locations_location_idx").on(t.locationId),
  ],
);

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const insertOrganizationSchema = createInsertSchema(organizations, {
  name: () => trimmed(120).min(1, "Organization name is required"),
  description: () => optionalText(1000),
}).omit({ id: true, createdAt: true, updatedAt: true });

export const selectOrganizationSchema = createSelectSchema(organizations);

export const US_STATE_CODE = /^[A-Z]{2}$/;

export const insertLocationSchema = createInsertSchema(locations, {
  name: () => trimmed(120).min(1, "Location name is required"),
  address: () => trimmed(300).min(1, "Street address is required"),
  city: () => optionalText(120),
  state: () =>
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(US_STATE_CODE, "State must be a 2-letter code")
      .nullish()
      .or(z.literal("").transform(() => null)),
  zipCode: () =>
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "ZIP code must be 5 digits (or ZIP+4)")
      .nullish()
      .or(z.literal("").transform(() => null)),
  phone: () => optionalText(40),
  email: () =>
    z
      .string()
      .trim()
      .email("Enter a valid e-mail address")
      .nullish()
      .or(z.literal("").transform(() => null)),
  managerName: () => optionalText(120),
  status: () => z.enum(LOCATION_STATUSES).default("active"),
  notes: () => optionalText(2000),
}).omit({ id: true, organizationId: true, createdAt: true, updatedAt: true });

export const updateLocationSchema = insertLocationSchema.partial();
export const selectLocationSchema = createSelectSchema(locations);

export type Organization = typeof organizations.$inferSelect;
export type Location = typeof locations.$inferSelect;
export type InsertOrganization = z.infer<typeof insertOrganizationSchema>;
export type InsertLocation = z.infer<typeof insertLocationSchema>;
