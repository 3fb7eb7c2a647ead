import type { ErrorRequestHandler } from "express";
import { MulterError } from "multer";
import { ZodError } from "zod";
import type { ErrorBody } from "@shared/schema/error-views";
import { HttpError, type FieldError } from "./errors";

interface PgError {
  code?: string;
  constraint?: string;
}

const isPgError = (err: unknown): err is PgError & Error =>
  err instanceof Error && typeof (err as PgError).code === "string" && /^[0-9A-Z]{5}$/.test((err as PgError).code!);

export function zodFieldErrors(err: ZodError): FieldError[] {
  return err.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

/** Maps every error to `{ message, errors? }` with the right status; logs server faults once. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const { status, body } = toResponse(err);
  if (status >= 500) req.log?.error({ err }, "request failed");
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).json(body);
};

function toResponse(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof HttpError) return { status: err.status, body: { message: err.message, errors: err.errors } };
  if (err instanceof ZodError) {
    const errors = zodFieldErrors(err);
    const first = errors[0];
    const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid input";
    return { status: 400, body: { message, errors } };
  }
  if (err instanceof MulterError) {
    if (err.code === "LIMIT_FILE_SIZE") return { status: 413, body: { message: "File is too large (10MB at most)" } };
    if (err.code === "LIMIT_FILE_COUNT") return { status: 413, body: { message: "Too many files" } };
    return { status: 400, body: { message: `Invalid upload: ${err.message}` } };
  }
  if (isPgError(err)) {
    if (err.code === "23505") return { status: 409, body: { message: "That record already exists" } };
    if (err.code === "23503") return { status: 409, body: { message: "That record is in use or refers to a missing record" } };
    if (err.code === "22P02" || err.code === "22007" || err.code === "22008")
      return { status: 400, body: { message: "Invalid value" } };
    if (err.code === "22003") return { status: 400, body: { message: "A number is out of range" } };
  }
  const e = err as { status?: number; statusCode?: number; type?: string; message?: string };
  const status = e.status ?? e.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const message = e.type === "entity.parse.failed" ? "Malformed JSON body" : (e.message ?? "Bad request");
    return { status, body: { message } };
  }
  return { status: 500, body: { message: "Something went wrong on our side. Please try again." } };
}
