import { format } from "date-fns";
import { auditActionLabel, auditEntityLabel, readableAuditChanges } from "@shared/domain/audit";
import { Badge } from "@/components/ui/badge";
import type { AuditEntryDto } from "./api";

const MAX_CHANGES = 8;

/** The thing an entry is about, in words: a name or title when the record had one. */
function subject(entry: AuditEntryDto): string | null {
  for (const side of [entry.after, entry.before]) {
    if (side && typeof side === "object") {
      const r = side as Record<string, unknown>;
      if (typeof r.licenseTypeName === "string" && typeof r.state === "string") return `${r.licenseTypeName} (${r.state})`;
      const name = r.name ?? r.title ?? r.organizationName ?? r.email ?? r.licenseNumber;
      if (typeof name === "string" && name) return name;
    }
  }
  return null;
}

export function AuditEntry({ entry, showOrganization }: { entry: AuditEntryDto; showOrganization: boolean }) {
  const changes = readableAuditChanges(entry.before, entry.after);
  const what = subject(entry);
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="audit-entry">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <p className="min-w-0 break-words text-sm">
          <span className="font-semibold">{auditActionLabel(entry.action)}</span> {auditEntityLabel(entry.entityType).toLowerCase()}
          {what && <span className="font-medium"> “{what}”</span>}
        </p>
        <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
          {format(new Date(entry.createdAt), "MMM dd, yyyy HH:mm")}
        </time>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>by {entry.actor ? `${entry.actor.name}${entry.actor.name !== entry.actor.email ? ` (${entry.actor.email})` : ""}` : "a deleted user"}</span>
        {entry.impersonator && <Badge variant="warning">Impersonated by super admin</Badge>}
        {showOrganization && <span>{entry.organization ? `in ${entry.organization.name}` : "platform-wide"}</span>}
      </p>
      {changes.length > 0 && (
        <div className="mt-2 rounded-md bg-muted/60 p-2 text-xs">
          <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
            {changes.slice(0, MAX_CHANGES).map((c) => (
              <div key={c.field} className="contents">
                <dt className="font-medium">{c.label}</dt>
                <dd className="min-w-0 break-words text-muted-foreground" data-testid="audit-change">
                  {c.text}
                </dd>
              </div>
            ))}
          </dl>
          {/* Outside the <dl>, which may hold only dt/dd groups. */}
          {changes.length > MAX_CHANGES && <p className="mt-1 text-muted-foreground">and {changes.length - MAX_CHANGES} more</p>}
        </div>
      )}
    </li>
  );
}
