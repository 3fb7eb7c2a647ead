import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@shared/schema/json";
import type { InsertCampaign } from "@shared/schema/marketing-input";
import type { CampaignView } from "@shared/schema/marketing-views";
import { apiJson, apiRequest, getJson } from "@/lib/api";

export const MARKETING_URL = "/api/marketing";
/** The dashboard's figures include this month's active campaigns (its query key starts with this path). */
const DASHBOARD_URL = "/api/dashboard";

/** A location id, or "all" for every location of the organization (administrators). */
export type CampaignScope = string;
export const ALL_LOCATIONS: CampaignScope = "all";

/** A campaign as the API answers it; list items also carry their location's name. */
export type CampaignDto = Json<CampaignView> & { locationName?: string };

/** The fields of POST /api/marketing, as its schema gives them. */
export type CampaignInput = InsertCampaign;

export const campaignsUrl = (scope: CampaignScope) => `${MARKETING_URL}?locationId=${encodeURIComponent(scope)}`;

const fetchCampaigns = (scope: CampaignScope, signal: AbortSignal) => getJson<CampaignDto[]>(campaignsUrl(scope), signal);

/** Every campaign of a location (or of all locations); the screen filters by period and status itself. */
export const campaignsQuery = (scope: CampaignScope | null) =>
  queryOptions<CampaignDto[]>({
    queryKey: [MARKETING_URL, { locationId: scope }],
    queryFn: ({ signal }) => fetchCampaigns(scope!, signal),
    enabled: !!scope,
  });

export const createCampaign = (input: CampaignInput) => apiJson<CampaignDto>("POST", MARKETING_URL, input);

export const updateCampaign = ({ id, input }: { id: string; input: Partial<CampaignInput> }) =>
  apiJson<CampaignDto>("PATCH", `${MARKETING_URL}/${encodeURIComponent(id)}`, input);

export const deleteCampaign = async (id: string) => {
  await apiRequest("DELETE", `${MARKETING_URL}/${encodeURIComponent(id)}`);
};

/** Every campaign list (each location and the all-locations view) may hold a changed campaign. */
function useInvalidateCampaigns() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [MARKETING_URL] }),
      queryClient.invalidateQueries({ queryKey: [DASHBOARD_URL] }),
    ]);
}

export function useCreateCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: createCampaign, onSuccess: invalidate });
}

export function useUpdateCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: updateCampaign, onSuccess: invalidate });
}

export function useDeleteCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: deleteCampaign, onSuccess: invalidate });
}
