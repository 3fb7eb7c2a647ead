import { inArray } from "drizzle-orm";
import { maintenanceTasks, type Equipment, type MaintenanceTask } from "@shared/schema";
import type { EquipmentDetail, EquipmentView, TaskView } from "@shared/schema/equipment-views";
import { earliestNextDue, effectiveEquipmentStatus, isTaskDue } from "@shared/domain/equipment";
import type { DbOrTx } from "../../db/connection";
import { readDocumentMetas } from "../../documents/storage";

export type { EquipmentDetail, EquipmentView, TaskView };

export const manualUrlOf = (equipmentId: string) => `/api/equipment/${equipmentId}/manual`;

export function presentTask(t: MaintenanceTask, today: string): TaskView {
  return {
    id: t.id,
    equipmentId: t.equipmentId,
    task: t.task,
    intervalDays: t.intervalDays,
    lastDone: t.lastDone,
    nextDue: t.nextDue,
    notes: t.notes,
    serviceKind: t.serviceKind,
    due: isTaskDue(t, today),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

type ManualMeta = { id: string; originalName: string; contentType: string; size: number };

/** One list item from its row, its manual's metadata and its tasks' due dates. */
export function toEquipmentView(r: Equipment, doc: ManualMeta | null | undefined, tasks: { nextDue: string }[], today: string): EquipmentView {
  return {
    id: r.id,
    locationId: r.locationId,
    name: r.name,
    model: r.model,
    manufacturer: r.manufacturer,
    serialNumber: r.serialNumber,
    price: r.price,
    purchaseDate: r.purchaseDate,
    warrantyExpiration: r.warrantyExpiration,
    status: effectiveEquipmentStatus(r.status, tasks, today),
    storedStatus: r.status,
    manualUrl: doc ? manualUrlOf(r.id) : null,
    manual: doc ? { id: doc.id, name: doc.originalName, contentType: doc.contentType, size: doc.size } : null,
    notes: r.notes,
    maintenance: {
      taskCount: tasks.length,
      dueCount: tasks.filter((t) => isTaskDue(t, today)).length,
      nextDue: earliestNextDue(tasks),
    },
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Items with their manual's metadata and maintenance figures, in one query each. */
export async function presentEquipment(db: DbOrTx, organizationId: string, rows: Equipment[], today: string): Promise<EquipmentView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const tasks = await db
    .select({ equipmentId: maintenanceTasks.equipmentId, nextDue: maintenanceTasks.nextDue })
    .from(maintenanceTasks)
    .where(inArray(maintenanceTasks.equipmentId, ids));
  const tasksOf = new Map<string, { nextDue: string }[]>();
  for (const t of tasks) tasksOf.set(t.equipmentId, [...(tasksOf.get(t.equipmentId) ?? []), t]);
  const docIds = rows.map((r) => r.manualDocumentId).filter((id): id is string => Boolean(id));
  const docs = new Map((await readDocumentMetas(db, organizationId, docIds)).map((d) => [d.id, d]));
  return rows.map((r) =>
    toEquipmentView(r, r.manualDocumentId ? docs.get(r.manualDocumentId) : null, tasksOf.get(r.id) ?? [], today),
  );
}
