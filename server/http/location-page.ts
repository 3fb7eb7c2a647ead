import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { locations, type Location } from "@shared/schema";
import type { DbOrTx } from "../db/connection";
import type { RequestContext } from "./context";
import { notFound } from "./errors";
import type { Page } from "./paging";
import { canReachLocation, reachableLocation } from "./tenancy";
import { isUuid } from "./validate";

/** What a page of a location needs of the location: the tenancy rule's fields and those of its day. */
export type PageLocation = Pick<Location, "id" | "organizationId" | "state" | "zipCode" | "timeZone">;

/** The location's fields for a page's select, one copy per row (read with the page, see `pageAtLocation`). */
export const pageLocationFields = {
  id: locations.id,
  organizationId: locations.organizationId,
  state: locations.state,
  zipCode: locations.zipCode,
  timeZone: locations.timeZone,
};

/**
 * The join that ties a page's rows to their location in the request's organization: a row of another
 * organization's location never comes back (the `organizationId` placeholder is the context's organization).
 */
export const locationOfPage = (locationColumn: AnyPgColumn): SQL =>
  and(eq(locations.id, locationColumn), eq(locations.organizationId, sql.placeholder("organizationId")))!;

export interface LocationPage<Row> {
  location: PageLocation;
  rows: Row[];
  total: number;
}

/**
 * One page of a location's rows with the location's tenancy check in the same statement (issue 35): the page's
 * select joins the location in the context's organization (`locationOfPage`) and carries the location's fields
 * and the total on every row. A page with rows therefore proves the location reachable; only an empty page
 * reads the location on its own, and answers 404 exactly where `reachableLocation` does (not a UUID, another
 * organization's or an unassigned location, none at all), or an empty page with its total.
 */
export async function pageAtLocation<Row extends { location: PageLocation; total: number }>(
  db: DbOrTx,
  ctx: RequestContext,
  locationId: unknown,
  page: Page,
  read: (params: { locationId: string; organizationId: string; limit: number; offset: number }) => Promise<Row[]>,
  count: (locationId: string) => Promise<number>,
): Promise<LocationPage<Row>> {
  // The tenancy rule on what the request names, before anything is read (a staff member's unassigned location).
  if (!isUuid(locationId) || !ctx.organizationId || !canReachLocation(ctx, { id: locationId, organizationId: ctx.organizationId }))
    throw notFound("Location not found");
  const rows = await read({ locationId, organizationId: ctx.organizationId, limit: page.limit, offset: page.offset });
  const first = rows[0];
  if (first) {
    if (!canReachLocation(ctx, first.location)) throw notFound("Location not found");
    return { location: first.location, rows, total: Number(first.total) };
  }
  const location = await reachableLocation(db, ctx, locationId);
  return { location, rows, total: page.offset === 0 ? 0 : await count(location.id) };
}
