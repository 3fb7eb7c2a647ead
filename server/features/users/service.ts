import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { locations, organizations, passkeys, recoveryCodes, userLocations, users, type UpdateUser, type User } from "@shared/schema";
import type { UserView } from "@shared/schema/users-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { conflict, forbidden, notFound } from "../../http/errors";
import { recordAudit } from "../audit/service";
import { endUserSessions } from "../sessions/store";

/** A user as the audit log keeps it: never the password hash or the OIDC subject. */
export function userForAudit(user: User, locationIds?: string[]) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organizationId: user.organizationId,
    ...(locationIds ? { locationIds } : {}),
  };
}

export const LAST_ADMIN = "The organization must keep at least one administrator";

/** Organization admins manage their users; a super admin also reads every user. Staff: 403. */
export function assertCanManageUsers(ctx: RequestContext) {
  if (!ctx.isOrgAdmin && !ctx.isSuperAdmin) throw forbidden("Only administrators can manage users");
}

/** A super admin who is not impersonating sees the whole platform. */
const seesAllOrganizations = (ctx: RequestContext) => ctx.isSuperAdmin && !ctx.impersonating;

export async function listUsers(db: DbOrTx, ctx: RequestContext): Promise<UserView[]> {
  assertCanManageUsers(ctx);
  const all = seesAllOrganizations(ctx);
  const scope: SQL | undefined = all ? undefined : eq(users.organizationId, ctx.organizationId!);
  const rows = await db
    .select({ user: users, organizationName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(scope)
    .orderBy(asc(users.createdAt), asc(users.email));

  const assigned = await db
    .select({ userId: userLocations.userId, locationId: userLocations.locationId })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .innerJoin(locations, and(eq(locations.id, userLocations.locationId), eq(locations.organizationId, users.organizationId)))
    .where(scope)
    .orderBy(asc(locations.name));
  const byUser = new Map<string, string[]>();
  for (const a of assigned) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a.locationId]);

  return rows.map(({ user, organizationName }) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    organizationId: user.organizationId,
    organizationName,
    locationIds: byUser.get(user.id) ?? [],
  }));
}

/**
 * The target user, locked, when the context administers the user's organization. Another organization's
 * user is not found; a super admin outside that organization is told to impersonate it.
 */
async function manageableUser(tx: DbOrTx, ctx: RequestContext, id: string): Promise<User> {
  assertCanManageUsers(ctx);
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  const inScope = !!target && ctx.isOrgAdmin && target.organizationId === ctx.organizationId;
  if (!inScope) {
    if (target?.organizationId && seesAllOrganizations(ctx)) {
      throw forbidden("Browse as the organization's admin to change its users");
    }
    throw notFound("User not found");
  }
  if (target.role === "super_admin") throw forbidden("Super administrators cannot be changed here");
  return target;
}

/** Serialises admin changes in one organization (the last-admin rule must hold under concurrency). */
async function lockOrganization(tx: DbOrTx, organizationId: string) {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for("update");
}

async function adminCount(tx: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.role, ["admin", "super_admin"])));
  return row?.n ?? 0;
}

async function assignedLocationIds(tx: DbOrTx, userId: string, organizationId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: userLocations.locationId })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(userLocations.userId, userId), eq(locations.organizationId, organizationId)))
    .orderBy(asc(userLocations.locationId));
  return rows.map((r) => r.id);
}

const orgLocationIds = (organizationId: string) =>
  sql`(select ${locations.id} from ${locations} where ${locations.organizationId} = ${organizationId})`;

