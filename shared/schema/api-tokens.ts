import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";
import type { ApiTokenScope } from "./api-tokens-input";

export * from "./api-tokens-input";

/**
 * Personal access tokens (`Authorization: Bearer`): only the SHA-256 of the token is kept. A token belongs to
 * one user in one organization; it stops working when revoked, expired, or when its user leaves that organization.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").$type<ApiTokenScope>().notNull(),
    tokenHash: text("token_hash").notNull().unique("api_tokens_hash_uq"),
    prefix: text("prefix").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);
export type ApiToken = typeof apiTokens.$inferSelect;
