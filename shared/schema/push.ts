import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export * from "./push-input";

/** A browser (device) to which a user's reminders are pushed (Web Push). Removed when the push service says 404/410. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The public id (hash) of the session that turned push on: shown with the sessions, removed when it ends. */
    sessionId: text("session_id"),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint_uq"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The server's VAPID key pair, made at first start when the environment sets none (one row, id "default"). */
export const vapidKeys = pgTable("vapid_keys", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: createdAt(),
});
