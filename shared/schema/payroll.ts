import { date, index, integer, json, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createSelectSchema } from "drizzle-zod";
import type { TipPolicyRules } from "../domain/tip-policy";
import { createdAt, id } from "./columns";
import type { CalculationMethod, DistributionMethod } from "./payroll-views";
import { locations } from "./organizations";
import { users } from "./users";

export const DISTRIBUTION_METHODS = ["as_reported", "pool_by_hours"] as const satisfies readonly DistributionMethod[];
// The method types live with the answer shapes (payroll-views.ts, Drizzle-free) so the client can share them.
export type { CalculationMethod, DistributionMethod } from "./payroll-views";

/**
 * The tip policy a calculation was made with, as it was when applied (editing the policy later does not change
 * the calculation), and the roles given to its employees, by folded name.
 */
export interface AppliedTipPolicy {
  policyId: string;
  name: string;
  rules: TipPolicyRules;
  assignments: Record<string, string>;
}

export const payrollRecords = pgTable(
  "payroll_records",
  {
    id: id(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    weekEnding: date("week_ending", { mode: "string" }).notNull(),
    totalTips: numeric("total_tips", { precision: 10, scale: 2 }).notNull(),
    employeeCount: integer("employee_count").notNull(),
    fileName: text("file_name"),
    distributionMethod: text("distribution_method").$type<CalculationMethod>().notNull().default("as_reported"),
    /** Set when distributionMethod is "tip_policy". */
    tipPolicy: jsonb("tip_policy").$type<AppliedTipPolicy>(),
    /**
     * The reading the calculation was made from. `json` (the text as written, checked), not `jsonb`: it is only
     * ever stored and read back whole, and jsonb's conversion of a 15 MB reading costs PostgreSQL about 3× the CPU.
     */
    processedData: json("processed_data"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("payroll_records_location_idx").on(t.locationId), index("payroll_records_week_idx").on(t.weekEnding)],
);

export const selectPayrollRecordSchema = createSelectSchema(payrollRecords);
export type PayrollRecord = typeof payrollRecords.$inferSelect;
