import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { History, ShieldAlert } from "lucide-react";
import * as React from "react";
import { auditEntityLabel } from "@shared/domain/audit";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState, EmptyStateCard } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/app/auth";
import { auditEntityTypesQuery, auditLogQuery } from "./api";
import { AuditEntry } from "./entry";

export default function AuditLogPage() {
  const { user, isAdmin, isSuperAdmin } = useAuth();
  const [entityType, setEntityType] = React.useState("all");
  const log = useInfiniteQuery({ ...auditLogQuery(entityType), enabled: isAdmin });
  const types = useQuery({ ...auditEntityTypesQuery, enabled: isAdmin });
  const platformView = isSuperAdmin && !user?.impersonation;

  if (!isAdmin) {
    return (
      <div>
        <PageHeader title="Audit Log" />
        <EmptyStateCard icon={ShieldAlert} title="Administrator Access Required" description="Only administrators can read the audit log." />
      </div>
    );
  }

  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div>
      <PageHeader
        title="Audit Log"
        subtitle={platformView ? "Every change on the platform, newest first" : "Who changed what in your organization, newest first"}
        actions={
          <div className="flex items-center gap-2">
            <Label htmlFor="audit-entity" className="shrink-0">
              Show
            </Label>
            <Select value={entityType} onValueChange={setEntityType}>
              <SelectTrigger id="audit-entity" className="w-52">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All changes</SelectItem>
                {(types.data ?? []).map((t) => (
                  <SelectItem key={t} value={t}>
                    {auditEntityLabel(t)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        }
      />
      <Card>
        <CardContent className="p-4 sm:p-6">
          {log.isLoading ? (
            <PageSpinner label="Loading audit log..." />
          ) : entries.length === 0 ? (
            <EmptyState icon={History} title="No changes recorded yet" />
          ) : (
            <>
              <ul className="divide-y" aria-label="Audit log entries">
                {entries.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} showOrganization={platformView} />
                ))}
              </ul>
              {log.hasNextPage && (
                <div className="mt-4 flex justify-center">
                  <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                    {log.isFetchingNextPage ? "Loading..." : "Load more"}
                  </Button>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
