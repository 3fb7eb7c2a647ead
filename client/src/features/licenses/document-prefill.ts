import { clampConfidence, confidencePercent, LOW_CONFIDENCE } from "@shared/domain/confidence";
import type { LicenseExtractionDto } from "./api";
import type { LicenseFormInput } from "./license-form";

/** The form fields a document reading may fill. */
export const PREFILL_FIELDS = ["licenseTypeId", "licenseNumber", "issueDate", "expirationDate"] as const;
export type PrefillField = (typeof PREFILL_FIELDS)[number];

/** What was read but has no field in the form; shown for checking and kept in extractedData. */
export interface ReadDetail {
  label: string;
  value: string;
  confidence: number;
}

/** What a document reader found in a chosen file: values for the form and the raw result to keep. */
export interface DocumentPrefill {
  values?: Partial<Pick<LicenseFormInput, PrefillField>>;
  /** 0..1 per value in `values`. */
  confidence?: Partial<Record<PrefillField, number>>;
  details?: ReadDetail[];
  /** Said under the reading result, e.g. why the AI service was not used. */
  note?: string;
  /** The two-letter state the document names, when it names one. */
  documentState?: string;
  /** The licensee and the address read, compared with the location's (issue 32, point 4). */
  documentIdentity?: { licenseeName?: string; address?: string };
  /** Values read where the organization corrected a document of this layout before. */
  learned?: PrefillField[];
  /** The reading the values came from (sent back on save so the server learns from corrections). */
  readingId?: string;
  extractedData?: unknown;
}

/**
 * Seam for the document reader (POST /api/licenses/extract): called with each accepted file.
 * Its values fill only the fields the user has not changed; its extractedData goes with the license.
 */
export type OnDocumentSelected = (
  file: File,
  signal: AbortSignal,
  /** How far the reading is, 0-100, while it runs. */
  onProgress?: (percent: number) => void,
) => Promise<DocumentPrefill | null>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DETAILS = [
  ["licenseeName", "Licensee"],
  ["address", "Address"],
  ["issuingAuthority", "Issued by"],
] as const;

const clamp = clampConfidence;
export { confidencePercent, LOW_CONFIDENCE };

/** The extract answer as the add dialog's prefill; values the form could not take are left out. */
export function prefillFromExtraction(result: LicenseExtractionDto): DocumentPrefill {
  const values: DocumentPrefill["values"] = {};
  const confidence: DocumentPrefill["confidence"] = {};
  for (const name of PREFILL_FIELDS) {
    const field = result.fields?.[name];
    const value = typeof field?.value === "string" ? field.value.trim() : "";
    if (!value) continue;
    if ((name === "issueDate" || name === "expirationDate") && !ISO_DATE.test(value)) continue;
    values[name] = value;
    confidence[name] = clamp(field!.confidence);
  }
  const details: ReadDetail[] = [];
  for (const [name, label] of DETAILS) {
    const field = result.fields?.[name];
    if (typeof field?.value === "string" && field.value.trim()) {
      details.push({ label, value: field.value.trim(), confidence: clamp(field.confidence) });
    }
  }
  const note = result.fallbackReason ? `${result.fallbackReason} The built-in reader was used instead.` : undefined;
  const state = typeof result.fields?.state?.value === "string" ? result.fields.state.value.trim().toUpperCase() : "";
  const documentState = /^[A-Z]{2}$/.test(state) ? state : undefined;
  const text = (name: "licenseeName" | "address") => {
    const value = result.fields?.[name]?.value;
    return typeof value === "string" && value.trim() ? value.trim() : undefined;
  };
  const documentIdentity = { licenseeName: text("licenseeName"), address: text("address") };
  const learned = PREFILL_FIELDS.filter((name) => values[name] !== undefined && (result.learnedFields ?? []).includes(name));
  const readingId = typeof result.readingId === "string" ? result.readingId : undefined;
  return { values, confidence, details, note, documentState, documentIdentity, learned, readingId, extractedData: result };
}

/** A warning when the document is from another state than the location's; null when they agree or one is unknown. */
export function stateMismatchWarning(documentState: string | undefined, locationState: string | null): string | null {
  if (!documentState || !locationState || documentState === locationState) return null;
  return `This document is from ${documentState}, but this location is in ${locationState}. Check that it is the right license for this location.`;
}
