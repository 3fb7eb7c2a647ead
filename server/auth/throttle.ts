import type { NextFunction, Request, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { PostgresRateLimitStore } from "../http/rate-limit-store";
import { knownDeviceOf } from "./device-cookie";
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

const commonOf = (o: Pick<ThrottleOptions, "failuresOnly" | "onLimited">) => ({
  windowMs: WINDOW_MS,
  skipSuccessfulRequests: o.failuresOnly,
  standardHeaders: "draft-8" as const,
  legacyHeaders: false,
  handler: (req: Request, res: Response) => o.onLimited(req, res),
});

/** The per-account limiter of `accountThrottles`, on its own (another route counting into the same account counter). */
export function accountLimiter(db: Db, o: Omit<ThrottleOptions, "perAddress"> & { skip?: (req: Request) => boolean }) {
  return rateLimit({
    ...commonOf(o),
    limit: o.perAccount,
    store: new PostgresRateLimitStore(db, `${o.name}-account`),
    keyGenerator: (req) => o.accountOf(req),
    skip: (req) => o.accountOf(req) === "" || (o.skip?.(req) ?? false),
  });
}

/** Two limiters counted in PostgreSQL (so the limits hold across every instance): per address and per account. */
export function accountThrottles(db: Db, o: ThrottleOptions) {
  return [
    rateLimit({
      ...commonOf(o),
      limit: o.perAddress,
      store: new PostgresRateLimitStore(db, `${o.name}-ip`),
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ""),
    }),
    accountLimiter(db, o),
  ];
}

/**
 * Sign-in throttles: failed attempts per address and per account. Successful sign-ins do not count,
 * and the window is short, so a real user is never locked out for long.
 *
 * A browser with a valid device cookie for the account (it signed in to it before) is exempt from the address and
 * account limits, so strangers' wrong passwords cannot lock the owner out (issue 33, defect 8); its own failures
 * count on a counter of its own (10 per window). Unknown browsers are slowed progressively as the account's failures
 * grow, before the password is checked.
 */
export const loginThrottles = (db: Db, config: Config, onLimited: ThrottleOptions["onLimited"]) => {
  const known = (req: Request) => knownDeviceOf(req, config, emailOf(req)) !== null;
  const accountStore = new PostgresRateLimitStore(db, "login-account");
  return [
    rateLimit({
      ...commonOf({ failuresOnly: true, onLimited }),
      limit: 30,
      store: new PostgresRateLimitStore(db, "login-ip"),
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ""),
      skip: known,
    }),
    rateLimit({
      ...commonOf({ failuresOnly: true, onLimited }),
      limit: LOGIN_PER_ACCOUNT,
      store: accountStore,
      keyGenerator: emailOf,
      skip: (req) => emailOf(req) === "" || known(req),
    }),
    rateLimit({
      ...commonOf({ failuresOnly: true, onLimited }),
      limit: LOGIN_PER_DEVICE,
      store: new PostgresRateLimitStore(db, "login-device"),
      keyGenerator: (req) => knownDeviceOf(req, config, emailOf(req)) ?? "",
      skip: (req) => !known(req),
    }),
    async (req: Request, _res: Response, next: NextFunction) => {
      const email = emailOf(req);
      if (email && !known(req)) {
        const hits = (await accountStore.get(email))?.totalHits ?? 0;
        const delay = slowdownMs(hits);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      }
      next();
    },
  ];
};

/** Failures an account takes from unknown browsers before they are slowed; then 100 ms, doubling, at most 2 s. */
const SLOWDOWN_AFTER = 4;
export const slowdownMs = (accountFailures: number) =>
  accountFailures <= SLOWDOWN_AFTER ? 0 : Math.min(100 * 2 ** (accountFailures - SLOWDOWN_AFTER - 1), 2_000);

const LOGIN_PER_DEVICE = 10;
const LOGIN_PER_ACCOUNT = 10;

/**
 * The sign-in's per-account counter for another way in with a password (accepting an invitation as an existing
 * account): its wrong passwords count against the same account as the sign-in form's, and, as on the sign-in form,
 * a browser that signed in to the account before is exempt, so strangers' failures cannot keep its owner out.
 * (Such a browser still meets the route's per-address and per-invitation limits.)
 */
export const loginAccountLimiter = (db: Db, config: Config, accountOf: (req: Request) => string, onLimited: ThrottleOptions["onLimited"]) => {
  const account = (req: Request) => normalizeEmail(accountOf(req));
  return accountLimiter(db, {
    name: "login",
    perAccount: LOGIN_PER_ACCOUNT,
    accountOf: account,
    failuresOnly: true,
    onLimited,
    skip: (req) => knownDeviceOf(req, config, account(req)) !== null,
  });
};

/** "Forgot password?" requests: every request counts (each may send an e-mail), per address and per account. */
export const resetRequestThrottles = (db: Db, onLimited: ThrottleOptions["onLimited"]) =>
  accountThrottles(db, { name: "reset-request", perAddress: 20, perAccount: 5, accountOf: emailOf, failuresOnly: false, onLimited });
