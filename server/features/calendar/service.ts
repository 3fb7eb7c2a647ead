import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { equipment, licenses, licenseTypes, locations, maintenanceTasks, marketingCampaigns, users, vendors } from "@shared/schema";
import type { Db } from "../../db/connection";
import { buildContext } from "../../http/context";
import { reachableLocationsOf } from "../../http/tenancy";
import type { CalendarEvent } from "./ics";

/** The events of the feed owner's reachable locations; null when the token is unknown (revoked). */
export async function calendarEventsForToken(db: Db, token: string, origin: string | undefined): Promise<CalendarEvent[] | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.calendarToken, token));
  if (!user) return null;
  const ctx = await buildContext(db, user.id, undefined);
  if (!ctx || !ctx.organizationId) return [];
  const link = (path: string) => (origin ? `${origin}${path}` : undefined);

  const licenseRows = await db
    .select({ id: licenses.id, date: licenses.expirationDate, type: licenseTypes.name, location: locations.name, number: licenses.licenseNumber })
    .from(licenses)
    .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
    .innerJoin(locations, eq(locations.id, licenses.locationId))
    .where(and(reachableLocationsOf(ctx, licenses.locationId), isNotNull(licenses.expirationDate), inArray(licenses.status, ["active", "expiring_soon", "expired"])));
  const taskRows = await db
    .select({ id: maintenanceTasks.id, date: maintenanceTasks.nextDue, task: maintenanceTasks.task, item: equipment.name, location: locations.name })
    .from(maintenanceTasks)
    .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
    .innerJoin(locations, eq(locations.id, equipment.locationId))
    .where(reachableLocationsOf(ctx, equipment.locationId));
  const vendorRows = await db
    .select({ id: vendors.id, date: vendors.nextServiceDate, name: vendors.name, location: locations.name })
    .from(vendors)
    .innerJoin(locations, eq(locations.id, vendors.locationId))
    .where(and(reachableLocationsOf(ctx, vendors.locationId), isNotNull(vendors.nextServiceDate)));
  const campaignRows = await db
    .select({ id: marketingCampaigns.id, start: marketingCampaigns.startDate, end: marketingCampaigns.endDate, title: marketingCampaigns.title, location: locations.name, status: marketingCampaigns.status })
    .from(marketingCampaigns)
    .innerJoin(locations, eq(locations.id, marketingCampaigns.locationId))
    .where(and(reachableLocationsOf(ctx, marketingCampaigns.locationId), inArray(marketingCampaigns.status, ["planned", "active", "completed"])));

  return [
    ...licenseRows.map((l) => ({
      uid: `license-${l.id}@sous`,
      start: l.date!,
      summary: `${l.type} expires (${l.location})`,
      description: l.number ? `License number ${l.number}` : undefined,
      url: link("/licenses"),
    })),
    ...taskRows.map((t) => ({ uid: `maintenance-${t.id}@sous`, start: t.date, summary: `Maintenance: ${t.task} – ${t.item} (${t.location})`, url: link("/equipment") })),
    ...vendorRows.map((v) => ({ uid: `vendor-${v.id}@sous`, start: v.date!, summary: `${v.name} service (${v.location})`, url: link("/vendors") })),
    ...campaignRows.map((c) => ({ uid: `campaign-${c.id}@sous`, start: c.start, end: c.end, summary: `Campaign: ${c.title} (${c.location})`, url: link("/marketing") })),
  ];
}
