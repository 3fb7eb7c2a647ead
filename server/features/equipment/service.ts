import { and, asc, eq, sql } from "drizzle-orm";
import {
  documents,
  equipment,
  licenses,
  locations,
  maintenanceTasks,
  serviceRecordAttachments,
  updateEquipmentSchema,
  type Equipment,
  type InsertEquipment,
  type MaintenanceTaskInput,
  type UpdateEquipment,
} from "@shared/schema";
import type { IsoDate } from "@shared/domain/calendar";
import { locationToday } from "@shared/domain/time-zone";
import { nextDueFrom } from "@shared/domain/equipment";
import type { Db, DbOrTx } from "../../db/connection";
import { preparedStatement } from "../../db/prepared";
import { readDocumentMetas } from "../../documents/storage";
import type { RequestContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { locationOfPage, pageAtLocation, pageLocationFields } from "../../http/location-page";
import type { Page, Paged } from "../../http/paging";
import { orgIdOf, reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { live } from "../trash/live";
import { syncMaintenanceStatus } from "./maintenance-due";
import {
  manualUrlOf,
  presentEquipment,
  presentTask,
  toEquipmentView,
  type EquipmentDetail,
  type EquipmentView,
} from "./present";

/**
 * "Today" at a location: due dates and the maintenance-due status are the location's day, as on the dashboard and
 * in the reminders (issue 32, point 8). Services take `today` as a parameter so tests can fix it.
 */
export async function locationDayOf(db: DbOrTx, locationId: string, now: Date = new Date()): Promise<IsoDate> {
  const [row] = await db
    .select({ state: locations.state, zipCode: locations.zipCode, timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, locationId));
  return locationToday(row ?? { state: null }, now);
}

/** An item the context may reach (through its location), or 404. */
export async function reachableEquipment(db: DbOrTx, ctx: RequestContext, id: string): Promise<Equipment> {
  const [row] = await db
    .select()
    .from(equipment)
    .where(and(eq(equipment.id, id), live(equipment), reachableLocationsOf(ctx, equipment.locationId)));
  if (!row) throw notFound("Equipment not found");
  return row;
}

// A location's page of equipment with manuals, due dates, its total and its tenancy check (http/location-page.ts),
// prepared once (server/db/prepared.ts).
const equipmentPage = preparedStatement("equipment_page", (db) => {
  const listed = and(eq(equipment.locationId, sql.placeholder("locationId")), live(equipment));
  return db
    .select({
      item: equipment,
      manual: {
        id: documents.id,
        originalName: documents.originalName,
        contentType: documents.contentType,
        size: documents.size,
      },
      dues: sql<string[]>`coalesce((select array_agg(${maintenanceTasks.nextDue}::text) from ${maintenanceTasks} where ${maintenanceTasks.equipmentId} = ${equipment.id}), '{}')`,
      location: pageLocationFields,
      total: db.$count(equipment, listed),
    })
    .from(equipment)
    .innerJoin(locations, locationOfPage(equipment.locationId))
    .leftJoin(documents, and(eq(documents.id, equipment.manualDocumentId), eq(documents.organizationId, sql.placeholder("organizationId"))))
    .where(listed)
    .orderBy(asc(equipment.name), asc(equipment.createdAt), asc(equipment.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
});

/** One page of a location's items, each with its manual's metadata and its tasks' due dates, in one query. */
export async function listEquipment(
  db: DbOrTx,
  ctx: RequestContext,
  locationId: unknown,
  page: Page,
  today?: IsoDate,
): Promise<Paged<EquipmentView>> {
  const { location, rows, total } = await pageAtLocation(db, ctx, locationId, page, (params) => equipmentPage(db).execute(params), (id) =>
    db.$count(equipment, and(eq(equipment.locationId, id), live(equipment))),
  );
  const day = today ?? locationToday(location, new Date());
  return {
    rows: rows.map((r) => toEquipmentView(r.item, r.manual, r.dues.map((nextDue) => ({ nextDue })), day)),
    total,
  };
}

export async function getEquipment(db: DbOrTx, ctx: RequestContext, id: string, today?: IsoDate): Promise<EquipmentDetail> {
  const row = await reachableEquipment(db, ctx, id);
  const day = today ?? (await locationDayOf(db, row.locationId));
  const [view] = await presentEquipment(db, orgIdOf(ctx), [row], day);
  const tasks = await db
    .select()
    .from(maintenanceTasks)
    .where(eq(maintenanceTasks.equipmentId, row.id))
    .orderBy(asc(maintenanceTasks.nextDue), asc(maintenanceTasks.task));
  return { ...view!, extractedData: row.extractedData ?? null, tasks: tasks.map((t) => presentTask(t, day)) };
}

export const MANUAL_NOT_FOUND = "Manual not found";

/**
 * A manual uploaded through upload-manual and not yet attached: it must be the caller's own upload in the
 * organization and used by no item or license (deleting the item deletes its manual).
 */
async function attachableManual(tx: DbOrTx, ctx: RequestContext, documentId: string): Promise<string> {
  const [doc] = await readDocumentMetas(tx, orgIdOf(ctx), [documentId]);
  const refused = badRequest(MANUAL_NOT_FOUND, [{ path: "manualDocumentId", message: MANUAL_NOT_FOUND }]);
  if (!doc || doc.uploadedBy !== ctx.user.id) throw refused;
  const [usedByItem] = await tx.select({ id: equipment.id }).from(equipment).where(eq(equipment.manualDocumentId, documentId));
  const [usedByLicense] = await tx.select({ id: licenses.id }).from(licenses).where(eq(licenses.documentId, documentId));
  const [usedByRecord] = await tx
    .select({ id: serviceRecordAttachments.id })
    .from(serviceRecordAttachments)
    .where(eq(serviceRecordAttachments.documentId, documentId));
  if (usedByItem || usedByLicense || usedByRecord) throw refused;
  return doc.id;
}

export function taskValues(equipmentId: string, input: MaintenanceTaskInput, today: string) {
  return {
    equipmentId,
    task: input.task,
    intervalDays: input.intervalDays,
    lastDone: input.lastDone,
    nextDue: input.nextDue ?? nextDueFrom(input.lastDone ?? today, input.intervalDays),
    notes: input.notes,
    serviceKind: input.serviceKind ?? null,
  };
}

export async function createEquipment(db: Db, ctx: RequestContext, input: InsertEquipment, today?: IsoDate): Promise<EquipmentView> {
  let day: IsoDate = today ?? "";
  const row = await db.transaction(async (tx) => {
    const location = await reachableLocation(tx, ctx, input.locationId);
    day = today ?? locationToday(location, new Date());
    const manualDocumentId = input.manualDocumentId ? await attachableManual(tx, ctx, input.manualDocumentId) : null;
    const [created] = await tx
      .insert(equipment)
      .values({
        locationId: location.id,
        name: input.name,
        model: input.model,
        manufacturer: input.manufacturer,
        serialNumber: input.serialNumber,
        price: input.price,
        purchaseDate: input.purchaseDate,
        warrantyExpiration: input.warrantyExpiration,
        status: input.status,
        notes: input.notes,
        manualDocumentId,
        extractedData: manualDocumentId ? (input.extractedData ?? null) : null,
      })
      .returning();
    const id = created!.id;
    if (manualDocumentId) await tx.update(equipment).set({ manualUrl: manualUrlOf(id) }).where(eq(equipment.id, id));
    const tasks = input.maintenanceTasks ?? [];
    if (tasks.length > 0) await tx.insert(maintenanceTasks).values(tasks.map((t) => taskValues(id, t, day)));
    await syncMaintenanceStatus(tx, id, day);
    const [after] = await tx.select().from(equipment).where(eq(equipment.id, id));
    await recordAudit(tx, ctx, { action: "create", entityType: "equipment", entityId: id, after: { ...after, tasks } });
    return after!;
  });
  return (await presentEquipment(db, orgIdOf(ctx), [row], day))[0]!;
}

export async function updateEquipment(
  db: Db,
  ctx: RequestContext,
  id: string,
  changes: UpdateEquipment,
  today?: IsoDate,
): Promise<EquipmentView> {
  const row = await db.transaction(async (tx) => {
    const before = await reachableEquipment(tx, ctx, id);
    // The date order against the stored values of the fields not sent.
    updateEquipmentSchema.parse({
      purchaseDate: changes.purchaseDate !== undefined ? changes.purchaseDate : before.purchaseDate,
      warrantyExpiration: changes.warrantyExpiration !== undefined ? changes.warrantyExpiration : before.warrantyExpiration,
    });
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(equipment).set(changes).where(eq(equipment.id, before.id)).returning();
    await recordAudit(tx, ctx, { action: "update", entityType: "equipment", entityId: id, before, after });
    return after!;
  });
  return (await presentEquipment(db, orgIdOf(ctx), [row], today ?? (await locationDayOf(db, row.locationId))))[0]!;
}

/** Moves the item to the trash; its tasks and manual stay with it until the trash is purged. */
export async function deleteEquipment(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachableEquipment(tx, ctx, id);
    await tx.update(equipment).set({ deletedAt: new Date(), deletedBy: ctx.user.id }).where(eq(equipment.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "equipment", entityId: id, before });
  });
}
