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

interface ThrottleOptions {
  /** Counter names in `rate_limit_hits`, one per limiter. */
  name: string;
  perAddress: number;
  perAccount: number;
  /** The account a request is about (an e-mail, a user id); "" counts nothing per account. */
  accountOf: (req: Request) => string;
  /** Count only failures (sign-in, codes), or every request (a reset e-mail is work and mail whatever the outcome). */
  failuresOnly: boolean;
  onLimited: (req: Request, res: Response) => void;
}

/** Two limiters counted in PostgreSQL (so the limits hold across every instance): per address and per account. */
export function accountThrottles(db: Db, o: ThrottleOptions) {
  const common = {
    windowMs: WINDOW_MS,
    skipSuccessfulRequests: o.failuresOnly,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    handler: (req: Request, res: Response) => o.onLimited(req, res),
  };
  return [
    rateLimit({
      ...common,
      limit: o.perAddress,
      store: new PostgresRateLimitStore(db, `${o.name}-ip`),
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ""),
    }),
    rateLimit({
      ...common,
      limit: o.perAccount,
      store: new PostgresRateLimitStore(db, `${o.name}-account`),
      keyGenerator: (req) => o.accountOf(req),
      skip: (req) => o.accountOf(req) === "",
    }),
  ];
}

/**
 * Sign-in throttles: failed attempts per address and per account. Successful sign-ins do not count,
 * and the window is short, so a real user is never locked out for long.
 */
export const loginThrottles = (db: Db, onLimited: ThrottleOptions["onLimited"]) =>
  accountThrottles(db, { name: "login", perAddress: 30, perAccount: 10, accountOf: emailOf, failuresOnly: true, onLimited });

/** "Forgot password?" requests: every request counts (each may send an e-mail), per address and per account. */
export const resetRequestThrottles = (db: Db, onLimited: ThrottleOptions["onLimited"]) =>
  accountThrottles(db, { name: "reset-request", perAddress: 20, perAccount: 5, accountOf: emailOf, failuresOnly: false, onLimited });
