import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  budgets,
  equipment,
  licenses,
  locations,
  marketingCampaigns,
  organizations,
  payrollRecords,
  vendors,
  users,
  type InsertLocation,
  type InsertOrganization,
  type StaffAccess,
} from "@shared/schema";
import type { LocationView, OrganizationView } from "@shared/schema/organizations-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { conflict, notFound } from "../../http/errors";
import { reachableLocation } from "../../http/tenancy";
import { recordAudit } from "../audit/service";
import { live } from "../trash/live";


export async function getOrganization(db: DbOrTx, ctx: RequestContext): Promise<OrganizationView | null> {
  if (!ctx.organizationId) return null;
  const [org] = await db.select().from(organizations).where(eq(organizations.id, ctx.organizationId));
  if (!org) return null;
  const [row] = await db.select({ n: count() }).from(locations).where(eq(locations.organizationId, org.id));
  return { ...org, locationCount: row?.n ?? 0 };
}

/** Creates an organization and makes its creator an administrator of it (a super admin keeps that role). */
export async function createOrganization(db: Db, ctx: RequestContext, input: InsertOrganization): Promise<OrganizationView> {
  if (ctx.user.organizationId) throw conflict("You already belong to an organization");
  if (ctx.impersonating) throw conflict("Stop impersonating before creating an organization");
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values(input).returning();
    const role = ctx.user.role === "super_admin" ? "super_admin" : "admin";
    await tx.update(users).set({ organizationId: org!.id, role }).where(eq(users.id, ctx.user.id));
    await recordAudit(tx, ctx, { action: "create", entityType: "organization", entityId: org!.id, after: org }, org!.id);
    return { ...org!, locationCount: 0 };
  });
}

/** An admin decides whether staff see payroll, tip policies and budgets; audited with the value before. */
export async function setStaffAccess(db: Db, ctx: RequestContext, input: StaffAccess): Promise<StaffAccess> {
  if (!ctx.organizationId) throw notFound("Create your organization first");
  const organizationId = ctx.organizationId;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for("update");
    if (!before) throw notFound("Organization not found");
    await tx.update(organizations).set({ staffSeePayrollBudgets: input.staffSeePayrollBudgets }).where(eq(organizations.id, organizationId));
    await recordAudit(tx, ctx, {
      action: "staff_access",
      entityType: "organization",
      entityId: organizationId,
      before: { name: before.name, staffSeePayrollBudgets: before.staffSeePayrollBudgets },
      after: { name: before.name, staffSeePayrollBudgets: input.staffSeePayrollBudgets },
    });
  });
  return { staffSeePayrollBudgets: input.staffSeePayrollBudgets };
}

export async function listLocations(db: DbOrTx, ctx: RequestContext): Promise<LocationView[]> {
  if (!ctx.organizationId) return [];
  const inOrg = eq(locations.organizationId, ctx.organizationId);
  if (ctx.locationIds === "all") return db.select().from(locations).where(inOrg).orderBy(asc(locations.createdAt), asc(locations.name));
  if (ctx.locationIds.length === 0) return [];
  return db
    .select()
    .from(locations)
    .where(and(inOrg, inArray(locations.id, ctx.locationIds)))
    .orderBy(asc(locations.createdAt), asc(locations.name));
}

export async function createLocation(db: Db, ctx: RequestContext, input: InsertLocation): Promise<LocationView> {
  if (!ctx.organizationId) throw notFound("Create your organization first");
  const organizationId = ctx.organizationId;
  return db.transaction(async (tx) => {
    const [location] = await tx
      .insert(locations)
      .values({ ...input, organizationId })
      .returning();
    await recordAudit(tx, ctx, { action: "create", entityType: "location", entityId: location!.id, after: location });
    return location!;
  });
}

export async function updateLocation(db: Db, ctx: RequestContext, id: string, input: Partial<InsertLocation>): Promise<LocationView> {
  return db.transaction(async (tx) => {
    const before = await reachableLocation(tx, ctx, id);
    const [after] = await tx.update(locations).set(input).where(eq(locations.id, before.id)).returning();
    await recordAudit(tx, ctx, { action: "update", entityType: "location", entityId: id, before, after });
    return after!;
  });
}

/** What deleting a location would delete with it: the live records of each kind. */
export async function locationDeleteImpact(db: DbOrTx, ctx: RequestContext, id: string) {
  const location = await reachableLocation(db, ctx, id);
  const at = <T extends { locationId: AnyPgColumn }>(table: T) => eq(table.locationId, location.id);
  const [licenseCount, equipmentCount, vendorCount, budgetCount, campaignCount, payrollCount] = await Promise.all([
    db.$count(licenses, and(at(licenses), live(licenses))),
    db.$count(equipment, and(at(equipment), live(equipment))),
    db.$count(vendors, and(at(vendors), live(vendors))),
    db.$count(budgets, at(budgets)),
    db.$count(marketingCampaigns, and(at(marketingCampaigns), live(marketingCampaigns))),
    db.$count(payrollRecords, at(payrollRecords)),
  ]);
  return {
    licenses: licenseCount,
    equipment: equipmentCount,
    vendors: vendorCount,
    budgets: budgetCount,
    campaigns: campaignCount,
    payrollWeeks: payrollCount,
  };
}

export async function deleteLocation(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reachableLocation(tx, ctx, id);
    await tx.delete(locations).where(eq(locations.id, before.id));
    await recordAudit(tx, ctx, { action: "delete", entityType: "location", entityId: id, before });
  });
}
