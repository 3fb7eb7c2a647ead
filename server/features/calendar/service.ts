import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import { COMPLIANCE_STATE_LABELS, licenseState } from "@shared/domain/compliance";
import { locationToday } from "@shared/domain/time-zone";
import { equipment, licenses, licenseTypes, locations, maintenanceTasks, marketingCampaigns, users, vendors } from "@shared/schema";
import type { Db } from "../../db/connection";
import { buildContext } from "../../http/context";
import { reachableLocationsOf } from "../../http/tenancy";
import type { CalendarEvent } from "./ics";
import { live } from "../trash/live";

/** The feed covers a month back and a year and a bit ahead: what a calendar app is for. */
export const FEED_DAYS_BACK = 31;
export const FEED_DAYS_AHEAD = 400;
/**
 * At most this many events of each kind, soonest first. An administrator of a very large organization would
 * otherwise get tens of megabytes (500 locations: 39 MB), more than calendar apps accept.
 */
export const FEED_LIMIT_PER_KIND = 2_000;

/** The events of the feed owner's reachable locations; null when the token is unknown (revoked) or the owner must enrol first. */
export async function calendarEventsForToken(
  db: Db,
  token: string,
  origin: string | undefined,
  today = toIsoDate(new Date()),
  now?: Date,
): Promise<CalendarEvent[] | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.calendarToken, token));
  if (!user) return null;
  const ctx = await buildContext(db, user.id, undefined);
  // An account that must enrol in two-factor sign-in first reaches nothing else, its feed included.
  if (ctx?.twoFactorSetupRequired) return null;
  if (!ctx || !ctx.organizationId) return [];
  const link = (path: string) => (origin ? `${origin}${path}` : undefined);
  const from = addDaysIso(today, -FEED_DAYS_BACK);
  const to = addDaysIso(today, FEED_DAYS_AHEAD);

  const licenseRows = await db
    .select({
      id: licenses.id,
      date: licenses.expirationDate,
      status: licenses.status,
      renewalSubmittedOn: licenses.renewalSubmittedOn,
      type: licenseTypes.name,
      location: locations.name,
      number: licenses.licenseNumber,
      state: locations.state,
      zipCode: locations.zipCode,
      timeZone: locations.timeZone,
    })
    .from(licenses)
    .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
    .innerJoin(locations, eq(locations.id, licenses.locationId))
    .where(
      and(
        reachableLocationsOf(ctx, licenses.locationId),
        live(licenses),
        gte(licenses.expirationDate, from),
        lte(licenses.expirationDate, to),
        inArray(licenses.status, ["active", "expiring_soon", "expired"]),
      ),
    )
    .orderBy(asc(licenses.expirationDate), asc(licenses.id))
    .limit(FEED_LIMIT_PER_KIND);
  const taskRows = await db
    .select({ id: maintenanceTasks.id, date: maintenanceTasks.nextDue, task: maintenanceTasks.task, item: equipment.name, location: locations.name })
    .from(maintenanceTasks)
    .innerJoin(equipment, eq(equipment.id, maintenanceTasks.equipmentId))
    .innerJoin(locations, eq(locations.id, equipment.locationId))
    .where(and(reachableLocationsOf(ctx, equipment.locationId), live(equipment), gte(maintenanceTasks.nextDue, from), lte(maintenanceTasks.nextDue, to)))
    .orderBy(asc(maintenanceTasks.nextDue), asc(maintenanceTasks.id))
    .limit(FEED_LIMIT_PER_KIND);
  const vendorRows = await db
    .select({ id: vendors.id, date: vendors.nextServiceDate, name: vendors.name, location: locations.name })
    .from(vendors)
    .innerJoin(locations, eq(locations.id, vendors.locationId))
    .where(and(reachableLocationsOf(ctx, vendors.locationId), live(vendors), gte(vendors.nextServiceDate, from), lte(vendors.nextServiceDate, to)))
    .orderBy(asc(vendors.nextServiceDate), asc(vendors.id))
    .limit(FEED_LIMIT_PER_KIND);
  const campaignRows = await db
    .select({ id: marketingCampaigns.id, start: marketingCampaigns.startDate, end: marketingCampaigns.endDate, title: marketingCampaigns.title, location: locations.name, status: marketingCampaigns.status })
    .from(marketingCampaigns)
    .innerJoin(locations, eq(locations.id, marketingCampaigns.locationId))
    .where(
      and(
        reachableLocationsOf(ctx, marketingCampaigns.locationId),
        live(marketingCampaigns),
        gte(marketingCampaigns.endDate, from),
        lte(marketingCampaigns.startDate, to),
        inArray(marketingCampaigns.status, ["planned", "active", "completed"]),
      ),
    )
    .orderBy(asc(marketingCampaigns.startDate), asc(marketingCampaigns.id))
    .limit(FEED_LIMIT_PER_KIND);

  return [
    ...licenseRows.map((l) => {
      // The license's state on its location's date (at the feed's instant), by the one rule.
      const state = licenseState({ status: l.status, expirationDate: l.date, renewalSubmittedOn: l.renewalSubmittedOn }, now ? locationToday(l, now) : today);
      return {
        uid: `license-${l.id}@sous`,
        start: l.date!,
        summary: `${l.type} expires (${l.location})`,
        description: l.number ? `License number ${l.number}` : undefined,
        category: state ? COMPLIANCE_STATE_LABELS[state] : undefined,
        url: link("/licenses"),
      };
    }),
    ...taskRows.map((t) => ({ uid: `maintenance-${t.id}@sous`, start: t.date, summary: `Maintenance: ${t.task} – ${t.item} (${t.location})`, url: link("/equipment") })),
    ...vendorRows.map((v) => ({ uid: `vendor-${v.id}@sous`, start: v.date!, summary: `${v.name} service (${v.location})`, url: link("/vendors") })),
    ...campaignRows.map((c) => ({ uid: `campaign-${c.id}@sous`, start: c.start, end: c.end, summary: `Campaign: ${c.title} (${c.location})`, url: link("/marketing") })),
  ];
}
