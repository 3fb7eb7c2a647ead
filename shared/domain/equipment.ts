import type { EquipmentStatus } from "../schema/equipment";
import { addDaysIso, daysBetween, type DateInput, type IsoDate } from "./calendar";
import { parseMoneyToCents, sumCents } from "./money";

/** SPEC section 9: the warranty warning window, like the license expiry window. */
export const WARRANTY_WARNING_DAYS = 30;

/** A task is due on its next-due day and stays due (overdue) until it is marked done. */
export function isTaskDue(task: { nextDue: IsoDate }, today: IsoDate): boolean {
  return task.nextDue <= today;
}

/** Next due date of a task: the day it was done (or, never done, the start day) plus its interval. */
export function nextDueFrom(from: DateInput, intervalDays: number): IsoDate {
  return addDaysIso(from, intervalDays);
}

/**
 * The status an item shows. Broken stays broken; an item with a due task counts as maintenance due even
 * before the daily job stores that status; otherwise the stored status.
 */
export function effectiveEquipmentStatus(
  stored: EquipmentStatus,
  tasks: readonly { nextDue: IsoDate }[],
  today: IsoDate,
): EquipmentStatus {
  if (stored === "broken") return "broken";
  return tasks.some((t) => isTaskDue(t, today)) ? "maintenance_due" : stored;
}

/** The earliest next-due date of the tasks, or null without tasks. */
export function earliestNextDue(tasks: readonly { nextDue: IsoDate }[]): IsoDate | null {
  let min: IsoDate | null = null;
  for (const t of tasks) if (min === null || t.nextDue < min) min = t.nextDue;
  return min;
}

export type WarrantyBadge =
  | { kind: "expired"; label: string }
  | { kind: "expiring"; label: string; days: number };

/** A badge when the warranty has ended or ends within 30 days; null otherwise (or without a date). */
export function warrantyBadge(warrantyExpiration: IsoDate | null | undefined, today: DateInput): WarrantyBadge | null {
  if (!warrantyExpiration) return null;
  const days = daysBetween(today, warrantyExpiration);
  if (days < 0) return { kind: "expired", label: "Warranty expired" };
  if (days > WARRANTY_WARNING_DAYS) return null;
  if (days === 0) return { kind: "expiring", label: "Warranty ends today", days };
  return { kind: "expiring", label: `Warranty ends in ${days} day${days === 1 ? "" : "s"}`, days };
}

export interface EquipmentSummary {
  total: number;
  working: number;
  maintenanceDue: number;
  broken: number;
  /** Sum of the prices in cents (items without a price count 0). */
  totalValueCents: number;
}

/** The four cards of the Equipment screen. */
export function summarizeEquipment(items: readonly { status: string; price: string | null }[]): EquipmentSummary {
  return {
    total: items.length,
    working: items.filter((i) => i.status === "working").length,
    maintenanceDue: items.filter((i) => i.status === "maintenance_due").length,
    broken: items.filter((i) => i.status === "broken").length,
    totalValueCents: sumCents(items.map((i) => (i.price ? (parseMoneyToCents(i.price) ?? 0) : 0))),
  };
}

/** SPEC: search over name, model and manufacturer, ignoring case. */
export function matchesEquipmentSearch(
  item: { name: string; model: string | null; manufacturer: string | null },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.name, item.model, item.manufacturer].some((v) => v?.toLowerCase().includes(needle));
}

/** The Equipment status filter: one status, or every item. */
export type EquipmentStatusFilter = EquipmentStatus | "all";

export const matchesEquipmentStatus = (item: { status: string }, filter: EquipmentStatusFilter): boolean =>
  filter === "all" || item.status === filter;

/** 1 → "Every day", 7 → "Every week", 90 → "Every 90 days". */
export function intervalLabel(days: number): string {
  if (days === 1) return "Every day";
  if (days === 7) return "Every week";
  return `Every ${days} days`;
}
