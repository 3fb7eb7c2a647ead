import { z } from "zod";

/** What a personal access token may do: `read` answers GET/HEAD only; `read_write` everything its user may. */
export const API_TOKEN_SCOPES = ["read", "read_write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The lifetimes Profile offers, in days. A token never lives longer than a year. */
export const API_TOKEN_LIFETIMES = [7, 30, 90, 365] as const;
export const API_TOKEN_MAX_DAYS = 365;

/** Tokens start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = "sous_pat_";

export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
  scope: z.enum(API_TOKEN_SCOPES, { message: "Scope must be read or read_write" }),
  expiresInDays: z
    .number({ message: "Expiry must be a number of days" })
    .int("Expiry must be a whole number of days")
    .min(1, "Expiry must be at least 1 day")
    .max(API_TOKEN_MAX_DAYS, `Expiry must be at most ${API_TOKEN_MAX_DAYS} days`),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

/** A token as Profile lists it: never the token itself. */
export interface ApiTokenView {
  id: string;
  name: string;
  scope: ApiTokenScope;
  /** The token's first characters, to tell tokens apart. */
  prefix: string;
  organizationId: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The answer to creating a token: the only time the token is shown. */
export interface CreatedApiTokenView extends ApiTokenView {
  token: string;
}
