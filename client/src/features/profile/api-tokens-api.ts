import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiTokenView, CreateApiTokenInput, CreatedApiTokenView } from "@shared/schema/api-tokens-input";
import { apiJson, apiRequest } from "@/lib/api";

export const API_TOKENS_URL = "/api/profile/tokens";
export const apiTokensQuery = queryOptions<ApiTokenView[]>({ queryKey: [API_TOKENS_URL] });

function useTokensMutation<TInput, TOut>(request: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_TOKENS_URL] }),
  });
}

export const useCreateApiToken = () => useTokensMutation((input: CreateApiTokenInput) => apiJson<CreatedApiTokenView>("POST", API_TOKENS_URL, input));
export const useRevokeApiToken = () => useTokensMutation((id: string) => apiRequest("DELETE", `${API_TOKENS_URL}/${encodeURIComponent(id)}`));
