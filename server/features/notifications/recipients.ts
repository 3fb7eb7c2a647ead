import { and, eq, inArray } from "drizzle-orm";
import { userLocations, users } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";

/**
 * Who hears about a location: its organization's administrators (admins, and super admins who belong
 * to it) and the staff users assigned to that location.
 */
export async function recipientsForLocation(db: DbOrTx, organizationId: string, locationId: string): Promise<string[]> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.role, ["admin", "super_admin"])));
  const staff = await db
    .select({ id: users.id })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .where(and(eq(userLocations.locationId, locationId), eq(users.organizationId, organizationId), eq(users.role, "user")));
  return [...new Set([...admins, ...staff].map((r) => r.id))];
}

/** The organization's administrators. */
export async function organizationAdmins(db: DbOrTx, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.role, ["admin", "super_admin"])));
  return rows.map((r) => r.id);
}
