import type { DocumentContentType } from "@shared/schema";
import { extractManualFields, type OpenAIConfig } from "../../documents/extract";
import { DocumentTextError, extractText } from "../../documents/text";

export class ManualReadError extends Error {}

/**
 * Reads a manual (issue 4's reader): its text (text layer, or OCR off the request thread), then the
 * manufacturer, model, serial and maintenance tasks with intervals in days, from the OpenAI-compatible
 * model when configured, else the built-in rules. Throws a ManualReadError with a message fit for people.
 */
export async function readManualFields(bytes: Buffer, contentType: DocumentContentType, openai?: OpenAIConfig): Promise<unknown> {
  let read: Awaited<ReturnType<typeof extractText>>;
  try {
    read = await extractText(bytes, contentType);
  } catch (err) {
    throw new ManualReadError(err instanceof DocumentTextError ? err.message : "The manual's text could not be read.");
  }
  const image = contentType === "application/pdf" ? undefined : { bytes, contentType };
  return extractManualFields({ text: read.text, image, words: read.words, fromOcr: read.method === "ocr" }, { openai });
}
