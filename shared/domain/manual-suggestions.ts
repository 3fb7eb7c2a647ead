import { maintenanceTaskInputSchema, type MaintenanceTaskInput } from "../schema/equipment-input";
import { clampConfidence } from "./confidence";

export type SuggestedManualField = "name" | "manufacturer" | "model" | "serialNumber";

/** What a new equipment item can be filled with from a manual reader's answer. */
export interface ManualSuggestions {
  name: string | null;
  manufacturer: string | null;
  model: string | null;
  serialNumber: string | null;
  tasks: MaintenanceTaskInput[];
  /** How sure the reader was (0..1) of each field it filled; absent when it gave no confidence. */
  confidence: Partial<Record<SuggestedManualField, number>>;
  /** The confidence of each task, by the index in `tasks` (undefined when none was given). */
  taskConfidence: (number | undefined)[];
}

/** A field as a plain value or as { value, confidence }. */
function valueOf(field: unknown): unknown {
  return field && typeof field === "object" && "value" in field ? (field as { value: unknown }).value : field;
}

/** The confidence of a { value, confidence } field that has a value. */
function confidenceOf(field: unknown): number | undefined {
  if (!field || typeof field !== "object" || !("confidence" in field)) return undefined;
  const c = (field as { confidence: unknown }).confidence;
  return typeof c === "number" ? clampConfidence(c) : undefined;
}

function text(field: unknown): string | null {
  const v = valueOf(field);
  return typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 200) : null;
}

/**
 * Reads the manual reader's answer defensively: { equipmentType | name, manufacturer, model, serial |
 * serialNumber, tasks: [{ task, intervalDays, confidence? }] }, each field plain or { value, confidence }
 * (the confidences are kept so the screen can mark doubtful values for review). Invalid tasks are left
 * out; anything unreadable gives empty suggestions.
 */
export function manualSuggestions(extractedData: unknown): ManualSuggestions {
  const data = (extractedData && typeof extractedData === "object" ? extractedData : {}) as Record<string, unknown>;
  const tasks: MaintenanceTaskInput[] = [];
  const taskConfidence: (number | undefined)[] = [];
  const rawTasks = valueOf(data.tasks);
  if (Array.isArray(rawTasks)) {
    for (const raw of rawTasks.slice(0, 50)) {
      const t = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
      const parsed = maintenanceTaskInputSchema.safeParse({ task: valueOf(t.task), intervalDays: valueOf(t.intervalDays) });
      if (parsed.success) {
        tasks.push(parsed.data);
        taskConfidence.push(confidenceOf(t));
      }
    }
  }
  const fields: [SuggestedManualField, unknown][] = [
    ["name", text(data.name) !== null ? data.name : data.equipmentType],
    ["manufacturer", data.manufacturer],
    ["model", data.model],
    ["serialNumber", text(data.serialNumber) !== null ? data.serialNumber : data.serial],
  ];
  const confidence: ManualSuggestions["confidence"] = {};
  for (const [name, field] of fields) {
    const c = text(field) !== null ? confidenceOf(field) : undefined;
    if (c !== undefined) confidence[name] = c;
  }
  return {
    name: text(data.name) ?? text(data.equipmentType),
    manufacturer: text(data.manufacturer),
    model: text(data.model),
    serialNumber: text(data.serialNumber) ?? text(data.serial),
    tasks,
    confidence,
    taskConfidence,
  };
}
