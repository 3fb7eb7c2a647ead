import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { addDaysIso } from "@shared/domain/calendar";
import { locationToday } from "@shared/domain/time-zone";
import { licenses, locations } from "@shared/schema";
import type { DbOrTx } from "../db/connection";

/**
 * Licenses whose expiration date has passed become expired (they move to 'Expired & Archived'), each on its
 * location's date when `now` is given (a location west of the server is still on yesterday).
 */
export async function markExpiredLicenses(db: DbOrTx, today: string, _deps?: unknown, now?: Date): Promise<number> {
  const candidates = await db
    .select({ id: licenses.id, expirationDate: licenses.expirationDate, state: locations.state, zipCode: locations.zipCode, timeZone: locations.timeZone })
    .from(licenses)
    .innerJoin(locations, eq(locations.id, licenses.locationId))
    .where(
      and(
        inArray(licenses.status, ["active", "expiring_soon"]),
        isNotNull(licenses.expirationDate),
        // A day of margin either side of the server's date covers every zone.
        lt(licenses.expirationDate, addDaysIso(today, now ? 1 : 0)),
      ),
    );
  const due = candidates.filter((c) => c.expirationDate! < (now ? locationToday(c, now) : today)).map((c) => c.id);
  if (due.length === 0) return 0;
  const rows = await db.update(licenses).set({ status: "expired" }).where(inArray(licenses.id, due)).returning({ id: licenses.id });
  return rows.length;
}
