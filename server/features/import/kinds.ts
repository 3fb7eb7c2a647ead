import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { normalizeName, type ImportKind } from "@shared/domain/import";
import { parseMoneyToCents, centsToDecimalString } from "@shared/domain/money";
import {
  budgets,
  equipment,
  insertBudgetSchema,
  insertEquipmentSchema,
  insertLocationSchema,
  insertVendorSchema,
  licenseDataSchema,
  licenses,
  locations,
  updateBudgetSchema,
  vendors,
} from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import { live } from "../trash/live";

/** A stored record as the import compares it: its id and its columns by input key. */
export type Existing = { id: string } & Record<string, unknown>;

/**
 * How one kind is matched and written. Inputs are the kind's API input after its zod schema; `key` is the
 * natural key a re-import finds the same record by.
 */
export interface KindSpec {
  schema: z.ZodType<Record<string, unknown>>;
  /** The template column a duplicate is reported against. */
  keyColumn: string;
  key(input: Record<string, unknown>): string;
  existing(db: DbOrTx, organizationId: string): Promise<Existing[]>;
  /** Input keys that are not columns of the record (compared and written otherwise, or not at all). */
  moneyKeys?: readonly string[];
  insert(db: DbOrTx, organizationId: string, rows: Record<string, unknown>[]): Promise<void>;
  update(db: DbOrTx, id: string, changes: Record<string, unknown>, before: Existing): Promise<void>;
}

const text = (v: unknown) => normalizeName(typeof v === "string" ? v : "");
const WEEK_KEYS = ["weekOneActual", "weekTwoActual", "weekThreeActual", "weekFourActual"] as const;
const orgLocations = (organizationId: string) =>
  sql`(select ${locations.id} from ${locations} where ${locations.organizationId} = ${organizationId})`;

const budgetImportSchema = insertBudgetSchema.extend(
  Object.fromEntries(WEEK_KEYS.map((k) => [k, updateBudgetSchema.shape[k]])) as Pick<typeof updateBudgetSchema.shape, (typeof WEEK_KEYS)[number]>,
);

/** The four weeks' total, from the changes where given and the stored values otherwise. */
function actualOf(row: Record<string, unknown>, before?: Existing): string {
  const cents = WEEK_KEYS.map((k) => parseMoneyToCents(String(row[k] ?? before?.[k] ?? "0")) ?? 0);
  return centsToDecimalString(cents.reduce((a, b) => a + b, 0));
}

const CHUNK = 500;
async function insertChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export const KIND_SPECS: Record<ImportKind, KindSpec> = {
  locations: {
    schema: insertLocationSchema as unknown as KindSpec["schema"],
    keyColumn: "Name",
    key: (i) => text(i.name),
    existing: (db, organizationId) => db.select().from(locations).where(eq(locations.organizationId, organizationId)),
    insert: (db, organizationId, rows) =>
      insertChunks(rows, (chunk) => db.insert(locations).values(chunk.map((r) => ({ ...(r as typeof locations.$inferInsert), organizationId })))),
    update: async (db, id, changes) => {
      await db.update(locations).set(changes).where(eq(locations.id, id));
    },
  },
  licenses: {
    schema: licenseDataSchema as unknown as KindSpec["schema"],
    keyColumn: "License Number",
    // License type + number across the organization; without a number, the type at the location.
    key: (i) => (i.licenseNumber ? `${i.licenseTypeId}|#${text(i.licenseNumber)}` : `${i.licenseTypeId}|@${i.locationId}`),
    existing: (db, organizationId) => db.select().from(licenses).where(and(inArray(licenses.locationId, orgLocations(organizationId)), live(licenses))),
    insert: (db, _org, rows) => insertChunks(rows, (chunk) => db.insert(licenses).values(chunk as (typeof licenses.$inferInsert)[])),
    update: async (db, id, changes) => {
      await db.update(licenses).set(changes).where(eq(licenses.id, id));
    },
  },
  equipment: {
    schema: insertEquipmentSchema as unknown as KindSpec["schema"],
    keyColumn: "Serial Number",
    // The serial number across the organization; without one, the name at the location.
    key: (i) => (i.serialNumber ? `#${text(i.serialNumber)}` : `${i.locationId}|${text(i.name)}`),
    existing: (db, organizationId) => db.select().from(equipment).where(and(inArray(equipment.locationId, orgLocations(organizationId)), live(equipment))),
    moneyKeys: ["price"],
    insert: (db, _org, rows) => insertChunks(rows, (chunk) => db.insert(equipment).values(chunk as (typeof equipment.$inferInsert)[])),
    update: async (db, id, changes) => {
      await db.update(equipment).set(changes).where(eq(equipment.id, id));
    },
  },
  vendors: {
    schema: insertVendorSchema as unknown as KindSpec["schema"],
    keyColumn: "Name",
    key: (i) => `${i.locationId}|${text(i.name)}`,
    existing: (db, organizationId) => db.select().from(vendors).where(and(inArray(vendors.locationId, orgLocations(organizationId)), live(vendors))),
    insert: (db, _org, rows) => insertChunks(rows, (chunk) => db.insert(vendors).values(chunk as (typeof vendors.$inferInsert)[])),
    update: async (db, id, changes) => {
      await db.update(vendors).set(changes).where(eq(vendors.id, id));
    },
  },
  budgets: {
    schema: budgetImportSchema as unknown as KindSpec["schema"],
    keyColumn: "Category",
    key: (i) => `${i.locationId}|${i.month}|${i.categoryId}`,
    existing: (db, organizationId) => db.select().from(budgets).where(inArray(budgets.locationId, orgLocations(organizationId))),
    moneyKeys: ["plannedAmount", ...WEEK_KEYS],
    insert: (db, _org, rows) =>
      insertChunks(rows, (chunk) =>
        db.insert(budgets).values(chunk.map((r) => ({ ...(r as typeof budgets.$inferInsert), actualAmount: actualOf(r) }))),
      ),
    update: async (db, id, changes, before) => {
      await db
        .update(budgets)
        .set({ ...changes, actualAmount: actualOf(changes, before) })
        .where(eq(budgets.id, id));
    },
  },
};
