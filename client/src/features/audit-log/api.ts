import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

export const AUDIT_URL = "/api/audit-log";

export interface AuditPersonDto {
  id: string;
  name: string;
  email: string;
}

export interface AuditEntryDto {
  id: string;
  createdAt: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  actor: AuditPersonDto | null;
  impersonator: AuditPersonDto | null;
  organization: { id: string; name: string } | null;
}

interface AuditPageDto {
  entries: AuditEntryDto[];
  nextCursor: string | null;
}

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
