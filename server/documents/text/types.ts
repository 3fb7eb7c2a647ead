import type { PageWords } from "./words";

export type DocumentContentType = "application/pdf" | "image/png" | "image/jpeg";

export interface ExtractTextResult {
  /** Lines separated by "\n"; cells on a line (wide gaps, table columns) by "\t"; pages by "\n\f\n". */
  text: string;
  pages: number;
  method: "pdf-text" | "ocr";
  /** Mean OCR word confidence 0..1; absent for a text layer. */
  confidence?: number;
  /** Every page's words with their boxes (`words.ts`), for rules that need positions. */
  words?: PageWords[];
}

export interface ExtractTextOptions {
  /** Rejects with a "timeout" DocumentTextError after this long (default from the pool, 90 s). */
  timeoutMs?: number;
  /** Pages read at most (default 30). */
  maxPages?: number;
  /** Scanned pages OCR'd at most (default 10). */
  maxOcrPages?: number;
  /** Resolution scanned PDF pages are rendered at for OCR (default 200). */
  dpi?: number;
  /** Second OCR pass on a half-size copy to catch headline-size text (default true). */
  largeTypePass?: boolean;
}

/** What the worker thread receives for one document. */
export interface WorkerJob {
  type: "job";
  id: number;
  bytes: Uint8Array;
  contentType: DocumentContentType;
  options: Required<Omit<ExtractTextOptions, "timeoutMs">>;
}

export type WorkerReply =
  | { type: "result"; id: number; ok: true; result: ExtractTextResult }
  | { type: "result"; id: number; ok: false; error: { code: string; message: string } };
