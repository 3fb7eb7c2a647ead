import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@shared/schema/json";
import type { InsertVendor } from "@shared/schema/vendors-input";
import type { VendorView } from "@shared/schema/vendors-views";
import { apiJson, apiRequest, getAllPages } from "@/lib/api";

export const VENDORS_URL = "/api/vendors";

/** A vendor as GET /api/vendors answers it. */
export type VendorDto = Json<VendorView>;

/** The fields of POST /api/vendors (SPEC section 7), as its schema gives them: empty optional fields travel as null. */
export type VendorInput = InsertVendor;

export type VendorChanges = Partial<Omit<VendorInput, "locationId">>;

export const vendorsUrl = (locationId: string) => `${VENDORS_URL}?locationId=${encodeURIComponent(locationId)}`;
const vendorUrl = (id: string) => `${VENDORS_URL}/${encodeURIComponent(id)}`;

export const vendorsQuery = (locationId: string | null) =>
  queryOptions<VendorDto[]>({
    queryKey: [VENDORS_URL, { locationId }],
    queryFn: ({ signal }) => getAllPages<VendorDto>(vendorsUrl(locationId!), signal),
    enabled: !!locationId,
  });

export const createVendor = (input: VendorInput) => apiJson<VendorDto>("POST", VENDORS_URL, input);
export const updateVendor = ({ id, changes }: { id: string; changes: VendorChanges }) => apiJson<VendorDto>("PATCH", vendorUrl(id), changes);
export const deleteVendor = async (id: string) => {
  await apiRequest("DELETE", vendorUrl(id));
};

function useInvalidateVendors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [VENDORS_URL] });
}

export function useCreateVendor() {
  const invalidate = useInvalidateVendors();
  return useMutation({ mutationFn: createVendor, onSuccess: invalidate });
}

export function useUpdateVendor() {
  const invalidate = useInvalidateVendors();
  return useMutation({ mutationFn: updateVendor, onSuccess: invalidate });
}

export function useDeleteVendor() {
  const invalidate = useInvalidateVendors();
  return useMutation({ mutationFn: deleteVendor, onSuccess: invalidate });
}
