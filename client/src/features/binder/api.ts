import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@shared/schema/json";
import type { BinderLinkView, BinderView, CreatedBinderLinkView, ServiceRecordView } from "@shared/schema/service-records-views";
import { apiJson, getJson } from "@/lib/api";

export type ServiceRecordDto = Json<ServiceRecordView>;
export type BinderDto = Json<BinderView>;
export type BinderLinkDto = Json<BinderLinkView>;
export type CreatedBinderLinkDto = Json<CreatedBinderLinkView>;

const enc = encodeURIComponent;
export const itemRecordsUrl = (equipmentId: string) => `/api/equipment/${enc(equipmentId)}/service-records`;
export const vendorRecordsUrl = (vendorId: string) => `/api/vendors/${enc(vendorId)}/service-records`;
export const binderUrl = (locationId: string) => `/api/locations/${enc(locationId)}/binder`;
const linksUrl = (locationId: string) => `/api/locations/${enc(locationId)}/binder-links`;

export const itemRecordsQuery = (equipmentId: string) =>
  queryOptions<ServiceRecordDto[]>({ queryKey: [itemRecordsUrl(equipmentId)], queryFn: ({ signal }) => getJson(itemRecordsUrl(equipmentId), signal) });

export const vendorRecordsQuery = (vendorId: string | null) =>
  queryOptions<ServiceRecordDto[]>({
    queryKey: [vendorRecordsUrl(vendorId ?? "")],
    queryFn: ({ signal }) => getJson(vendorRecordsUrl(vendorId!), signal),
    enabled: !!vendorId,
  });

export const binderQuery = (locationId: string | null) =>
  queryOptions<BinderDto>({ queryKey: [binderUrl(locationId ?? "")], queryFn: ({ signal }) => getJson(binderUrl(locationId!), signal), enabled: !!locationId });

export const binderLinksQuery = (locationId: string | null, enabled: boolean) =>
  queryOptions<BinderLinkDto[]>({
    queryKey: [linksUrl(locationId ?? "")],
    queryFn: ({ signal }) => getJson(linksUrl(locationId!), signal),
    enabled: !!locationId && enabled,
  });

export function useCreateBinderLink(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => apiJson<CreatedBinderLinkDto>("POST", linksUrl(locationId), { days }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [linksUrl(locationId)] }),
  });
}

export function useRevokeBinderLink(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<BinderLinkDto>("DELETE", `/api/binder-links/${enc(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [linksUrl(locationId)] }),
  });
}
