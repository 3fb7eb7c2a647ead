import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { notifyAccount } from "../features/account/events";
import { messagePage, signInPage } from "./pages";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password";
import { requestPasswordReset, resetPassword, resetTokenIsValid } from "./password-reset";
import { forgotPasswordPage, RESET_SENT, resetPasswordPage } from "./reset-pages";
import { accountThrottles, resetRequestThrottles } from "./throttle";

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const LINK_GONE = "This link has expired or was already used. Ask for a new one.";
const PASSWORD_CHANGED = "Your password was changed. Sign in with your new password.";
const USE_PROVIDER = "Your organization signs you in through its identity provider. Reset your password there.";

const requestSchema = z.object({ email: z.string().trim().toLowerCase().email("Enter a valid e-mail address").max(320) });
const resetSchema = z
  .object({
    token: z.string().max(100),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirm: z.string().optional(),
  })
  .refine((v) => v.confirm === undefined || v.confirm === v.password, { message: "The two passwords differ", path: ["confirm"] });

const wantsJson = (req: Request) => req.is("application/json") === "application/json";

/** "Forgot password?": a single-use link by e-mail (or the server log without SMTP), valid one hour. */
export function passwordResetRoutes(deps: AppDeps): Router {
  const { db, config, mailer, logger } = deps;
  const router = Router();
  const originOf = (req: Request) => config.appOrigin ?? `${req.protocol}://${req.get("host")}`;
  const noStore = (res: Response) => res.set("Cache-Control", "no-store");

  const reply = (req: Request, res: Response, status: number, message: string, html: string) => {
    noStore(res);
    if (wantsJson(req)) return res.status(status).json({ message });
    return res.status(status).type("html").send(html);
  };

  /** Mails the link, or tells an identity-provider account where to go. Runs after the answer has been sent. */
  const deliver = async (req: Request, email: string) => {
    const outcome = await requestPasswordReset(db, email);
    if (outcome.kind === "unknown") return;
    if (outcome.kind === "oidc") {
      await mailer.send({ to: outcome.user.email, subject: "Sous: resetting your password", text: USE_PROVIDER });
      return;
    }
    const link = `${originOf(req)}/api/reset-password/${outcome.token}`;
    await mailer.send({
      to: outcome.user.email,
      subject: "Sous: choose a new password",
      text: `Someone (hopefully you) asked to reset the password of your Sous account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.`,
    });
  };

  router.get("/api/forgot-password", (_req, res) => {
    noStore(res);
    if (config.oidc) return res.type("html").send(messagePage("Forgot password?", USE_PROVIDER, { href: "/api/login", label: "Sign in" }));
    return res.type("html").send(forgotPasswordPage());
  });

  router.post(
    "/api/forgot-password",
    ...resetRequestThrottles(db, (req, res) => reply(req, res, 429, TOO_MANY, forgotPasswordPage({ error: TOO_MANY }))),
    (req, res) => {
      if (config.oidc) return reply(req, res, 400, USE_PROVIDER, messagePage("Forgot password?", USE_PROVIDER, { href: "/api/login", label: "Sign in" }));
      const parsed = requestSchema.safeParse(req.body);
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        return reply(req, res, 400, message, forgotPasswordPage({ error: message }));
      }
      // Answer first, the same for every address: the lookup and the e-mail must not show in the response time.
      reply(req, res, 200, RESET_SENT, forgotPasswordPage({ sent: true }));
      deliver(req, parsed.data.email).catch((err: unknown) => logger.error({ err }, "password reset e-mail failed"));
    },
  );

  router.get("/api/reset-password/:token", async (req, res) => {
    const token = String(req.params.token);
    if (!(await resetTokenIsValid(db, token))) {
      return reply(req, res, 400, LINK_GONE, messagePage("Link expired", LINK_GONE, { href: "/api/forgot-password", label: "Send a new link" }));
    }
    return reply(req, res, 200, "", resetPasswordPage({ token }));
  });

  const tokenOf = (req: Request) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    return typeof token === "string" ? token.slice(0, 100) : "";
  };

  router.post(
    "/api/reset-password",
    ...accountThrottles(db, {
      name: "reset",
      perAddress: 30,
      perAccount: 10,
      accountOf: tokenOf,
      failuresOnly: true,
      onLimited: (req, res) => reply(req, res, 429, TOO_MANY, messagePage("Too many attempts", TOO_MANY)),
    }),
    async (req, res) => {
      const parsed = resetSchema.safeParse(req.body);
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        return reply(req, res, 400, message, resetPasswordPage({ token: tokenOf(req), error: message }));
      }
      const user = await resetPassword(db, parsed.data.token, await hashPassword(parsed.data.password), req.sessionID);
      if (!user) {
        return reply(req, res, 400, LINK_GONE, messagePage("Link expired", LINK_GONE, { href: "/api/forgot-password", label: "Send a new link" }));
      }
      await notifyAccount(db, deps, user, {
        title: "Your password was changed",
        body: "Your password was reset with a link sent to your e-mail, and your account was signed out everywhere else.",
      });
      return reply(req, res, 200, PASSWORD_CHANGED, signInPage({ notice: PASSWORD_CHANGED, email: user.email, signupOpen: config.allowSignup }));
    },
  );

  return router;
}
