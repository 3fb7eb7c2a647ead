import type { Response } from "express";
import type { DocumentRow } from "@shared/schema";

/**
 * Sends stored bytes with their sniffed type, a safe file name, nosniff and a sandboxing CSP, so an
 * uploaded file can never run as a page of ours. `inline` for viewing in the app, else a download.
 */
export function sendDocument(res: Response, doc: DocumentRow, disposition: "attachment" | "inline") {
  const ascii = doc.originalName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  res.setHeader("Content-Type", doc.contentType);
  res.setHeader("Content-Length", String(doc.content.length));
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
  res.end(doc.content);
}
