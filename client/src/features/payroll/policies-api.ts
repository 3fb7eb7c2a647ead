import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TipPolicyRules } from "@shared/domain/tip-policy";
import type { TipPolicyDto } from "@shared/schema/tip-policies-input";
import { apiJson, apiRequest, getJson } from "@/lib/api";

export const TIP_POLICIES_URL = "/api/tip-policies";

export const tipPoliciesQuery = (locationId: string | null) =>
  queryOptions<TipPolicyDto[]>({
    queryKey: [TIP_POLICIES_URL, { locationId }],
    queryFn: ({ signal }) => getJson(`${TIP_POLICIES_URL}?locationId=${encodeURIComponent(locationId!)}`, signal),
    enabled: !!locationId,
  });

export interface PolicyInput {
  id?: string;
  locationId: string;
  name: string;
  rules: TipPolicyRules;
}

export const savePolicy = ({ id, locationId, name, rules }: PolicyInput) =>
  id
    ? apiJson<TipPolicyDto>("PATCH", `${TIP_POLICIES_URL}/${encodeURIComponent(id)}`, { name, rules })
    : apiJson<TipPolicyDto>("POST", TIP_POLICIES_URL, { locationId, name, rules });

export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePolicy,
    onSuccess: (policy) => queryClient.invalidateQueries({ queryKey: [TIP_POLICIES_URL, { locationId: policy.locationId }] }),
  });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${TIP_POLICIES_URL}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TIP_POLICIES_URL] }),
  });
}
