import { createHash, randomInt } from "node:crypto";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { organizations, platformSettings, recoveryCodes, users, type User } from "@shared/schema";
import type { DbOrTx } from "../db/connection";
import { hasActivePasskey } from "./passkeys";

/** Codes 30 seconds apart; one step either side is accepted for clock drift. */
const EPOCH_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: read aloud and typed from paper. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export const TOTP_CODE = /^\d{6}$/;
/** xxxx-xxxx-xxxx (12 characters of 31: about 59 bits). */
export const RECOVERY_CODE = /^[a-z0-9]{4}-?[a-z0-9]{4}-?[a-z0-9]{4}$/i;

export const newTotpSecret = () => generateSecret();

/** What an authenticator app scans: the otpauth:// URI, and the same as a QR code (SVG data URL). */
export async function enrolmentOf(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: "Sous", label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** A code of `secret` that is valid now; its time step (to record), or null. */
export async function checkTotp(secret: string, code: string, afterTimeStep?: number | null): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS, ...(afterTimeStep != null ? { afterTimeStep } : {}) });
  // The functional API's result type covers HOTP too; a TOTP result carries the time step.
  return result.valid && "timeStep" in result && typeof result.timeStep === "number" ? result.timeStep : null;
}

/**
 * Checks a code of the user's authenticator and records its time step in the same statement that checks the
 * previous one, so a code works once: replayed within its window, or raced by a second request, it is refused.
 */
export async function useTotpCode(db: DbOrTx, user: User, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await checkTotp(user.totpSecret, code, user.totpLastStep);
  if (step === null) return false;
  const [row] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return !!row;
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashRecoveryCode = (code: string) => createHash("sha256").update(`recovery:${normalizeRecoveryCode(code)}`).digest("hex");

function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Replaces the user's recovery codes with ten new ones; returns them (the only time they are seen). */
export async function issueRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Uses up one recovery code (checked and marked in one statement: it works once). */
export async function useRecoveryCode(db: DbOrTx, userId: string, code: string): Promise<boolean> {
  if (!RECOVERY_CODE.test(code.trim())) return false;
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code.trim())), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return !!row;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}

/** A TOTP code or a recovery code; says which worked. */
export async function useSecondFactor(db: DbOrTx, user: User, code: string): Promise<"totp" | "recovery" | null> {
  const trimmed = code.trim().replace(/\s/g, "");
  if (TOTP_CODE.test(trimmed)) return (await useTotpCode(db, user, trimmed)) ? "totp" : null;
  return (await useRecoveryCode(db, user.id, code)) ? "recovery" : null;
}

export const PLATFORM_SETTINGS_ID = "platform";

/**
 * Who requires the user's second factor: the platform, the user's organization (or the one a super admin acts in
 * while impersonating: `actingOrganizationId`), or nobody.
 */
export async function twoFactorRequirement(
  db: DbOrTx,
  user: Pick<User, "organizationId">,
  actingOrganizationId?: string | null,
): Promise<{ platform: boolean; organization: boolean }> {
  const [platform] = await db
    .select({ on: platformSettings.requireTwoFactor })
    .from(platformSettings)
    .where(eq(platformSettings.id, PLATFORM_SETTINGS_ID));
  const orgIds = [...new Set([user.organizationId, actingOrganizationId].filter((id): id is string => !!id))];
  let organization = false;
  if (orgIds.length > 0) {
    const rows = await db.select({ on: organizations.requireTwoFactor }).from(organizations).where(inArray(organizations.id, orgIds));
    organization = rows.some((r) => r.on);
  }
  return { platform: platform?.on ?? false, organization };
}

/**
 * A local account (it has a password) without a second factor, where one is required: sent to enrolment. A super
 * admin impersonating an organization that requires it is held to that organization's rule too.
 */
export async function mustEnrolTwoFactor(db: DbOrTx, user: User, actingOrganizationId?: string | null): Promise<boolean> {
  if (!canEnrolTwoFactor(user) || (await hasActivePasskey(db, user.id))) return false;
  const required = await twoFactorRequirement(db, user, actingOrganizationId);
  return required.platform || required.organization;
}

/** A local account (it has a password) without an authenticator app (passkeys are checked beside it). */
export const canEnrolTwoFactor = (user: Pick<User, "totpSecret" | "passwordHash">) => !user.totpSecret && Boolean(user.passwordHash);
