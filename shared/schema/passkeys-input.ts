import { z } from "zod";

export const PASSKEY_NAME_MAX = 60;

/** A passkey's name, as its owner tells them apart ("Work laptop", "Phone"). */
export const passkeyNameSchema = z.string().trim().min(1, "Name the passkey").max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`);

/** POST /api/profile/passkeys: the browser's answer to the registration options, and a name. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: z.object({ id: z.string().min(1).max(1024), rawId: z.string().max(1024), type: z.literal("public-key") }).passthrough(),
});

export const passkeyRenameSchema = z.object({ name: passkeyNameSchema }).strict();

/** GET /api/profile/passkeys, one row. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Waiting for its e-mail confirmation (it does not sign in yet). */
  pending: boolean;
}
