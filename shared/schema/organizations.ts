import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import { createdAt, id, updatedAt } from "./columns";
import type { LocationStatus } from "./organizations-input";
import { users } from "./users";

export * from "./organizations-input";

export const organizations = pgTable("organizations", {
  id: id(),
  name: text("name").notNull(),
  description: text("description"),
  /** Local accounts of the organization must sign in with a second factor. */
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  /** Staff (role `user`) see payroll, tip policies and budgets. Off for a new organization; on for those that existed before the manager role. */
  staffSeePayrollBudgets: boolean("staff_see_payroll_budgets").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    /** The weekday a pay week ends on, 0 = Sunday … 6 = Saturday: payroll week endings must fall on it. */
    payWeekEndDay: integer("pay_week_end_day").notNull().default(0),
    /** IANA time zone whose date is the location's "today" (issue 32); null: suggested from state and ZIP. */
    timeZone: text("time_zone"),
    /** The business name licenses are issued to (issue 32, point 4): a document naming another licensee is flagged. */
    legalName: text("legal_name"),
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

export const selectOrganizationSchema = createSelectSchema(organizations);

export const selectLocationSchema = createSelectSchema(locations);

export type Organization = typeof organizations.$inferSelect;
export type Location = typeof locations.$inferSelect;
