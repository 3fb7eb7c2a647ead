import type { InvitationRole, InvitationStatus } from "./invitations-input";
// A type-only import (erased, no Drizzle at run time), as shared/domain/user.ts does: Role lives with the users table.
import type { Role } from "./users";

// Types only: the answers of /api/users and /api/user-invitations as the server builds them
// (server/features/users/service.ts, server/features/invitations/service.ts). No Date fields: dates are ISO strings.

export interface UserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: string;
  organizationId: string | null;
  organizationName: string | null;
  /** Locations of the user's organization the user is assigned to (what a staff user can reach). */
  locationIds: string[];
}

/** How the invitation reached the person: e-mailed, written to the server log (no SMTP), or not sent. */
export type Delivery = "email" | "log" | "failed";

export interface InvitationView {
  id: string;
  email: string;
  role: InvitationRole;
  status: InvitationStatus;
  organizationId: string;
  organizationName: string;
  locationId: string | null;
  locationName: string | null;
  invitedBy: { id: string; name: string } | null;
  expiresAt: string;
  createdAt: string;
  /** The acceptance link while the invitation can be accepted. */
  link: string | null;
}

/** The answer of creating or resending an invitation. */
export type SentInvitationView = InvitationView & { delivery: Delivery };
