import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReadingJobView } from "@shared/schema/job-views";
import type { Json } from "@shared/schema/json";
import type { LicenseCategory } from "@shared/schema/licenses";
import type { LicenseDocumentView, LicenseView, RequiredLicenseItem } from "@shared/schema/licenses-views";
import { ApiError, apiJson, apiRequest, getAllPages, getJson, throwIfNotOk } from "@/lib/api";
import { pollJob } from "@/lib/poll-job";

export const LICENSES_URL = "/api/licenses";
export const LICENSE_TYPES_URL = "/api/license-types";
export const REQUIRED_LICENSES_URL = "/api/required-licenses";
/** The dashboard summary (features/dashboard) counts licenses: every license change refreshes it. */
const DASHBOARD_URL = "/api/dashboard";

export type LicenseDocumentDto = LicenseDocumentView;

/** A license as GET /api/licenses answers it. */
export type LicenseDto = Json<LicenseView>;

export interface LicenseTypeDto {
  id: string;
  name: string;
  description: string | null;
  category: LicenseCategory | null;
  isUniversal: boolean;
}

export type RequiredLicenseDto = RequiredLicenseItem;

/** The licenseData part of a create (SPEC section 7); empty dates travel as null. */
export interface LicenseDataInput {
  locationId: string;
  licenseTypeId: string;
  licenseNumber: string | null;
  issueDate: string | null;
  expirationDate: string | null;
  status: "active" | "expired" | "expiring_soon";
  notes: string | null;
}

export type LicenseChanges = Partial<Omit<LicenseDataInput, "locationId">>;

export const licensesUrl = (locationId: string) => `${LICENSES_URL}?locationId=${encodeURIComponent(locationId)}`;
const licenseUrl = (id: string) => `${LICENSES_URL}/${encodeURIComponent(id)}`;

/** The stored document: as a download, or inline for the view dialog (<img> or PDF frame). */
export const licenseDocumentUrl = (id: string, inline = false) =>
  `${licenseUrl(id)}/download${inline ? "?inline=1" : ""}`;

/** Every license of a location (all statuses); the screen splits them into its two sections. */
export const licensesQuery = (locationId: string | null) =>
  queryOptions<LicenseDto[]>({
    queryKey: [LICENSES_URL, { locationId }],
    queryFn: ({ signal }) => getAllPages(licensesUrl(locationId!), signal),
    enabled: !!locationId,
  });

export const licenseTypesQuery = queryOptions<LicenseTypeDto[]>({ queryKey: [LICENSE_TYPES_URL] });

export const requiredLicensesQuery = (state: string) =>
  queryOptions<RequiredLicenseDto[]>({
    queryKey: [REQUIRED_LICENSES_URL, state],
    queryFn: ({ signal }) => getJson(`${REQUIRED_LICENSES_URL}/${encodeURIComponent(state)}`, signal),
  });

/**
 * A failed upload. The message keeps the wire rule ("413: …") so a 401 still signs in again;
 * `uploadFailedText` is what SPEC section 8 shows: 'Upload failed: {status text}'.
 */
export class UploadFailedError extends ApiError {
  readonly uploadFailedText: string;

  constructor(cause: ApiError, statusText: string) {
    super(cause.status, cause.message.replace(/^\d{3}: /, ""), cause.body);
    this.name = "UploadFailedError";
    this.uploadFailedText = `Upload failed: ${statusText || `status ${cause.status}`}`;
  }
}

export async function sendMultipart<T>(method: string, url: string, form: FormData): Promise<T> {
  const res = await fetch(url, { method, body: form, credentials: "include" });
  try {
    await throwIfNotOk(res);
  } catch (error) {
    throw error instanceof ApiError ? new UploadFailedError(error, res.statusText) : error;
  }
  return (await res.json()) as T;
}

export interface CreateLicenseInput {
  data: LicenseDataInput;
  document: File;
  /** What the document reader found (issue 4), kept with the license. */
  extractedData?: unknown;
}

