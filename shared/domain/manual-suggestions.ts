import { maintenanceTaskInputSchema, type MaintenanceTaskInput } from "../schema/equipment-input";

/** What a new equipment item can be filled with from a manual reader's answer. */
export interface ManualSuggestions {
  name: string | null;
  manufacturer: string | null;
  model: string | null;
  serialNumber: string | null;
  tasks: MaintenanceTaskInput[];
}

/** A field as a plain value or as { value, confidence }. */
function valueOf(field: unknown): unknown {
  return field && typeof field === "object" && "value" in field ? (field as { value: unknown }).value : field;
}

function text(field: unknown): string | null {
  const v = valueOf(field);
  return typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 200) : null;
}

/**
 * Reads the manual reader's answer defensively: { equipmentType | name, manufacturer, model, serial |
 * serialNumber, tasks: [{ task, intervalDays }] }, each field plain or { value, confidence }. Invalid
 * tasks are left out; anything unreadable gives empty suggestions.
 */
export function manualSuggestions(extractedData: unknown): ManualSuggestions {
  const data = (extractedData && typeof extractedData === "object" ? extractedData : {}) as Record<string, unknown>;
  const tasks: MaintenanceTaskInput[] = [];
  const rawTasks = valueOf(data.tasks);
  if (Array.isArray(rawTasks)) {
    for (const raw of rawTasks.slice(0, 50)) {
      const t = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
      const parsed = maintenanceTaskInputSchema.safeParse({ task: valueOf(t.task), intervalDays: valueOf(t.intervalDays) });
      if (parsed.success) tasks.push(parsed.data);
    }
  }
  return {
    name: text(data.name) ?? text(data.equipmentType),
    manufacturer: text(data.manufacturer),
    model: text(data.model),
    serialNumber: text(data.serialNumber) ?? text(data.serial),
    tasks,
  };
}
