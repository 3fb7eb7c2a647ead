import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { MEMORY, type Config } from "../../config";

/**
 * Invitation tokens. The database keeps only the SHA-256 of a token. The token itself is an HMAC of the
 * invitation's id and expiry under a server secret, so the server can show the link again (Pending
 * Invitations → Copy link) without storing it; a resend changes the expiry and so the token.
 */
export interface InvitationTokens {
  tokenFor(invitation: { id: string; expiresAt: Date }): Promise<string>;
  /** The token when it still matches the stored hash (it does not after a secret change). */
  recover(invitation: { id: string; expiresAt: Date; token: string }): Promise<string | null>;
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function invitationTokens(config: Config): InvitationTokens {
  let key: Promise<Buffer> | undefined;
  const secret = () => (key ??= loadSecret(config));
  const tokenFor = async (inv: { id: string; expiresAt: Date }) =>
    createHmac("sha256", await secret()).update(`invitation:${inv.id}:${inv.expiresAt.getTime()}`).digest("base64url");
  return {
    tokenFor,
    async recover(inv) {
      const token = await tokenFor(inv);
      const a = Buffer.from(hashToken(token));
      const b = Buffer.from(inv.token);
      return a.length === b.length && timingSafeEqual(a, b) ? token : null;
    },
  };
}

/** SESSION_SECRET when set (shared by every instance), else a secret kept in the data directory. */
async function loadSecret(config: Config): Promise<Buffer> {
  if (config.sessionSecret) return createHmac("sha256", config.sessionSecret).update("sous invitation links").digest();
  if (config.dataDir === MEMORY) return randomBytes(32);
  const file = path.join(config.dataDir, "invitation-secret");
  const read = async () => Buffer.from((await fs.readFile(file, "utf8")).trim(), "hex");
  try {
    return await read();
  } catch {
    await fs.mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(32);
    try {
      await fs.writeFile(file, secret.toString("hex"), { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return read(); // another start-up wrote it first
    }
  }
}
