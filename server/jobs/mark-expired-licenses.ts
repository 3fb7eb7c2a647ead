import { and, inArray, isNotNull, lt } from "drizzle-orm";
import { licenses } from "@shared/schema";
import type { DbOrTx } from "../db/connection";

/** Licenses whose expiration date has passed become expired (they move to 'Expired & Archived'). */
export async function markExpiredLicenses(db: DbOrTx, today: string): Promise<number> {
  const rows = await db
    .update(licenses)
    .set({ status: "expired" })
    .where(
      and(inArray(licenses.status, ["active", "expiring_soon"]), isNotNull(licenses.expirationDate), lt(licenses.expirationDate, today)),
    )
    .returning({ id: licenses.id });
  return rows.length;
}
