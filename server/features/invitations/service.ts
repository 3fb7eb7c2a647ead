import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import {
  INVITATION_VALID_DAYS,
  locations,
  organizations,
  userInvitations,
  userLocations,
  users,
  type InvitationStatus,
  type InviteUser,
  type User,
  type UserInvitation,
} from "@shared/schema";
import { displayName, roleLabel } from "@shared/domain/user";
import type { Delivery, InvitationView, SentInvitationView } from "@shared/schema/users-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import type { Mailer } from "../../mail/mailer";
import { findUserByEmail } from "../../auth/users";
import { recordAudit } from "../audit/service";
import { userForAudit } from "../users/service";
import { hashToken, type InvitationTokens } from "./token";
import { notifyInvitationAccepted } from "../notifications/service";

export interface InvitationDeps {
  db: Db;
  tokens: InvitationTokens;
  mailer: Mailer;
  /** scheme://host of the app, for the link in the e-mail. */
  origin: string;
  warn: (obj: object, msg: string) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const newExpiry = () => new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS);

/** A pending invitation past its expiry reads as expired. */
export function effectiveStatus(inv: Pick<UserInvitation, "status" | "expiresAt">, now = new Date()): InvitationStatus {
  return inv.status === "pending" && inv.expiresAt.getTime() <= now.getTime() ? "expired" : inv.status;
}

export const inviteLink = (origin: string, token: string) => `${origin}/invite/${token}`;

/** The stored row without the token hash. */
const invitationForAudit = ({ token: _token, ...rest }: UserInvitation) => rest;

export function assertCanInvite(ctx: RequestContext) {
  if (!ctx.isOrgAdmin && !ctx.isSuperAdmin) throw forbidden("Only administrators can manage invitations");
}

/** null: every organization (a super admin who is not impersonating). */
const scopeOf = (ctx: RequestContext): SQL | undefined =>
  ctx.isSuperAdmin && !ctx.impersonating ? undefined : eq(userInvitations.organizationId, ctx.organizationId!);

async function loadViews(deps: InvitationDeps, where: SQL | undefined): Promise<InvitationView[]> {
  const rows = await deps.db
    .select({
      inv: userInvitations,
      organizationName: organizations.name,
      locationName: locations.name,
      inviter: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(userInvitations)
    .innerJoin(organizations, eq(organizations.id, userInvitations.organizationId))
    .leftJoin(locations, eq(locations.id, userInvitations.locationId))
    .leftJoin(users, eq(users.id, userInvitations.invitedBy))
    .where(where)
    .orderBy(desc(userInvitations.createdAt));
  return Promise.all(
    rows.map(async ({ inv, organizationName, locationName, inviter }) => {
      const status = effectiveStatus(inv);
      const token = status === "pending" ? await deps.tokens.recover(inv) : null;
      return {
        id: inv.id,
        email: inv.email,
        role: inv.role,
        status,
        organizationId: inv.organizationId,
        organizationName,
        locationId: inv.locationId,
        locationName,
        invitedBy: inviter?.id ? { id: inviter.id, name: displayName(inviter) } : null,
        expiresAt: inv.expiresAt.toISOString(),
        createdAt: inv.createdAt.toISOString(),
        link: token ? inviteLink(deps.origin, token) : null,
      };
    }),
  );
}

export async function listInvitations(deps: InvitationDeps, ctx: RequestContext): Promise<InvitationView[]> {
  assertCanInvite(ctx);
  return loadViews(deps, scopeOf(ctx));
}

/** The organization an invitation goes to: one's own; a super admin may name any. */
async function targetOrganization(db: DbOrTx, ctx: RequestContext, requested: string | undefined): Promise<{ id: string; name: string }> {
  let id: string | null;
  if (ctx.isSuperAdmin) {
    id = requested ?? ctx.organizationId;
    if (!id) throw badRequest("Choose an organization", [{ path: "organizationId", message: "Choose an organization" }]);
  } else {
    if (requested && requested !== ctx.organizationId) throw forbidden("You can only invite people to your own organization");
    id = ctx.organizationId;
  }
  const [org] = id ? await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, id)) : [];
  if (!org) throw notFound("Organization not found");
  return org;
}

async function sendInvitation(deps: InvitationDeps, view: InvitationView, inviter: User): Promise<Delivery> {
  if (!view.link) return "failed";
  const where = view.locationName ? ` at ${view.locationName}` : "";
  const expires = new Date(view.expiresAt).toUTCString();
  const text = [
    `${displayName(inviter)} invited you to join ${view.organizationName} on Sous as ${roleLabel(view.role)}${where}.`,
    "",
    `Accept the invitation: ${view.link}`,
    "",
    `The link works once and until ${expires}. If you did not expect this invitation, you can ignore this e-mail.`,
  ].join("\n");
  try {
    await deps.mailer.send({ to: view.email, subject: `You're invited to join ${view.organizationName} on Sous`, text });
    return deps.mailer.delivers ? "email" : "log";
  } catch (err) {
    deps.warn({ err, invitationId: view.id }, "invitation e-mail could not be sent");
    return "failed";
  }
}

