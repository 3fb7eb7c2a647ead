import compression from "compression";
import type { RequestHandler } from "express";

/**
 * gzip or brotli for text responses (the client's scripts and styles, API JSON, CSV, calendar feeds); images,
 * PDFs and spreadsheets are already compressed and are left alone. A request that accepts no encoding (no
 * Accept-Encoding: API clients, scripts, load tests; browsers always send one) is answered as it is without
 * compression's per-response wrapping (~50 µs a request); it gets the `Vary: Accept-Encoding` compression would
 * have set on a compressible answer, on every answer, so a shared cache keeps it apart from compressed ones.
 */
export function compressResponses(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers["accept-encoding"] !== undefined) return compress(req, res, next);
    res.vary("Accept-Encoding");
    next();
  };
}
