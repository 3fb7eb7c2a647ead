import type { BinderContent } from "../load";
import type { BinderReader } from "../pdf";

// Messages between the request thread and the binder PDF worker (worker.ts, runner.ts).

/** A stored document's bytes as the PDF needs them, or null when storage could not give them. */
export type BinderDocument = Awaited<ReturnType<BinderReader>>;

/** How the built PDF is to be stored as a document of the organization (by the worker, over its connection). */
export interface StoreBuiltPdf {
  originalName: string;
  uploadedBy: string;
}

/** A location's binder the builder loads itself over its own connection (loadBinder on `today`). */
export interface BinderToLoad {
  organizationId: string;
  locationId: string;
  today: string;
}

/** What to build: a loaded binder, or (with a PostgreSQL server's URL) one the builder loads. */
export type BinderSource = { content: BinderContent; load?: undefined } | { load: BinderToLoad; content?: undefined };

export type BuildMessage = BinderSource & {
  type: "build";
  buildId: number;
  madeBy: string;
  now: Date;
  /**
   * A PostgreSQL server's URL: the worker reads the documents kept in rows over a connection of its own (those
   * in object storage are still asked of the request thread) and, with `store`, stores the PDF there itself.
   */
  databaseUrl?: string;
  store?: StoreBuiltPdf;
  /** Where the builder keeps this machine's copy of a PDF it stores (local-copies.ts). */
  localCopies: string;
};

export type ToWorker = BuildMessage | { type: "document"; buildId: number; requestId: number; document: BinderDocument };

export type FromWorker =
  | { type: "ready" }
  | { type: "read"; buildId: number; requestId: number; documentId: string }
  | { type: "progress"; buildId: number; done: number; total: number }
  | { type: "built"; buildId: number; bytes: Uint8Array; sha256: string }
  | { type: "stored"; buildId: number; documentId: string }
  | { type: "failed"; buildId: number; message: string };

/** The bytes in an ArrayBuffer of their own, which can be transferred between threads (a pooled Buffer's cannot). */
export const movable = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
