import { asc, eq, inArray } from "drizzle-orm";
import { equipment, maintenanceTasks, serviceRecordAttachments, serviceRecords, vendors, type ServiceRecord } from "@shared/schema";
import type { AttachmentView, ServiceRecordView } from "@shared/schema/service-records-views";
import type { DbOrTx } from "../../db/connection";
import { readDocumentMetas } from "../../documents/storage";

export const attachmentUrlOf = (id: string) => `/api/service-attachments/${id}`;

/** Builds the views of records (all of one organization) with their item, vendor, task kind and attachments. */
export async function presentRecords(
  db: DbOrTx,
  organizationId: string,
  rows: ServiceRecord[],
  attachmentUrl: (attachmentId: string) => string = attachmentUrlOf,
): Promise<ServiceRecordView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const itemIds = [...new Set(rows.map((r) => r.equipmentId))];
  const vendorIds = [...new Set(rows.map((r) => r.vendorId).filter((v): v is string => Boolean(v)))];
  const taskIds = [...new Set(rows.map((r) => r.taskId).filter((v): v is string => Boolean(v)))];
  const [items, vendorRows, taskRows, attachments] = await Promise.all([
    db.select({ id: equipment.id, name: equipment.name }).from(equipment).where(inArray(equipment.id, itemIds)),
    vendorIds.length ? db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, vendorIds)) : [],
    taskIds.length
      ? db.select({ id: maintenanceTasks.id, serviceKind: maintenanceTasks.serviceKind }).from(maintenanceTasks).where(inArray(maintenanceTasks.id, taskIds))
      : [],
    db.select().from(serviceRecordAttachments).where(inArray(serviceRecordAttachments.recordId, ids)).orderBy(asc(serviceRecordAttachments.position)),
  ]);
  const docs = new Map((await readDocumentMetas(db, organizationId, attachments.map((a) => a.documentId))).map((d) => [d.id, d]));
  const itemName = new Map(items.map((i) => [i.id, i.name]));
  const vendorName = new Map(vendorRows.map((v) => [v.id, v.name]));
  const kindOf = new Map(taskRows.map((t) => [t.id, t.serviceKind]));
  const attachmentsOf = new Map<string, AttachmentView[]>();
  for (const a of attachments) {
    const doc = docs.get(a.documentId);
    if (!doc) continue;
    const view = { id: a.id, name: doc.originalName, contentType: doc.contentType, size: doc.size, url: attachmentUrl(a.id) };
    attachmentsOf.set(a.recordId, [...(attachmentsOf.get(a.recordId) ?? []), view]);
  }
  return rows.map((r) => ({
    id: r.id,
    locationId: r.locationId,
    equipmentId: r.equipmentId,
    equipmentName: itemName.get(r.equipmentId) ?? "",
    taskId: r.taskId,
    taskName: r.taskName,
    serviceKind: (r.taskId ? kindOf.get(r.taskId) : null) ?? null,
    doneOn: r.doneOn,
    doneBy: { id: r.doneBy, name: r.doneByName },
    vendor: r.vendorId && vendorName.has(r.vendorId) ? { id: r.vendorId, name: vendorName.get(r.vendorId)! } : null,
    cost: r.cost,
    notes: r.notes,
    attachments: attachmentsOf.get(r.id) ?? [],
    createdAt: r.createdAt,
  }));
}

/** The attachment ids of a record, with their documents. */
export async function attachmentsOfRecord(db: DbOrTx, recordId: string) {
  return db.select().from(serviceRecordAttachments).where(eq(serviceRecordAttachments.recordId, recordId));
}

export { serviceRecords };
