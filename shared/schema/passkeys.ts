import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export * from "./passkeys-input";

/**
 * WebAuthn credentials (passkeys): several per account, each named by its owner. The public key and the credential
 * id are base64url; `counter` is the authenticator's signature counter (0 for most passkeys, which do not count).
 * `pendingSince` is set while an enrolment in an organization that requires two-factor waits for its e-mail
 * confirmation: such a passkey signs nobody in and meets no requirement.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull().unique("passkeys_credential_id_uq"),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** Set while the passkey waits for its e-mail confirmation. */
    pendingSince: timestamp("pending_since", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * A two-factor enrolment waiting for its e-mail confirmation (an organization that requires two-factor, SMTP set):
 * the SHA-256 of the link's token, and what the link turns on (an authenticator's secret, or a pending passkey).
 */
export const twoFactorConfirmations = pgTable(
  "two_factor_confirmations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("two_factor_confirmations_hash_uq"),
    totpSecret: text("totp_secret"),
    totpStep: bigint("totp_step", { mode: "number" }),
    passkeyId: uuid("passkey_id").references(() => passkeys.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_confirmations_user_idx").on(t.userId)],
);

export type Passkey = typeof passkeys.$inferSelect;
