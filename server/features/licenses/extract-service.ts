import { createHash } from "node:crypto";
import { licenseTypes, type DocumentContentType } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import { extractLicenseFields, type ExtractionSource, type Field, type LicenseFields, type OpenAIConfig } from "../../documents/extract";
import { DocumentTextError, extractText, type ExtractTextResult } from "../../documents/text";
import { HttpError } from "../../http/errors";
import {
  applyLearnedLayout,
  fingerprintOf,
  learnedLayoutsOf,
  matchingLayout,
  sharesOfPage,
  snapshotOf,
  type LearnableField,
  type ReadingSnapshot,
} from "../../documents/learned-layouts";

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
  /** Fields read where this organization corrected a document of the same layout before (issue 30, point 5). */
  learnedFields?: LearnableField[];
  /** The reading job's id: sent back with the saved license, so the server can learn from a correction. */
  readingId?: string;
}

/** A reading and what the server keeps of it until the license is saved (never sent to the client). */
export interface LicenseReading {
  view: LicenseExtractionView;
  snapshot: ReadingSnapshot | null;
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
  return (await readLicense(db, doc, openai)).view;
}

/**
 * As extractLicense; with `organizationId`, fields of a layout the organization corrected before are read where
 * the correction said they are printed, and the reading's words are kept (the snapshot) for learning on save.
 */
export async function readLicense(db: DbOrTx, doc: DocumentToRead, openai?: OpenAIConfig, organizationId?: string): Promise<LicenseReading> {
  const text = await readText(doc);
  if (text.text.trim() === "") throw new HttpError(422, NO_TEXT_MESSAGE);
  const types = await db.select({ id: licenseTypes.id, name: licenseTypes.name }).from(licenseTypes);
  const image = doc.contentType === "application/pdf" ? undefined : { bytes: doc.bytes, contentType: doc.contentType };
  const fromOcr = text.method === "ocr";
  const found = await extractLicenseFields({ text: text.text, image, fromOcr, words: text.words }, { openai, licenseTypeNames: types.map((t) => t.name) });
  const { source, fallbackReason, ...read } = found;
  let fields: LicenseFields = read;
  let learnedFields: LearnableField[] = [];
  let snapshot: ReadingSnapshot | null = null;
  const words = sharesOfPage(text.words ?? []);
  if (organizationId && words.length > 0) {
    snapshot = snapshotOf(createHash("sha256").update(doc.bytes).digest("hex"), words, read, fromOcr);
    const layout = matchingLayout(await learnedLayoutsOf(db, organizationId), fingerprintOf(snapshot));
    if (layout) ({ fields, learnedFields } = applyLearnedLayout(read, text.text, snapshot, layout.layout));
  }
  const typeId = types.find((t) => t.name === fields.licenseType.value)?.id ?? null;
  const view: LicenseExtractionView = {
    fields: { ...fields, licenseTypeId: { value: typeId, confidence: typeId ? fields.licenseType.confidence : 0 } },
    source,
    ...(fallbackReason ? { fallbackReason } : {}),
    method: text.method,
    pages: text.pages,
    ...(learnedFields.length > 0 ? { learnedFields } : {}),
  };
  return { view, snapshot };
}
