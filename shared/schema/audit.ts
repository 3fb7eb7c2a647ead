import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/** Who changed what. Rows outlive the actor and the organization (set null), for the record. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The super admin behind the actor's session while impersonating. */
    impersonatorId: uuid("impersonator_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    // Pages newest first (keyset on created_at, id): an organization's, one entity type of it (also its
    // distinct entity types, read by skipping through this index), and the platform's.
    index("audit_log_organization_created_idx").on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_organization_entity_created_idx").on(t.organizationId, t.entityType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_actor_idx").on(t.actorId),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
