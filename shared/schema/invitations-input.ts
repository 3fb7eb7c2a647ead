import { z } from "zod";

// Drizzle-free, so the browser bundle can import it; invitations.ts re-exports it for the server.

export const INVITATION_STATUSES = ["pending", "accepted", "expired", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_ROLES = ["admin", "manager", "user"] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

const optionalUuid = z
  .union([z.string().uuid("Choose a location"), z.literal(""), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/**
 * POST /api/user-invitations (SPEC section 5): e-mail required, role admin, manager or user (default user),
 * a location required for a manager or a user (they work at assigned locations). A super admin may name the organization; for anyone else it is
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
    role: z.enum(INVITATION_ROLES, { error: "Role must be admin, manager or user" }).default("user"),
    locationId: optionalUuid,
    organizationId: z.string().uuid("Choose an organization").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.role !== "admin" && !v.locationId) {
      ctx.addIssue({ code: "custom", path: ["locationId"], message: `Location is required for ${v.role} invitations` });
    }
  });

export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUser = z.output<typeof inviteUserSchema>;
