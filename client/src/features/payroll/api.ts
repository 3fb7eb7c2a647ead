import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TipPolicyRules } from "@shared/domain/tip-policy";
import { apiJson, apiRequest, getJson } from "@/lib/api";

export const PAYROLL_URL = "/api/payroll";

export type DistributionMethod = "as_reported" | "pool_by_hours";
/** How a calculation is paid: one of the two methods, or a tip policy of the location. */
export type CalculationMethod = DistributionMethod | "tip_policy";

/** A calculation as the list answers it. Money as decimal strings ("1234.50"). */
export interface PayrollRecordDto {
  id: string;
  locationId: string;
  weekEnding: string;
  totalTips: string;
  employeeCount: number;
  averageTips: string | null;
  fileName: string | null;
  distributionMethod: CalculationMethod;
  tipPolicy?: { id: string; name: string };
  createdAt: string;
}

export interface EmployeeDto {
  name: string;
  tips: string;
  hours: number | null;
  role?: string;
  asWritten: string[];
  rows: Array<{ file: string; sheet: string; row: number; tips: string; hours: number | null }>;
}

export interface PayoutDto {
  name: string;
  reportedTips: string;
  hours: number | null;
  payout: string;
}

/** One employee's working under a tip policy (server/features/payroll/present-policy.ts). */
export interface PolicyWorkingDto {
  name: string;
  role: string | null;
  roleSource: "file" | "assigned" | null;
  fileRole: string | null;
  manager: boolean;
  inPolicy: boolean;
  hours: number | null;
  reportedTips: string;
  cardTips: string | null;
  withheld: string;
  tipOutsGiven: string;
  tipOutsReceived: string;
  poolContribution: string;
  poolPoints: number | null;
  poolFraction: string | null;
  poolShare: string;
  payout: string;
  lines: string[];
}

export interface PolicyViewDto {
  id: string;
  name: string;
  rules: TipPolicyRules;
  steps: string[];
  totalTips: string;
  withheld: string;
  paidOut: string;
  notes: string[];
  needsRole: string[];
  working: PolicyWorkingDto[];
}

export interface FileSummaryDto {
  fileName: string;
  format: "xlsx" | "xls" | "csv";
  sheet: string;
  headerRow: number;
  columns: Partial<Record<"employee" | "firstName" | "lastName" | "tips" | "cashTips" | "cardTips" | "hours", string>>;
  policyColumns?: { jobRole?: string; sales?: string };
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
    method: CalculationMethod;
    canPoolByHours: boolean;
    totalTips: string;
    totalHours: number | null;
    payouts: PayoutDto[];
    policy?: PolicyViewDto;
  };
  files: FileSummaryDto[];
  warnings: string[];
  skippedRows: SkippedRowDto[];
}

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
}

export async function uploadPayroll({ locationId, weekEnding, files, policyId, replace }: PayrollUploadInput): Promise<PayrollCalculationDto> {
  const form = new FormData();
  form.append("locationId", locationId);
  form.append("weekEnding", weekEnding);
  if (policyId) form.append("policyId", policyId);
  if (replace) form.append("replace", "true");
  for (const file of files) form.append("files", file, file.name);
  return apiJson<PayrollCalculationDto>("POST", `${PAYROLL_URL}/upload`, form);
}

export type MethodChoice = { id: string; method: DistributionMethod } | { id: string; policyId: string };

export const setMethod = ({ id, ...choice }: MethodChoice) => apiJson<PayrollCalculationDto>("PATCH", itemUrl(id), choice);

export const assignRoles = ({ id, assignments }: { id: string; assignments: Array<{ name: string; role: string }> }) =>
  apiJson<PayrollCalculationDto>("PUT", `${itemUrl(id)}/roles`, { assignments });

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

export function useAssignRoles() {
  const store = useStoreCalculation();
  return useMutation({ mutationFn: assignRoles, onSuccess: store });
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
