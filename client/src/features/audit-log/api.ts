import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { AuditEntryView, AuditPage, AuditPerson } from "@shared/schema/audit-views";
import { apiJson } from "@/lib/api";

export const AUDIT_URL = "/api/audit-log";

export type AuditPersonDto = AuditPerson;
export type AuditEntryDto = AuditEntryView;
type AuditPageDto = AuditPage;

/** Newest first, 50 at a time; "all" or one entity type. */
export const auditLogQuery = (entityType: string) =>
  infiniteQueryOptions({
    queryKey: [AUDIT_URL, { entityType }],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (entityType !== "all") params.set("entityType", entityType);
      if (pageParam) params.set("before", pageParam);
      const query = params.toString();
      return apiJson<AuditPageDto>("GET", query ? `${AUDIT_URL}?${query}` : AUDIT_URL);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const auditEntityTypesQuery = queryOptions<string[]>({ queryKey: [`${AUDIT_URL}/entity-types`] });
