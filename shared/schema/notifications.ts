import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    /** Where the notification leads in the app, e.g. /licenses. */
    link: text("link"),
    /** One notification per user and key, however often the job runs. */
    dedupeKey: text("dedupe_key").notNull(),
    data: jsonb("data"),
    read: boolean("read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_uq").on(t.userId, t.dedupeKey),
    index("notifications_user_read_idx").on(t.userId, t.read),
    // The bell's newest 50 without sorting every notification the user ever had.
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_organization_idx").on(t.organizationId),
  ],
);

export type Notification = typeof notifications.$inferSelect;
