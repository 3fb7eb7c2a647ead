import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Json } from "@shared/schema/json";
import type { LicenseTermView } from "@shared/schema/licenses-views";
import { apiJson, getJson } from "@/lib/api";
import { type LicenseDto, LICENSES_URL, sendMultipart } from "./api";

/** One term of a license as GET /api/licenses/:id/terms answers it (newest first). */
export type LicenseTermDto = Json<LicenseTermView>;

/** The new term a renewal records (POST /api/licenses/:id/renew); empty values travel as null. */
export interface RenewalInput {
  licenseNumber: string | null;
  issueDate: string | null;
  expirationDate: string;
  feePaid: string | null;
}

export interface RenewalSubmittedInput {
  submittedOn: string;
  reference: string | null;
  fee: string | null;
}

const licenseUrl = (id: string) => `${LICENSES_URL}/${encodeURIComponent(id)}`;
const termsUrl = (id: string) => `${licenseUrl(id)}/terms`;

export const licenseTermsQuery = (licenseId: string | null) =>
  queryOptions<LicenseTermDto[]>({
    queryKey: [termsUrl(licenseId ?? "")],
    queryFn: ({ signal }) => getJson<LicenseTermDto[]>(termsUrl(licenseId!), signal),
    enabled: !!licenseId,
  });

export function renewLicense({
  id,
  renewal,
  document,
  readingId,
}: {
  id: string;
  renewal: RenewalInput;
  document?: File | null;
  /** The reading of `document` the values came from: the server learns from the fields corrected (issue 30). */
  readingId?: string;
}): Promise<LicenseDto> {
  const form = new FormData();
  form.append("licenseData", JSON.stringify(renewal));
  if (readingId) form.append("readingId", readingId);
  if (document) form.append("document", document, document.name);
  return sendMultipart("POST", `${licenseUrl(id)}/renew`, form);
}

export const markRenewalSubmitted = ({ id, input }: { id: string; input: RenewalSubmittedInput }) =>
  apiJson<LicenseDto>("PUT", `${licenseUrl(id)}/renewal-submitted`, input);

export const withdrawRenewalSubmitted = (id: string) => apiJson<LicenseDto>("DELETE", `${licenseUrl(id)}/renewal-submitted`);

/** Every renewal change refreshes the licenses, their terms, the dashboard and the group figures. */
function useInvalidateRenewals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && /^\/api\/(licenses|dashboard|group)/.test(q.queryKey[0]) });
}

export function useRenewLicense() {
  const invalidate = useInvalidateRenewals();
  return useMutation({ mutationFn: renewLicense, onSuccess: invalidate });
}

export function useMarkRenewalSubmitted() {
  const invalidate = useInvalidateRenewals();
  return useMutation({ mutationFn: markRenewalSubmitted, onSuccess: invalidate });
}

export function useWithdrawRenewalSubmitted() {
  const invalidate = useInvalidateRenewals();
  return useMutation({ mutationFn: withdrawRenewalSubmitted, onSuccess: invalidate });
}

