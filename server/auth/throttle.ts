import type { Request, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Db } from "../db/connection";
import { PostgresRateLimitStore } from "../http/rate-limit-store";
import { normalizeEmail } from "./users";

const WINDOW_MS = 15 * 60_000;

const emailOf = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? normalizeEmail(email) : "";
};

/**
 * Sign-in throttles: failed attempts per address and per account. Successful sign-ins do not count,
 * and the window is short, so a real user is never locked out for long. Counted in PostgreSQL, so the limits
 * hold across every instance.
 */
export function loginThrottles(db: Db, onLimited: (req: Request, res: Response) => void) {
  const common = {
    windowMs: WINDOW_MS,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    handler: (req: Request, res: Response) => onLimited(req, res),
  };
  return [
    rateLimit({
      ...common,
      limit: 30,
      store: new PostgresRateLimitStore(db, "login-ip"),
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ""),
    }),
    rateLimit({
      ...common,
      limit: 10,
      store: new PostgresRateLimitStore(db, "login-account"),
      keyGenerator: (req) => emailOf(req),
    }),
  ];
}
