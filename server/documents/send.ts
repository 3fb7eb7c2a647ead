import { pipeline } from "node:stream/promises";
import type { FileHandle } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { Response } from "express";
import type { DocumentMeta } from "@shared/schema";
import { writeFileOut } from "./send-file";
import { openBytes, presignedDownloadUrl, type StoredDocument } from "./storage";

export type Disposition = "attachment" | "inline";

/** Downloads are private to the person and the moment: never kept by the browser or a proxy. */
const NO_STORE = "private, no-store";

/** A document to send: its bytes in memory, a stream read as it is sent (object storage), or an open file of this machine. */
export type SendableDocument = Pick<DocumentMeta, "originalName" | "contentType" | "size"> &
  ({ content: Buffer; body?: undefined; file?: undefined } | { body: Readable; content?: undefined; file?: undefined } | { file: FileHandle; content?: undefined; body?: undefined });

/**
 * Sends stored bytes with their sniffed type, a safe file name, nosniff and a sandboxing CSP, so an
 * uploaded file can never run as a page of ours. `inline` for viewing in the app, else a download.
 * A stream is piped through, never buffered; if the store fails part-way the connection is cut, so the
 * client sees a broken download rather than a short file.
 */
export async function sendDocument(res: Response, doc: SendableDocument, disposition: Disposition): Promise<void> {
  res.setHeader("Content-Type", doc.contentType);
  res.setHeader("Content-Length", String(doc.content ? doc.content.length : doc.size));
  res.setHeader("Content-Disposition", contentDisposition(doc.originalName, disposition));
  res.setHeader("X-Content-Type-Options", "nosniff");
  // Chrome's PDF viewer refuses to run in a sandboxed document, so an inline PDF gets the strict CSP without it.
  const sandbox = disposition === "inline" && doc.contentType === "application/pdf" ? "" : "sandbox; ";
  res.setHeader("Content-Security-Policy", `${sandbox}default-src 'none'; img-src 'self'; style-src 'unsafe-inline'`);
  res.setHeader("Cache-Control", NO_STORE);
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  if (disposition === "inline") res.setHeader("X-Frame-Options", "SAMEORIGIN");
  if (doc.content) {
    res.end(doc.content);
    return;
  }
  if (doc.file) {
    // Not to be compressed on the way (compression's stream would drop the writes' callbacks the loop waits for).
    res.setHeader("Cache-Control", `${NO_STORE}, no-transform`);
    await writeFileOut(res, doc.file);
    return;
  }
  try {
    await pipeline(doc.body, res);
  } catch {
    res.destroy();
  }
}

/**
 * Sends a stored document after the caller has checked the person may see it. An object-stored document with
 * pre-signed downloads on is answered with a redirect to a short-lived URL of the object, which the store
 * answers with the same type, file name and disposition; the redirect itself is never cached. Anything else
 * is sent through the app.
 */
export async function sendStoredDocument(res: Response, doc: StoredDocument, disposition: Disposition): Promise<void> {
  const url = await presignedDownloadUrl(doc, {
    contentType: doc.contentType,
    contentDisposition: contentDisposition(doc.originalName, disposition),
    cacheControl: NO_STORE,
  });
  if (url) {
    res.setHeader("Cache-Control", NO_STORE);
    res.redirect(302, url);
    return;
  }
  const { content, ...meta } = doc;
  await sendDocument(res, content ? { ...meta, content } : { ...meta, body: await openBytes(doc) }, disposition);
}

/** An ASCII file name for old clients and the exact one (RFC 5987) for the rest. */
function contentDisposition(name: string, disposition: Disposition): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
