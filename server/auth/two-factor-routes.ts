import { eq } from "drizzle-orm";
import { Router, type Request, type Response } from "express";
import { users } from "@shared/schema";
import type { AppDeps } from "../deps";
import { notifyAccount, recordAccountAudit } from "../features/account/events";
import { errorBox, layout, passkeyButton, passkeyScripts, signOutForm } from "./pages";
import { rememberDevice } from "./device-cookie";
import { hasActivePasskey } from "./passkeys";
import { startSession } from "./session-start";
import { accountThrottles } from "./throttle";
import { recoveryCodesLeft, useSecondFactor } from "./totp";

const WRONG_CODE = "That code did not work. Enter the current code from your authenticator app, or a recovery code.";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
/** How long the password stays checked while the code is awaited. */
const PENDING_MS = 10 * 60_000;

/** The second step: a code from the authenticator app (with a recovery code beside it) and/or a passkey. */
function twoFactorPage(ways: { totp: boolean; passkey: boolean }, error?: string): string {
  const codeForm = `<p>Enter the 6-digit code from your authenticator app.</p>${errorBox(error)}
<form method="post" action="/api/login/two-factor">
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="20" autofocus aria-describedby="code-hint">
<p id="code-hint" style="margin:6px 0 0;font-size:.8rem">Lost your phone? Enter one of your recovery codes instead.</p>
<button type="submit">Verify</button></form>`;
  return layout(
    "Two-factor sign-in",
    `<h1>Two-factor sign-in</h1>${ways.totp ? codeForm : errorBox(error)}${ways.passkey ? passkeyButton("Use a passkey") : ""}
${signOutForm("Cancel", true)}`,
    ways.passkey ? passkeyScripts : "",
  );
}

const wantsJson = (req: Request) => req.is("application/json") === "application/json";

/** The second step of signing in for an account with two-factor sign-in: a TOTP code or a recovery code. */
export function twoFactorSignInRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();

  const pendingOf = (req: Request) => {
    const pending = req.session.pendingTwoFactor;
    return pending && Date.now() - pending.startedAt < PENDING_MS ? pending : undefined;
  };
  const waysOf = async (userId: string | undefined) => {
    const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)) : [];
    return { totp: !!user?.totpSecret, passkey: deps.config.passkeys && !!user && (await hasActivePasskey(db, user.id)) };
  };
  const refuse = async (req: Request, res: Response, status: number, message: string) =>
    wantsJson(req)
      ? res.status(status).json({ message })
      : res.status(status).type("html").send(twoFactorPage(await waysOf(req.session.pendingTwoFactor?.userId), message));

  router.get("/api/login/two-factor", async (req, res) => {
    const pending = pendingOf(req);
    if (!pending) return res.redirect("/api/login");
    return res.type("html").send(twoFactorPage(await waysOf(pending.userId)));
  });

  router.post(
    "/api/login/two-factor",
    ...accountThrottles(db, {
      name: "two-factor",
      perAddress: 30,
      perAccount: 10,
      accountOf: (req) => req.session.pendingTwoFactor?.userId ?? "",
      failuresOnly: true,
      onLimited: (req, res) => void refuse(req, res, 429, TOO_MANY),
    }),
    async (req, res) => {
      const pending = pendingOf(req);
      if (!pending) {
        if (wantsJson(req)) return res.status(401).json({ message: "Sign in with your password first." });
        return res.redirect(303, "/api/login");
      }
      const code = (req.body as { code?: unknown } | undefined)?.code;
      const [user] = await db.select().from(users).where(eq(users.id, pending.userId));
      const used = user && typeof code === "string" && code.length <= 20 ? await useSecondFactor(db, user, code) : null;
      if (!user || !used) return refuse(req, res, 401, WRONG_CODE);
      if (used === "recovery") {
        const left = await recoveryCodesLeft(db, user.id);
        await recordAccountAudit(db, user, "recovery_code_used", { recoveryCodesLeft: left });
        await notifyAccount(db, deps, user, {
          title: "A recovery code was used to sign in",
          body: `${left} recovery code${left === 1 ? "" : "s"} left. Make new ones on your Profile if you are running out.`,
        });
      }
      await startSession(req, user.id);
      rememberDevice(req, res, deps.config, user.email);
      if (wantsJson(req)) return res.json({ ok: true });
      return res.redirect(303, pending.next);
    },
  );

  return router;
}
