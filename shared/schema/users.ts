import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { createdAt, id, updatedAt } from "./columns";
import { organizations } from "./organizations";
import { ACTIONS } from "../domain/permissions";

/** `user` is shown as "User" and called staff in the code; `manager` runs the locations assigned to them. */
export const ROLES = ["super_admin", "admin", "manager", "user"] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull().unique("users_email_uq"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull().default("user"),
    /** scrypt hash for local accounts; null for OIDC-only users. Never presented. */
    passwordHash: text("password_hash"),
    /** OIDC subject (issuer-scoped) for users who signed in through the identity provider. */
    oidcSubject: text("oidc_subject"),
    /** Daily e-mail digest of new notifications (when SMTP is configured). */
    emailDigest: boolean("email_digest").notNull().default(true),
    /** Secret part of the user's iCalendar feed URL; rotating it revokes the old URL. */
    calendarToken: text("calendar_token").unique("users_calendar_token_uq"),
    /** Base32 TOTP secret once two-factor sign-in is turned on; null otherwise. Never presented. */
    totpSecret: text("totp_secret"),
    /** A secret offered during enrolment, waiting for its first code. Never presented. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last accepted TOTP time step: a code of this step or earlier is refused (no replay in its window). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** Quiet hours for Web Push (whole hours, start inclusive, end exclusive, in quietHoursTimeZone); null: none. */
    quietHoursStart: integer("quiet_hours_start"),
    quietHoursEnd: integer("quiet_hours_end"),
    /** The IANA time zone the quiet hours are in (the browser's when they were set). */
    quietHoursTimeZone: text("quiet_hours_time_zone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("users_organization_idx").on(t.organizationId)],
);

/** express-session store (connect-pg-simple's table shape). */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  // Whose session it is: a user's sessions are listed, and ended together (new password, role change, removal).
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(sql`(${t.sess} ->> 'userId')`),
    // A browser that gave the right password and waits for its second factor (ended with the user's sessions).
    index("sessions_pending_user_idx").on(sql`((${t.sess} -> 'pendingTwoFactor') ->> 'userId')`),
  ],
);

export const selectUserSchema = createSelectSchema(users);
export type User = typeof users.$inferSelect;

export const impersonationSchema = z.object({
  organizationId: z.string().uuid(),
  organizationName: z.string(),
});

/** What GET /api/auth/user returns: never the password hash. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  organizationId: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  impersonation: impersonationSchema.optional(),
  /** What this user may do in the current organization (shared/domain/permissions.ts): the client hides what would be refused. */
  permissions: z.array(z.enum(ACTIONS)),
  /** The organization or the platform requires two-factor sign-in and this account has not set it up. */
  twoFactorSetupRequired: z.literal(true).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Roles an organization administrator can give (super_admin is a platform role, never given here). */
export const ORGANIZATION_ROLES = ["admin", "manager", "user"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** PATCH /api/users/:id: the role and/or the locations a manager or staff user is assigned to. */
export const updateUserSchema = z
  .object({
    role: z.enum(ORGANIZATION_ROLES, { error: "Role must be admin, manager or user" }).optional(),
    locationIds: z
      .array(z.string().uuid("Invalid location"))
      .max(500, "Too many locations")
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
      .optional(),
  })
  .refine((v) => v.role !== undefined || v.locationIds !== undefined, { message: "Nothing to change" });

export type UpdateUser = z.output<typeof updateUserSchema>;
