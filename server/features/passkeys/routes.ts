import { and, asc, eq } from "drizzle-orm";
import { Router, type Request } from "express";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { passkeys, users, type Passkey, type User } from "@shared/schema";
import { passkeyRegistrationSchema, passkeyRenameSchema, type PasskeyView } from "@shared/schema/passkeys-input";
import { registrationOptions, relyingPartyOf, storeChallenge, takeChallenge, verifyRegistration } from "../../auth/passkeys";
import type { AppDeps } from "../../deps";
import { ctxOf, requireAuth } from "../../http/context";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { notifyAccount, recordAccountAudit } from "../account/events";
import { needsEmailConfirmation, startEmailConfirmation } from "../two-factor/confirmation";

export const PASSKEY_NOT_SAVED = "The passkey could not be saved. Start again and follow your browser's prompts.";
const IDP_ACCOUNT = "Your account signs in through your identity provider: set up passkeys there.";

const present = (p: Passkey): PasskeyView => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  pending: p.pendingSince !== null,
});

/** Passkeys on Profile: several per account, named, removable; each one is the caller's own. */
export function passkeyRoutes(deps: AppDeps): Router {
  const { db, config } = deps;
  const router = Router();
  if (!config.passkeys) return router;

  const freshUser = async (req: Request): Promise<User> => {
    const [u] = await db.select().from(users).where(eq(users.id, ctxOf(req).user.id));
    return u!;
  };
  const listOf = async (userId: string) =>
    (await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))).map(present);
  const ownPasskey = async (req: Request) => {
    const [row] = await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, String(req.params.id)), eq(passkeys.userId, ctxOf(req).user.id)));
    if (!row) throw notFound("Passkey not found");
    return row;
  };

  router.get("/api/profile/passkeys", requireAuth, async (req, res) => {
    res.json(await listOf(ctxOf(req).user.id));
  });

  router.post("/api/profile/passkeys/options", requireAuth, async (req, res) => {
    const user = await freshUser(req);
    if (!user.passwordHash) throw forbidden(IDP_ACCOUNT);
    const options = await registrationOptions(db, relyingPartyOf(config, req).rpID, user);
    storeChallenge(req, options.challenge, "register", user.id);
    res.json(options);
  });

  router.post("/api/profile/passkeys", requireAuth, async (req, res) => {
    const input = parse(passkeyRegistrationSchema, req.body);
    const user = await freshUser(req);
    if (!user.passwordHash) throw forbidden(IDP_ACCOUNT);
    const issued = takeChallenge(req, "register");
    if (!issued || issued.userId !== user.id) throw badRequest(PASSKEY_NOT_SAVED);
    const credential = await verifyRegistration(input.response as unknown as RegistrationResponseJSON, issued.challenge, relyingPartyOf(config, req));
    if (!credential) throw badRequest(PASSKEY_NOT_SAVED);
    const pending = await needsEmailConfirmation(db, deps, user);
    const [created] = await db
      .insert(passkeys)
      .values({ userId: user.id, name: input.name, ...credential, pendingSince: pending ? new Date() : null })
      .onConflictDoNothing()
      .returning();
    if (!created) throw badRequest(PASSKEY_NOT_SAVED);
    if (pending) {
      await startEmailConfirmation(db, deps, req, user, { kind: "passkey", passkeyId: created.id, name: created.name });
    } else {
      await recordAccountAudit(db, user, "passkey_added", { name: created.name });
      await notifyAccount(db, deps, user, { title: "A passkey was added", body: `The passkey "${created.name}" can now sign in to your account.` });
    }
    res.status(201).json(present(created));
  });

  router.patch("/api/profile/passkeys/:id", requireAuth, async (req, res) => {
    const { name } = parse(passkeyRenameSchema, req.body);
    const passkey = await ownPasskey(req);
    const [row] = await db.update(passkeys).set({ name }).where(eq(passkeys.id, passkey.id)).returning();
    res.json(present(row!));
  });

  router.delete("/api/profile/passkeys/:id", requireAuth, async (req, res) => {
    const passkey = await ownPasskey(req);
    const user = await freshUser(req);
    await db.transaction(async (tx) => {
      await tx.delete(passkeys).where(eq(passkeys.id, passkey.id));
      await recordAccountAudit(tx, user, "passkey_removed", { name: passkey.name });
    });
    await notifyAccount(db, deps, user, { title: "A passkey was removed", body: `The passkey "${passkey.name}" no longer signs in to your account.` });
    res.status(204).end();
  });

  return router;
}