export function createLicense({ data, document, extractedData }: CreateLicenseInput): Promise<LicenseDto> {
  const form = new FormData();
  form.append("licenseData", JSON.stringify(data));
  if (extractedData !== undefined && extractedData !== null) form.append("extractedData", JSON.stringify(extractedData));
  form.append("document", document, document.name);
  return sendMultipart("POST", LICENSES_URL, form);
}

/** One value read from a document, with how sure the reader is (0..1). */
export interface ExtractedFieldDto {
  value: string | null;
  confidence: number;
}

export const EXTRACTED_LICENSE_FIELDS = [
  "licenseNumber",
  "issueDate",
  "expirationDate",
  "issuingAuthority",
  "licenseeName",
  "address",
  "state",
  "licenseType",
  "licenseTypeId",
] as const;

/** What POST /api/licenses/extract answers (issue 4): the fields read from a document. */
export interface LicenseExtractionDto {
  fields: Record<(typeof EXTRACTED_LICENSE_FIELDS)[number], ExtractedFieldDto>;
  source: "rules" | "openai";
  fallbackReason?: string;
  method: "pdf-text" | "ocr";
  pages: number;
  /** Fields read where this organization corrected a document of the same layout before (issue 30). */
  learnedFields?: string[];
  /** Sent back with the saved license, so the server learns from the fields corrected. */
  readingId?: string;
}

export const READING_JOBS_URL = "/api/reading-jobs";

/** What POST /api/reading-jobs and GET /api/reading-jobs/:id answer. */
type ReadingJobDto = ReadingJobView;

/**
 * Reads a document for the add dialog to prefill: queued on the server (workers do the OCR), then polled until
 * read, telling `onProgress` each figure (0-100). A document that cannot be read throws with the reason.
 */
export async function extractLicenseDocument(
  document: File,
  signal?: AbortSignal,
  onProgress?: (percent: number) => void,
): Promise<LicenseExtractionDto> {
  const form = new FormData();
  form.append("kind", "license");
  form.append("document", document, document.name);
  const res = await throwIfNotOk(await fetch(READING_JOBS_URL, { method: "POST", body: form, credentials: "include", signal }));
  const first = (await res.json()) as ReadingJobDto;
  const job = await pollJob(
    first,
    (pollSignal) => getJson<ReadingJobDto>(`${READING_JOBS_URL}/${encodeURIComponent(first.id)}`, pollSignal),
    { signal, onProgress, stillWaitingMessage: "The document is still waiting to be read. Fill in the form yourself, or try again in a few minutes." },
  );
  if (job.state === "failed") {
    const message = job.error ?? "The document could not be read.";
    throw new ApiError(422, message, { message });
  }
  return job.result as LicenseExtractionDto;
}

export interface UpdateLicenseInput {
  id: string;
  changes: LicenseChanges;
  /** A replacement document; without it the change goes as JSON. */
  document?: File | null;
}

export function updateLicense({ id, changes, document }: UpdateLicenseInput): Promise<LicenseDto> {
  if (!document) return apiJson<LicenseDto>("PATCH", licenseUrl(id), changes);
  const form = new FormData();
  form.append("licenseData", JSON.stringify(changes));
  form.append("document", document, document.name);
  return sendMultipart("PATCH", licenseUrl(id), form);
}

export const archiveLicense = (id: string) => apiJson<LicenseDto>("PATCH", `${licenseUrl(id)}/archive`);

export const deleteLicense = async (id: string) => {
  await apiRequest("DELETE", licenseUrl(id));
};

function useInvalidateLicenses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [LICENSES_URL] }),
      queryClient.invalidateQueries({ queryKey: [DASHBOARD_URL] }),
    ]);
}

export function useCreateLicense() {
  const invalidate = useInvalidateLicenses();
  return useMutation({ mutationFn: createLicense, onSuccess: invalidate });
}

export function useUpdateLicense() {
  const invalidate = useInvalidateLicenses();
  return useMutation({ mutationFn: updateLicense, onSuccess: invalidate });
}

export function useArchiveLicense() {
  const invalidate = useInvalidateLicenses();
  return useMutation({ mutationFn: archiveLicense, onSuccess: invalidate });
}

export function useDeleteLicense() {
  const invalidate = useInvalidateLicenses();
  return useMutation({ mutationFn: deleteLicense, onSuccess: invalidate });
}
