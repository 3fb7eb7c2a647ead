import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { centsToDecimalString, sumCents } from "@shared/domain/money";
import { RENEWAL_FEE_WINDOW_DAYS, renewalFeesDue, type FeeLicense } from "@shared/domain/renewal-fees";
import { locationToday } from "@shared/domain/time-zone";
import { licenses, licenseTerms, licenseTypes, locations } from "@shared/schema";
import type { GroupRenewalFees, RenewalFeesLocation } from "@shared/schema/group-views";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { reachableLocationsOf } from "../../http/tenancy";
import { live } from "../trash/live";

const CHUNK = 1_000;

/**
 * The renewal fees coming due in the next 90 days, per reachable location (each on its own date) and in total
 * (issue 32, point 2): one statement for the locations, one per thousand of them for their held licenses with the
 * current term's fee.
 */
export async function groupRenewalFees(db: DbOrTx, ctx: RequestContext, now: Date): Promise<GroupRenewalFees> {
  const locationRows = await db
    .select({ id: locations.id, name: locations.name, state: locations.state, zipCode: locations.zipCode, timeZone: locations.timeZone })
    .from(locations)
    .where(reachableLocationsOf(ctx, locations.id))
    .orderBy(asc(locations.name), asc(locations.id));
  const byLocation = new Map<string, FeeLicense[]>();
  for (let i = 0; i < locationRows.length; i += CHUNK) {
    const ids = locationRows.slice(i, i + CHUNK).map((l) => l.id);
    const rows = await db
      .select({
        id: licenses.id,
        locationId: licenses.locationId,
        typeName: licenseTypes.name,
        licenseNumber: licenses.licenseNumber,
        status: licenses.status,
        expirationDate: licenses.expirationDate,
        renewalSubmittedOn: licenses.renewalSubmittedOn,
        renewalFee: licenses.renewalFee,
        lastFeePaid: licenseTerms.feePaid,
      })
      .from(licenses)
      .innerJoin(licenseTypes, eq(licenseTypes.id, licenses.licenseTypeId))
      .leftJoin(licenseTerms, and(eq(licenseTerms.licenseId, licenses.id), isNull(licenseTerms.supersededAt)))
      .where(and(inArray(licenses.locationId, ids), ne(licenses.status, "archived"), live(licenses)));
    for (const row of rows) {
      const list = byLocation.get(row.locationId) ?? [];
      list.push(row);
      byLocation.set(row.locationId, list);
    }
  }
  const out: (RenewalFeesLocation & { cents: number })[] = [];
  for (const location of locationRows) {
    const today = locationToday(location, now);
    const due = renewalFeesDue(byLocation.get(location.id) ?? [], location.id, today);
    if (due.items.length === 0) continue;
    out.push({ id: location.id, name: location.name, today, items: due.items, total: centsToDecimalString(due.totalCents), unknown: due.unknown, cents: due.totalCents });
  }
  out.sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  return {
    days: RENEWAL_FEE_WINDOW_DAYS,
    locations: out.map(({ cents: _cents, ...loc }) => loc),
    total: centsToDecimalString(sumCents(out.map((l) => l.cents))),
    unknown: out.reduce((n, l) => n + l.unknown, 0),
  };
}
