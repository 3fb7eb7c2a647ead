import { and, desc, eq } from "drizzle-orm";
import {
  equipment,
  SERVICE_RECORD_MESSAGES,
  serviceRecordAttachments,
  serviceRecords,
  vendors,
  type DocumentContentType,
  type Equipment,
  type MaintenanceTask,
  type MarkDoneInput,
  type ServiceRecord,
} from "@shared/schema";
import type { ServiceRecordView } from "@shared/schema/service-records-views";
import { displayName } from "@shared/domain/user";
import type { DbOrTx } from "../../db/connection";
import { deleteDocument, findDocument, putDocumentObject, storeDocument, type PutObject } from "../../documents/storage";
import type { RequestContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { orgIdOf, reachableLocationsOf } from "../../http/tenancy";
import { live } from "../trash/live";
import { presentRecords } from "./present";

/** A photo or PDF uploaded with a completion; its type already decided from its bytes. */
export interface UploadedAttachment {
  originalName: string;
  contentType: DocumentContentType;
  bytes: Buffer;
}

/** Attachments with their objects put ahead of the transaction (object storage only; see putDocumentObject). */
export type PreparedAttachment = UploadedAttachment & { put: PutObject | undefined };

export async function prepareAttachments(organizationId: string, files: UploadedAttachment[]): Promise<PreparedAttachment[]> {
  if (files.length > 10) throw badRequest(SERVICE_RECORD_MESSAGES.tooManyAttachments);
  const prepared: PreparedAttachment[] = [];
  for (const f of files) prepared.push({ ...f, put: await putDocumentObject({ organizationId, bytes: f.bytes, contentType: f.contentType }) });
  return prepared;
}

/** A live vendor at the item's location, or 400 (the form's vendor field). */
async function vendorAtLocation(tx: DbOrTx, locationId: string, vendorId: string): Promise<string> {
  const [row] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.locationId, locationId), live(vendors)));
  const m = SERVICE_RECORD_MESSAGES.vendorNotFound;
  if (!row) throw badRequest(m, [{ path: "vendorId", message: m }]);
  return row.id;
}

/** Writes the completion of `task` on `doneOn` with its attachments; call inside the Mark Done transaction. */
export async function recordCompletion(
  tx: DbOrTx,
  ctx: RequestContext,
  item: Pick<Equipment, "id" | "locationId">,
  task: Pick<MaintenanceTask, "id" | "task">,
  doneOn: string,
  input: Omit<MarkDoneInput, "doneOn">,
  attachments: PreparedAttachment[],
): Promise<ServiceRecord> {
  const organizationId = orgIdOf(ctx);
  const vendorId = input.vendorId ? await vendorAtLocation(tx, item.locationId, input.vendorId) : null;
  const [record] = await tx
    .insert(serviceRecords)
    .values({
      locationId: item.locationId,
      equipmentId: item.id,
      taskId: task.id,
      taskName: task.task,
      doneOn,
      doneBy: ctx.user.id,
      doneByName: displayName(ctx.user),
      vendorId,
      cost: input.cost,
      notes: input.notes,
    })
    .returning();
  let position = 0;
  for (const file of attachments) {
    const doc = await storeDocument(tx, { organizationId, originalName: file.originalName, contentType: file.contentType, bytes: file.bytes, uploadedBy: ctx.user.id, put: file.put });
    await tx.insert(serviceRecordAttachments).values({ recordId: record!.id, documentId: doc.id, position: position++ });
  }
  return record!;
}

/**
 * Undo of Mark Done: removes the caller's newest completion of the task with its attachments' documents.
 * Returns the removed record, or undefined when there was none (tasks marked done before records existed).
 */
export async function removeLastCompletion(tx: DbOrTx, ctx: RequestContext, taskId: string): Promise<ServiceRecord | undefined> {
  const [last] = await tx
    .select()
    .from(serviceRecords)
    .where(and(eq(serviceRecords.taskId, taskId), eq(serviceRecords.doneBy, ctx.user.id)))
    .orderBy(desc(serviceRecords.createdAt))
    .limit(1);
  if (!last) return undefined;
  const attachments = await tx.select().from(serviceRecordAttachments).where(eq(serviceRecordAttachments.recordId, last.id));
  await tx.delete(serviceRecords).where(eq(serviceRecords.id, last.id));
  for (const a of attachments) await deleteDocument(tx, orgIdOf(ctx), a.documentId);
  return last;
}

const newestFirst = [desc(serviceRecords.doneOn), desc(serviceRecords.createdAt)];

/** An item's history, newest first (a trashed or unreachable item: 404). */
export async function listItemRecords(db: DbOrTx, ctx: RequestContext, equipmentId: string): Promise<ServiceRecordView[]> {
  const [item] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.id, equipmentId), live(equipment), reachableLocationsOf(ctx, equipment.locationId)));
  if (!item) throw notFound("Equipment not found");
  const rows = await db.select().from(serviceRecords).where(eq(serviceRecords.equipmentId, item.id)).orderBy(...newestFirst);
  return presentRecords(db, orgIdOf(ctx), rows);
}

/** The visits a vendor made, newest first. */
export async function listVendorRecords(db: DbOrTx, ctx: RequestContext, vendorId: string): Promise<ServiceRecordView[]> {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), live(vendors), reachableLocationsOf(ctx, vendors.locationId)));
  if (!vendor) throw notFound("Vendor not found");
  const rows = await db.select().from(serviceRecords).where(eq(serviceRecords.vendorId, vendor.id)).orderBy(...newestFirst);
  return presentRecords(db, orgIdOf(ctx), rows);
}

/** The document of an attachment whose record's location the context reaches, or 404. */
export async function attachmentDocument(db: DbOrTx, ctx: RequestContext, attachmentId: string) {
  const [row] = await db
    .select({ documentId: serviceRecordAttachments.documentId })
    .from(serviceRecordAttachments)
    .innerJoin(serviceRecords, eq(serviceRecords.id, serviceRecordAttachments.recordId))
    .innerJoin(equipment, eq(equipment.id, serviceRecords.equipmentId))
    .where(and(eq(serviceRecordAttachments.id, attachmentId), live(equipment), reachableLocationsOf(ctx, serviceRecords.locationId)));
  const doc = row ? await findDocument(db, orgIdOf(ctx), row.documentId) : undefined;
  if (!doc) throw notFound("Attachment not found");
  return doc;
}

