import type { NextFunction, Request, Response } from "express";
import { forbidden } from "./errors";

export const TWO_FACTOR_SETUP_REQUIRED = "Two-factor sign-in is required for your account. Set it up on your Profile to continue.";

/** What a signed-in user who must enrol first may still do: see who they are, enrol, sign out. */
const OPEN = new Set([
  "GET /api/auth/user",
  "GET /api/profile",
  "GET /api/profile/two-factor",
  "POST /api/profile/two-factor/setup",
  "POST /api/profile/two-factor/enable",
  "GET /api/profile/passkeys",
  "POST /api/profile/passkeys/options",
  "POST /api/profile/passkeys",
  "GET /api/logout",
  "POST /api/logout",
]);

const CONFIRMATION_LINK = /^\/api\/two-factor\/confirm\/[A-Za-z0-9_-]+$/;

/**
 * Where the organization or the platform requires a second factor, a local account without one reaches nothing
 * else until it has enrolled (403), whichever session it uses: the requirement takes effect at its next request.
 */
export function twoFactorGate(req: Request, _res: Response, next: NextFunction) {
  if (req.ctx?.twoFactorSetupRequired) {
    const path = req.originalUrl.split("?")[0]!.replace(/\/$/, "");
    // The e-mailed link that confirms an enrolment (opened in the browser that is held at enrolment, most likely).
    if (!OPEN.has(`${req.method} ${path}`) && !CONFIRMATION_LINK.test(path)) throw forbidden(TWO_FACTOR_SETUP_REQUIRED);
  }
  next();
}
