import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { API_TOKEN_PREFIX, apiTokens, type ApiToken, type ApiTokenView, type CreateApiTokenInput } from "@shared/schema";
import type { Db, DbOrTx } from "../../db/connection";

const DAY_MS = 86_400_000;
/** Shown beside a token in lists: the fixed prefix and a few random characters. */
const SHOWN_CHARS = API_TOKEN_PREFIX.length + 6;
/** `last_used_at` is written at most this often per token, not on every request. */
const LAST_USED_EVERY_MS = 60_000;

export const hashApiToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function presentApiToken(row: ApiToken): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    organizationId: row.organizationId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new token: 32 random bytes; only its SHA-256 is stored. The token itself is returned once. */
export async function createApiToken(db: DbOrTx, userId: string, organizationId: string, input: CreateApiTokenInput, now = new Date()) {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId,
      organizationId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, SHOWN_CHARS),
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning();
  return { row: row!, token };
}

/** The user's tokens in one organization, newest first (revoked and expired ones included, marked). */
export function listApiTokens(db: Db, userId: string, organizationId: string) {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.organizationId, organizationId)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes one of the user's live tokens; undefined when there is none by that id. */
export async function revokeApiToken(db: DbOrTx, userId: string, organizationId: string, id: string) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), eq(apiTokens.organizationId, organizationId), isNull(apiTokens.revokedAt)))
    .returning();
  return row;
}

/** The live token a bearer string names: not revoked, not expired. */
export async function findLiveApiToken(db: Db, token: string, now = new Date()): Promise<ApiToken | undefined> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.tokenHash, hashApiToken(token)));
  if (!row || row.revokedAt || row.expiresAt <= now) return undefined;
  return row;
}

/** Records a use, at most once a minute per token (one UPDATE that checks the last write). */
export async function touchApiToken(db: Db, row: ApiToken, now = new Date()) {
  if (row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.id),
        sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < ${new Date(now.getTime() - LAST_USED_EVERY_MS)})`,
      ),
    );
}
