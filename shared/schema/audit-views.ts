// Types only (no Drizzle): the answer of GET /api/audit-log as the server builds it (server/features/audit/read.ts).
// No Date fields: createdAt is sent as an ISO string.

export interface AuditPerson {
  id: string;
  name: string;
  email: string;
}

export interface AuditEntryView {
  id: string;
  createdAt: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  actor: AuditPerson | null;
  /** The super admin behind the change while impersonating the organization. */
  impersonator: AuditPerson | null;
  organization: { id: string; name: string } | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  /** Pass as `before` for the next (older) page; null at the end. */
  nextCursor: string | null;
}
