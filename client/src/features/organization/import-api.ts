import type { ColumnMapping, ImportKind } from "@shared/domain/import";
import { apiJson } from "@/lib/api";

export type ImportRowStatus = "new" | "update" | "unchanged" | "error";

export interface ImportPreviewDto {
  kind: ImportKind;
  fileName: string;
  sheet: string;
  headerRow: number;
  headers: string[];
  mapping: ColumnMapping;
  counts: Record<ImportRowStatus, number>;
  rows: {
    row: number;
    status: ImportRowStatus;
    values: Record<string, string | null>;
    changes?: string[];
    errors?: { field: string; message: string }[];
  }[];
}

export const importTemplateUrl = (kind: ImportKind) => `/api/import/${kind}/template`;
export const EXPORT_URL = "/api/organization/export";

/** The dry run (step "preview") or the confirmed import ("apply"): the file travels again each time. */
export function sendImport(step: "preview" | "apply", kind: ImportKind, file: File, mapping?: ColumnMapping): Promise<ImportPreviewDto> {
  const form = new FormData();
  form.append("file", file);
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  return apiJson<ImportPreviewDto>("POST", `/api/import/${kind}/${step}`, form);
}

export type LicenseDocumentStatus = "attached" | "no_match" | "ambiguous" | "not_document" | "has_document";

export interface LicenseDocumentsReportDto {
  fileName: string;
  counts: Record<LicenseDocumentStatus, number>;
  files: { file: string; status: LicenseDocumentStatus; message: string; licenses?: { id: string; licenseNumber: string; type: string; location: string }[] }[];
}

/** A .zip of documents named by license number, attached in one go (`replace`: over existing documents). */
export function sendLicenseDocuments(file: File, replace: boolean): Promise<LicenseDocumentsReportDto> {
  const form = new FormData();
  form.append("file", file);
  if (replace) form.append("replace", "true");
  return apiJson<LicenseDocumentsReportDto>("POST", "/api/import/license-documents", form);
}
