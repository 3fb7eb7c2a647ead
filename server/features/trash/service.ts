import { and, desc, eq, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { equipment, licenses, licenseTypes, locations, marketingCampaigns, users, vendors } from "@shared/schema";
import { TRASH_DAYS, type TrashItemView, type TrashKind } from "@shared/schema/trash-input";
import { addDaysIso, toIsoDate } from "@shared/domain/calendar";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";

interface TrashTable {
  table: PgTable & { id: PgColumn; locationId: PgColumn; deletedAt: PgColumn; deletedBy: PgColumn };
  /** The audit log's entity type, as the delete recorded it. */
  entityType: string;
  /** What a person calls the record. */
  name: SQL<string>;
  notFound: string;
}

const TABLES: Record<TrashKind, TrashTable> = {
  license: {
    table: licenses,
    entityType: "license",
    name: sql<string>`coalesce((select ${licenseTypes.name} from ${licenseTypes} where ${licenseTypes.id} = ${licenses.licenseTypeId}), 'License') || coalesce(' #' || ${licenses.licenseNumber}, '')`,
    notFound: "License not found",
  },
  equipment: { table: equipment, entityType: "equipment", name: sql<string>`${equipment.name}`, notFound: "Equipment not found" },
  vendor: { table: vendors, entityType: "vendor", name: sql<string>`${vendors.name}`, notFound: "Vendor not found" },
  campaign: {
    table: marketingCampaigns,
    entityType: "marketing_campaign",
    name: sql<string>`${marketingCampaigns.title}`,
    notFound: "Campaign not found",
  },
};

/** The organization's trash, newest first: what was deleted, where, by whom, and when it goes for good. */
export async function listTrash(db: DbOrTx, ctx: RequestContext): Promise<TrashItemView[]> {
  const items: TrashItemView[] = [];
  for (const [kind, t] of Object.entries(TABLES) as [TrashKind, TrashTable][]) {
    const rows = await db
      .select({
        id: t.table.id,
        name: t.name,
        locationId: locations.id,
        locationName: locations.name,
        deletedAt: t.table.deletedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(t.table)
      .innerJoin(locations, eq(locations.id, t.table.locationId))
      .leftJoin(users, eq(users.id, t.table.deletedBy))
      .where(and(isNotNull(t.table.deletedAt), reachableLocationsOf(ctx, t.table.locationId)))
      .orderBy(desc(t.table.deletedAt));
    for (const r of rows) {
      const deletedAt = r.deletedAt as Date;
      const fullName = [r.firstName, r.lastName].filter(Boolean).join(" ");
      items.push({
        kind,
        id: r.id as string,
        name: r.name,
        locationId: r.locationId,
        locationName: r.locationName,
        deletedAt: deletedAt.toISOString(),
        deletedBy: fullName || r.email || null,
        purgeOn: addDaysIso(toIsoDate(deletedAt), TRASH_DAYS),
      });
    }
  }
  return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

/** Puts a trashed record back where it was; 404 when it is not in the context's trash. */
export async function restoreFromTrash(db: Db, ctx: RequestContext, kind: TrashKind, id: string): Promise<void> {
  const t = TABLES[kind];
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(t.table)
      .where(and(eq(t.table.id, id), isNotNull(t.table.deletedAt), reachableLocationsOf(ctx, t.table.locationId)));
    if (!before) throw notFound(t.notFound);
    const [after] = await tx.update(t.table).set({ deletedAt: null, deletedBy: null }).where(eq(t.table.id, id)).returning();
    await recordAudit(tx, ctx, { action: "restore", entityType: t.entityType, entityId: id, before, after });
  });
}

/**
 * Daily job: deletes for good what has been in the trash for TRASH_DAYS days (tasks cascade; documents are
 * left to the orphan-documents job, which runs after this one).
 */
export async function purgeTrash(db: DbOrTx, today: string): Promise<number> {
  const cutoff = new Date(`${addDaysIso(today, -TRASH_DAYS)}T00:00:00Z`);
  let purged = 0;
  for (const t of Object.values(TABLES)) {
    const rows = await db.delete(t.table).where(lt(t.table.deletedAt, cutoff)).returning({ id: t.table.id });
    purged += rows.length;
  }
  return purged;
}
