import { and, asc, eq, sql } from "drizzle-orm";
import { locations, vendors, type InsertVendor, type UpdateVendor, type Vendor } from "@shared/schema";
import type { Db, DbOrTx } from "../../db/connection";
import { preparedStatement } from "../../db/prepared";
import type { RequestContext } from "../../http/context";
import { locationOfPage, pageAtLocation, pageLocationFields } from "../../http/location-page";
import type { Page, Paged } from "../../http/paging";
import { notFound } from "../../http/errors";
import { reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { live } from "../trash/live";

/** A vendor the context may reach (through its location), or 404. */
async function reachableVendor(db: DbOrTx, ctx: RequestContext, id: string): Promise<Vendor> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, id), live(vendors), reachableLocationsOf(ctx, vendors.locationId)));
  if (!row) throw notFound("Vendor not found");
  return row;
}

// A location's page of vendors with its total and its tenancy check (http/location-page.ts), prepared once
// (server/db/prepared.ts).
const vendorPage = preparedStatement("vendor_page", (db) => {
  const listed = and(eq(vendors.locationId, sql.placeholder("locationId")), live(vendors));
  return db
    .select({ vendor: vendors, location: pageLocationFields, total: db.$count(vendors, listed) })
    .from(vendors)
    .innerJoin(locations, locationOfPage(vendors.locationId))
    .where(listed)
    .orderBy(asc(vendors.name), asc(vendors.createdAt), asc(vendors.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
});

export async function listVendors(db: DbOrTx, ctx: RequestContext, locationId: unknown, page: Page): Promise<Paged<Vendor>> {
  const { rows, total } = await pageAtLocation(db, ctx, locationId, page, (params) => vendorPage(db).execute(params), (id) =>
    db.$count(vendors, and(eq(vendors.locationId, id), live(vendors))),
  );
  return { rows: rows.map((r) => r.vendor), total };
}

export const getVendor = reachableVendor;

export async function createVendor(db: Db, ctx: RequestContext, input: InsertVendor): Promise<Vendor> {
  return db.transaction(async (tx) => {
    const location = await reachableLocation(tx, ctx, input.locationId);
    const [created] = await tx
      .insert(vendors)
      .values({ ...input, locationId: location.id })
      .returning();
    await recordAudit(tx, ctx, { action: "create", entityType: "vendor", entityId: created!.id, after: created });
    return created!;
  });
}

export async function updateVendor(db: Db, ctx: RequestContext, id: string, changes: UpdateVendor): Promise<Vendor> {
  return db.transaction(async (tx) => {
    const before = await reachableVendor(tx, ctx, id);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(vendors).set(changes).where(eq(vendors.id, before.id)).returning();
    await recordAudit(tx, ctx, { action: "update", entityType: "vendor", entityId: id, before, after });
    return after!;
  });
}

export async function deleteVendor(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachableVendor(tx, ctx, id);
    await tx.update(vendors).set({ deletedAt: new Date(), deletedBy: ctx.user.id }).where(eq(vendors.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "vendor", entityId: id, before });
  });
}
