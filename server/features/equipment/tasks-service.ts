import { emitWebhookEventSafely } from "../webhooks/events";
import { and, desc, eq } from "drizzle-orm";
import {
  auditLog,
  equipment,
  EQUIPMENT_MESSAGES,
  maintenanceTasks,
  type MaintenanceTask,
  type MaintenanceTaskInput,
  type MaintenanceTaskUpdate,
  type MarkDoneInput,
} from "@shared/schema";
import type { ServiceRecordView } from "@shared/schema/service-records-views";
import { isTaskDue, nextDueFrom } from "@shared/domain/equipment";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, conflict, notFound } from "../../http/errors";
import { orgIdOf, reachableLocationsOf } from "../../http/tenancy";
import { presentRecords } from "../service-records/present";
import { prepareAttachments, recordCompletion, removeLastCompletion, type UploadedAttachment } from "../service-records/service";
import { recordAudit } from "../audit/service";
import { syncMaintenanceStatus } from "./maintenance-due";
import { presentTask, type TaskView } from "./present";
import type { IsoDate } from "@shared/domain/calendar";
import { locationDayOf, reachableEquipment, taskValues } from "./service";
import { live } from "../trash/live";

/** A task the context may reach (through its item's location), or 404. */
async function reachableTask(db: DbOrTx, ctx: RequestContext, id: string): Promise<MaintenanceTask> {
  return (await reachableTaskAt(db, ctx, id)).task;
}

/** A reachable task with its item's location (whose day is the task's "today"). */
async function reachableTaskAt(db: DbOrTx, ctx: RequestContext, id: string): Promise<{ task: MaintenanceTask; locationId: string }> {
  const [row] = await db
    .select({ task: maintenanceTasks, locationId: equipment.locationId })
    .from(maintenanceTasks)
    .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
    .where(and(eq(maintenanceTasks.id, id), live(equipment), reachableLocationsOf(ctx, equipment.locationId)));
  if (!row) throw notFound("Maintenance task not found");
  return row;
}

export async function addTask(
  db: Db,
  ctx: RequestContext,
  equipmentId: string,
  input: MaintenanceTaskInput,
  today?: IsoDate,
): Promise<TaskView> {
  let day: IsoDate = today ?? "";
  const row = await db.transaction(async (tx) => {
    const item = await reachableEquipment(tx, ctx, equipmentId);
    day = today ?? (await locationDayOf(tx, item.locationId));
    const [created] = await tx.insert(maintenanceTasks).values(taskValues(item.id, input, day)).returning();
    await syncMaintenanceStatus(tx, item.id, day);
    await recordAudit(tx, ctx, { action: "create", entityType: "maintenance_task", entityId: created!.id, after: created });
    return created!;
  });
  return presentTask(row, day);
}

export async function updateTask(
  db: Db,
  ctx: RequestContext,
  id: string,
  changes: MaintenanceTaskUpdate,
  today?: IsoDate,
): Promise<TaskView> {
  let day: IsoDate = today ?? "";
  const row = await db.transaction(async (tx) => {
    const { task: before, locationId } = await reachableTaskAt(tx, ctx, id);
    day = today ?? (await locationDayOf(tx, locationId));
    const { nextDue, ...rest } = changes;
    const set: Partial<MaintenanceTask> = { ...rest };
    if (nextDue) set.nextDue = nextDue;
    else {
      // A new interval or last-done date moves the next due date, unless one is given.
      const lastDone = changes.lastDone !== undefined ? changes.lastDone : before.lastDone;
      const schedule = changes.intervalDays !== undefined || changes.lastDone !== undefined;
      if (schedule && lastDone) set.nextDue = nextDueFrom(lastDone, changes.intervalDays ?? before.intervalDays);
    }
    if (Object.keys(set).length === 0) return before;
    const [after] = await tx.update(maintenanceTasks).set(set).where(eq(maintenanceTasks.id, before.id)).returning();
    await syncMaintenanceStatus(tx, before.equipmentId, day);
    await recordAudit(tx, ctx, { action: "update", entityType: "maintenance_task", entityId: id, before, after });
    return after!;
  });
  return presentTask(row, day);
}

export async function deleteTask(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachableTask(tx, ctx, id);
    await tx.delete(maintenanceTasks).where(eq(maintenanceTasks.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "maintenance_task", entityId: id, before });
  });
}

