import type { NextFunction, Request, Response } from "express";
import type { Role, User } from "@shared/schema";
import { can, REFUSALS, type Action } from "@shared/domain/permissions";
import type { DbOrTx } from "../db/connection";
import { canEnrolTwoFactor } from "../auth/totp";
import { readContextRow, type ContextRow } from "./context-query";
import { forbidden, unauthorized } from "./errors";

declare module "express-session" {
  interface SessionData {
    userId?: string;
    impersonatingOrganizationId?: string;
    /** Password checked, second factor awaited: not signed in yet. */
    pendingTwoFactor?: { userId: string; next: string; startedAt: number };
    /** OIDC round trip state. */
    oidc?: { state: string; nonce: string; codeVerifier: string; next?: string };
  }
}

/** Who is asking, and what they may reach. Built once per request from the session and the database. */
export interface RequestContext {
  user: User;
  /** The user's own role. */
  role: Role;
  /** The organization every query is scoped to: the impersonated one while a super admin impersonates. */
  organizationId: string | null;
  /** Admin rights in `organizationId`: an admin, or a super admin (own organization or impersonating). */
  isOrgAdmin: boolean;
  isSuperAdmin: boolean;
  impersonating: { organizationId: string; organizationName: string } | null;
  /** The organization lets staff see payroll and budgets (false without an organization). */
  staffSeePayrollBudgets: boolean;
  /** Locations of `organizationId` this user may touch; "all" for organization admins. */
  locationIds: "all" | string[];
  /** The organization or the platform requires a second factor this local account lacks: only enrolment is open. */
  twoFactorSetupRequired: boolean;
}

declare module "express-serve-static-core" {
  interface Request {
    ctx?: RequestContext;
    /** The context row the session store read with this request's session (see loadContext). */
    sessionContextRow?: { sid: string; impersonatingOrgId: string | undefined; row: ContextRow | null };
  }
}

/** The context of a user (null when the user no longer exists), read in one statement. */
export async function buildContext(db: DbOrTx, userId: string, impersonatingOrgId: string | undefined): Promise<RequestContext | null> {
  const row = await readContextRow(db, userId, impersonatingOrgId);
  return row ? contextFrom(row) : null;
}

/** The request context a context row describes (the rules only; the row was read with the session's ids). */
export function contextFrom(row: ContextRow): RequestContext {
  const { user } = row;
  const isSuperAdmin = user.role === "super_admin";
  const impersonating = isSuperAdmin && row.impersonated ? { organizationId: row.impersonated.id, organizationName: row.impersonated.name } : null;
  const org = (isSuperAdmin ? row.impersonated : null) ?? (user.organizationId ? row.ownOrganization : null);
  const organizationId = impersonating?.organizationId ?? user.organizationId;
  const isOrgAdmin = organizationId !== null && (user.role === "admin" || isSuperAdmin);
  const locationIds: RequestContext["locationIds"] = isOrgAdmin ? "all" : organizationId ? row.assignedLocationIds : [];
  const twoFactorRequired = Boolean(row.platformRequiresTwoFactor) || Boolean(user.organizationId && row.ownOrganization?.requireTwoFactor) ||
    // A super admin impersonating an organization that requires it is held to that organization's rule too.
    Boolean(impersonating && row.impersonated?.requireTwoFactor);
  return {
    user,
    role: user.role,
    organizationId,
    isOrgAdmin,
    isSuperAdmin,
    impersonating,
    staffSeePayrollBudgets: org?.staffSeePayrollBudgets ?? false,
    locationIds,
    twoFactorSetupRequired: twoFactorRequired && canEnrolTwoFactor(user) && !row.hasPasskey,
  };
}

/**
 * Loads the context for a signed-in session; leaves `req.ctx` empty otherwise. The session store read the
 * context row with the session (server/auth/session.ts); a session without one (a store that did not) reads it here.
 */
export function loadContext(db: DbOrTx) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const userId = req.session?.userId;
    if (userId) {
      const read = req.sessionContextRow;
      const row =
        read && read.sid === req.sessionID && read.row?.user.id === userId && read.impersonatingOrgId === req.session.impersonatingOrganizationId
          ? read.row
          : await readContextRow(db, userId, req.session.impersonatingOrganizationId);
      if (row) req.ctx = contextFrom(row);
      else delete req.session.userId;
    }
    next();
  };
}

/** The context of a signed-in request; 401 when signed out. */
export function ctxOf(req: Request): RequestContext {
  if (!req.ctx) throw unauthorized();
  return req.ctx;
}

export function requireAuth(req: Request, _res: Response, next: NextFunction) {
  ctxOf(req);
  next();
}

export function requireOrgAdmin(req: Request, _res: Response, next: NextFunction) {
  const ctx = ctxOf(req);
  if (!ctx.isOrgAdmin) throw forbidden("Only administrators can do that");
  next();
}

/** 403 unless the shared permission rule (shared/domain/permissions.ts) allows the action; `message` says it for this route. */
export function requirePermission(action: Action, message: string = REFUSALS[action]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!can(ctxOf(req), action)) throw forbidden(message);
    next();
  };
}

export function requireSuperAdmin(req: Request, _res: Response, next: NextFunction) {
  const ctx = ctxOf(req);
  if (!ctx.isSuperAdmin) throw forbidden("This area is restricted to super administrators only.");
  next();
}
