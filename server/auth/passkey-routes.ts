import { createRequire } from "node:module";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Router, type Request, type Response } from "express";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { users } from "@shared/schema";
import type { AppDeps } from "../deps";
import { rememberDevice } from "./device-cookie";
import { activePasskeysOf, authenticationOptions, relyingPartyOf, storeChallenge, takeChallenge, verifyAssertion } from "./passkeys";
import { startSession } from "./session-start";
import { accountThrottles } from "./throttle";

export const PASSKEY_REFUSED = "That passkey did not sign you in. Try again, or sign in with your password.";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
/** How long the password stays checked while the second factor is awaited (as for a code). */
const PENDING_MS = 10 * 60_000;

const require = createRequire(import.meta.url);
/** @simplewebauthn/browser's own bundle (global SimpleWebAuthnBrowser), for the server-rendered sign-in pages. */
const BROWSER_BUNDLE = path.join(path.dirname(require.resolve("@simplewebauthn/browser")), "../dist/bundle/index.umd.min.js");

/**
 * The sign-in pages' passkey button (a script file: the pages' CSP allows no inline script). It asks for options,
 * lets the browser's passkey dialog answer them, and follows where the server says to go.
 */
const SIGN_IN_SCRIPT = `(() => {
  const button = document.getElementById("passkey-sign-in");
  const error = document.getElementById("passkey-error");
  if (!button || !error) return;
  if (!window.PublicKeyCredential) { button.hidden = true; return; }
  const show = (message) => { error.textContent = message; error.hidden = false; };
  button.addEventListener("click", async () => {
    error.hidden = true;
    button.disabled = true;
    try {
      const headers = { "Content-Type": "application/json" };
      const options = await fetch("/api/login/passkey/options", { method: "POST", headers, body: "{}" });
      if (!options.ok) return show((await options.json()).message);
      const response = await SimpleWebAuthnBrowser.startAuthentication({ optionsJSON: await options.json() });
      const result = await fetch("/api/login/passkey", { method: "POST", headers, body: JSON.stringify({ response, next: button.dataset.next }) });
      const body = await result.json();
      if (result.ok) return location.assign(body.next);
      show(body.message);
    } catch (e) {
      show(e && e.name === "NotAllowedError" ? "The passkey sign-in was cancelled or timed out." : ${JSON.stringify(PASSKEY_REFUSED)});
    } finally {
      button.disabled = false;
    }
  });
})();
`;

/** Only same-site relative paths: never an open redirect. */
const safeNext = (next: unknown) => (typeof next === "string" && /^\/(?![/\\])/.test(next) ? next : "/");

/**
 * Signing in with a passkey: alone (a discoverable credential, no e-mail typed), or as the second factor after the
 * password. The challenge lives in the session and is taken out before it is checked, so it answers once.
 */
export function passkeySignInRoutes(deps: AppDeps): Router {
  const { db, config } = deps;
  const router = Router();
  if (!config.passkeys) return router;

  const pendingOf = (req: Request) => {
    const pending = req.session.pendingTwoFactor;
    return pending && Date.now() - pending.startedAt < PENDING_MS ? pending : undefined;
  };

  router.get("/api/login/webauthn.js", (_req, res) => {
    res.type("application/javascript").set("Cache-Control", "public, max-age=3600").sendFile(BROWSER_BUNDLE);
  });
  router.get("/api/login/passkey.js", (_req, res) => {
    res.type("application/javascript").set("Cache-Control", "no-cache").send(SIGN_IN_SCRIPT);
  });

  router.post("/api/login/passkey/options", async (req, res) => {
    const { rpID } = relyingPartyOf(config, req);
    const pending = pendingOf(req);
    if (pending) {
      // The second factor of a password sign-in: one of that account's passkeys.
      const options = await authenticationOptions(rpID, await activePasskeysOf(db, pending.userId));
      storeChallenge(req, options.challenge, "second-factor", pending.userId);
      return res.json(options);
    }
    const options = await authenticationOptions(rpID);
    storeChallenge(req, options.challenge, "sign-in");
    return res.json(options);
  });

  router.post(
    "/api/login/passkey",
    ...accountThrottles(db, {
      name: "passkey",
      perAddress: 30,
      perAccount: 10,
      accountOf: (req) => req.session.pendingTwoFactor?.userId ?? "",
      failuresOnly: true,
      onLimited: (_req, res) => res.status(429).json({ message: TOO_MANY }),
    }),
    async (req: Request, res: Response) => {
      const body = (req.body ?? {}) as { response?: AuthenticationResponseJSON; next?: unknown };
      const pending = pendingOf(req);
      const issued = takeChallenge(req, pending ? "second-factor" : "sign-in");
      if (!issued || !body.response) return res.status(401).json({ message: PASSKEY_REFUSED });
      const passkey = await verifyAssertion(db, body.response, issued.challenge, relyingPartyOf(config, req));
      // As the second factor, only a passkey of the account whose password was given.
      if (!passkey || (pending && passkey.userId !== pending.userId)) return res.status(401).json({ message: PASSKEY_REFUSED });
      const [user] = await db.select().from(users).where(eq(users.id, passkey.userId));
      if (!user) return res.status(401).json({ message: PASSKEY_REFUSED });
      await startSession(req, user.id);
      rememberDevice(req, res, config, user.email);
      return res.json({ ok: true, next: pending ? pending.next : safeNext(body.next) });
    },
  );

  return router;
}
