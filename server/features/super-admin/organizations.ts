import { asc, eq, sql } from "drizzle-orm";
import { locations, organizations, type Location } from "@shared/schema";
import type { OrganizationSummary } from "@shared/schema/super-admin-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { conflict, notFound } from "../../http/errors";
import { recordAudit } from "../audit/service";

export async function listOrganizations(db: DbOrTx): Promise<OrganizationSummary[]> {
  const rows = await db
    .select({
      org: organizations,
      // Column references spelled out: inside select fields drizzle does not qualify them with the table.
      userCount: sql<number>`(select count(*) from users u where u.organization_id = "organizations"."id")`.mapWith(Number),
      locationCount: sql<number>`(select count(*) from locations l where l.organization_id = "organizations"."id")`.mapWith(Number),
    })
    .from(organizations)
    .orderBy(asc(organizations.name), asc(organizations.createdAt));
  return rows.map(({ org, userCount, locationCount }) => ({
    id: org.id,
    name: org.name,
    description: org.description,
    createdAt: org.createdAt.toISOString(),
    updatedAt: org.updatedAt.toISOString(),
    userCount,
    locationCount,
  }));
}

async function findOrganization(db: DbOrTx, id: string) {
  const [org] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, id));
  if (!org) throw notFound("Organization not found");
  return org;
}

export async function organizationLocations(db: DbOrTx, id: string): Promise<Location[]> {
  await findOrganization(db, id);
  return db.select().from(locations).where(eq(locations.organizationId, id)).orderBy(asc(locations.createdAt), asc(locations.name));
}

/**
 * Checks and records the start of an impersonation; the route then starts a new session. The entry
 * names the super admin as actor and impersonator, in the organization browsed.
 */
export async function startImpersonation(db: Db, ctx: RequestContext, organizationId: string) {
  if (ctx.impersonating) throw conflict(`Already browsing as ${ctx.impersonating.organizationName}. Stop impersonation first.`);
  return db.transaction(async (tx) => {
    const org = await findOrganization(tx, organizationId);
    const as: RequestContext = { ...ctx, organizationId: org.id, impersonating: { organizationId: org.id, organizationName: org.name } };
    await recordAudit(tx, as, { action: "impersonate_start", entityType: "organization", entityId: org.id, after: { organizationName: org.name } });
    return org;
  });
}

export async function stopImpersonation(db: Db, ctx: RequestContext) {
  if (!ctx.impersonating) return;
  const { organizationId, organizationName } = ctx.impersonating;
  await db.transaction(async (tx) => {
    await recordAudit(tx, ctx, { action: "impersonate_stop", entityType: "organization", entityId: organizationId, before: { organizationName } });
  });
}
