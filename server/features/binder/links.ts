import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { auditLog, binderLinks, locations, type BinderLink, type Location } from "@shared/schema";
import { displayName } from "@shared/domain/user";
import type { BinderLinkView, CreatedBinderLinkView } from "@shared/schema/service-records-views";
import type { Db, DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { reachableLocation, reachableLocationsOf } from "../../http/tenancy";
import { recordAudit } from "../audit/service";

/** 32 random bytes, base64url: the link's only credential. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const sharedBinderPath = (token: string) => `/api/shared-binders/${token}`;

export function presentLink(l: BinderLink, now = new Date()): BinderLinkView {
  return {
    id: l.id,
    locationId: l.locationId,
    createdBy: l.createdByName,
    createdAt: l.createdAt,
    expiresAt: l.expiresAt,
    revokedAt: l.revokedAt,
    lastOpenedAt: l.lastOpenedAt,
    openCount: l.openCount,
    active: !l.revokedAt && l.expiresAt > now,
  };
}

/** The links of a location, newest first (revoked and expired ones included, marked inactive). */
export async function listLinks(db: DbOrTx, ctx: RequestContext, locationId: string): Promise<BinderLinkView[]> {
  const location = await reachableLocation(db, ctx, locationId);
  const rows = await db.select().from(binderLinks).where(eq(binderLinks.locationId, location.id)).orderBy(desc(binderLinks.createdAt));
  return rows.map((l) => presentLink(l));
}

/** A new link valid `days` days; the answer carries the token's URL, which is shown this once. */
export async function createLink(db: Db, ctx: RequestContext, locationId: string, days: number, origin: string): Promise<CreatedBinderLinkView> {
  const token = randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    const location = await reachableLocation(tx, ctx, locationId);
    const [created] = await tx
      .insert(binderLinks)
      .values({
        locationId: location.id,
        tokenHash: hashToken(token),
        createdBy: ctx.user.id,
        createdByName: displayName(ctx.user),
        expiresAt: new Date(Date.now() + days * 86_400_000),
      })
      .returning();
    const { tokenHash: _hash, ...forAudit } = created!;
    await recordAudit(tx, ctx, { action: "create", entityType: "binder_link", entityId: created!.id, after: forAudit });
    return created!;
  });
  return { ...presentLink(row), url: `${origin}${sharedBinderPath(token)}` };
}

export async function revokeLink(db: Db, ctx: RequestContext, id: string): Promise<BinderLinkView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(binderLinks).where(and(eq(binderLinks.id, id), reachableLocationsOf(ctx, binderLinks.locationId)));
    if (!before) throw notFound("Link not found");
    const [after] = await tx
      .update(binderLinks)
      .set({ revokedAt: before.revokedAt ?? new Date() })
      .where(eq(binderLinks.id, before.id))
      .returning();
    const { tokenHash: _a, ...b } = before;
    const { tokenHash: _b, ...a } = after!;
    await recordAudit(tx, ctx, { action: "revoke", entityType: "binder_link", entityId: id, before: b, after: a });
    return presentLink(after!);
  });
}

/** The link of a token when it is live (not revoked, not expired) with its location; 404 otherwise. */
export async function openLink(db: DbOrTx, token: string): Promise<{ link: BinderLink; location: Location }> {
  const gone = notFound("This link has expired or was revoked");
  if (!TOKEN_PATTERN.test(token)) throw gone;
  const [row] = await db
    .select({ link: binderLinks, location: locations })
    .from(binderLinks)
    .innerJoin(locations, eq(locations.id, binderLinks.locationId))
    .where(and(eq(binderLinks.tokenHash, hashToken(token)), isNull(binderLinks.revokedAt), gt(binderLinks.expiresAt, new Date())));
  if (!row) throw gone;
  return row;
}

/** Records an opening (the page, the PDF, a file): the link's last-opened time and count, and an audit entry. */
export async function recordOpening(db: Db, link: BinderLink, location: Location, what: string, address: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(binderLinks)
      .set({ lastOpenedAt: new Date(), openCount: sql`${binderLinks.openCount} + 1` })
      .where(eq(binderLinks.id, link.id));
    await tx.insert(auditLog).values({
      organizationId: location.organizationId,
      actorId: null,
      action: "open_shared_binder",
      entityType: "binder_link",
      entityId: link.id,
      after: { what, address: address ?? null, locationId: location.id },
    });
  });
}
