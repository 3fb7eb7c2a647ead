import { eq } from "drizzle-orm";
import { Router, type Request } from "express";
import { organizations, platformSettings, recoveryCodes, users, type User } from "@shared/schema";
import { twoFactorCodeSchema, twoFactorRequirementSchema, type TwoFactorStatus } from "@shared/schema/two-factor-input";
import {
  checkTotp,
  enrolmentOf,
  issueRecoveryCodes,
  newTotpSecret,
  PLATFORM_SETTINGS_ID,
  recoveryCodesLeft,
  twoFactorRequirement,
  useSecondFactor,
} from "../../auth/totp";
import { accountThrottles } from "../../auth/throttle";
import { hasSecondFactor } from "../../auth/second-factor";
import type { AppDeps } from "../../deps";
import { ctxOf, requireAuth, requireOrgAdmin, requireSuperAdmin } from "../../http/context";
import { badRequest, conflict, forbidden } from "../../http/errors";
import { parse } from "../../http/validate";
import { recordAudit } from "../audit/service";
import { notifyAccount, recordAccountAudit } from "../account/events";
import { needsEmailConfirmation, startEmailConfirmation, totpAwaitingConfirmation } from "./confirmation";
import { activePasskeysOf } from "../../auth/passkeys";

const WRONG_CODE = "That code did not work. Enter the current code from your authenticator app.";
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const OWN_FIRST = "Turn on two-factor sign-in for your own account first, so the requirement cannot lock you out.";
const OWN_FIRST_TO_CHANGE = "Turn on two-factor sign-in for your own account first: only someone who has it can change this requirement.";

