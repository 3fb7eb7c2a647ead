import OpenAI from "openai";
import type { Field, LicenseFields, ManualFields } from "./types";
import { licenseJsonSchema, licenseReply, manualJsonSchema, manualReply } from "./schemas";
import { stateCode } from "./states";

export interface OpenAIConfig {
  apiKey: string;
  /** Any OpenAI-compatible server; the SDK default when absent. */
  baseUrl?: string;
  model: string;
  /** Per call; default 30 s. */
  timeoutMs?: number;
  /** Also send the image (data URL) for image documents, for models that take images. */
  sendImage?: boolean;
}

export interface DocumentImage {
  bytes: Buffer | Uint8Array;
  contentType: "image/png" | "image/jpeg";
}

const MAX_TEXT = 24_000;

function client(cfg: OpenAIConfig): OpenAI {
  return new OpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl, timeout: cfg.timeoutMs ?? 30_000, maxRetries: 0 });
}

async function structured(
  cfg: OpenAIConfig,
  name: string,
  schema: object,
  instructions: string,
  text: string,
  image?: DocumentImage,
): Promise<unknown> {
  const userText = `Document text (lines; tabs separate table cells):\n\n${text.slice(0, MAX_TEXT)}`;
  const content: OpenAI.Chat.Completions.ChatCompletionContentPart[] = [{ type: "text", text: userText }];
  if (image && cfg.sendImage) {
    const url = `data:${image.contentType};base64,${Buffer.from(image.bytes).toString("base64")}`;
    content.push({ type: "image_url", image_url: { url } });
  }
  const res = await client(cfg).chat.completions.create(
    {
      model: cfg.model,
      temperature: 0,
      messages: [
        { role: "system", content: instructions },
        { role: "user", content },
      ],
      response_format: { type: "json_schema", json_schema: { name, strict: true, schema: schema as Record<string, unknown> } },
    },
    { timeout: cfg.timeoutMs ?? 30_000 },
  );
  const raw = res.choices[0]?.message?.content;
  if (!raw) throw new Error("the model returned no content");
  return JSON.parse(raw);
}

const clamp = (n: number) => Math.max(0, Math.min(1, Number.isFinite(n) ? n : 0));
const f = (x: { value: string | null; confidence: number }): Field => ({
  value: x.value && x.value.trim() ? x.value.trim() : null,
  confidence: x.value ? clamp(x.confidence) : 0,
});
const isoDate = (x: Field): Field => (x.value && /^\d{4}-\d{2}-\d{2}$/.test(x.value) ? x : { value: null, confidence: 0 });

export async function openaiLicenseFields(
  cfg: OpenAIConfig,
  text: string,
  licenseTypeNames: string[],
  image?: DocumentImage,
): Promise<LicenseFields> {
  const instructions = [
    "You read business licenses and permits and return their fields as JSON.",
    "Dates as YYYY-MM-DD; where the document says 'Effective' instead of 'Issued', that date is the issue date.",
    "expirationDate is null when the document does not expire.",
    "licenseeName is the legal business name the license is issued to (for a personal certificate, the person).",
    "address is the licensed premises on one line (not a mailing address and not the agency's address).",
    "state is the two-letter code of the premises.",
    `licenseType must be exactly one of: ${licenseTypeNames.map((n) => JSON.stringify(n)).join(", ")}; or null.`,
    "confidence is 0..1; use null values with confidence 0 for fields you cannot find.",
  ].join("\n");
  const reply = licenseReply.parse(await structured(cfg, "license_fields", licenseJsonSchema, instructions, text, image));
  const type = f(reply.licenseType);
  const state = f(reply.state);
  return {
    licenseNumber: f(reply.licenseNumber),
    issueDate: isoDate(f(reply.issueDate)),
    expirationDate: isoDate(f(reply.expirationDate)),
    issuingAuthority: f(reply.issuingAuthority),
    licenseeName: f(reply.licenseeName),
    address: f(reply.address),
    state: state.value && stateCode(state.value) ? { value: stateCode(state.value), confidence: state.confidence } : { value: null, confidence: 0 },
    licenseType: type.value && licenseTypeNames.includes(type.value) ? type : { value: null, confidence: 0 },
  };
}

export async function openaiManualFields(cfg: OpenAIConfig, text: string, image?: DocumentImage): Promise<ManualFields> {
  const instructions = [
    "You read commercial kitchen equipment manuals and return the equipment and its maintenance schedule as JSON.",
    "tasks: every maintenance task with a fixed interval, intervalDays by this convention: daily 1, weekly 7,",
    "every two weeks 14, monthly 30, every N months N*30, quarterly 90, semi-annually 180,",
    "annually / yearly / every twelve months 365, every N days N.",
    "Leave out warranty terms, cycle or program durations, start-up waits and 'as required' items.",
    "confidence is 0..1; use null values with confidence 0 for fields you cannot find.",
  ].join("\n");
  const reply = manualReply.parse(await structured(cfg, "manual_fields", manualJsonSchema, instructions, text, image));
  return {
    equipmentType: f(reply.equipmentType),
    manufacturer: f(reply.manufacturer),
    model: f(reply.model),
    serial: f(reply.serial),
    tasks: reply.tasks
      .filter((t) => t.task.trim() && t.intervalDays > 0 && t.intervalDays <= 3650)
      .map((t) => ({ task: t.task.trim(), intervalDays: t.intervalDays, confidence: clamp(t.confidence) })),
  };
}
