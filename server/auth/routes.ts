import { forgetPushOfSessions } from "../features/push/sessions";
import { publicSessionId } from "../features/sessions/store";
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { ctxOf } from "../http/context";
import { rememberDevice } from "./device-cookie";
import { SESSION_COOKIE } from "./session";
import { hasSecondFactor } from "./second-factor";
import { startPendingTwoFactor, startSession } from "./session-start";
import { OidcSignIn, upsertOidcUser } from "./oidc";
import { messagePage, signInPage, signOutPage, signUpPage } from "./pages";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from "./password";
import { loginThrottles } from "./throttle";
import { SIGNUP_CLOSED } from "./signup-gate";
import { countUsers, createLocalUser, findUserByEmail, presentCurrentUser } from "./users";

const INVALID_CREDENTIALS = "Invalid e-mail or password.";
const TOO_MANY = "Too many sign-in attempts. Please wait a few minutes and try again.";

const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  next: z.string().optional(),
});

const signupSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid e-mail address").max(320),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

const wantsJson = (req: Request) => req.is("application/json") === "application/json";

/** Only same-site relative paths: never an open redirect. */
const safeNext = (next: string | undefined) => (next && /^\/(?![/\\])/.test(next) ? next : "/");

/** Starts a fresh session for the user (new id: no session fixation). */
export const signIn = (req: Request, userId: string): Promise<void> => startSession(req, userId);

export function authRoutes(db: Db, config: Config): Router {
  const router = Router();
  const oidc = config.oidc ? new OidcSignIn(config.oidc) : undefined;
  const originOf = (req: Request) => config.appOrigin ?? `${req.protocol}://${req.get("host")}`;

  const respondLoginError = (req: Request, res: Response, status: number, message: string, email?: string) => {
    if (wantsJson(req)) return res.status(status).json({ message });
    return res.status(status).type("html").send(signInPage({ error: message, email, signupOpen: config.allowSignup, passkeys: config.passkeys }));
  };

  router.get("/api/login", async (req, res) => {
    const next = safeNext(typeof req.query.next === "string" ? req.query.next : undefined);
    if (req.ctx) return res.redirect(next);
    if (oidc) {
      const { url, check } = await oidc.start(`${originOf(req)}/api/callback`);
      // `next` survives the round trip (e.g. back to an invitation page after signing in).
      req.session.oidc = { ...check, next };
      await new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
      return res.redirect(url);
    }
    if ((await countUsers(db)) === 0) return res.type("html").send(signUpPage({ first: true }));
    return res.type("html").send(signInPage({ signupOpen: config.allowSignup, next: next === "/" ? undefined : next, passkeys: config.passkeys }));
  });

  router.post("/api/login", ...loginThrottles(db, config, (req, res) => respondLoginError(req, res, 429, TOO_MANY)), async (req, res) => {
    const parsed = credentialsSchema.safeParse(req.body);
    if (!parsed.success) return respondLoginError(req, res, 401, INVALID_CREDENTIALS);
    const { email, password, next } = parsed.data;
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.passwordHash);
    if (!user || !ok) return respondLoginError(req, res, 401, INVALID_CREDENTIALS, email);
    // The password was right: this browser has proved itself for the account (its own lockout exemption).
    rememberDevice(req, res, config, user.email);
    if (await hasSecondFactor(db, user)) {
      // The password was right; the session is not signed in until the second factor is.
      await startPendingTwoFactor(req, user.id, safeNext(next));
      if (wantsJson(req)) return res.json({ twoFactorRequired: true });
      return res.redirect(303, "/api/login/two-factor");
    }
    await signIn(req, user.id);
    if (wantsJson(req)) return res.json({ ok: true });
    return res.redirect(303, safeNext(next));
  });

  router.get("/api/signup", async (req, res) => {
    const first = (await countUsers(db)) === 0;
    if (!first && !config.allowSignup) return res.redirect("/api/login");
    return res.type("html").send(signUpPage({ first }));
  });

  // The per-address limit and a closed sign-up are decided before this, by signupGate (app.ts).
  router.post("/api/signup", async (req, res) => {
    const parsed = signupSchema.safeParse(req.body);
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const values = { email: body.email, firstName: body.firstName, lastName: body.lastName };
    const first = (await countUsers(db)) === 0;
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid input";
      if (wantsJson(req)) return res.status(400).json({ message, errors: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) });
      return res.status(400).type("html").send(signUpPage({ first, error: message, values }));
    }
    const result = await createLocalUser(db, parsed.data, { allowWhenNotFirst: config.allowSignup });
    if ("refused" in result) {
      const status = result.refused === "signup-closed" ? 403 : 409;
      const message =
        result.refused === "signup-closed"
          ? SIGNUP_CLOSED
          : "Could not create the account. If you already have one, sign in instead.";
      if (wantsJson(req)) return res.status(status).json({ message });
      return res.status(status).type("html").send(signUpPage({ first: false, error: message, values }));
    }
    await signIn(req, result.user.id);
    if (wantsJson(req)) return res.status(201).json({ ok: true });
    return res.redirect(303, "/");
  });

  router.get("/api/callback", async (req, res) => {
    const check = req.session.oidc;
    if (!oidc || !check) return res.redirect("/api/login");
    delete req.session.oidc;
    try {
      const identity = await oidc.finish(new URL(req.originalUrl, originOf(req)), check);
      const user = await upsertOidcUser(db, identity);
      await signIn(req, user.id);
      return res.redirect(safeNext(check.next));
    } catch (err) {
      req.log?.warn({ err }, "OIDC sign-in failed");
      return res
        .status(401)
        .type("html")
        .send(messagePage("Sign-in failed", "The identity provider did not confirm your sign-in.", { href: "/api/login", label: "Try again" }));
    }
  });

  // Signing out changes state, so it is a POST (behind the same-origin check): a cross-site GET cannot sign anyone out.
  router.get("/api/logout", (req, res) => {
    res.type("html").send(signOutPage(Boolean(req.ctx || req.session.pendingTwoFactor)));
  });

  router.post("/api/logout", async (req, res) => {
    // Best effort: signing out must not fail because of it.
    await forgetPushOfSessions(db, [publicSessionId(req.sessionID)]).catch(() => undefined);
    req.session.destroy(() => {
      res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: config.secureCookies });
      if (wantsJson(req)) return res.status(204).end();
      return res.redirect(303, "/");
    });
  });

  router.get("/api/auth/user", (req, res) => {
    res.json(presentCurrentUser(ctxOf(req)));
  });

  return router;
}
