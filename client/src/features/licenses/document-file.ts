/** SPEC section 5: the add form's two file errors (the server answers the same texts). */
export const DOCUMENT_REQUIRED_MESSAGE = "Please upload a license document";
export const DOCUMENT_TYPE_MESSAGE = "Please upload a PDF, PNG, or JPG file";
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_SIZE_MESSAGE = "The file is larger than 10 MB";

/** For the file picker: what the server accepts. */
export const DOCUMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

export type DocumentKind = "pdf" | "png" | "jpeg";

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The type by the file's first bytes, as the server decides it; null for anything else. */
export function sniffDocumentKind(head: Uint8Array): DocumentKind | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  return null;
}

/** Why the file cannot be a license document, or null when it can. */
export function documentProblemOf(file: { size: number }, head: Uint8Array): string | null {
  if (sniffDocumentKind(head) === null) return DOCUMENT_TYPE_MESSAGE;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_SIZE_MESSAGE;
  return null;
}

/** Reads the first bytes of a chosen or dropped file and checks it (the server checks again). */
export async function checkDocumentFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return documentProblemOf(file, head);
}

/** "2.4 MB", "812 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
