import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { z } from "zod";
import { createdAt, id } from "./columns";
import { locations, organizations } from "./organizations";
import { users } from "./users";

export const INVITATION_STATUSES = ["pending", "accepted", "expired", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

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
    role: text("role").$type<"admin" | "user">().notNull().default("user"),
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

export const INVITATION_ROLES = ["admin", "user"] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** Invitations are valid for 7 days. */
export const INVITATION_VALID_DAYS = 7;

const optionalUuid = z
  .union([z.string().uuid("Choose a location"), z.literal(""), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/**
 * POST /api/user-invitations (SPEC section 5): e-mail required, role admin or user (default user),
 * a location required for role user. A super admin may name the organization; for anyone else it is
 * their own organization.
 */
export const inviteUserSchema = z
  .object({
    email: z
      .string({ error: "Email is required" })
      .trim()
      .min(1, "Email is required")
      // Only a non-empty address is checked further, so an empty field shows one message.
      .pipe(z.string().max(320, "Email is too long").email("Enter a valid e-mail address"))
      .transform((v) => v.toLowerCase()),
    role: z.enum(INVITATION_ROLES, { error: "Role must be admin or user" }).default("user"),
    locationId: optionalUuid,
    organizationId: z.string().uuid("Choose an organization").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.role === "user" && !v.locationId) {
      ctx.addIssue({ code: "custom", path: ["locationId"], message: "Location is required for user invitations" });
    }
  });

export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUser = z.output<typeof inviteUserSchema>;
