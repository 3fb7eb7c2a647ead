import { and, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import { equipment, licenses, licenseTypes, locations, maintenanceTasks, vendors } from "@shared/schema";
import { addDaysIso, daysBetween } from "@shared/domain/calendar";
import { formatDisplayDate } from "@shared/domain/dates";
import { licenseState } from "@shared/domain/compliance";
import { isLocationMorningPast, locationToday, type ZonedLocation } from "@shared/domain/time-zone";
import type { DbOrTx } from "../../db/connection";
import { recipientsForLocation } from "./recipients";
import { insertNotifications, type NewNotification } from "./service";
import { announceNotifications } from "./announce";
import type { JobDeps } from "../../jobs/scheduler";
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
 * vendor services due tomorrow. Deduplicated per user by key, so reruns and parallel runs add nothing. The new ones
 * are pushed (Web Push) and announced to webhooks after the caller's transaction commits (deps.afterCommit).
 * With `morningHour` (a real run at `now`), only the locations whose morning has come are reminded (issue 32): the
 * reminders run every hour, so each location hears at the first run of its day past that hour.
 */
export async function createReminders(
  db: DbOrTx,
  today: string,
  deps?: Pick<JobDeps, "db" | "afterCommit">,
  now?: Date,
  morningHour?: number,
): Promise<number> {
  const pending: Array<{ userIds: string[]; notification: NewNotification }> = [];
  const recipientCache = new Map<string, Promise<string[]>>();
  const recipientsOf = (organizationId: string, locationId: string) => {
    if (!recipientCache.has(locationId)) recipientCache.set(locationId, recipientsForLocation(db, organizationId, locationId));
    return recipientCache.get(locationId)!;
  };
  // A day beyond the server's date: a location east of it may already be on tomorrow.
  const horizon = addDaysIso(today, Math.max(...LICENSE_REMINDER_DAYS) + (now ? 1 : 0));
  const dateAt = (location: ZonedLocation) => (now ? locationToday(location, now) : today);
  const notYet = (location: ZonedLocation) => !!now && morningHour !== undefined && !isLocationMorningPast(location, now, morningHour);

  const expiring = await db
    .select({
      id: licenses.id,
      status: licenses.status,
      expirationDate: licenses.expirationDate,
      licenseNumber: licenses.licenseNumber,
      renewalSubmittedOn: licenses.renewalSubmittedOn,
      renewalReference: licenses.renewalReference,
      typeName: licenseTypes.name,
      locationId: locations.id,
      locationName: locations.name,
      organizationId: locations.organizationId,
      state: locations.state,
      zipCode: locations.zipCode,
      timeZone: locations.timeZone,
    })
    .from(licenses)
    .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
    .innerJoin(locations, eq(locations.id, licenses.locationId))
    .where(and(inArray(licenses.status, ["active", "expiring_soon", "expired"]), live(licenses), isNotNull(licenses.expirationDate), lte(licenses.expirationDate, horizon)));

  for (const l of expiring) {
    if (notYet(l)) continue;
    const locationDate = dateAt(l);
    const days = daysBetween(locationDate, l.expirationDate!);
    // The one rule decides expired (a license marked expired counts as expired whatever its date).
    const step = licenseState(l, locationDate) === "expired" ? "expired" : licenseReminderStep(days);
    if (step === null) continue;
    const when = formatDisplayDate(l.expirationDate!);
    const submitted = l.renewalSubmittedOn
      ? ` A renewal was submitted on ${formatDisplayDate(l.renewalSubmittedOn)}${l.renewalReference ? ` (reference ${l.renewalReference})` : ""}${step === "expired" || days === 0 ? " but the license has not been renewed yet" : ""}.`
      : "";
    // On its expiration date a license counts as expired (the one rule, as the SPEC's badge), and is told as the
    // fact it is: it expires today — as the dashboard's alert says.
    const title =
      days === 0 && l.status !== "expired"
        ? `${l.typeName} at ${l.locationName} expires today`
        : step === "expired"
          ? `${l.typeName} at ${l.locationName} has expired`
          : `${l.typeName} at ${l.locationName} expires in ${days} day${days === 1 ? "" : "s"}`;
    pending.push({
      userIds: await recipientsOf(l.organizationId, l.locationId),
      notification: {
        organizationId: l.organizationId,
        kind: step === "expired" ? "license_expired" : "license_expiring",
        title,
        body: `Expiration date: ${when}.${submitted}`,
        link: `/licenses?renew=${l.id}`,
        dedupeKey: `license:${l.id}:${l.expirationDate}:${step}`,
        data: { licenseId: l.id, locationId: l.locationId, expirationDate: l.expirationDate, renewalSubmittedOn: l.renewalSubmittedOn },
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
      state: locations.state,
      zipCode: locations.zipCode,
      timeZone: locations.timeZone,
    })
    .from(maintenanceTasks)
    .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
    .innerJoin(locations, eq(locations.id, equipment.locationId))
    .where(and(lte(maintenanceTasks.nextDue, addDaysIso(today, now ? 1 : 0)), live(equipment)));
  for (const t of tasks) {
    if (notYet(t) || t.nextDue > dateAt(t)) continue;
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

  // A service is "tomorrow" on its location's own date; the candidates span the dates any location may be on.
  const services = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      nextServiceDate: vendors.nextServiceDate,
      locationId: locations.id,
      locationName: locations.name,
      organizationId: locations.organizationId,
      state: locations.state,
      zipCode: locations.zipCode,
      timeZone: locations.timeZone,
    })
    .from(vendors)
    .innerJoin(locations, eq(locations.id, vendors.locationId))
    .where(and(gte(vendors.nextServiceDate, addDaysIso(today, now ? 0 : 1)), lte(vendors.nextServiceDate, addDaysIso(today, now ? 2 : 1)), live(vendors)));
  for (const v of services) {
    if (notYet(v) || v.nextServiceDate !== addDaysIso(dateAt(v), 1)) continue;
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
  const created = await insertNotifications(db, pending);
  // Pushed and sent to webhooks once the transaction has committed (the queue is another connection).
  if (deps?.db && created.length > 0) {
    const recipientsPerKey = new Map(pending.map((p) => [p.notification.dedupeKey, p.userIds.length]));
    const announce = () => announceNotifications(deps.db, created, recipientsPerKey);
    if (deps.afterCommit) deps.afterCommit(announce);
    else await announce();
  }
  return created.length;
}
