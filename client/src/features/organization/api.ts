import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@shared/schema/json";
import type { InsertLocation, InsertOrganization } from "@shared/schema/organizations";
import type { OrganizationView } from "@shared/schema/organizations-views";
import { AUTH_USER_URL } from "@/app/auth";
import { LOCATIONS_URL, type LocationDto } from "@/app/locations";
import { apiJson, apiRequest } from "@/lib/api";

export const ORGANIZATION_URL = "/api/organization";

export type OrganizationDto = Json<OrganizationView>;

/** null: the user has no organization yet. */
export const organizationQuery = queryOptions<OrganizationDto | null>({ queryKey: [ORGANIZATION_URL] });

export const createOrganization = (input: InsertOrganization) =>
  apiJson<OrganizationDto>("POST", ORGANIZATION_URL, input);

export const createLocation = (input: InsertLocation) => apiJson<LocationDto>("POST", "/api/locations", input);

export const updateLocation = ({ id, input }: { id: string; input: Partial<InsertLocation> }) =>
  apiJson<LocationDto>("PATCH", `/api/locations/${encodeURIComponent(id)}`, input);

export const deleteLocation = async (id: string) => {
  await apiRequest("DELETE", `/api/locations/${encodeURIComponent(id)}`);
};

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    // Creating an organization also changes the user (organization, role) and the locations they see.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORGANIZATION_URL] }),
        queryClient.invalidateQueries({ queryKey: [AUTH_USER_URL] }),
        queryClient.invalidateQueries({ queryKey: [LOCATIONS_URL] }),
      ]),
  });
}

function useInvalidateLocations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [LOCATIONS_URL] }),
      // locationCount lives on the organization.
      queryClient.invalidateQueries({ queryKey: [ORGANIZATION_URL] }),
    ]);
}

export function useCreateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({ mutationFn: createLocation, onSuccess: invalidate });
}

export function useUpdateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({ mutationFn: updateLocation, onSuccess: invalidate });
}

export function useDeleteLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({ mutationFn: deleteLocation, onSuccess: invalidate });
}

/** What deleting a location deletes with it (GET /api/locations/:id/delete-impact). */
export interface LocationDeleteImpact {
  licenses: number;
  equipment: number;
  vendors: number;
  budgets: number;
  campaigns: number;
  payrollWeeks: number;
}

export const locationDeleteImpactQuery = (id: string | null) =>
  queryOptions<LocationDeleteImpact>({
    queryKey: [`/api/locations/${id ?? ""}/delete-impact`],
    enabled: !!id,
    // Counted afresh each time the dialog opens.
    staleTime: 0,
    refetchOnMount: "always",
  });

export const setStaffAccess = (staffSeePayrollBudgets: boolean) =>
  apiJson<{ staffSeePayrollBudgets: boolean }>("PUT", "/api/organization/staff-access", { staffSeePayrollBudgets });

export function useSetStaffAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffAccess,
    // Everyone's permissions in the organization follow the setting.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORGANIZATION_URL] }),
        queryClient.invalidateQueries({ queryKey: [AUTH_USER_URL] }),
      ]),
  });
}
