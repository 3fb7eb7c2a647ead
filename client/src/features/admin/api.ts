import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LicenseType, StateLicenseRequirement } from "@shared/schema/licenses";
import type { QueueOverview } from "@shared/domain/job-queue";
import type { CopyRequirementsInput, RequirementFormInput } from "@shared/schema/requirements";
import type { CopyPlan } from "@shared/schema/super-admin-views";
import { apiJson } from "@/lib/api";

const LICENSE_TYPES_URL = "/api/license-types";
const REQUIRED_LICENSES_URL = "/api/required-licenses";
const REQUIREMENTS_URL = "/api/state-license-requirements";

type Dates<T> = Omit<T, "createdAt" | "updatedAt"> & { createdAt: string };
export type RequirementDto = Dates<StateLicenseRequirement> & { updatedAt: string };
export type LicenseTypeWithRequirementDto = Dates<LicenseType> & { requirement: RequirementDto | null };

export type CopyPlanDto = CopyPlan;

/** Every license type with the state's requirement attached (null when the state has none). */
export const stateLicenseTypesQuery = (state: string) =>
  queryOptions<LicenseTypeWithRequirementDto[]>({
    queryKey: [LICENSE_TYPES_URL, { state }],
    queryFn: () => apiJson("GET", `${LICENSE_TYPES_URL}?state=${encodeURIComponent(state)}`),
  });

export const copyPreviewQuery = (from: string | null, to: string) =>
  queryOptions<CopyPlanDto>({
    queryKey: [`${REQUIREMENTS_URL}/copy-preview`, { from, to }],
    queryFn: () => apiJson("GET", `${REQUIREMENTS_URL}/copy-preview?from=${encodeURIComponent(from ?? "")}&to=${encodeURIComponent(to)}`),
    enabled: !!from && from !== to,
    // A preview must describe the data as it is now, not as it was when last asked.
    staleTime: 0,
    gcTime: 0,
  });

/** Issue 21: the job queues' depth and failures, read again every 10 s while shown. */
export const queueOverviewQuery = queryOptions<QueueOverview>({
  queryKey: ["/api/super-admin/queue"],
  queryFn: () => apiJson("GET", "/api/super-admin/queue"),
  staleTime: 0,
  refetchInterval: 10_000,
});

export const saveRequirements = (requirements: RequirementFormInput[]) =>
  apiJson<RequirementDto[]>("PUT", `${REQUIREMENTS_URL}/bulk`, { requirements });
export const copyRequirements = (input: CopyRequirementsInput) => apiJson<CopyPlanDto>("POST", `${REQUIREMENTS_URL}/copy`, input);

/** Requirements show on the admin screen and on every location's license screen. */
function useInvalidateRequirements() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [LICENSE_TYPES_URL] }),
      queryClient.invalidateQueries({ queryKey: [REQUIRED_LICENSES_URL] }),
      queryClient.invalidateQueries({ queryKey: ["/api/audit-log"] }),
    ]);
}

export function useSaveRequirements() {
  const invalidate = useInvalidateRequirements();
  return useMutation({ mutationFn: saveRequirements, onSuccess: invalidate });
}

export function useCopyRequirements() {
  const invalidate = useInvalidateRequirements();
  return useMutation({ mutationFn: copyRequirements, onSuccess: invalidate });
}
