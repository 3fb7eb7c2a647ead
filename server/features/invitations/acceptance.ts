import { hasSecondFactor } from "../../auth/second-factor";
import { createHash } from "node:crypto";
import { Router, type Request, type Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { z } from "zod";
import { roleLabel } from "@shared/domain/user";
import { messagePage } from "../../auth/pages";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from "../../auth/password";
import { signIn } from "../../auth/routes";
import { startPendingTwoFactor } from "../../auth/session-start";
import { loginAccountLimiter } from "../../auth/throttle";
import type { AppDeps } from "../../deps";
import { PostgresRateLimitStore } from "../../http/rate-limit-store";
import { invitePage, problemText, type InvitationFacts, type InviteMode } from "./pages";
import {
  acceptInvitation,
  accountProblem,
  findInvitationByToken,
  InvitationUnavailable,
  type Acceptor,
  type InvitationForAcceptance,
  type InvitationProblem,
} from "./service";
import { TOKEN_PATTERN } from "./token";

const newAccountSchema = z.object({
  firstName: z.string().trim().min(1, "Enter your first name").max(100, "First name is too long"),
  lastName: z.string().trim().min(1, "Enter your last name").max(100, "Last name is too long"),
  password: z
    .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

const wantsJson = (req: Request) => req.is("application/json") === "application/json";
const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The invitation link: GET /invite/{token} (the address in the e-mail) leads to /api/invite/{token}, where
 * the session is known. The page shows the organization and role; a new person sets a name and password,
 * an existing account signs in (password, or single sign-on when configured); the POST accepts.
 */
export function acceptanceRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const ssoHref = (token: string) => (config.oidc ? `/api/login?next=${encodeURIComponent(`/api/invite/${token}`)}` : undefined);

  const sendProblem = (req: Request, res: Response, problem: InvitationProblem, found?: InvitationForAcceptance) => {
    const p = problemText(problem, found && { email: found.invitation.email, organizationName: found.organizationName });
    if (wantsJson(req)) return res.status(p.status).json({ message: p.message });
    return res.status(p.status).type("html").send(messagePage(p.title, p.message, p.link));
  };

  const facts = (token: string, found: InvitationForAcceptance): InvitationFacts => ({
    token,
    email: found.invitation.email,
    organizationName: found.organizationName,
    roleLabel: roleLabel(found.invitation.role),
    locationName: found.locationName,
  });

  /** What the visitor can do with a pending invitation, or why they cannot. */
  const modeFor = (req: Request, found: InvitationForAcceptance): InviteMode | InvitationProblem => {
    const ctx = req.ctx;
    if (ctx) {
      if (ctx.user.email !== found.invitation.email) return { kind: "other-account", signedInEmail: ctx.user.email };
      return accountProblem(ctx.user, found.invitation) ?? { kind: "signed-in" };
    }
    if (found.existingUser) {
      return accountProblem(found.existingUser, found.invitation) ?? { kind: "existing", hasPassword: !!found.existingUser.passwordHash };
    }
    return { kind: "new" };
  };

  const renderPage = (req: Request, res: Response, status: number, token: string, found: InvitationForAcceptance, mode: InviteMode, error?: string) => {
    if (wantsJson(req)) return res.status(status).json({ message: error ?? "ok" });
    return res.status(status).type("html").send(invitePage(facts(token, found), mode, { error, ssoHref: ssoHref(token) }));
  };

  /** The pending invitation behind a token, or the problem page already sent. */
  const load = async (req: Request, res: Response): Promise<{ token: string; found: InvitationForAcceptance } | null> => {
    const token = String(req.params.token ?? "");
    const found = TOKEN_PATTERN.test(token) ? await findInvitationByToken(db, token) : null;
    if (!found) {
      sendProblem(req, res, "not_found");
      return null;
    }
    if (found.status !== "pending") {
      sendProblem(req, res, found.status as InvitationProblem, found);
      return null;
    }
    return { token, found };
  };

  router.get("/invite/:token", (req, res) => {
    res.redirect(302, `/api/invite/${encodeURIComponent(String(req.params.token))}`);
  });

  router.get("/api/invite/:token", async (req, res) => {
    const loaded = await load(req, res);
    if (!loaded) return;
    const mode = modeFor(req, loaded.found);
    if (typeof mode === "string") return sendProblem(req, res, mode, loaded.found);
    return renderPage(req, res, 200, loaded.token, loaded.found, mode);
  });

  const tooMany = (req: Request, res: Response) => {
    const message = "Too many attempts. Please wait a few minutes and try again.";
    if (wantsJson(req)) return res.status(429).json({ message });
    return res.status(429).type("html").send(messagePage("Too many attempts", message));
  };

  // Wrong passwords count against the address and the invitation; successful acceptances do not.
  const throttle = (limit: number, prefix: string, key: (req: Request) => string) =>
    rateLimit({
      store: new PostgresRateLimitStore(db, prefix),
      windowMs: 15 * 60_000,
      limit,
      skipSuccessfulRequests: true,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: key,
      handler: tooMany,
    });

  /** The invited e-mail, for the sign-in's per-account counter (an existing account's password is checked here too). */
  const invitedEmail = async (req: Request, res: Response, next: () => void) => {
    const token = String(req.params.token ?? "");
    const found = TOKEN_PATTERN.test(token) ? await findInvitationByToken(db, token) : null;
    res.locals.invitedEmail = found?.existingUser ? found.invitation.email : "";
    next();
  };

  router.post(
    "/api/invite/:token",
    throttle(30, "invite-ip", (req) => ipKeyGenerator(req.ip ?? "")),
    invitedEmail,
    loginAccountLimiter(db, config, (req) => String(req.res?.locals.invitedEmail ?? ""), tooMany),
    // The token is a secret: the counter is kept under its hash.
    throttle(10, "invite-token", (req) => createHash("sha256").update(String(req.params.token)).digest("hex")),
    async (req, res) => {
      const loaded = await load(req, res);
      if (!loaded) return;
      const { token, found } = loaded;
      const mode = modeFor(req, found);
      if (typeof mode === "string") return sendProblem(req, res, mode, found);
      const body = bodyOf(req);

      let acceptor: Acceptor;
      switch (mode.kind) {
        case "other-account":
          return renderPage(req, res, 403, token, found, mode, problemText("wrong_account").message);
        case "signed-in":
          acceptor = { userId: req.ctx!.user.id };
          break;
        case "existing": {
          const ok = await verifyPassword(text(body.password), found.existingUser?.passwordHash);
          if (!ok) return renderPage(req, res, 401, token, found, mode, "Invalid password.");
          if (await hasSecondFactor(db, found.existingUser!)) {
            // The password alone does not sign this account in: the second factor first, then back here to accept.
            await startPendingTwoFactor(req, found.existingUser!.id, `/api/invite/${token}`);
            if (wantsJson(req)) return res.json({ twoFactorRequired: true });
            return res.redirect(303, "/api/login/two-factor");
          }
          acceptor = { userId: found.existingUser!.id };
          break;
        }
        case "new": {
          if (config.oidc) return renderPage(req, res, 400, token, found, mode, "Continue with single sign-on to accept.");
          const parsed = newAccountSchema.safeParse({ firstName: text(body.firstName), lastName: text(body.lastName), password: body.password });
          const values = { firstName: text(body.firstName), lastName: text(body.lastName) };
          if (!parsed.success) {
            return renderPage(req, res, 400, token, found, { kind: "new", values }, parsed.error.issues[0]?.message ?? "Invalid input");
          }
          const { firstName, lastName, password } = parsed.data;
          acceptor = { newUser: { firstName, lastName, passwordHash: await hashPassword(password) } };
          break;
        }
      }

      try {
        const user = await acceptInvitation(db, token, acceptor);
        await signIn(req, user.id);
      } catch (err) {
        if (!(err instanceof InvitationUnavailable)) throw err;
        if (err.problem === "account_exists") {
          return renderPage(req, res, 409, token, found, { kind: "existing", hasPassword: true }, problemText("account_exists").message);
        }
        return sendProblem(req, res, err.problem, found);
      }
      if (wantsJson(req)) return res.json({ ok: true });
      return res.redirect(303, "/");
    },
  );

  return router;
}