/** Two-factor sign-in on Profile (enrol, recovery codes, turn off) and the organization's and platform's requirement. */
export function twoFactorRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();

  // Failed code checks per address and per account, like sign-in.
  const codeThrottles = accountThrottles(db, {
    name: "two-factor-profile",
    perAddress: 30,
    perAccount: 10,
    accountOf: (req) => req.ctx?.user.id ?? "",
    failuresOnly: true,
    onLimited: (_req, res) => res.status(429).json({ message: TOO_MANY }),
  });

  const freshUser = async (req: Request): Promise<User> => {
    const [u] = await db.select().from(users).where(eq(users.id, ctxOf(req).user.id));
    return u!;
  };

  const status = async (user: User): Promise<TwoFactorStatus> => {
    const required = await twoFactorRequirement(db, user);
    return {
      enabled: !!user.totpSecret,
      enabledAt: user.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: user.totpSecret ? await recoveryCodesLeft(db, user.id) : 0,
      localAccount: !!user.passwordHash,
      organizationRequires: required.organization,
      platformRequires: required.platform,
      passkeys: (await activePasskeysOf(db, user.id)).length,
      awaitingEmailConfirmation: !user.totpSecret && (await totpAwaitingConfirmation(db, user.id)),
    };
  };

  router.get("/api/profile/two-factor", requireAuth, async (req, res) => {
    res.json(await status(await freshUser(req)));
  });

  router.post("/api/profile/two-factor/setup", requireAuth, async (req, res) => {
    const user = await freshUser(req);
    if (!user.passwordHash) throw forbidden("Your account signs in through your identity provider: set up two-factor sign-in there.");
    if (user.totpSecret) throw conflict("Two-factor sign-in is already on. Turn it off first to use another authenticator.");
    const secret = newTotpSecret();
    await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
    res.json(await enrolmentOf(secret, user.email));
  });

  router.post("/api/profile/two-factor/enable", requireAuth, ...codeThrottles, async (req, res) => {
    const { code } = parse(twoFactorCodeSchema, req.body);
    const user = await freshUser(req);
    if (user.totpSecret) throw conflict("Two-factor sign-in is already on.");
    if (!user.totpPendingSecret) throw badRequest("Start the setup again: no authenticator is waiting for its first code.");
    const step = await checkTotp(user.totpPendingSecret, code.replace(/\s/g, ""));
    if (step === null) return res.status(400).json({ message: WRONG_CODE });
    if (await needsEmailConfirmation(db, deps, user)) {
      // The organization requires two-factor and SMTP delivers: turned on from the e-mailed link only.
      const pendingCodes = await db.transaction(async (tx) => {
        await tx.update(users).set({ totpPendingSecret: null }).where(eq(users.id, user.id));
        await startEmailConfirmation(tx, deps, req, user, { kind: "totp", secret: user.totpPendingSecret!, step });
        return issueRecoveryCodes(tx, user.id);
      });
      return res.json({ recoveryCodes: pendingCodes, pendingConfirmation: true, status: await status(await freshUser(req)) });
    }
    const codes = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
        .where(eq(users.id, user.id));
      const issued = await issueRecoveryCodes(tx, user.id);
      await recordAccountAudit(tx, user, "two_factor_enabled");
      return issued;
    });
    await notifyAccount(db, deps, user, {
      title: "Two-factor sign-in was turned on",
      body: "Signing in now also asks for a code from your authenticator app.",
    });
    res.json({ recoveryCodes: codes, status: await status(await freshUser(req)) });
  });

  router.post("/api/profile/two-factor/disable", requireAuth, ...codeThrottles, async (req, res) => {
    const { code } = parse(twoFactorCodeSchema, req.body);
    const user = await freshUser(req);
    if (!user.totpSecret) throw conflict("Two-factor sign-in is not on.");
    if (!(await useSecondFactor(db, user, code))) return res.status(400).json({ message: WRONG_CODE });
    await db.transaction(async (tx) => {
      await tx.update(users).set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await recordAccountAudit(tx, user, "two_factor_disabled");
    });
    await notifyAccount(db, deps, user, {
      title: "Two-factor sign-in was turned off",
      body: "Signing in now asks only for your password.",
    });
    res.json(await status(await freshUser(req)));
  });

  router.post("/api/profile/two-factor/recovery-codes", requireAuth, ...codeThrottles, async (req, res) => {
    const { code } = parse(twoFactorCodeSchema, req.body);
    const user = await freshUser(req);
    if (!user.totpSecret) throw conflict("Two-factor sign-in is not on.");
    if (!(await useSecondFactor(db, user, code))) return res.status(400).json({ message: WRONG_CODE });
    const codes = await db.transaction(async (tx) => {
      const issued = await issueRecoveryCodes(tx, user.id);
      await recordAccountAudit(tx, user, "recovery_codes_regenerated");
      return issued;
    });
    await notifyAccount(db, deps, user, {
      title: "New recovery codes were made",
      body: "Your earlier recovery codes no longer work.",
    });
    res.json({ recoveryCodes: codes });
  });

  /** An organization admin requires a second factor of the organization's local accounts. */
  router.put("/api/organization/two-factor", requireOrgAdmin, async (req, res) => {
    const ctx = ctxOf(req);
    const { requireTwoFactor } = parse(twoFactorRequirementSchema, req.body);
    const me = await freshUser(req);
    // On or off: only someone who has a second factor changes the rule (a super admin impersonating included).
    if (me.passwordHash && !(await hasSecondFactor(db, me))) throw conflict(requireTwoFactor ? OWN_FIRST : OWN_FIRST_TO_CHANGE);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(organizations).where(eq(organizations.id, ctx.organizationId!)).for("update");
      await tx.update(organizations).set({ requireTwoFactor }).where(eq(organizations.id, ctx.organizationId!));
      await recordAudit(tx, ctx, {
        action: "two_factor_requirement",
        entityType: "organization",
        entityId: ctx.organizationId,
        before: { name: before!.name, requireTwoFactor: before!.requireTwoFactor },
        after: { name: before!.name, requireTwoFactor },
      });
    });
    res.json({ requireTwoFactor });
  });

  /** A super admin requires a second factor of every local account on the platform. */
  router.put("/api/super-admin/two-factor", requireSuperAdmin, async (req, res) => {
    const ctx = ctxOf(req);
    const { requireTwoFactor } = parse(twoFactorRequirementSchema, req.body);
    const me = await freshUser(req);
    if (requireTwoFactor && me.passwordHash && !(await hasSecondFactor(db, me))) throw conflict(OWN_FIRST);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(platformSettings).where(eq(platformSettings.id, PLATFORM_SETTINGS_ID));
      await tx
        .insert(platformSettings)
        .values({ id: PLATFORM_SETTINGS_ID, requireTwoFactor })
        .onConflictDoUpdate({ target: platformSettings.id, set: { requireTwoFactor } });
      await recordAudit(
        tx,
        ctx,
        {
          action: "two_factor_requirement",
          entityType: "platform",
          before: { requireTwoFactor: before?.requireTwoFactor ?? false },
          after: { requireTwoFactor },
        },
        null,
      );
    });
    res.json({ requireTwoFactor });
  });

  return router;
}
