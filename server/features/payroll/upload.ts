import type { NextFunction, Request, Response } from "express";
import { MulterError } from "multer";
import { filesOf, multipartUpload } from "../../http/upload";
import { PayrollFileError, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, type PayrollUploadFile } from "./reader";

export const FILES_FIELD = "files";

const multipart = multipartUpload({ fields: [{ name: FILES_FIELD, maxCount: MAX_FILES_PER_UPLOAD }] });
const MB = MAX_FILE_BYTES / (1024 * 1024);

/** multer's refusals, said the payroll way: naming the file and the limit. */
function payrollUploadError(err: unknown): unknown {
  if (!(err instanceof MulterError)) return err;
  // multer 2.5 names the file on file errors; its type definitions do not say so yet.
  const raw = (err as MulterError & { filename?: string }).filename;
  const fileName = raw ?? undefined;
  switch (err.code) {
    case "LIMIT_FILE_SIZE":
      return new PayrollFileError(
        413,
        "file_too_large",
        `${fileName ? `"${fileName}"` : "A file"} is larger than ${MB} MB. Upload .xlsx, .xls or .csv files up to ${MB} MB each.`,
        fileName,
      );
    case "LIMIT_FILE_COUNT":
    case "LIMIT_UNEXPECTED_FILE":
      if (err.field === FILES_FIELD || err.code === "LIMIT_FILE_COUNT") {
        return new PayrollFileError(400, "too_many_files", `Upload at most ${MAX_FILES_PER_UPLOAD} files at once.`);
      }
      return new PayrollFileError(400, "no_files", `Send the payroll spreadsheets in the "${FILES_FIELD}" field.`);
    default:
      return err;
  }
}

/** The multipart parser of POST /api/payroll/upload (in memory, 10 MB a file, 20 files). */
export function payrollMultipart(req: Request, res: Response, next: NextFunction) {
  multipart(req, res, (err?: unknown) => next(err ? payrollUploadError(err) : undefined));
}

/** The uploaded spreadsheets as the reader takes them. */
export function uploadedPayrollFiles(req: Request): PayrollUploadFile[] {
  return filesOf(req, FILES_FIELD).map((f) => ({ fileName: f.originalname, bytes: f.buffer }));
}
