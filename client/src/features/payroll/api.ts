import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest, getJson } from "@/lib/api";

export const PAYROLL_URL = "/api/payroll";

export type DistributionMethod = "as_reported" | "pool_by_hours";

/** A calculation as the list answers it. Money as decimal strings ("1234.50"). */
export interface PayrollRecordDto {
  id: string;
  locationId: string;
  weekEnding: string;
  totalTips: string;
  employeeCount: number;
  averageTips: string | null;
  fileName: string | null;
  distributionMethod: DistributionMethod;
  createdAt: string;
}

export interface EmployeeDto {
  name: string;
  tips: string;
  hours: number | null;
  asWritten: string[];
  rows: Array<{ file: string; sheet: string; row: number; tips: string; hours: number | null }>;
}

export interface PayoutDto {
  name: string;
  reportedTips: string;
  hours: number | null;
  payout: string;
}

export interface FileSummaryDto {
  fileName: string;
  format: "xlsx" | "xls" | "csv";
  sheet: string;
  headerRow: number;
  columns: Partial<Record<"employee" | "firstName" | "lastName" | "tips" | "cashTips" | "cardTips" | "hours", string>>;
  rowsRead: number;
  ignoredSheets: Array<{ sheet: string; reason: string }>;
}

export interface SkippedRowDto {
  file: string;
  sheet: string;
  row: number;
  content: string;
  reason: string;
  kind: string;
}

/** One calculation with what was read: POST /api/payroll/upload and GET /api/payroll/:id. */
export interface PayrollCalculationDto {
  record: PayrollRecordDto;
  summary: { totalTips: string; employeeCount: number; averageTips: string | null; totalHours: number | null };
  employees: EmployeeDto[];
  distribution: {
    method: DistributionMethod;
    canPoolByHours: boolean;
    totalTips: string;
    totalHours: number | null;
    payouts: PayoutDto[];
  };
  files: FileSummaryDto[];
  warnings: string[];
  skippedRows: SkippedRowDto[];
}

const listUrl = (locationId: string) => `${PAYROLL_URL}?locationId=${encodeURIComponent(locationId)}`;
const itemUrl = (id: string) => `${PAYROLL_URL}/${encodeURIComponent(id)}`;
export const exportUrl = (id: string, format: "csv" | "xlsx") => `${itemUrl(id)}/export.${format}`;

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
}

export async function uploadPayroll({ locationId, weekEnding, files }: PayrollUploadInput): Promise<PayrollCalculationDto> {
  const form = new FormData();
  form.append("locationId", locationId);
  form.append("weekEnding", weekEnding);
  for (const file of files) form.append("files", file, file.name);
  return apiJson<PayrollCalculationDto>("POST", `${PAYROLL_URL}/upload`, form);
}

export const setMethod = ({ id, method }: { id: string; method: DistributionMethod }) =>
  apiJson<PayrollCalculationDto>("PATCH", itemUrl(id), { method });

export const deleteCalculation = async (id: string) => {
  await apiRequest("DELETE", itemUrl(id));
};

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

export function useDeleteCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalculation,
    onSuccess: async (_void, id) => {
      queryClient.removeQueries({ queryKey: payrollDetailQuery(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: [PAYROLL_URL] });
    },
  });
}
