import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import type { Response } from "express";
import type { DocumentMeta } from "@shared/schema";

/** A document to send: its bytes in memory, or a stream read as it is sent (object storage). */
export type SendableDocument = Pick<DocumentMeta, "originalName" | "contentType" | "size"> &
  ({ content: Buffer; body?: undefined } | { body: Readable; content?: undefined });

/**
 * Sends stored bytes with their sniffed type, a safe file name, nosniff and a sandboxing CSP, so an
 * uploaded file can never run as a page of ours. `inline` for viewing in the app, else a download.
 * A stream is piped through, never buffered; if the store fails part-way the connection is cut, so the
 * client sees a broken download rather than a short file.
 */
export async function sendDocument(res: Response, doc: SendableDocument, disposition: "attachment" | "inline"): Promise<void> {
  const ascii = doc.originalName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  res.setHeader("Content-Type", doc.contentType);
  res.setHeader("Content-Length", String(doc.content ? doc.content.length : doc.size));
  res.setHeader(
    "Content-Disposition",
    `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.originalName)}`,
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  // Chrome's PDF viewer refuses to run in a sandboxed document, so an inline PDF gets the strict CSP without it.
  const sandbox = disposition === "inline" && doc.contentType === "application/pdf" ? "" : "sandbox; ";
  res.setHeader("Content-Security-Policy", `${sandbox}default-src 'none'; img-src 'self'; style-src 'unsafe-inline'`);
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  if (disposition === "inline") res.setHeader("X-Frame-Options", "SAMEORIGIN");
  if (doc.content) {
    res.end(doc.content);
    return;
  }
  try {
    await pipeline(doc.body, res);
  } catch {
    res.destroy();
  }
}
