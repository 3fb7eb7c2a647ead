import { createHmac, randomBytes } from "node:crypto";

/** Standard Webhooks secrets: "whsec_" and the base64 of the key bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/**
 * The Standard Webhooks headers of one delivery: `webhook-signature` is "v1," and the base64 HMAC-SHA256, under the
 * secret's key bytes, of "{webhook-id}.{webhook-timestamp}.{body}".
 */
export function signedHeaders(secret: string, msgId: string, timestampSeconds: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${msgId}.${timestampSeconds}.${body}`).digest("base64");
  return {
    "webhook-id": msgId,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": `v1,${signature}`,
  };
}
