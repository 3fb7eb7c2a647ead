import type { NextFunction, Request, Response } from "express";
import multer, { MulterError } from "multer";
import { badRequest } from "./errors";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Multipart parsing into memory with hard limits. The file's type is decided later from its bytes
 * (server/documents/sniff.ts), never from its name or the client's Content-Type.
 */
export function multipartUpload(options: { fields: Array<{ name: string; maxCount: number }>; maxFiles?: number; maxFileBytes?: number }) {
  const maxFiles = options.maxFiles ?? options.fields.reduce((n, f) => n + f.maxCount, 0);
  const upload = multer({
    storage: multer.memoryStorage(),
    // Browsers send a file's name as UTF-8 bytes; busboy's default reads them as latin1 ("été" became "Ã©tÃ©").
    defParamCharset: "utf8",
    limits: { fileSize: options.maxFileBytes ?? MAX_UPLOAD_BYTES, files: maxFiles, fields: 20, fieldSize: 256 * 1024, parts: maxFiles + 20 },
  }).fields(options.fields);
  return (req: Request, res: Response, next: NextFunction) => upload(req, res, (err: unknown) => next(clientError(err)));
}

/** The uploaded files of one field (possibly none). */
export function filesOf(req: Request, field: string): Express.Multer.File[] {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  return files?.[field] ?? [];
}

/**
 * multer reports its limits as MulterError; the multipart parser's own complaints (no boundary, a body
 * that ends mid-part, a malformed part header) come as plain errors, which are the client's fault too.
 */
function clientError(err: unknown): unknown {
  if (!err || err instanceof MulterError || !(err instanceof Error)) return err;
  return badRequest(`The upload could not be read (${err.message}). Please send the form again.`);
}
