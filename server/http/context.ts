import { and, eq } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import { locations, organizations, userLocations, users, type Role, type User } from "@shared/schema";
import { can, REFUSALS, type Action } from "@shared/domain/permissions";
import type { Db } from "../db/connection";
import { mustEnrolTwoFactor } from "../auth/totp";
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
  }
}

export async function buildContext(db: Db, userId: string, impersonatingOrgId: string | undefined): Promise<RequestContext | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const isSuperAdmin = user.role === "super_admin";

  const orgOf = async (id: string) =>
    (
      await db
        .select({ id: organizations.id, name: organizations.name, staffSeePayrollBudgets: organizations.staffSeePayrollBudgets })
        .from(organizations)
        .where(eq(organizations.id, id))
    )[0];
  let impersonating: RequestContext["impersonating"] = null;
  let org = isSuperAdmin && impersonatingOrgId ? await orgOf(impersonatingOrgId) : undefined;
  if (org) impersonating = { organizationId: org.id, organizationName: org.name };
  else if (user.organizationId) org = await orgOf(user.organizationId);
  const organizationId = impersonating?.organizationId ?? user.organizationId;
  const staffSeePayrollBudgets = org?.staffSeePayrollBudgets ?? false;
  const isOrgAdmin = organizationId !== null && (user.role === "admin" || isSuperAdmin);

  let locationIds: RequestContext["locationIds"] = "all";
  if (!isOrgAdmin) {
    if (!organizationId) locationIds = [];
    else {
      const rows = await db
        .select({ id: userLocations.locationId })
        .from(userLocations)
        .innerJoin(locations, eq(locations.id, userLocations.locationId))
        .where(and(eq(userLocations.userId, user.id), eq(locations.organizationId, organizationId)));
      locationIds = rows.map((r) => r.id);
    }
  }
  const twoFactorSetupRequired = await mustEnrolTwoFactor(db, user);
  return {
    user,
    role: user.role,
    organizationId,
    isOrgAdmin,
    isSuperAdmin,
    impersonating,
    staffSeePayrollBudgets,
    locationIds,
    twoFactorSetupRequired,
  };
}

/** Loads the context for a signed-in session; leaves `req.ctx` empty otherwise. */
export function loadContext(db: Db) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const userId = req.session?.userId;
    if (userId) {
      const ctx = await buildContext(db, userId, req.session.impersonatingOrganizationId);
      if (ctx) req.ctx = ctx;
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
