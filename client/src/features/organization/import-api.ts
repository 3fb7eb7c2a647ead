import type { ColumnMapping, ImportKind } from "@shared/domain/import";
import type { DocumentFileStatus, ImportPreview, ImportProgress, LicenseDocumentsReport, RowFixes, RowStatus } from "@shared/schema/import-views";
import { apiJson, getJson } from "@/lib/api";

export type ImportRowStatus = RowStatus;
export type ImportPreviewDto = ImportPreview;

export const importTemplateUrl = (kind: ImportKind) => `/api/import/${kind}/template`;
export const EXPORT_URL = "/api/organization/export";

/** The dry run (step "preview") or the confirmed import ("apply"): the file travels again each time. */
export function sendImport(
  step: "preview" | "apply",
  kind: ImportKind,
  file: File,
  mapping?: ColumnMapping,
  progressId?: string,
  fixes?: RowFixes,
): Promise<ImportPreviewDto> {
  const form = new FormData();
  if (progressId) form.append("progress", progressId);
  form.append("file", file);
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  if (fixes && (Object.keys(fixes.edits ?? {}).length > 0 || (fixes.leftOut ?? []).length > 0)) form.append("fixes", JSON.stringify(fixes));
  return apiJson<ImportPreviewDto>("POST", `/api/import/${kind}/${step}`, form);
}

export type LicenseDocumentStatus = DocumentFileStatus;
export type LicenseDocumentsReportDto = LicenseDocumentsReport;

/** A .zip of documents named by license number, attached in one go (`replace`: over existing documents). */
export function sendLicenseDocuments(file: File, replace: boolean): Promise<LicenseDocumentsReportDto> {
  const form = new FormData();
  form.append("file", file);
  if (replace) form.append("replace", "true");
  return apiJson<LicenseDocumentsReportDto>("POST", "/api/import/license-documents", form);
}

export type ImportProgressDto = ImportProgress;

/** How far the import named `id` (sent with the apply) has got; null when the server does not know it (yet). */
export async function importProgress(id: string): Promise<ImportProgressDto | null> {
  try {
    return await getJson<ImportProgressDto>(`/api/import/progress/${id}`);
  } catch {
    return null;
  }
}

/** An id for one import's progress (crypto.randomUUID exists only on secure origins). */
export const newProgressId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** One figure for the whole import: checking the rows is the first half, writing them the second. */
export function progressPercent(p: ImportProgressDto): number {
  const part = p.total > 0 ? p.done / p.total : 0;
  if (p.phase === "checking") return Math.round(part * 50);
  if (p.phase === "writing") return Math.round(50 + part * 50);
  return p.phase === "done" ? 100 : 0;
}