async function viewOf(deps: InvitationDeps, id: string): Promise<InvitationView> {
  const [view] = await loadViews(deps, eq(userInvitations.id, id));
  return view!;
}

export async function createInvitation(
  deps: InvitationDeps,
  ctx: RequestContext,
  input: InviteUser,
): Promise<SentInvitationView> {
  assertCanInvite(ctx);
  const { db } = deps;
  const id = await db.transaction(async (tx) => {
    const org = await targetOrganization(tx, ctx, input.organizationId);
    const locationId = input.role === "admin" ? null : input.locationId;
    if (locationId) {
      const [location] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), eq(locations.organizationId, org.id)));
      if (!location) throw notFound("Location not found");
    }
    // One pending invitation per e-mail and organization, also when two admins invite at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invitation:${org.id}:${input.email}`}, 0))`);
    const member = await findUserByEmail(tx, input.email);
    if (member?.organizationId === org.id) throw conflict("This person is already a member of the organization");
    const [pending] = await tx
      .select({ id: userInvitations.id })
      .from(userInvitations)
      .where(
        and(
          eq(userInvitations.organizationId, org.id),
          eq(userInvitations.email, input.email),
          eq(userInvitations.status, "pending"),
          gt(userInvitations.expiresAt, new Date()),
        ),
      );
    if (pending) throw conflict("A pending invitation for this e-mail already exists");

    const row = { id: randomUUID(), expiresAt: newExpiry() };
    const token = await deps.tokens.tokenFor(row);
    const [created] = await tx
      .insert(userInvitations)
      .values({
        ...row,
        email: input.email,
        organizationId: org.id,
        locationId,
        role: input.role,
        invitedBy: ctx.user.id,
        token: hashToken(token),
      })
      .returning();
    await recordAudit(tx, ctx, { action: "create", entityType: "invitation", entityId: created!.id, after: invitationForAudit(created!) }, org.id);
    return created!.id;
  });
  const view = await viewOf(deps, id);
  return { ...view, delivery: await sendInvitation(deps, view, ctx.user) };
}

/** An invitation within the context's reach, locked for the change. Another organization's: 404. */
async function manageableInvitation(tx: DbOrTx, ctx: RequestContext, id: string): Promise<UserInvitation> {
  assertCanInvite(ctx);
  const scope = scopeOf(ctx);
  const [inv] = await tx
    .select()
    .from(userInvitations)
    .where(scope ? and(eq(userInvitations.id, id), scope) : eq(userInvitations.id, id))
    .for("update");
  if (!inv) throw notFound("Invitation not found");
  return inv;
}

/** A new token and a new 7-day expiry, e-mailed again. Only pending invitations. */
export async function resendInvitation(
  deps: InvitationDeps,
  ctx: RequestContext,
  id: string,
): Promise<SentInvitationView> {
  await deps.db.transaction(async (tx) => {
    const before = await manageableInvitation(tx, ctx, id);
    if (effectiveStatus(before) !== "pending") throw conflict("Only pending invitations can be resent");
    const expiresAt = newExpiry();
    const token = await deps.tokens.tokenFor({ id, expiresAt });
    const [after] = await tx
      .update(userInvitations)
      .set({ expiresAt, token: hashToken(token) })
      .where(eq(userInvitations.id, id))
      .returning();
    await recordAudit(
      tx,
      ctx,
      { action: "resend", entityType: "invitation", entityId: id, before: invitationForAudit(before), after: invitationForAudit(after!) },
      before.organizationId,
    );
  });
  const view = await viewOf(deps, id);
  return { ...view, delivery: await sendInvitation(deps, view, ctx.user) };
}

/** The link stops working at once. Pending (also past expiry) invitations only. */
export async function revokeInvitation(deps: InvitationDeps, ctx: RequestContext, id: string): Promise<InvitationView> {
  await deps.db.transaction(async (tx) => {
    const before = await manageableInvitation(tx, ctx, id);
    if (before.status !== "pending") throw conflict("Only pending invitations can be revoked");
    const [after] = await tx.update(userInvitations).set({ status: "revoked" }).where(eq(userInvitations.id, id)).returning();
    await recordAudit(
      tx,
      ctx,
      { action: "revoke", entityType: "invitation", entityId: id, before: invitationForAudit(before), after: invitationForAudit(after!) },
      before.organizationId,
    );
  });
  return viewOf(deps, id);
}

