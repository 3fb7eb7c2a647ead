import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { locations, type Location } from "@shared/schema";
import type { DbOrTx } from "../db/connection";
import { preparedStatement } from "../db/prepared";
import type { RequestContext } from "./context";
import { notFound } from "./errors";
import { isUuid } from "./validate";

/**
 * The one tenancy rule: a location is reachable when it belongs to the context's organization and,
 * for staff users, is assigned to them. Anything else is "not found" (no existence leak).
 */
export function canReachLocation(ctx: RequestContext, location: Pick<Location, "organizationId" | "id">): boolean {
  if (!ctx.organizationId || location.organizationId !== ctx.organizationId) return false;
  return ctx.locationIds === "all" || ctx.locationIds.includes(location.id);
}

const locationById = preparedStatement("location_by_id", (db) => db.select().from(locations).where(eq(locations.id, sql.placeholder("id"))));

/** Loads a location the context may reach, or throws 404. */
export async function reachableLocation(db: DbOrTx, ctx: RequestContext, locationId: unknown): Promise<Location> {
  if (!isUuid(locationId)) throw notFound("Location not found");
  const [location] = await locationById(db).execute({ id: locationId });
  if (!location || !canReachLocation(ctx, location)) throw notFound("Location not found");
  return location;
}

/**
 * A where-clause for rows that carry a location id column: only rows at locations the context may reach.
 * Use it on every list and every by-id read of location-scoped tables.
 */
export function reachableLocationsOf(ctx: RequestContext, column: AnyPgColumn): SQL {
  if (!ctx.organizationId) return sql`false`;
  const inOrg = sql`${column} in (select ${locations.id} from ${locations} where ${locations.organizationId} = ${ctx.organizationId})`;
  if (ctx.locationIds === "all") return inOrg;
  if (ctx.locationIds.length === 0) return sql`false`;
  return and(inOrg, inArray(column, ctx.locationIds))!;
}

/** The context's organization, or 404 when it has none (nothing of an organization can be reached). */
export function orgIdOf(ctx: RequestContext): string {
  if (!ctx.organizationId) throw notFound("Organization not found");
  return ctx.organizationId;
}
