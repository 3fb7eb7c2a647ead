import { fileTypeFromBuffer } from "file-type";
import type { DocumentContentType } from "@shared/schema";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "../http/errors";
import { imageSize } from "./image-size";
import { findPdfScripts } from "./pdf-scripts";

export const DOCUMENT_TYPE_MESSAGE = "Please upload a PDF, PNG, or JPG file";
export const PDF_SCRIPT_MESSAGE =
  "This PDF contains JavaScript, which we do not accept. Please upload a PDF without scripts (for example, print it to a new PDF).";
/** Decoded size limit of an image: enough for any phone photo or scan, far below what would exhaust memory. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const ALLOWED: Record<string, DocumentContentType> = {
  "application/pdf": "application/pdf",
  "image/png": "image/png",
  "image/jpeg": "image/jpeg",
};

/**
 * Decides a document's type from its bytes: PDF, PNG or JPEG, else 415. Also refuses what would be
 * dangerous to keep or to read: PDFs with JavaScript (415) and images whose header claims more than
 * MAX_IMAGE_PIXELS (413: decoding them for reading would take gigabytes).
 */
export async function sniffDocumentType(bytes: Buffer): Promise<DocumentContentType> {
  if (bytes.length === 0) throw badRequest("The file is empty");
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected ? ALLOWED[detected.mime] : undefined;
  if (!type) throw unsupportedMediaType(DOCUMENT_TYPE_MESSAGE);
  if (type === "application/pdf") {
    const check = findPdfScripts(bytes);
    if (check.scripts) throw unsupportedMediaType(PDF_SCRIPT_MESSAGE);
    if (check.tooComplex) throw payloadTooLarge("This PDF is too complex to check. Please save it again as a plain PDF.");
  } else {
    const size = imageSize(bytes, type);
    if (!size || size.width === 0 || size.height === 0) throw badRequest("The image could not be read. Please upload it again.");
    if (size.width * size.height > MAX_IMAGE_PIXELS) {
      throw payloadTooLarge(
        `The image is too large (${size.width} × ${size.height} pixels). Please upload an image of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      );
    }
  }
  return type;
}
