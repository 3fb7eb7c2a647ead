import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters shared by every app instance (sign-in, invitation acceptance, document reading): hits of one
 * key in its current window. Rows past `reset_at` are restarted by the next hit and pruned regularly.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_idx").on(t.resetAt)],
);
