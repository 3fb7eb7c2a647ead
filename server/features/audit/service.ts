import { auditLog } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records who changed what; call it inside the transaction of the change so both commit together. */
export async function recordAudit(db: DbOrTx, ctx: RequestContext, entry: AuditEntry, organizationId = ctx.organizationId) {
  await db.insert(auditLog).values({
    organizationId,
    actorId: ctx.user.id,
    impersonatorId: ctx.impersonating ? ctx.user.id : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
