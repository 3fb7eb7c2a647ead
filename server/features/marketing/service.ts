import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import {
  CAMPAIGN_DATE_ORDER_MESSAGE,
  locations,
  marketingCampaigns,
  type InsertCampaign,
  type MarketingCampaign,
  type UpdateCampaign,
} from "@shared/schema";
import { can } from "@shared/domain/permissions";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { live } from "../trash/live";

/** A list item: the campaign plus its location's name (the all-locations view shows it). */
export type CampaignListItem = MarketingCampaign & { locationName: string };

export interface CampaignListQuery {
  /** A location id, or "all" for every location of the organization (administrators only). */
  locationId: string;
  /** Inclusive bounds: a campaign is listed when its dates overlap [from, to]. */
  from?: string;
  to?: string;
}

export const ALL_LOCATIONS = "all";

export async function listCampaigns(db: DbOrTx, ctx: RequestContext, query: CampaignListQuery): Promise<CampaignListItem[]> {
  const where: SQL[] = [live(marketingCampaigns)];
  if (query.locationId === ALL_LOCATIONS) {
    if (!can(ctx, "group.view")) throw forbidden("Only managers and administrators can view campaigns across all locations");
    where.push(reachableLocationsOf(ctx, marketingCampaigns.locationId));
  } else {
    // reachableLocation applied the tenancy rule: the location alone scopes the list (no organization-wide subquery).
    const location = await reachableLocation(db, ctx, query.locationId);
    where.push(eq(marketingCampaigns.locationId, location.id));
  }
  // Overlap of [startDate, endDate] with [from, to]: it starts on or before `to` and ends on or after `from`.
  if (query.to) where.push(lte(marketingCampaigns.startDate, query.to));
  if (query.from) where.push(gte(marketingCampaigns.endDate, query.from));

  const rows = await db
    .select({ campaign: marketingCampaigns, locationName: locations.name })
    .from(marketingCampaigns)
    .innerJoin(locations, eq(locations.id, marketingCampaigns.locationId))
    .where(and(...where))
    .orderBy(asc(marketingCampaigns.startDate), asc(marketingCampaigns.endDate), asc(marketingCampaigns.title), asc(marketingCampaigns.id));
  return rows.map((r) => ({ ...r.campaign, locationName: r.locationName }));
}

async function reachableCampaign(db: DbOrTx, ctx: RequestContext, id: string): Promise<MarketingCampaign> {
  const [campaign] = await db
    .select()
    .from(marketingCampaigns)
    .where(and(eq(marketingCampaigns.id, id), live(marketingCampaigns), reachableLocationsOf(ctx, marketingCampaigns.locationId)));
  if (!campaign) throw notFound("Campaign not found");
  return campaign;
}

export async function createCampaign(db: Db, ctx: RequestContext, input: InsertCampaign): Promise<MarketingCampaign> {
  return db.transaction(async (tx) => {
    const location = await reachableLocation(tx, ctx, input.locationId);
    const [campaign] = await tx
      .insert(marketingCampaigns)
      .values({ ...input, locationId: location.id })
      .returning();
    await recordAudit(tx, ctx, { action: "create", entityType: "marketing_campaign", entityId: campaign!.id, after: campaign });
    return campaign!;
  });
}

export async function updateCampaign(db: Db, ctx: RequestContext, id: string, input: UpdateCampaign): Promise<MarketingCampaign> {
  return db.transaction(async (tx) => {
    const before = await reachableCampaign(tx, ctx, id);
    const changes = { ...input };
    if (changes.locationId !== undefined) changes.locationId = (await reachableLocation(tx, ctx, changes.locationId)).id;
    const startDate = changes.startDate ?? before.startDate;
    const endDate = changes.endDate ?? before.endDate;
    if (endDate < startDate) {
      throw badRequest(CAMPAIGN_DATE_ORDER_MESSAGE, [{ path: "endDate", message: CAMPAIGN_DATE_ORDER_MESSAGE }]);
    }
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(marketingCampaigns).set(changes).where(eq(marketingCampaigns.id, before.id)).returning();
    await recordAudit(tx, ctx, { action: "update", entityType: "marketing_campaign", entityId: id, before, after });
    return after!;
  });
}

export async function deleteCampaign(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachableCampaign(tx, ctx, id);
    await tx.update(marketingCampaigns).set({ deletedAt: new Date(), deletedBy: ctx.user.id }).where(eq(marketingCampaigns.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "marketing_campaign", entityId: id, before });
  });
}
