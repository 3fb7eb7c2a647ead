import { DocumentPool, type DocumentPoolOptions } from "./pool";
import { DocumentTextError } from "./errors";
import type { DocumentContentType, ExtractTextOptions, ExtractTextResult } from "./types";

export { DocumentTextError } from "./errors";
export type { DocumentTextErrorCode } from "./errors";
export { DocumentPool, defaultPoolSize } from "./pool";
export type { DocumentPoolOptions } from "./pool";
export type { DocumentContentType, ExtractTextOptions, ExtractTextResult } from "./types";
export type { PageWords, Word, Zone } from "./words";
export { pageZones, wordLines } from "./words";

const contentTypes = new Set<string>(["application/pdf", "image/png", "image/jpeg"]);

let sharedPool: DocumentPool | null = null;
let sharedOptions: DocumentPoolOptions = {};

/** Sets the shared pool's size and time limit (takes effect for the next pool created). */
export function configureOcr(options: DocumentPoolOptions): void {
  sharedOptions = { ...options };
}

function pool(): DocumentPool {
  sharedPool ??= new DocumentPool(sharedOptions);
  return sharedPool;
}

/** Stops the shared pool's worker threads; a later extractText starts a new pool. */
export async function shutdownOcr(): Promise<void> {
  const p = sharedPool;
  sharedPool = null;
  await p?.close();
}

/**
 * Text of an uploaded document: the PDF text layer, or OCR for scanned pages and images. All the
 * work runs in worker threads; rejects with a DocumentTextError (a message fit for the user).
 */
export async function extractText(
  bytes: Buffer | Uint8Array,
  contentType: DocumentContentType,
  opts: ExtractTextOptions & { pool?: DocumentPool } = {},
): Promise<ExtractTextResult> {
  if (!contentTypes.has(contentType)) {
    throw new DocumentTextError("unsupported", `Unsupported document type: ${String(contentType)}`);
  }
  if (bytes.length === 0) throw new DocumentTextError("empty", "The file is empty.");
  const target = opts.pool ?? pool();
  return target.run(
    {
      bytes: new Uint8Array(bytes),
      contentType,
      options: {
        maxPages: opts.maxPages ?? 30,
        maxOcrPages: opts.maxOcrPages ?? 10,
        dpi: opts.dpi ?? 200,
        largeTypePass: opts.largeTypePass ?? true,
      },
    },
    opts.timeoutMs ?? target.timeoutMs,
  );
}
