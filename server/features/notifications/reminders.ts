import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { equipment, licenses, licenseTypes, locations, maintenanceTasks, vendors } from "@shared/schema";
import { addDaysIso, daysBetween } from "@shared/domain/calendar";
import { formatDisplayDate } from "@shared/domain/dates";
import type { DbOrTx } from "../../db/connection";
import { recipientsForLocation } from "./recipients";
import { notifyAll, type NewNotification } from "./service";
import { live } from "../trash/live";

/** Days before expiry at which people hear about a license (and once more when it has expired). */
export const LICENSE_REMINDER_DAYS = [90, 30, 7, 0] as const;

/** The reminder step a license is in: the smallest threshold not below the days left, or "expired". */
export function licenseReminderStep(daysLeft: number): number | "expired" | null {
  if (daysLeft < 0) return "expired";
  const step = [...LICENSE_REMINDER_DAYS].reverse().find((d) => daysLeft <= d);
  return step ?? null;
}

/**
 * Creates the day's reminders: licenses at 90, 30, 7 and 0 days and expired, maintenance tasks due,
 * vendor services due tomorrow. Deduplicated per user by key, so reruns and parallel runs add nothing.
 */
export async function createReminders(db: DbOrTx, today: string): Promise<number> {
  const pending: Array<{ userIds: string[]; notification: NewNotification }> = [];
  const recipientCache = new Map<string, Promise<string[]>>();
  const recipientsOf = (organizationId: string, locationId: string) => {
    if (!recipientCache.has(locationId)) recipientCache.set(locationId, recipientsForLocation(db, organizationId, locationId));
    return recipientCache.get(locationId)!;
  };
  const horizon = addDaysIso(today, Math.max(...LICENSE_REMINDER_DAYS));

  const expiring = await db
    .select({
      id: licenses.id,
      expirationDate: licenses.expirationDate,
      typeName: licenseTypes.name,
      locationId: locations.id,
      locationName: locations.name,
      organizationId: locations.organizationId,
    })
    .from(licenses)
    .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
    .innerJoin(locations, eq(locations.id, licenses.locationId))
    .where(and(inArray(licenses.status, ["active", "expiring_soon", "expired"]), live(licenses), isNotNull(licenses.expirationDate), lte(licenses.expirationDate, horizon)));

  for (const l of expiring) {
    const days = daysBetween(today, l.expirationDate!);
    const step = licenseReminderStep(days);
    if (step === null) continue;
    const when = formatDisplayDate(l.expirationDate!);
    const title =
      step === "expired"
        ? `${l.typeName} at ${l.locationName} has expired`
        : days === 0
          ? `${l.typeName} at ${l.locationName} expires today`
          : `${l.typeName} at ${l.locationName} expires in ${days} day${days === 1 ? "" : "s"}`;
    pending.push({
      userIds: await recipientsOf(l.organizationId, l.locationId),
      notification: {
        organizationId: l.organizationId,
        kind: step === "expired" ? "license_expired" : "license_expiring",
        title,
        body: `Expiration date: ${when}.`,
        link: "/licenses",
        dedupeKey: `license:${l.id}:${l.expirationDate}:${step}`,
        data: { licenseId: l.id, locationId: l.locationId, expirationDate: l.expirationDate },
      },
    });
  }

  const tasks = await db
    .select({
      id: maintenanceTasks.id,
      task: maintenanceTasks.task,
      nextDue: maintenanceTasks.nextDue,
      equipmentName: equipment.name,
      locationId: locations.id,
      locationName: locations.name,
      organizationId: locations.organizationId,
    })
    .from(maintenanceTasks)
    .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
    .innerJoin(locations, eq(locations.id, equipment.locationId))
    .where(and(lte(maintenanceTasks.nextDue, today), live(equipment)));
  for (const t of tasks) {
    pending.push({
      userIds: await recipientsOf(t.organizationId, t.locationId),
      notification: {
        organizationId: t.organizationId,
        kind: "maintenance_due",
        title: `Maintenance due: ${t.task} (${t.equipmentName}, ${t.locationName})`,
        body: `Due ${formatDisplayDate(t.nextDue)}.`,
        link: "/equipment",
        dedupeKey: `maintenance:${t.id}:${t.nextDue}`,
        data: { taskId: t.id, locationId: t.locationId },
      },
    });
  }

  const tomorrow = addDaysIso(today, 1);
  const services = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      nextServiceDate: vendors.nextServiceDate,
      locationId: locations.id,
      locationName: locations.name,
      organizationId: locations.organizationId,
    })
    .from(vendors)
    .innerJoin(locations, eq(locations.id, vendors.locationId))
    .where(and(eq(vendors.nextServiceDate, tomorrow), live(vendors)));
  for (const v of services) {
    pending.push({
      userIds: await recipientsOf(v.organizationId, v.locationId),
      notification: {
        organizationId: v.organizationId,
        kind: "vendor_service",
        title: `${v.name} service tomorrow at ${v.locationName}`,
        body: `Scheduled for ${formatDisplayDate(v.nextServiceDate!)}.`,
        link: "/vendors",
        dedupeKey: `vendor:${v.id}:${v.nextServiceDate}`,
        data: { vendorId: v.id, locationId: v.locationId },
      },
    });
  }
  return notifyAll(db, pending);
}
