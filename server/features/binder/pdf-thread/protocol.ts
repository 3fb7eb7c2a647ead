import type { BinderContent } from "../load";
import type { BinderReader } from "../pdf";

// Messages between the request thread and the binder PDF worker (worker.ts, runner.ts).

/** A stored document's bytes as the PDF needs them, or null when storage could not give them. */
export type BinderDocument = Awaited<ReturnType<BinderReader>>;

export type ToWorker =
  | { type: "build"; buildId: number; content: BinderContent; madeBy: string; now: Date }
  | { type: "document"; buildId: number; requestId: number; document: BinderDocument };

export type FromWorker =
  | { type: "ready" }
  | { type: "read"; buildId: number; requestId: number; documentId: string }
  | { type: "progress"; buildId: number; done: number; total: number }
  | { type: "built"; buildId: number; bytes: Uint8Array; sha256: string }
  | { type: "failed"; buildId: number; message: string };

/** The bytes in an ArrayBuffer of their own, which can be transferred between threads (a pooled Buffer's cannot). */
export const movable = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
