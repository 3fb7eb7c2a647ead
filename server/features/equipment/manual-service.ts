import { eq } from "drizzle-orm";
import { equipment, maintenanceTasks, type DocumentContentType, type DocumentMeta } from "@shared/schema";
import { manualSuggestions } from "@shared/domain/manual-suggestions";
import type { Db, DbOrTx } from "../../db/connection";
import { sniffDocumentType } from "../../documents/sniff";
import { deleteDocument, findDocument, putDocumentObject, storeDocument } from "../../documents/storage";
import type { RequestContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { orgIdOf, reachableLocation } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { syncMaintenanceStatus } from "./maintenance-due";
import type { OpenAIConfig } from "../../documents/extract";
import { ManualReadError, readManualFields } from "./manual-reader";
import type { EquipmentView, ManualUploadResult } from "@shared/schema/equipment-views";
import { manualUrlOf, presentEquipment } from "./present";
import { locationDayOf, reachableEquipment, taskValues } from "./service";

export const MANUAL_REQUIRED = "Please upload a manual (PDF, PNG or JPG)";
export const FAILED_TO_READ = "The manual's contents could not be read";

export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
}

/** Reads a manual's fields; `error` says why when it could not (the upload goes ahead all the same). */
export type ManualReader = (bytes: Buffer, contentType: DocumentContentType) => Promise<{ data: unknown; error: string | null }>;

/** A failed reading never blocks the upload: the manual is stored and the details are filled in by hand. */
async function readFields(
  bytes: Buffer,
  contentType: DocumentContentType,
  openai: OpenAIConfig | undefined,
): Promise<{ data: unknown; error: string | null }> {
  try {
    return { data: (await readManualFields(bytes, contentType, openai)) ?? null, error: null };
  } catch (err) {
    return { data: null, error: err instanceof ManualReadError ? err.message : FAILED_TO_READ };
  }
}

/**
 * POST /api/equipment/upload-manual. With equipmentId the manual becomes that item's manual (replacing the
 * previous one) and the tasks read from it are added; without, it is stored for a new item to attach
 * (manualDocumentId of POST /api/equipment). The reading happens before the transaction: it can be slow.
 */
export async function uploadManual(
  db: Db,
  ctx: RequestContext,
  target: { equipmentId?: string; locationId?: string },
  file: UploadedFile | undefined,
  /** `read`: the job queue's reader (the routes); without it the manual is read here, with `openai` if given. */
  options: { openai?: OpenAIConfig; today?: string; read?: ManualReader } = {},
): Promise<ManualUploadResult> {
  const item = target.equipmentId ? await reachableEquipment(db, ctx, target.equipmentId) : null;
  const today = options.today ?? (item ? await locationDayOf(db, item.locationId) : "");
  if (!item && target.locationId !== undefined) await reachableLocation(db, ctx, target.locationId);
  const orgId = orgIdOf(ctx);
  if (!file) throw badRequest(MANUAL_REQUIRED, [{ path: "manual", message: MANUAL_REQUIRED }]);
  const contentType = await sniffDocumentType(file.bytes);
  const extracted = options.read
    ? await options.read(file.bytes, contentType)
    : await readFields(file.bytes, contentType, options.openai);

  const put = await putDocumentObject({ organizationId: orgId, bytes: file.bytes, contentType });
  return db.transaction(async (tx) => {
    const doc = await storeDocument(tx, {
      organizationId: orgId,
      originalName: file.originalName,
      contentType,
      bytes: file.bytes,
      uploadedBy: ctx.user.id,
      put,
    });
    let view: EquipmentView | null = null;
    if (item) {
      const current = await reachableEquipment(tx, ctx, item.id);
      const [after] = await tx
        .update(equipment)
        .set({ manualDocumentId: doc.id, manualUrl: manualUrlOf(item.id), extractedData: extracted.data })
        .where(eq(equipment.id, item.id))
        .returning();
      if (current.manualDocumentId) await deleteDocument(tx, orgId, current.manualDocumentId);
      await addNewTasks(tx, item.id, extracted.data, today);
      await recordAudit(tx, ctx, { action: "attach_manual", entityType: "equipment", entityId: item.id, before: current, after });
      const [fresh] = await tx.select().from(equipment).where(eq(equipment.id, item.id));
      view = (await presentEquipment(tx, orgId, [fresh!], today))[0] ?? null;
    }
    return {
      documentId: doc.id,
      document: documentView(doc),
      extractedData: extracted.data,
      extractionError: extracted.error,
      equipment: view,
    };
  });
}

/** Tasks read from the manual that the item does not have yet (by name, ignoring case). */
async function addNewTasks(tx: DbOrTx, equipmentId: string, extractedData: unknown, today: string) {
  const found = manualSuggestions(extractedData).tasks;
  if (found.length === 0) return;
  const existing = await tx
    .select({ task: maintenanceTasks.task })
    .from(maintenanceTasks)
    .where(eq(maintenanceTasks.equipmentId, equipmentId));
  const known = new Set(existing.map((t) => t.task.toLowerCase()));
  const fresh = found.filter((t) => !known.has(t.task.toLowerCase()));
  if (fresh.length === 0) return;
  await tx.insert(maintenanceTasks).values(fresh.map((t) => taskValues(equipmentId, t, today)));
  await syncMaintenanceStatus(tx, equipmentId, today);
}

const documentView = (doc: DocumentMeta) => ({ id: doc.id, name: doc.originalName, contentType: doc.contentType, size: doc.size });

export async function manualDocument(db: DbOrTx, ctx: RequestContext, equipmentId: string) {
  const item = await reachableEquipment(db, ctx, equipmentId);
  const doc = item.manualDocumentId ? await findDocument(db, orgIdOf(ctx), item.manualDocumentId) : undefined;
  if (!doc) throw notFound("This equipment has no manual");
  return doc;
}

/** DELETE /api/equipment/:id/manual: removes the manual (and what was read from it); tasks stay. */
export async function removeManual(db: Db, ctx: RequestContext, equipmentId: string, today?: string): Promise<EquipmentView> {
  const orgId = orgIdOf(ctx);
  const row = await db.transaction(async (tx) => {
    const before = await reachableEquipment(tx, ctx, equipmentId);
    if (!before.manualDocumentId) throw notFound("This equipment has no manual");
    const [after] = await tx
      .update(equipment)
      .set({ manualDocumentId: null, manualUrl: null, extractedData: null })
      .where(eq(equipment.id, before.id))
      .returning();
    await deleteDocument(tx, orgId, before.manualDocumentId);
    await recordAudit(tx, ctx, { action: "remove_manual", entityType: "equipment", entityId: before.id, before, after });
    return after!;
  });
  return (await presentEquipment(db, orgId, [row], today ?? (await locationDayOf(db, row.locationId))))[0]!;
}
