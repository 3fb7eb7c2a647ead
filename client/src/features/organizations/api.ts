import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrganizationSummary } from "@shared/schema/super-admin-views";
import type { CurrentUser } from "@shared/schema/users";
import { AUTH_USER_URL } from "@/app/auth";
import type { LocationDto } from "@/app/locations";
import { useSelectedLocation } from "@/app/selected-location";
import { apiJson } from "@/lib/api";

export const SUPER_ADMIN_ORGANIZATIONS_URL = "/api/super-admin/organizations";

export type OrganizationSummaryDto = OrganizationSummary;

export const organizationsQuery = queryOptions<OrganizationSummaryDto[]>({ queryKey: [SUPER_ADMIN_ORGANIZATIONS_URL] });

export const organizationLocationsQuery = (organizationId: string | null) =>
  queryOptions<LocationDto[]>({
    queryKey: [`${SUPER_ADMIN_ORGANIZATIONS_URL}/${organizationId}/locations`],
    enabled: !!organizationId,
  });

export const impersonate = (organizationId: string) =>
  apiJson<CurrentUser>("POST", "/api/super-admin/impersonate", { organizationId });
export const stopImpersonation = () => apiJson<CurrentUser>("POST", "/api/super-admin/stop-impersonate");

/**
 * SPEC section 4: after impersonation starts or stops every query is refetched (the session now answers
 * for another organization) and the selected location goes back to the new organization's first one.
 */
function useSwitchOrganization() {
  const queryClient = useQueryClient();
  const { setSelectedLocationId } = useSelectedLocation();
  return async (user: CurrentUser) => {
    setSelectedLocationId(null);
    // The answer is the new current user: set it, and start every other query afresh.
    queryClient.setQueryData([AUTH_USER_URL], user);
    await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_URL });
  };
}

export function useImpersonate() {
  const switchOrganization = useSwitchOrganization();
  return useMutation({ mutationFn: impersonate, onSuccess: switchOrganization });
}

export function useStopImpersonation() {
  const switchOrganization = useSwitchOrganization();
  return useMutation({ mutationFn: stopImpersonation, onSuccess: switchOrganization });
}
