import { csvRows, detectDelimiter } from "./csv";
import { PayrollFileError, quoteFile } from "./errors";
import type { SheetGrid } from "./grid";
import { MAX_FILE_BYTES, MAX_SHEET_ROWS } from "./limits";
import { extensionOf, sniffBytes } from "./sniff";
import { decodeText, hasBinaryCharacters } from "./text-decode";
import type { PayrollFileFormat } from "./types";
import { workbookGrids } from "./workbook-grids";
import { checkZipExpansion } from "./zip-guard";

export interface LoadedFile {
  format: PayrollFileFormat;
  grids: SheetGrid[];
  warnings: string[];
}

const ENCRYPTED_PACKAGE = Buffer.from("EncryptedPackage", "utf16le");
const ACCEPTED = "an Excel workbook (.xlsx, .xls) or a CSV file";

function notSpreadsheet(fileName: string, what: string): PayrollFileError {
  return new PayrollFileError(415, "not_a_spreadsheet", `${quoteFile(fileName)} is not a spreadsheet: ${what}. Upload ${ACCEPTED}.`, fileName);
}

function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

function loadText(fileName: string, bytes: Uint8Array): LoadedFile {
  const text = decodeText(bytes);
  if (hasBinaryCharacters(text)) throw notSpreadsheet(fileName, "its content is binary data");
  if (/^\s*<(\?xml|!doctype|html|table|workbook)/i.test(text)) {
    throw notSpreadsheet(fileName, "it is a web page or XML document; open it in Excel and save it as .xlsx");
  }
  const delimiter = detectDelimiter(text);
  if (!delimiter) throw notSpreadsheet(fileName, "it holds plain text without columns");
  // Bounded: 10 MB of line breaks would otherwise become millions of row arrays (out of memory).
  const rows = csvRows(text, delimiter, MAX_SHEET_ROWS + 1);
  if (rows.length > MAX_SHEET_ROWS) {
    throw new PayrollFileError(413, "file_too_large", `${quoteFile(fileName)} has more than ${MAX_SHEET_ROWS.toLocaleString("en-US")} rows.`, fileName);
  }
  const warnings: string[] = [];
  const ext = extensionOf(fileName);
  if (ext === "xlsx" || ext === "xls") warnings.push(`${fileName} is named .${ext} but holds delimited text; it was read as CSV.`);
  return { format: "csv", grids: [{ name: baseName(fileName), hidden: false, rows, merges: [], truncated: false }], warnings };
}

/** Decides the format by the bytes, guards against zip bombs, and returns every sheet as a grid. */
export function loadGrids(fileName: string, bytes: Uint8Array): LoadedFile {
  if (bytes.length > MAX_FILE_BYTES) {
    throw new PayrollFileError(413, "file_too_large", `${quoteFile(fileName)} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`, fileName);
  }
  switch (sniffBytes(bytes)) {
    case "empty":
      throw new PayrollFileError(400, "empty_file", `${quoteFile(fileName)} is empty.`, fileName);
    case "zip": {
      const entries = checkZipExpansion(fileName, bytes);
      const names = new Set(entries.map((e) => e.name.replace(/^\//, "").toLowerCase()));
      if (!names.has("xl/workbook.xml") && !names.has("xl/workbook.bin")) {
        const what = names.has("content.xml") ? "it is an OpenDocument file; save it as .xlsx" : "it is a zip archive, not an Excel workbook";
        throw notSpreadsheet(fileName, what);
      }
      return { format: "xlsx", grids: workbookGrids(fileName, bytes), warnings: [] };
    }
    case "cfb":
      // A password-protected .xlsx is a CFB container holding an "EncryptedPackage" stream.
      if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPTED_PACKAGE)) {
        throw new PayrollFileError(400, "password_protected", `${quoteFile(fileName)} is password-protected; save it without a password and upload it again.`, fileName);
      }
      return { format: "xls", grids: workbookGrids(fileName, bytes), warnings: [] };
    case "text":
      return loadText(fileName, bytes);
    default:
      throw notSpreadsheet(fileName, "its content is not .xlsx, .xls or CSV");
  }
}
