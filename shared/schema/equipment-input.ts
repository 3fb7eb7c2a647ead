import { z } from "zod";
import { isValidIsoDate } from "../domain/calendar";
import { toPlainDecimalString } from "../domain/decimal";
import { VENDOR_SERVICE_KINDS } from "../domain/vendor-services";
import { centsToDecimalString, isValidMoneyString, parseMoneyToCents } from "../domain/money";

// Drizzle-free, so the browser bundle can import it; equipment.ts re-exports it for the server.

export const EQUIPMENT_STATUSES = ["working", "maintenance_due", "broken"] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

// ---- Input schemas (SPEC section 5, "Add equipment"), shared by the API and the forms ----

export const EQUIPMENT_MESSAGES = {
  locationRequired: "Location is required",
  nameRequired: "Name is required",
  nameTooLong: "Name is too long (200 characters at most)",
  price: "Price must be a number with at most 2 decimals",
  priceNegative: "Price cannot be negative",
  priceTooLarge: "Price must be at most 99999999.99",
  purchaseDate: "Purchase date must be a valid date (YYYY-MM-DD)",
  warrantyExpiration: "Warranty expiration must be a valid date (YYYY-MM-DD)",
  warrantyOrder: "Warranty expiration must be on or after the purchase date",
  status: "Status must be one of working, maintenance_due, broken",
  taskRequired: "Task is required",
  interval: "Interval must be a whole number of days from 1 to 3650",
  lastDone: "Last done must be a valid date (YYYY-MM-DD)",
  nextDue: "Next due must be a valid date (YYYY-MM-DD)",
  doneOn: "Done date must be a valid date (YYYY-MM-DD)",
  doneInFuture: "Done date cannot be in the future",
} as const;

const M = EQUIPMENT_MESSAGES;
export const MAX_TASK_INTERVAL_DAYS = 3650;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .nullish()
    .transform((v) => (v ? v : null));

/** "" and null mean no date; anything else must be a real "YYYY-MM-DD" date. */
const optionalDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidIsoDate(v), message);

/** Why a price text is not a numeric(10,2) amount, or null when it is one. */
function priceProblem(text: string): string | null {
  if (!isValidMoneyString(text, { min0: false, maxDecimals: 2, maxIntegerDigits: Infinity })) return M.price;
  if (text.startsWith("-")) return M.priceNegative;
  if (!isValidMoneyString(text)) return M.priceTooLarge;
  return null;
}

const priceText = (v: string | number | null | undefined): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === "number") return Number.isFinite(v) ? toPlainDecimalString(v) : "NaN";
  return v.trim() === "" ? null : v.trim();
};

/**
 * SPEC: "a string converted to a number, or null when empty". The API keeps money exact, so the price
 * travels as a decimal string ("1234.50"); a JSON number is accepted too. "" and null mean no price.
 */
const price = z
  .union([z.string(), z.number()], { error: M.price })
  .nullish()
  .superRefine((v, ctx) => {
    const text = priceText(v);
    const problem = text === null ? null : priceProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => {
    const text = priceText(v);
    return text === null ? null : centsToDecimalString(parseMoneyToCents(text)!);
  });

/** The editable fields of an item, without defaults (so a partial update fills nothing in). */
export const equipmentFieldsSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(200, M.nameTooLong),
  model: optionalText(200, "Model"),
  manufacturer: optionalText(200, "Manufacturer"),
  serialNumber: optionalText(200, "Serial number"),
  price,
  purchaseDate: optionalDate(M.purchaseDate),
  warrantyExpiration: optionalDate(M.warrantyExpiration),
  status: z.enum(EQUIPMENT_STATUSES, { error: M.status }),
  notes: optionalText(2000, "Notes"),
});

function warrantyInOrder(v: { purchaseDate?: string | null; warrantyExpiration?: string | null }): boolean {
  const { purchaseDate: from, warrantyExpiration: to } = v;
  return !from || !to || !isValidIsoDate(from) || !isValidIsoDate(to) || to >= from;
}
const WARRANTY_ORDER = { message: M.warrantyOrder, path: ["warrantyExpiration"] };

const taskName = z
  .string({ error: M.taskRequired })
  .trim()
  .min(1, M.taskRequired)
  .max(300, "Task is too long (300 characters at most)");

const intervalDays = z.coerce
  .number({ error: M.interval })
  .int(M.interval)
  .min(1, M.interval)
  .max(MAX_TASK_INTERVAL_DAYS, M.interval);

/** A maintenance task as the add form and POST /api/equipment/:id/tasks take it. */
export const maintenanceTaskInputSchema = z.object({
  task: taskName,
  intervalDays,
  lastDone: optionalDate(M.lastDone),
  /** Absent: from the last done date (or today) plus the interval. */
  nextDue: optionalDate(M.nextDue),
  notes: optionalText(2000, "Notes"),
  /** Done by a vendor: one of VENDOR_SERVICES (null: done in house). */
  serviceKind: z.enum(VENDOR_SERVICE_KINDS, { error: `Service must be one of ${VENDOR_SERVICE_KINDS.join(", ")}` }).nullish(),
});

/** PATCH /api/maintenance-tasks/:id. */
export const maintenanceTaskUpdateSchema = maintenanceTaskInputSchema.partial();

/** POST /api/maintenance-tasks/:id/done: see markDoneInputSchema (service-records-input.ts). */

/** POST /api/equipment, and the Add Equipment form. */
export const insertEquipmentSchema = equipmentFieldsSchema
  .extend({
    locationId: z.string({ error: M.locationRequired }).min(1, M.locationRequired),
    status: equipmentFieldsSchema.shape.status.default("working"),
    /** A manual uploaded through POST /api/equipment/upload-manual, to attach to the new item. */
    manualDocumentId: z.string().uuid("Manual not found").nullish(),
    /** Tasks to create with the item (e.g. the ones read from its manual). */
    maintenanceTasks: z.array(maintenanceTaskInputSchema).max(50, "At most 50 maintenance tasks").optional(),
    /** What the manual reader found, kept with the item for the record (only with manualDocumentId). */
    extractedData: z.unknown().optional(),
  })
  .refine(warrantyInOrder, WARRANTY_ORDER);

/** PATCH /api/equipment/:id: any subset; the date order is checked against stored values by the service. */
export const updateEquipmentSchema = equipmentFieldsSchema.partial().refine(warrantyInOrder, WARRANTY_ORDER);

export type InsertEquipment = z.output<typeof insertEquipmentSchema>;
export type UpdateEquipment = z.output<typeof updateEquipmentSchema>;
export type MaintenanceTaskInput = z.output<typeof maintenanceTaskInputSchema>;
export type MaintenanceTaskUpdate = z.output<typeof maintenanceTaskUpdateSchema>;
