import { and, eq, exists, or, sql, type SQL } from "drizzle-orm";
import { equipment, maintenanceTasks } from "@shared/schema";
import { isTaskDue } from "@shared/domain/equipment";
import type { DbOrTx } from "../../db/connection";

const dueTaskOf = (today: string) =>
  exists(
    sql`(select 1 from ${maintenanceTasks} where ${maintenanceTasks.equipmentId} = ${equipment.id} and ${maintenanceTasks.nextDue} <= ${today})`,
  );

/**
 * After a task changed: a working item with a due task becomes maintenance due. When `resolved` (a due
 * task was just marked done) and no task is due any more, a maintenance-due item is working again.
 * Returns the new stored status when it changed.
 */
export async function syncMaintenanceStatus(
  tx: DbOrTx,
  equipmentId: string,
  today: string,
  options: { resolved?: boolean } = {},
): Promise<"working" | "maintenance_due" | null> {
  const [item] = await tx.select({ status: equipment.status }).from(equipment).where(eq(equipment.id, equipmentId));
  if (!item || item.status === "broken") return null;
  const tasks = await tx
    .select({ nextDue: maintenanceTasks.nextDue })
    .from(maintenanceTasks)
    .where(eq(maintenanceTasks.equipmentId, equipmentId));
  const anyDue = tasks.some((t) => isTaskDue(t, today));
  let next: "working" | "maintenance_due" | null = null;
  if (item.status === "working" && anyDue) next = "maintenance_due";
  else if (item.status === "maintenance_due" && options.resolved && !anyDue) next = "working";
  if (next) await tx.update(equipment).set({ status: next }).where(eq(equipment.id, equipmentId));
  return next;
}

/**
 * Daily job: every working item with a due (or overdue) task is stored as maintenance due. Idempotent: a
 * second run the same day changes nothing. The people responsible are told by the reminders job
 * (notifications feature), which runs after this one and notifies per due task.
 */
export async function markMaintenanceDue(db: DbOrTx, today: string): Promise<number> {
  const changed = await db
    .update(equipment)
    .set({ status: "maintenance_due" })
    .where(and(eq(equipment.status, "working"), dueTaskOf(today)))
    .returning({ id: equipment.id });
  return changed.length;
}

/**
 * Where-clause for items that count as maintenance due on `today` (the same rule as
 * effectiveEquipmentStatus): stored as maintenance due, or working with a due task. For counts such as
 * the dashboard's, which would otherwise lag until the daily job has run.
 */
export function countsAsMaintenanceDue(today: string): SQL {
  return or(eq(equipment.status, "maintenance_due"), and(eq(equipment.status, "working"), dueTaskOf(today)))!;
}
