import { count, eq, sql } from "drizzle-orm";
import { users, type CurrentUser, type Role, type User } from "@shared/schema";
import type { Db, DbOrTx } from "../db/connection";
import type { RequestContext } from "../http/context";
import { permissionsOf } from "@shared/domain/permissions";
import { hashPassword } from "./password";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  return user;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Arbitrary constant: serialises "is this the first account?" across app instances. */
const FIRST_ACCOUNT_LOCK = 7_311_043;

/** Holds the first-account lock until the transaction ends. */
export async function lockFirstAccount(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
}

/**
 * Creates a local account. On an empty installation the account becomes the platform's super admin;
 * the check and the insert happen under one lock so two simultaneous sign-ups cannot both get it.
 */
export async function createLocalUser(
  db: Db,
  input: { email: string; password: string; firstName?: string | null; lastName?: string | null },
  options: { allowWhenNotFirst: boolean },
): Promise<{ user: User; first: boolean } | { refused: "signup-closed" | "exists" }> {
  // Refuse a closed sign-up before the hash (32 MiB of scrypt): a refusal must cost next to nothing. Once there is
  // an account there is always one, so this answer cannot go stale; the check under the lock below stays for the first.
  if (!options.allowWhenNotFirst && (await countUsers(db)) > 0) return { refused: "signup-closed" };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await lockFirstAccount(tx);
    const first = (await countUsers(tx)) === 0;
    if (!first && !options.allowWhenNotFirst) return { refused: "signup-closed" as const };
    if (!first && (await findUserByEmail(tx, input.email))) return { refused: "exists" as const };
    const role: Role = first ? "super_admin" : "user";
    const [user] = await tx
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        firstName: input.firstName?.trim() || null,
        lastName: input.lastName?.trim() || null,
        role,
        passwordHash,
      })
      .returning();
    return { user: user!, first };
  });
}

/** The signed-in user as the client sees it: never the password hash or the OIDC subject. */
export function presentCurrentUser(ctx: RequestContext): CurrentUser {
  const u = ctx.user;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    organizationId: ctx.organizationId,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    permissions: permissionsOf(ctx),
    ...(ctx.impersonating ? { impersonation: ctx.impersonating } : {}),
    ...(ctx.twoFactorSetupRequired ? { twoFactorSetupRequired: true } : {}),
  };
}