// ---------------------------------------------------------------------------------------------------
// Acceptance (the /invite/{token} page)

export type InvitationProblem =
  | "not_found"
  | "accepted"
  | "expired"
  | "revoked"
  | "wrong_account"
  | "account_exists"
  | "super_admin"
  | "other_organization"
  | "already_member";

export class InvitationUnavailable extends Error {
  constructor(readonly problem: InvitationProblem) {
    super(problem);
  }
}

export interface InvitationForAcceptance {
  invitation: UserInvitation;
  status: InvitationStatus;
  organizationName: string;
  locationName: string | null;
  /** The account that already uses the invited e-mail, if any. */
  existingUser: User | null;
}

export async function findInvitationByToken(db: DbOrTx, token: string): Promise<InvitationForAcceptance | null> {
  const [row] = await db
    .select({ inv: userInvitations, organizationName: organizations.name, locationName: locations.name })
    .from(userInvitations)
    .innerJoin(organizations, eq(organizations.id, userInvitations.organizationId))
    .leftJoin(locations, eq(locations.id, userInvitations.locationId))
    .where(eq(userInvitations.token, hashToken(token)));
  if (!row) return null;
  return {
    invitation: row.inv,
    status: effectiveStatus(row.inv),
    organizationName: row.organizationName,
    locationName: row.locationName,
    existingUser: (await findUserByEmail(db, row.inv.email)) ?? null,
  };
}

/** Why an existing account cannot take this invitation, if it cannot. */
export function accountProblem(user: User, inv: UserInvitation): InvitationProblem | null {
  if (user.role === "super_admin") return "super_admin";
  if (user.organizationId === inv.organizationId) return "already_member";
  if (user.organizationId) return "other_organization";
  return null;
}

export type Acceptor =
  | { userId: string }
  | { newUser: { firstName: string | null; lastName: string | null; passwordHash: string } };

/**
 * Accepts the invitation in one transaction: the row is locked, so a token works exactly once.
 * The user joins the organization with the invited role and, for managers and staff, the invited location.
 */
export async function acceptInvitation(db: Db, token: string, acceptor: Acceptor): Promise<User> {
  return db.transaction(async (tx) => {
    const [inv] = await tx.select().from(userInvitations).where(eq(userInvitations.token, hashToken(token))).for("update");
    if (!inv) throw new InvitationUnavailable("not_found");
    const status = effectiveStatus(inv);
    if (status !== "pending") throw new InvitationUnavailable(status as InvitationProblem);

    let user: User | undefined;
    if ("userId" in acceptor) {
      [user] = await tx.select().from(users).where(eq(users.id, acceptor.userId)).for("update");
      if (!user || user.email !== inv.email) throw new InvitationUnavailable("wrong_account");
    } else {
      if (await findUserByEmail(tx, inv.email)) throw new InvitationUnavailable("account_exists");
      [user] = await tx
        .insert(users)
        .values({ email: inv.email, role: "user", ...acceptor.newUser })
        .returning();
    }
    const problem = accountProblem(user!, inv);
    if (problem) throw new InvitationUnavailable(problem);

    const [joined] = await tx
      .update(users)
      .set({ organizationId: inv.organizationId, role: inv.role })
      .where(eq(users.id, user!.id))
      .returning();
    const locationIds = inv.role !== "admin" && inv.locationId ? [inv.locationId] : [];
    if (locationIds.length > 0) {
      await tx.insert(userLocations).values({ userId: joined!.id, locationId: locationIds[0]! }).onConflictDoNothing();
    }
    const [accepted] = await tx.update(userInvitations).set({ status: "accepted" }).where(eq(userInvitations.id, inv.id)).returning();

    const actor: RequestContext = {
      user: joined!,
      role: joined!.role,
      organizationId: inv.organizationId,
      isOrgAdmin: joined!.role === "admin",
      isSuperAdmin: false,
      impersonating: null,
      staffSeePayrollBudgets: false,
      locationIds,
      twoFactorSetupRequired: false,
    };
    await recordAudit(tx, actor, {
      action: "accept",
      entityType: "invitation",
      entityId: inv.id,
      before: invitationForAudit(inv),
      after: invitationForAudit(accepted!),
    });
    await recordAudit(tx, actor, {
      action: "join",
      entityType: "user",
      entityId: joined!.id,
      before: "userId" in acceptor ? userForAudit(user!) : null,
      after: userForAudit(joined!, locationIds),
    });
    await notifyInvitationAccepted(tx, { organizationId: inv.organizationId, invitationId: inv.id, email: inv.email, newUserId: joined!.id });
    return joined!;
  });
}
