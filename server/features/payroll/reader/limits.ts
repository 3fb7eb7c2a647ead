/** Upload limits shared by the reader and the upload route. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 20;
/** Sum of the uncompressed sizes of a workbook's zip entries. */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 10_000;
/** An entry expanding more than this many times, beyond MIN_SIZE_FOR_RATIO_CHECK, is a bomb, not a sheet. */
export const MAX_COMPRESSION_RATIO = 1_000;
export const MIN_SIZE_FOR_RATIO_CHECK = 1024 * 1024;
/** Rows read per sheet (bounds memory); a weekly tip sheet has a few hundred, a 10 MB export ~150,000. */
export const MAX_SHEET_ROWS = 200_000;
/** Rows searched for the header row at the top of each sheet. */
export const HEADER_SEARCH_ROWS = 100;
/** Skipped rows listed per file; the rest are counted in a warning. */
export const MAX_SKIPPED_ROWS_LISTED = 1_000;
