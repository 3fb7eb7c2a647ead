import { fileTypeFromBuffer } from "file-type";
import type { DocumentContentType } from "@shared/schema";
import { badRequest, unsupportedMediaType } from "../http/errors";

export const DOCUMENT_TYPE_MESSAGE = "Please upload a PDF, PNG, or JPG file";

const ALLOWED: Record<string, DocumentContentType> = {
  "application/pdf": "application/pdf",
  "image/png": "image/png",
  "image/jpeg": "image/jpeg",
};

/** Decides a document's type from its bytes: PDF, PNG or JPEG, else 415. */
export async function sniffDocumentType(bytes: Buffer): Promise<DocumentContentType> {
  if (bytes.length === 0) throw badRequest("The file is empty");
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected ? ALLOWED[detected.mime] : undefined;
  if (!type) throw unsupportedMediaType(DOCUMENT_TYPE_MESSAGE);
  return type;
}
