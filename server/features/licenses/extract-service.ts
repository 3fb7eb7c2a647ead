import { licenseTypes, type DocumentContentType } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import { extractLicenseFields, type ExtractionSource, type Field, type LicenseFields, type OpenAIConfig } from "../../documents/extract";
import { DocumentTextError, extractText, type ExtractTextResult } from "../../documents/text";
import { HttpError } from "../../http/errors";

export const NO_TEXT_MESSAGE = "No text could be read from this document. Please fill in the details by hand.";

export interface DocumentToRead {
  contentType: DocumentContentType;
  bytes: Buffer;
}

/** What POST /api/licenses/extract answers: each field with a confidence, plus the matched catalogue id. */
export interface LicenseExtractionView {
  fields: LicenseFields & { licenseTypeId: Field };
  source: ExtractionSource;
  fallbackReason?: string;
  method: ExtractTextResult["method"];
  pages: number;
}

async function readText(doc: DocumentToRead): Promise<ExtractTextResult> {
  try {
    return await extractText(doc.bytes, doc.contentType);
  } catch (err) {
    // The engine's messages are written for people; its status says whose fault it is.
    if (err instanceof DocumentTextError) throw new HttpError(err.status, err.message);
    throw err;
  }
}

/**
 * Reads a license document (text layer or OCR in worker threads) and picks out its fields with the model
 * when configured, else the built-in rules. The license type is matched against the catalogue. Stores nothing.
 */
export async function extractLicense(db: DbOrTx, doc: DocumentToRead, openai?: OpenAIConfig): Promise<LicenseExtractionView> {
  const text = await readText(doc);
  if (text.text.trim() === "") throw new HttpError(422, NO_TEXT_MESSAGE);
  const types = await db.select({ id: licenseTypes.id, name: licenseTypes.name }).from(licenseTypes);
  const image = doc.contentType === "application/pdf" ? undefined : { bytes: doc.bytes, contentType: doc.contentType };
  const found = await extractLicenseFields({ text: text.text, image, fromOcr: text.method === "ocr" }, { openai, licenseTypeNames: types.map((t) => t.name) });
  const { source, fallbackReason, ...fields } = found;
  const typeId = types.find((t) => t.name === fields.licenseType.value)?.id ?? null;
  return {
    fields: { ...fields, licenseTypeId: { value: typeId, confidence: typeId ? fields.licenseType.confidence : 0 } },
    source,
    ...(fallbackReason ? { fallbackReason } : {}),
    method: text.method,
    pages: text.pages,
  };
}
