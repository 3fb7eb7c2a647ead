import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, organizations, users } from "@shared/schema";
import { displayName } from "@shared/domain/user";
import type { AuditPage, AuditPerson } from "@shared/schema/audit-views";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { forbidden } from "../../http/errors";

export const AUDIT_PAGE_SIZE = 50;

/** Never shown, even if an older entry carried them. */
const SECRET_KEYS = new Set(["passwordHash", "password_hash", "password", "oidcSubject", "oidc_subject", "token", "content", "totpSecret", "totpPendingSecret", "codeHash", "tokenHash"]);

export function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_KEYS.has(k)).map(([k, v]) => [k, scrub(v)]));
  }
  return value;
}

export function assertCanReadAudit(ctx: RequestContext) {
  if (!ctx.isOrgAdmin && !ctx.isSuperAdmin) throw forbidden("Only administrators can read the audit log");
}

/** An organization's admins read its entries; a super admin who is not impersonating reads everything. */
const scopeOf = (ctx: RequestContext): SQL | undefined =>
  ctx.isSuperAdmin && !ctx.impersonating ? undefined : eq(auditLog.organizationId, ctx.organizationId!);

const actor = alias(users, "actor");
const impersonator = alias(users, "impersonator");
type PersonRow = { id: string | null; firstName: string | null; lastName: string | null; email: string | null } | null;
const person = (p: PersonRow): AuditPerson | null => (p?.id ? { id: p.id, name: displayName(p), email: p.email ?? "" } : null);

/** Newest first, one page at a time; optionally one entity type. */
export async function listAudit(
  db: DbOrTx,
  ctx: RequestContext,
  query: { entityType?: string; before?: string; limit?: number },
): Promise<AuditPage> {
  assertCanReadAudit(ctx);
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const conditions: (SQL | undefined)[] = [scopeOf(ctx)];
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.before) {
    conditions.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (select c.created_at, c.id from ${auditLog} c where c.id = ${query.before})`,
    );
  }
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
      impersonator: { id: impersonator.id, firstName: impersonator.firstName, lastName: impersonator.lastName, email: impersonator.email },
      organization: { id: organizations.id, name: organizations.name },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorId))
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({
      id: r.entry.id,
      createdAt: r.entry.createdAt.toISOString(),
      action: r.entry.action,
      entityType: r.entry.entityType,
      entityId: r.entry.entityId,
      before: scrub(r.entry.before),
      after: scrub(r.entry.after),
      actor: person(r.actor),
      impersonator: person(r.impersonator),
      organization: r.organization?.id ? { id: r.organization.id, name: r.organization.name } : null,
    })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.entry.id : null,
  };
}

/**
 * The entity types that have entries in scope, for the filter. The log only grows, so rather than a DISTINCT
 * over every entry this skips through an index (organization, entity type, … — or entity type, … for the
 * platform): one probe for each type, each finding the first type after the previous one.
 */
export async function auditEntityTypes(db: DbOrTx, ctx: RequestContext): Promise<string[]> {
  assertCanReadAudit(ctx);
  // Unqualified column names: inside the recursive step they resolve to that step's own audit_log.
  const scope = ctx.isSuperAdmin && !ctx.impersonating ? sql`true` : sql`organization_id = ${ctx.organizationId}`;
  const { rows } = await db.execute<{ entity_type: string }>(sql`
    with recursive types(entity_type) as (
      (select entity_type from ${auditLog} where ${scope} order by entity_type limit 1)
      union all
      select (select entity_type from ${auditLog} where ${scope} and entity_type > types.entity_type order by entity_type limit 1)
      from types where types.entity_type is not null
    )
    select entity_type from types where entity_type is not null order by entity_type`);
  return rows.map((r) => r.entity_type);
}
