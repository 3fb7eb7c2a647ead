import type { NextFunction, Request, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { LocalFirstLimit } from "../http/local-first-limit";
import { PostgresRateLimitStore } from "../http/rate-limit-store";
import { signUpPage } from "./pages";
import { countUsers } from "./users";

/** Refusals (closed, taken, invalid) one address may receive in a window; an account made does not count. */
export const SIGNUP_REFUSALS_PER_ADDRESS = 30;
const WINDOW_MS = 15 * 60_000;

export const SIGNUP_CLOSED = "Sign-up is closed. Ask an administrator for an invitation.";
export const TOO_MANY_SIGNUPS = "Too many sign-up attempts. Please wait a few minutes and try again.";

const wantsJson = (req: Request) => req.is("application/json") === "application/json";

function refuse(req: Request, res: Response, status: number, message: string) {
  if (wantsJson(req)) return res.status(status).json({ message });
  return res.status(status).type("html").send(signUpPage({ first: false, error: message }));
}

/**
 * In front of `POST /api/signup`, before the body is parsed or a session read (issue 33 #1): an address that has
 * used its refusals gets 429, and a closed sign-up gets 403, both decided in memory — the per-address count is a
 * LocalFirstLimit (shared with the other instances through `rate_limit_hits`, counter `signup-ip`, a few writes
 * per window rather than one per refusal), and "is there an account yet" is asked of the database until the
 * answer is yes (then it stays yes: the last account is never removed). Refusals further on (address taken,
 * invalid input, the first account made elsewhere meanwhile) are counted when they are answered.
 */
export function signupGate(db: Db, config: Config) {
  const limit = new LocalFirstLimit(new PostgresRateLimitStore(db, "signup-ip"), SIGNUP_REFUSALS_PER_ADDRESS, WINDOW_MS);
  let accountsExist = false;
  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    const address = ipKeyGenerator(req.ip ?? "");
    if (limit.limited(address)) return refuse(req, res, 429, TOO_MANY_SIGNUPS);
    if (!config.allowSignup) accountsExist ||= (await countUsers(db)) > 0;
    if (!config.allowSignup && accountsExist) {
      limit.hit(address);
      return refuse(req, res, 403, SIGNUP_CLOSED);
    }
    res.on("finish", () => {
      if (res.statusCode >= 400 && res.statusCode !== 429) limit.hit(address);
    });
    next();
  };
  return Object.assign(middleware, { limit });
}