export async function updateUser(db: Db, ctx: RequestContext, id: string, input: UpdateUser): Promise<UserView> {
  const updated = await db.transaction(async (tx) => {
    const organizationId = ctx.organizationId;
    if (organizationId) await lockOrganization(tx, organizationId);
    const target = await manageableUser(tx, ctx, id);
    const orgId = target.organizationId!;
    const beforeLocations = await assignedLocationIds(tx, target.id, orgId);

    if (input.role !== undefined && input.role !== target.role) {
      if (target.id === ctx.user.id) throw forbidden("You cannot change your own role");
      if (target.role === "admin" && (await adminCount(tx, orgId)) <= 1) throw conflict(LAST_ADMIN);
    }

    if (input.locationIds !== undefined && input.locationIds.length > 0) {
      const found = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.organizationId, orgId), inArray(locations.id, input.locationIds)));
      if (found.length !== input.locationIds.length) throw notFound("Location not found");
    }

    const [after] =
      input.role !== undefined && input.role !== target.role
        ? await tx.update(users).set({ role: input.role }).where(eq(users.id, target.id)).returning()
        : [target];

    let afterLocations = beforeLocations;
    if (input.locationIds !== undefined) {
      await tx
        .delete(userLocations)
        .where(and(eq(userLocations.userId, target.id), sql`${userLocations.locationId} in ${orgLocationIds(orgId)}`));
      if (input.locationIds.length > 0) {
        await tx.insert(userLocations).values(input.locationIds.map((locationId) => ({ userId: target.id, locationId })));
      }
      afterLocations = [...input.locationIds].sort();
    }

    // A new role takes effect everywhere at once: the user signs in again under it.
    const sessionsEnded = after!.role !== target.role ? await endUserSessions(tx, target.id) : 0;
    await recordAudit(tx, ctx, {
      action: "update",
      entityType: "user",
      entityId: target.id,
      before: userForAudit(target, beforeLocations),
      after: { ...userForAudit(after!, afterLocations), ...(sessionsEnded ? { sessionsEnded } : {}) },
    });
    return after!;
  });
  const [view] = (await listUsers(db, ctx)).filter((u) => u.id === updated.id);
  return view!;
}

/** Removes the user from the organization (the account stays; it no longer reaches anything). */
export async function removeUser(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (ctx.organizationId) await lockOrganization(tx, ctx.organizationId);
    const target = await manageableUser(tx, ctx, id);
    const orgId = target.organizationId!;
    if (target.id === ctx.user.id) throw forbidden("You cannot remove yourself from the organization");
    if (target.role === "admin" && (await adminCount(tx, orgId)) <= 1) throw conflict(LAST_ADMIN);
    const beforeLocations = await assignedLocationIds(tx, target.id, orgId);
    await tx
      .delete(userLocations)
      .where(and(eq(userLocations.userId, target.id), sql`${userLocations.locationId} in ${orgLocationIds(orgId)}`));
    const [after] = await tx
      .update(users)
      .set({ organizationId: null, role: "user" })
      .where(eq(users.id, target.id))
      .returning();
    const sessionsEnded = await endUserSessions(tx, target.id);
    await recordAudit(tx, ctx, {
      action: "remove",
      entityType: "user",
      entityId: target.id,
      before: userForAudit(target, beforeLocations),
      after: { ...userForAudit(after!, []), sessionsEnded },
    });
  });
}

/** Signs the user out everywhere (an administrator of the user's organization). Returns the user and how many ended. */
export async function endSessionsOf(db: Db, ctx: RequestContext, id: string): Promise<{ user: User; ended: number }> {
  return db.transaction(async (tx) => {
    const target = await manageableUser(tx, ctx, id);
    const ended = await endUserSessions(tx, target.id);
    await recordAudit(tx, ctx, {
      action: "sessions_ended",
      entityType: "user",
      entityId: target.id,
      after: { email: target.email, sessionsEnded: ended },
    });
    return { user: target, ended };
  });
}

/**
 * Turns a member's two-factor sign-in off (an administrator of the member's organization): for a lost phone, or an
 * authenticator someone else enrolled first. Their recovery codes go too and every session of theirs ends, so the
 * next sign-in (and, where the organization requires it, a new enrolment) starts from the password.
 */
export async function resetTwoFactorOf(db: Db, ctx: RequestContext, id: string): Promise<{ user: User; ended: number; wasOn: boolean }> {
  return db.transaction(async (tx) => {
    const target = await manageableUser(tx, ctx, id);
    const removedPasskeys = await tx.delete(passkeys).where(eq(passkeys.userId, target.id)).returning({ id: passkeys.id });
    const wasOn = Boolean(target.totpSecret || target.totpPendingSecret || removedPasskeys.length > 0);
    await tx.update(users).set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, target.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, target.id));
    const ended = await endUserSessions(tx, target.id);
    await recordAudit(tx, ctx, {
      action: "two_factor_reset",
      entityType: "user",
      entityId: target.id,
      before: { email: target.email, twoFactor: Boolean(target.totpSecret) },
      after: { email: target.email, twoFactor: false, passkeysRemoved: removedPasskeys.length, sessionsEnded: ended },
    });
    return { user: target, ended, wasOn };
  });
}
