import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CalculationMethod,
  DistributionMethod,
  EmployeeView,
  PayoutView,
  PayrollCalculationView,
  PayrollFileSummary,
  PayrollRecordView,
  PolicyView,
  PolicyWorkingView,
  SkippedRow,
} from "@shared/schema/payroll-views";
import { apiJson, apiRequest, getJson } from "@/lib/api";
import { type PayrollJobDto, waitForPayrollJob } from "./upload-job";
import { formatDisplayDate } from "@shared/domain/dates";
import { deleteAfterUndoWindow } from "@/features/trash/delete-after-undo-window";

export const PAYROLL_URL = "/api/payroll";

export type { CalculationMethod, DistributionMethod };

/** A calculation as the list answers it. Money as decimal strings ("1234.50"). */
export type PayrollRecordDto = PayrollRecordView;
export type EmployeeDto = EmployeeView;
export type PayoutDto = PayoutView;
/** One employee's working under a tip policy (server/features/payroll/present-policy.ts). */
export type PolicyWorkingDto = PolicyWorkingView;
export type PolicyViewDto = PolicyView;
export type FileSummaryDto = PayrollFileSummary;
export type SkippedRowDto = SkippedRow;
/** One calculation with what was read: POST /api/payroll/upload and GET /api/payroll/:id. */
export type PayrollCalculationDto = PayrollCalculationView;

const listUrl = (locationId: string) => `${PAYROLL_URL}?locationId=${encodeURIComponent(locationId)}`;
const itemUrl = (id: string) => `${PAYROLL_URL}/${encodeURIComponent(id)}`;
export const exportUrl = (id: string, format: "csv" | "xlsx") => `${itemUrl(id)}/export.${format}`;
export const payrollImportUrl = (id: string) => `${itemUrl(id)}/payroll-import.csv`;

export const payrollListQuery = (locationId: string | null) =>
  queryOptions<PayrollRecordDto[]>({
    queryKey: [PAYROLL_URL, { locationId }],
    queryFn: ({ signal }) => getJson(listUrl(locationId!), signal),
    enabled: !!locationId,
  });

export const payrollDetailQuery = (id: string | null) =>
  queryOptions<PayrollCalculationDto>({
    queryKey: [PAYROLL_URL, id],
    queryFn: ({ signal }) => getJson(itemUrl(id!), signal),
    enabled: !!id,
  });

export interface PayrollUploadInput {
  locationId: string;
  weekEnding: string;
  files: File[];
  /** A tip policy of the location to apply; as reported without one. */
  policyId?: string | null;
  /** Replace the week's calculation at the location (the server answers 409 to a second one otherwise). */
  replace?: boolean;
  /** A large upload is read on the server's job queue: its progress, 0-100, while it is. */
  onProgress?: (percent: number) => void;
  /** Names as written that must not be merged with another spelling (a merge the manager split). */
  keepApart?: string[];
}

/**
 * Uploads the week's files. Small uploads are answered with the calculation (201); large ones are queued (202):
 * then the job is polled until the calculation is stored, and that is fetched.
 */
export async function uploadPayroll({ locationId, weekEnding, files, policyId, replace, onProgress, keepApart }: PayrollUploadInput): Promise<PayrollCalculationDto> {
  const form = new FormData();
  form.append("locationId", locationId);
  form.append("weekEnding", weekEnding);
  if (policyId) form.append("policyId", policyId);
  if (replace) form.append("replace", "true");
  for (const name of keepApart ?? []) form.append("keepApart", name);
  for (const file of files) form.append("files", file, file.name);
  const res = await apiRequest("POST", `${PAYROLL_URL}/upload`, form);
  if (res.status !== 202) return (await res.json()) as PayrollCalculationDto;
  const recordId = await waitForPayrollJob((await res.json()) as PayrollJobDto, onProgress);
  return getJson<PayrollCalculationDto>(itemUrl(recordId));
}

export type MethodChoice = { id: string; method: DistributionMethod } | { id: string; policyId: string };

export const setMethod = ({ id, ...choice }: MethodChoice) => apiJson<PayrollCalculationDto>("PATCH", itemUrl(id), choice);

export const assignRoles = ({ id, assignments }: { id: string; assignments: Array<{ name: string; role: string }> }) =>
  apiJson<PayrollCalculationDto>("PUT", `${itemUrl(id)}/roles`, { assignments });

/** The calculation as the roles would make it, nothing saved (shown before asking to save). */
export const previewRoles = ({ id, assignments }: { id: string; assignments: Array<{ name: string; role: string }> }) =>
  apiJson<PayrollCalculationDto>("PUT", `${itemUrl(id)}/roles?dryRun=1`, { assignments });


/** The detail of a calculation just written goes straight into the cache; lists are refetched. */
function useStoreCalculation() {
  const queryClient = useQueryClient();
  return async (calculation: PayrollCalculationDto) => {
    queryClient.setQueryData(payrollDetailQuery(calculation.record.id).queryKey, calculation);
    await queryClient.invalidateQueries({ queryKey: [PAYROLL_URL, { locationId: calculation.record.locationId }] });
  };
}

export function useUploadPayroll() {
  const store = useStoreCalculation();
  return useMutation({ mutationFn: uploadPayroll, onSuccess: store });
}

export function useSetMethod() {
  const store = useStoreCalculation();
  return useMutation({ mutationFn: setMethod, onSuccess: store });
}

export function useAssignRoles() {
  const store = useStoreCalculation();
  return useMutation({ mutationFn: assignRoles, onSuccess: store });
}

/**
 * A calculation is deleted for good (no trash): it leaves the list at once and the delete is sent once the toast's
 * Undo window has passed (deleteAfterUndoWindow).
 */
export function useDeleteCalculationWithUndo() {
  const queryClient = useQueryClient();
  return (record: PayrollRecordDto) =>
    deleteAfterUndoWindow({
      url: itemUrl(record.id),
      title: "Payroll calculation deleted",
      name: `The calculation for the week ending ${formatDisplayDate(record.weekEnding)}`,
      hide: () =>
        queryClient.setQueryData(payrollListQuery(record.locationId).queryKey, (list) => list?.filter((r) => r.id !== record.id)),
      show: () => void queryClient.invalidateQueries({ queryKey: [PAYROLL_URL] }),
      deleted: async () => {
        queryClient.removeQueries({ queryKey: payrollDetailQuery(record.id).queryKey });
        await queryClient.invalidateQueries({ queryKey: [PAYROLL_URL] });
      },
      failed: "Failed to delete payroll calculation",
    });
}
