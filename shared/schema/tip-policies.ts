import { jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TipPolicyRules } from "../domain/tip-policy";
import { createdAt, id, updatedAt } from "./columns";
import { locations } from "./organizations";
import { users } from "./users";

export * from "./tip-policies-input";

/** How a location shares its tips (SPEC-beyond: issue 17). */
export const tipPolicies = pgTable(
  "tip_policies",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    rules: jsonb("rules").$type<TipPolicyRules>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("tip_policies_location_name_uq").on(t.locationId, t.name)],
);

/** The role a manager gave an employee whose payroll file named none, remembered per location by name. */
export const employeeRoles = pgTable(
  "employee_roles",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** The employee's name folded for matching (lower case, single spaces). */
    nameKey: text("name_key").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("employee_roles_location_name_uq").on(t.locationId, t.nameKey)],
);

export type TipPolicy = typeof tipPolicies.$inferSelect;
export type EmployeeRole = typeof employeeRoles.$inferSelect;
