import type { Extraction, LicenseFields, ManualFields } from "./types";
import { extractLicenseRules } from "./license-rules";
import type { PageWords } from "../text/words";
import { extractManualRules } from "./manual-rules";
import { openaiLicenseFields, openaiManualFields, type DocumentImage, type OpenAIConfig } from "./openai";

export type { Extraction, ExtractionSource, Field, LicenseFields, ManualFields, MaintenanceTask } from "./types";
export type { DocumentImage, OpenAIConfig } from "./openai";
export { extractLicenseRules } from "./license-rules";
export { extractManualRules } from "./manual-rules";

export interface ExtractInput {
  text: string;
  /** The uploaded image, sent to the model when `openai.sendImage` is set. */
  image?: DocumentImage;
  /** The text was read by OCR (not a text layer); the rules then undo OCR's look-alike characters in identifiers. */
  fromOcr?: boolean;
  /** The words with their boxes (and, from OCR, each word's confidence): dates by position, values' OCR evidence. */
  words?: PageWords[];
}

function reason(err: unknown): string {
  const e = err as { name?: string; status?: number; message?: string };
  if (e?.name === "APIConnectionTimeoutError" || /timed? ?out/i.test(e?.message ?? "")) return "The AI service timed out.";
  if (typeof e?.status === "number") return `The AI service answered with status ${e.status}.`;
  if (e?.name === "ZodError" || e instanceof SyntaxError) return "The AI service returned an unexpected answer.";
  return `The AI service could not be reached (${e?.message ?? String(err)}).`;
}

/**
 * License fields from document text: the OpenAI-compatible model when configured, else (and
 * whenever the call fails or times out) the built-in rules, saying why in `fallbackReason`.
 */
export async function extractLicenseFields(
  input: ExtractInput,
  opts: { openai?: OpenAIConfig; licenseTypeNames: string[] },
): Promise<Extraction<LicenseFields>> {
  if (opts.openai) {
    try {
      const fields = await openaiLicenseFields(opts.openai, input.text, opts.licenseTypeNames, input.image);
      return { ...fields, source: "openai" };
    } catch (err) {
      return { ...extractLicenseRules(input.text, { ...opts, fromOcr: input.fromOcr, words: input.words }), source: "rules", fallbackReason: reason(err) };
    }
  }
  return { ...extractLicenseRules(input.text, { ...opts, fromOcr: input.fromOcr, words: input.words }), source: "rules" };
}

/** Manual fields and maintenance tasks, with the same model-or-rules behaviour. */
export async function extractManualFields(
  input: ExtractInput,
  opts: { openai?: OpenAIConfig } = {},
): Promise<Extraction<ManualFields>> {
  if (opts.openai) {
    try {
      const fields = await openaiManualFields(opts.openai, input.text, input.image);
      return { ...fields, source: "openai" };
    } catch (err) {
      return { ...extractManualRules(input.text, { words: input.words, fromOcr: input.fromOcr }), source: "rules", fallbackReason: reason(err) };
    }
  }
  return { ...extractManualRules(input.text, { words: input.words, fromOcr: input.fromOcr }), source: "rules" };
}
