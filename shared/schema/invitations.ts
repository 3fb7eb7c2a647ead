import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { locations, organizations } from "./organizations";
import { users } from "./users";
import type { InvitationRole, InvitationStatus } from "./invitations-input";

export * from "./invitations-input";

export const userInvitations = pgTable(
  "user_invitations",
  {
    id: id(),
    email: text("email").notNull(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** Null means organization-wide. */
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "cascade" }),
    role: text("role").$type<InvitationRole>().notNull().default("user"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<InvitationStatus>().notNull().default("pending"),
    /** SHA-256 of the token sent in the link; the token itself is never stored. */
    token: text("token").notNull().unique("user_invitations_token_uq"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_invitations_organization_idx").on(t.organizationId),
    index("user_invitations_location_idx").on(t.locationId),
    index("user_invitations_email_idx").on(t.email),
    index("user_invitations_status_idx").on(t.status),
  ],
);

export type UserInvitation = typeof userInvitations.$inferSelect;

/** Invitations are valid for 7 days. */
export const INVITATION_VALID_DAYS = 7;
