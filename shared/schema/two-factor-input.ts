import { z } from "zod";

/** A code from the authenticator app (or, where accepted, a recovery code). */
export const twoFactorCodeSchema = z.object({
  code: z.string().trim().min(1, "Enter the code").max(20, "That is not a code"),
});

/** Whether an organization (its admins) or the platform (super admins) requires two-factor sign-in. */
export const twoFactorRequirementSchema = z.object({ requireTwoFactor: z.boolean() }).strict();

/** GET /api/profile/two-factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** Signs in through the identity provider (no password here): two-factor is the provider's business. */
  localAccount: boolean;
  organizationRequires: boolean;
  platformRequires: boolean;
  /** Passkeys that work: each is a second factor of its own. */
  passkeys: number;
  /** An authenticator app set up and waiting for its e-mailed confirmation link. */
  awaitingEmailConfirmation: boolean;
}

/** POST /api/profile/two-factor/setup: what the authenticator app scans. */
export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  /** SVG QR code as a data URL. */
  qrCode: string;
}
