import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import { and, eq, isNull } from "drizzle-orm";
import type { Request } from "express";
import { passkeys, type Passkey, type User } from "@shared/schema";
import type { Config } from "../config";
import type { DbOrTx } from "../db/connection";

/** What a ceremony's challenge was issued for; kept in the session, used once. */
export type CeremonyPurpose = "register" | "sign-in" | "second-factor";

declare module "express-session" {
  interface SessionData {
    /** The WebAuthn challenge this browser was given (server-side, single-use: taken before it is checked). */
    webauthn?: { challenge: string; purpose: CeremonyPurpose; userId?: string; issuedAt: number };
  }
}

/** A challenge answers within five minutes. */
const CHALLENGE_MS = 5 * 60_000;

/** The relying party: APP_ORIGIN's host, or (outside production, APP_ORIGIN unset) the request's own origin. */
export function relyingPartyOf(config: Config, req: Request): { rpID: string; origin: string } {
  const origin = config.appOrigin ?? `${req.protocol}://${req.get("host")}`;
  return { rpID: new URL(origin).hostname, origin };
}

export const storeChallenge = (req: Request, challenge: string, purpose: CeremonyPurpose, userId?: string) => {
  req.session.webauthn = { challenge, purpose, issuedAt: Date.now(), ...(userId ? { userId } : {}) };
};

/** Takes the session's challenge out (so it can never be answered twice) if it was issued for `purpose` and is fresh. */
export function takeChallenge(req: Request, purpose: CeremonyPurpose): { challenge: string; userId?: string } | null {
  const stored = req.session.webauthn;
  delete req.session.webauthn;
  if (!stored || stored.purpose !== purpose || Date.now() - stored.issuedAt > CHALLENGE_MS) return null;
  return { challenge: stored.challenge, userId: stored.userId };
}

/** A user's passkeys that work (a passkey waiting for its e-mail confirmation does not). */
export const activePasskeysOf = (db: DbOrTx, userId: string) =>
  db.select().from(passkeys).where(and(eq(passkeys.userId, userId), isNull(passkeys.pendingSince)));

export async function hasActivePasskey(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: passkeys.id }).from(passkeys).where(and(eq(passkeys.userId, userId), isNull(passkeys.pendingSince))).limit(1);
  return rows.length > 0;
}

const transportsOf = (p: Pick<Passkey, "transports">) => p.transports as AuthenticatorTransportFuture[];

export async function registrationOptions(db: DbOrTx, rpID: string, user: User) {
  const existing = await db.select().from(passkeys).where(eq(passkeys.userId, user.id));
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return generateRegistrationOptions({
    rpName: "Sous",
    rpID,
    userName: user.email,
    userDisplayName: name || user.email,
    userID: isoUint8Array.fromUTF8String(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    // A discoverable credential (signs in without typing the e-mail), verified by the device (PIN, biometrics).
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** Checks a registration against the stored challenge and the origin; the new credential, or null. */
export async function verifyRegistration(response: RegistrationResponseJSON, challenge: string, rp: { rpID: string; origin: string }) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
    if (!result.verified || !result.registrationInfo) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []) as string[],
    };
  } catch {
    return null;
  }
}

/** Options for signing in: any discoverable passkey of this site, or (second factor) one of `allow`'s. */
export const authenticationOptions = (rpID: string, allow?: Passkey[]) =>
  generateAuthenticationOptions({
    rpID,
    userVerification: "required",
    allowCredentials: allow?.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
  });

/**
 * Checks an assertion against the stored challenge and origin with the stored public key; a counter that did not
 * grow (a cloned authenticator) is refused by the library. Records the new counter and the time of use.
 */
export async function verifyAssertion(
  db: DbOrTx,
  response: AuthenticationResponseJSON,
  challenge: string,
  rp: { rpID: string; origin: string },
): Promise<Passkey | null> {
  if (typeof response?.id !== "string") return null;
  const [stored] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, response.id), isNull(passkeys.pendingSince)));
  if (!stored) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      credential: { id: stored.credentialId, publicKey: isoBase64URL.toBuffer(stored.publicKey), counter: stored.counter, transports: transportsOf(stored) },
    });
    if (!result.verified) return null;
    const [used] = await db
      .update(passkeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, stored.id))
      .returning();
    return used ?? null;
  } catch {
    return null;
  }
}
