import type { ColumnMapping, ImportKind } from "../domain/import";

// Types only (no Drizzle): the answers of /api/import/* as the server builds them (server/features/import/).
// No Date fields.

// ---- POST /api/import/:kind/preview and /apply (service.ts, rows.ts) ----

export interface RowProblem {
  /** The template column the problem is in ("Expiration Date"), or "Row" for the row as a whole. */
  field: string;
  message: string;
}

/** left_out: a row the user chose, in the dry run, not to import. */
export type RowStatus = "new" | "update" | "unchanged" | "error" | "left_out";

/**
 * Corrections made in the dry run, sent with the preview and the apply (JSON in the "fixes" field): cells
 * replaced by spreadsheet row and template column, and rows left out. The file itself is not changed.
 */
export interface RowFixes {
  edits?: Record<string, Record<string, string>>;
  leftOut?: number[];
}

export interface PreviewRow {
  /** The spreadsheet row number. */
  row: number;
  status: RowStatus;
  /** The row as it will be written, by template column (errors: what could be read). */
  values: Record<string, string | null>;
  /** Columns an update changes. */
  changes?: string[];
  errors?: RowProblem[];
  /** Template columns whose cell was corrected in the dry run. */
  edited?: string[];
}

export interface ImportCounts {
  new: number;
  update: number;
  unchanged: number;
  error: number;
  leftOut: number;
}

export interface ImportPreview {
  kind: ImportKind;
  fileName: string;
  sheet: string;
  headerRow: number;
  headers: string[];
  mapping: ColumnMapping;
  counts: ImportCounts;
  rows: PreviewRow[];
}

// ---- GET /api/import/progress/:id (progress.ts) ----

export type ImportPhase = "reading" | "checking" | "writing" | "done" | "failed";

export interface ImportProgress {
  phase: ImportPhase;
  /** Rows checked (checking) or written (writing) so far. */
  done: number;
  total: number;
}

// ---- POST /api/import/license-documents (license-documents/service.ts) ----

export type DocumentFileStatus = "attached" | "no_match" | "ambiguous" | "not_document" | "has_document";

export interface DocumentFileResult {
  /** The file's path inside the archive. */
  file: string;
  status: DocumentFileStatus;
  message: string;
  /** The license it was attached to, or would be (has_document), or the candidates (ambiguous). */
  licenses?: { id: string; licenseNumber: string; type: string; location: string }[];
}

export interface LicenseDocumentsReport {
  fileName: string;
  counts: Record<DocumentFileStatus, number>;
  files: DocumentFileResult[];
}
