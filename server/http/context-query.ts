import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { locations, organizations, passkeys, platformSettings, sessions, userLocations, users, type User } from "@shared/schema";
import type { DbOrTx } from "../db/connection";
import { preparedStatement } from "../db/prepared";
import { PLATFORM_SETTINGS_ID } from "../auth/totp";

/**
 * What a request context is built from, read in one statement (issue 35: it used to be five round trips — the
 * user, the organization, the assigned locations, the platform's and the organization's two-factor setting).
 */
export interface ContextRow {
  user: User;
  ownOrganization: { id: string; name: string; staffSeePayrollBudgets: boolean; requireTwoFactor: boolean } | null;
  /** The organization a super admin impersonates (null for anyone else, or when it no longer exists). */
  impersonated: { id: string; name: string; staffSeePayrollBudgets: boolean; requireTwoFactor: boolean } | null;
  platformRequiresTwoFactor: boolean | null;
  /** The user's assigned locations in the context's organization (the impersonated one, else their own). */
  assignedLocationIds: string[];
  /** The user has a working passkey (it meets a two-factor requirement like an authenticator app). */
  hasPasskey: boolean;
}

const own = alias(organizations, "own_organization");
const impersonated = alias(organizations, "impersonated_organization");

const columns = {
  user: users,
  ownOrganization: {
    id: own.id,
    name: own.name,
    staffSeePayrollBudgets: own.staffSeePayrollBudgets,
    requireTwoFactor: own.requireTwoFactor,
  },
  impersonated: {
    id: impersonated.id,
    name: impersonated.name,
    staffSeePayrollBudgets: impersonated.staffSeePayrollBudgets,
    requireTwoFactor: impersonated.requireTwoFactor,
  },
  platformRequiresTwoFactor: sql<boolean | null>`(select ${platformSettings.requireTwoFactor} from ${platformSettings} where ${platformSettings.id} = ${PLATFORM_SETTINGS_ID})`,
  assignedLocationIds: sql<string[]>`array(select ${userLocations.locationId}::text from ${userLocations}
    join ${locations} on ${locations.id} = ${userLocations.locationId}
    where ${userLocations.userId} = ${users.id} and ${locations.organizationId} = coalesce(${impersonated.id}, ${users.organizationId}))`,
  hasPasskey: sql<boolean>`exists(select 1 from ${passkeys} where ${passkeys.userId} = ${users.id} and ${passkeys.pendingSince} is null)`,
};

/** Only a super admin impersonates: anyone else's stale impersonation id joins nothing. */
const impersonatedJoin = (impersonatingOrgId: SQL) =>
  and(eq(users.role, "super_admin"), eq(impersonated.id, impersonatingOrgId));

const contextOfUser = preparedStatement("context_of_user", (db) =>
  db
    .select(columns)
    .from(users)
    .leftJoin(own, eq(own.id, users.organizationId))
    .leftJoin(impersonated, impersonatedJoin(sql`${sql.placeholder("impersonatingOrgId")}::uuid`))
    .where(eq(users.id, sql.placeholder("userId"))),
);

/** The context row of a user (null when the user no longer exists). */
export async function readContextRow(db: DbOrTx, userId: string, impersonatingOrgId: string | undefined): Promise<ContextRow | null> {
  const [row] = await contextOfUser(db).execute({ userId, impersonatingOrgId: impersonatingOrgId ?? null });
  return row ?? null;
}

// The session store's read on every request: prepared once (server/db/prepared.ts).
const sessionWithContext = preparedStatement("session_with_context", (db) =>
  db
    .select({ sess: sessions.sess, ...columns })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .leftJoin(own, eq(own.id, users.organizationId))
    .leftJoin(impersonated, impersonatedJoin(sql`(${sessions.sess}->>'impersonatingOrganizationId')::uuid`))
    .where(and(eq(sessions.sid, sql.placeholder("sid")), gte(sessions.expire, sql`to_timestamp(${sql.placeholder("nowSeconds")})`))),
);

/**
 * A live session and, when it is signed in, its context row, in one statement: the session store's read
 * (express-session's `get`), so a signed-in request reaches its route after a single round trip.
 * `sess` is null when the session does not exist or has expired; `context` is null when the session has no
 * user (signed out, second factor pending) or its user no longer exists.
 */
export async function readSessionWithContext(
  db: DbOrTx,
  sid: string,
  nowSeconds: number,
): Promise<{ sess: unknown; context: ContextRow | null } | null> {
  const [row] = await sessionWithContext(db).execute({ sid, nowSeconds });
  if (!row) return null;
  const { sess, user, ...rest } = row;
  return { sess, context: user ? { user, ...rest } : null };
}
