import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreatedWebhookEndpointView,
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveryView,
  WebhookEndpointView,
} from "@shared/schema/webhooks-input";
import { apiJson, apiRequest } from "@/lib/api";

export const WEBHOOKS_URL = "/api/webhooks";
export const webhooksQuery = queryOptions<WebhookEndpointView[]>({ queryKey: [WEBHOOKS_URL] });
export const deliveriesQuery = (id: string) =>
  queryOptions<WebhookDeliveryView[]>({ queryKey: [`${WEBHOOKS_URL}/${encodeURIComponent(id)}/deliveries`], refetchInterval: 10_000 });

function useEndpointsMutation<TInput, TOut>(request: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: [WEBHOOKS_URL] }) });
}

export const useAddEndpoint = () => useEndpointsMutation((input: CreateWebhookEndpointInput) => apiJson<CreatedWebhookEndpointView>("POST", WEBHOOKS_URL, input));
export const useUpdateEndpoint = () =>
  useEndpointsMutation(({ id, ...changes }: UpdateWebhookEndpointInput & { id: string }) => apiJson<WebhookEndpointView>("PATCH", `${WEBHOOKS_URL}/${encodeURIComponent(id)}`, changes));
export const useDeleteEndpoint = () => useEndpointsMutation((id: string) => apiRequest("DELETE", `${WEBHOOKS_URL}/${encodeURIComponent(id)}`));
