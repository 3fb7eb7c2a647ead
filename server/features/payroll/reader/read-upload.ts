import { PayrollFileError, quoteFile } from "./errors";
import { MAX_FILES_PER_UPLOAD } from "./limits";
import { mergeReadings } from "./merge";
import { readPayrollFile } from "./read-file";
import type { ReadOptions } from "./plausibility";
import type { PayrollReadResult, PayrollUploadFile } from "./types";

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/**
 * Reads every file of one upload (one week) and sums each employee across rows and files.
 * Refuses the whole upload when any file is refused, and when the same file is sent twice
 * (its tips would be paid twice).
 */
export function readPayrollUpload(files: readonly PayrollUploadFile[], options: ReadOptions = {}): PayrollReadResult {
  if (files.length === 0) throw new PayrollFileError(400, "no_files", "Upload at least one payroll file.");
  if (files.length > MAX_FILES_PER_UPLOAD) {
    throw new PayrollFileError(400, "too_many_files", `Upload at most ${MAX_FILES_PER_UPLOAD} files at once (${files.length} were sent).`);
  }
  files.forEach((file, i) => {
    const twin = files.slice(0, i).find((earlier) => sameBytes(earlier.bytes, file.bytes));
    if (twin) {
      throw new PayrollFileError(
        400,
        "duplicate_file",
        `${quoteFile(file.fileName)} is the same file as ${quoteFile(twin.fileName)}; its tips would be counted twice.`,
        file.fileName,
      );
    }
  });
  return mergeReadings(
    files.map((file) => readPayrollFile(file.fileName, file.bytes, options)),
    options.keepApart,
  );
}