/**
 * Marks a task done on `doneOn` (default today): last done becomes that day and the next due date moves
 * to it plus the interval, and a completion is recorded (who, notes, vendor, cost, attachments) and kept.
 * When that clears the last due task, a maintenance-due item is working again.
 */
export async function markTaskDone(
  db: Db,
  ctx: RequestContext,
  id: string,
  input: MarkDoneInput,
  files: UploadedAttachment[] = [],
  todayGiven?: IsoDate,
): Promise<TaskView & { completion: ServiceRecordView }> {
  const { locationId } = await reachableTaskAt(db, ctx, id);
  const today = todayGiven ?? (await locationDayOf(db, locationId));
  const day = input.doneOn ?? today;
  if (day > today) {
    throw badRequest(EQUIPMENT_MESSAGES.doneInFuture, [{ path: "doneOn", message: EQUIPMENT_MESSAGES.doneInFuture }]);
  }
  const attachments = await prepareAttachments(orgIdOf(ctx), files);
  const { row, record } = await db.transaction(async (tx) => {
    const before = await reachableTask(tx, ctx, id);
    const [item] = await tx.select({ id: equipment.id, locationId: equipment.locationId }).from(equipment).where(eq(equipment.id, before.equipmentId));
    const [after] = await tx
      .update(maintenanceTasks)
      .set({ lastDone: day, nextDue: nextDueFrom(day, before.intervalDays) })
      .where(eq(maintenanceTasks.id, before.id))
      .returning();
    const record = await recordCompletion(tx, ctx, item!, before, day, input, attachments);
    await syncMaintenanceStatus(tx, before.equipmentId, today, { resolved: isTaskDue(before, today) });
    await recordAudit(tx, ctx, { action: "mark_done", entityType: "maintenance_task", entityId: id, before, after });
    await recordAudit(tx, ctx, { action: "create", entityType: "service_record", entityId: record.id, after: record });
    return { row: after!, record };
  });
  const [completion] = await presentRecords(db, orgIdOf(ctx), [record]);
  await emitWebhookEventSafely(db, orgIdOf(ctx), "maintenance.done", {
    taskId: row.id,
    task: row.task,
    equipmentId: row.equipmentId,
    locationId: record.locationId,
    doneOn: day,
    nextDue: row.nextDue,
    serviceRecordId: record.id,
  });
  return { ...presentTask(row, today), completion: completion! };
}

/** How long after "Mark Done" the same user can take it back. */
export const UNDO_DONE_MINUTES = 10;

/**
 * Takes back the caller's last "Mark Done" of the task (the toast's Undo): last done and next due go back to
 * what they were, and the item's status follows (due again → maintenance due). Refused when the task changed
 * since, or when it is older than UNDO_DONE_MINUTES.
 */
export async function undoTaskDone(db: Db, ctx: RequestContext, id: string, today?: IsoDate): Promise<TaskView> {
  let day: IsoDate = today ?? "";
  const row = await db.transaction(async (tx) => {
    const { task: current, locationId } = await reachableTaskAt(tx, ctx, id);
    day = today ?? (await locationDayOf(tx, locationId));
    const [entry] = await tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, current.id), eq(auditLog.entityType, "maintenance_task"), eq(auditLog.actorId, ctx.user.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    const before = entry?.before as Pick<MaintenanceTask, "lastDone" | "nextDue"> | null | undefined;
    const after = entry?.after as Pick<MaintenanceTask, "lastDone" | "nextDue"> | null | undefined;
    if (!entry || entry.action !== "mark_done" || !before || !after) throw conflict("There is no Mark Done to undo");
    if (Date.now() - entry.createdAt.getTime() > UNDO_DONE_MINUTES * 60_000) throw conflict("It is too late to undo; edit the task instead");
    if (current.lastDone !== after.lastDone || current.nextDue !== after.nextDue) {
      throw conflict("The task has changed since; edit it instead");
    }
    const removed = await removeLastCompletion(tx, ctx, current.id);
    if (removed) await recordAudit(tx, ctx, { action: "delete", entityType: "service_record", entityId: removed.id, before: removed });
    const [restored] = await tx
      .update(maintenanceTasks)
      .set({ lastDone: before.lastDone, nextDue: before.nextDue })
      .where(eq(maintenanceTasks.id, current.id))
      .returning();
    await syncMaintenanceStatus(tx, current.equipmentId, day);
    await recordAudit(tx, ctx, { action: "undo_done", entityType: "maintenance_task", entityId: id, before: current, after: restored });
    return restored!;
  });
  return presentTask(row, day);
}
