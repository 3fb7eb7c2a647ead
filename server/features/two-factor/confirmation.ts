import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { Router, type Request } from "express";
import { passkeys, twoFactorConfirmations, users, type User } from "@shared/schema";
import { escapeHtml, layout, messagePage } from "../../auth/pages";
import { twoFactorRequirement } from "../../auth/totp";
import type { DbOrTx } from "../../db/connection";
import type { AppDeps } from "../../deps";
import { notifyAccount, recordAccountAudit } from "../account/events";

/**
 * Defect 10 of issue 33 ("first enrolment wins"): where an organization requires two-factor and SMTP delivers, a new
 * second factor (an authenticator app, a passkey) is only turned on from a link e-mailed to the account, so knowing
 * the password is not enough to enrol one's own. Until the link is followed the enrolment is pending.
 */
const CONFIRM_MS = 24 * 3_600_000;
const hashOf = (token: string) => createHash("sha256").update(`two-factor-confirm:${token}`).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function needsEmailConfirmation(db: DbOrTx, deps: Pick<AppDeps, "mailer">, user: User): Promise<boolean> {
  if (!deps.mailer.delivers) return false;
  return (await twoFactorRequirement(db, user)).organization;
}

/** An authenticator app waits for its confirmation link (unused, unexpired). */
export async function totpAwaitingConfirmation(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: twoFactorConfirmations.id })
    .from(twoFactorConfirmations)
    .where(
      and(
        eq(twoFactorConfirmations.userId, userId),
        isNotNull(twoFactorConfirmations.totpSecret),
        isNull(twoFactorConfirmations.usedAt),
        gt(twoFactorConfirmations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

type Enrolment = { kind: "totp"; secret: string; step: number } | { kind: "passkey"; passkeyId: string; name: string };

/** Records a pending enrolment and e-mails its link (a failed e-mail leaves it pending: enrol again to resend). */
export async function startEmailConfirmation(db: DbOrTx, deps: Pick<AppDeps, "mailer" | "logger" | "config">, req: Request, user: User, what: Enrolment) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(twoFactorConfirmations).values({
    userId: user.id,
    tokenHash: hashOf(token),
    totpSecret: what.kind === "totp" ? what.secret : null,
    totpStep: what.kind === "totp" ? what.step : null,
    passkeyId: what.kind === "passkey" ? what.passkeyId : null,
    expiresAt: new Date(Date.now() + CONFIRM_MS),
  });
  const origin = deps.config.appOrigin ?? `${req.protocol}://${req.get("host")}`;
  const thing = what.kind === "totp" ? "an authenticator app" : `the passkey "${what.name}"`;
  try {
    await deps.mailer.send({
      to: user.email,
      subject: "Sous: Confirm your two-factor sign-in",
      text: `Someone (we hope you) set up ${thing} for two-factor sign-in to your Sous account. Your organization requires a confirmation by e-mail before it is turned on.\n\nConfirm it here (the link works once, for 24 hours):\n${origin}/api/two-factor/confirm/${token}\n\nIf this was not you, do not follow the link: reset your password and tell your administrator.`,
    });
  } catch (err) {
    deps.logger.warn({ err }, "two-factor confirmation e-mail failed");
  }
}

const confirmPage = (token: string) =>
  layout(
    "Confirm two-factor sign-in",
    `<h1>Confirm two-factor sign-in</h1><p>Turn on the second factor that was set up for your account?</p>
<form method="post" action="/api/two-factor/confirm/${escapeHtml(token)}"><button type="submit">Confirm</button></form>`,
  );

const INVALID = messagePage("Link not valid", "This confirmation link has expired or was already used. Set up two-factor sign-in again on your Profile.", {
  href: "/profile",
  label: "Go to Profile",
});

/** The e-mailed link: GET shows a button (mail scanners follow links), POST turns the enrolment on. */
export function twoFactorConfirmationRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get("/api/two-factor/confirm/:token", (req, res) => {
    const token = req.params.token;
    if (!TOKEN.test(token)) return res.status(404).type("html").send(INVALID);
    res.set("Referrer-Policy", "no-referrer").type("html").send(confirmPage(token));
  });

  router.post("/api/two-factor/confirm/:token", async (req, res) => {
    const token = req.params.token;
    if (!TOKEN.test(token)) return res.status(404).type("html").send(INVALID);
    const done = await db.transaction(async (tx) => {
      // Used once: marked in the statement that finds it.
      const [row] = await tx
        .update(twoFactorConfirmations)
        .set({ usedAt: sql`now()` })
        .where(and(eq(twoFactorConfirmations.tokenHash, hashOf(token)), isNull(twoFactorConfirmations.usedAt), gt(twoFactorConfirmations.expiresAt, sql`now()`)))
        .returning();
      if (!row) return null;
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
      if (!user) return null;
      if (row.totpSecret) {
        if (user.totpSecret) return null;
        await tx
          .update(users)
          .set({ totpSecret: row.totpSecret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: row.totpStep })
          .where(eq(users.id, user.id));
        await recordAccountAudit(tx, user, "two_factor_enabled", { confirmedByEmail: true });
        return { user, kind: "totp" as const };
      }
      if (row.passkeyId) {
        const [passkey] = await tx.update(passkeys).set({ pendingSince: null }).where(eq(passkeys.id, row.passkeyId)).returning();
        if (!passkey) return null;
        await recordAccountAudit(tx, user, "passkey_added", { name: passkey.name, confirmedByEmail: true });
        return { user, kind: "passkey" as const, name: passkey.name };
      }
      return null;
    });
    if (!done) return res.status(404).type("html").send(INVALID);
    await notifyAccount(
      db,
      deps,
      done.user,
      done.kind === "totp"
        ? { title: "Two-factor sign-in was turned on", body: "Signing in now also asks for a code from your authenticator app." }
        : { title: "A passkey was added", body: `The passkey "${done.name}" can now sign in to your account.` },
    );
    return res
      .type("html")
      .send(messagePage("Two-factor sign-in confirmed", "It is on now. Sign in as usual.", { href: "/profile", label: "Go to Profile" }));
  });

  return router;
}
