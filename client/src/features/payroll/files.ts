/** What the picker offers and the server reads (the server decides by the bytes, not the name). */
export const PAYROLL_ACCEPT = [
  ".xlsx",
  ".xls",
  ".csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
  "text/csv",
].join(",");

export const MAX_PAYROLL_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_PAYROLL_FILES = 20;

const EXTENSIONS = /\.(xlsx|xls|csv)$/i;

/** SPEC: selected files are listed with their size in MB ("2.35 MB"; "<0.01 MB" rather than "0.00 MB"). */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return bytes > 0 && mb < 0.005 ? "<0.01 MB" : `${mb.toFixed(2)} MB`;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly chosen files to the selection: skips ones already chosen, and refuses (with a reason naming
 * the file) anything that is not .xlsx/.xls/.csv, larger than 10MB, or beyond 20 files.
 */
export function addFiles(current: readonly File[], chosen: readonly File[]): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    if (files.some((f) => sameFile(f, file))) continue;
    if (!EXTENSIONS.test(file.name)) problems.push(`"${file.name}" is not an .xlsx, .xls or .csv file.`);
    else if (file.size > MAX_PAYROLL_FILE_BYTES) problems.push(`"${file.name}" is larger than 10MB (${formatMegabytes(file.size)}).`);
    else if (files.length >= MAX_PAYROLL_FILES) problems.push(`"${file.name}" was not added: at most ${MAX_PAYROLL_FILES} files per calculation.`);
    else files.push(file);
  }
  return { files, problems };
}
