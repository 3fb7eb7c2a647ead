import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { ApiTokenScope } from "@shared/schema";
import type { Db } from "../db/connection";
import { findLiveApiToken, touchApiToken } from "../features/api-tokens/store";
import { buildContext } from "./context";
import { forbidden, unauthorized } from "./errors";
import { PostgresRateLimitStore } from "./rate-limit-store";

declare module "express-serve-static-core" {
  interface Request {
    /** Set when the request was authenticated by a personal access token instead of a session. */
    apiToken?: { id: string; scope: ApiTokenScope };
  }
}

export const INVALID_TOKEN = "Invalid, expired or revoked API token";
export const READ_ONLY_TOKEN = "This API token can only read (GET). Create a read-write token to make changes.";
export const ACCOUNT_ROUTE_REFUSED = "API tokens cannot manage tokens, sessions, sign-in or impersonation. Use the app.";
export const TOO_MANY_TOKEN_REQUESTS = "Too many requests with this API token. Please wait a minute and try again.";

const READ_METHODS = new Set(["GET", "HEAD"]);
/** The account's own safety stays with a signed-in browser: a leaked token cannot mint tokens or end sessions. */
const ACCOUNT_ROUTES = /^\/api\/(profile\/(tokens|sessions|two-factor|passkeys|push)|super-admin\/(impersonate|stop-impersonate)|logout)(\/|$)/;

function bearerOf(req: Request): string | undefined {
  const header = req.get("authorization");
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * `Authorization: Bearer <personal access token>`: the request runs as the token's user in the token's organization,
 * with the context every route already reads (same permission rule, same tenancy), instead of any session. Goes after
 * the session's context loader and before everything that reads `req.ctx`.
 */
export function tokenAuth(db: Db) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const bearer = bearerOf(req);
    if (bearer === undefined) {
      if (req.get("authorization")?.match(/^Bearer\b/i)) throw unauthorized(INVALID_TOKEN);
      return next();
    }
    delete req.ctx;
    const token = await findLiveApiToken(db, bearer);
    if (!token) throw unauthorized(INVALID_TOKEN);
    const ctx = await buildContext(db, token.userId, undefined);
    // A user who left the token's organization (or was removed) no longer reaches it with the token.
    if (!ctx || ctx.organizationId !== token.organizationId) throw unauthorized(INVALID_TOKEN);
    req.ctx = ctx;
    req.apiToken = { id: token.id, scope: token.scope };
    const path = req.originalUrl.split("?")[0]!;
    if (ACCOUNT_ROUTES.test(path)) throw forbidden(ACCOUNT_ROUTE_REFUSED);
    if (token.scope === "read" && !READ_METHODS.has(req.method)) throw forbidden(READ_ONLY_TOKEN);
    await touchApiToken(db, token);
    next();
  };
}

/** Requests per minute per token, counted across instances; session requests are not counted here. */
export function tokenRateLimit(db: Db, perMinute: number) {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new PostgresRateLimitStore(db, "api-token"),
    skip: (req: Request) => !req.apiToken,
    keyGenerator: (req: Request) => req.apiToken!.id,
    handler: (_req: Request, res: Response) => void res.status(429).json({ message: TOO_MANY_TOKEN_REQUESTS }),
  });
}
