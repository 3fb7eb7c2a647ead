import { z } from "zod";

// JSON schemas for the model's structured output (strict mode: every key required, no extras)
// and the zod schemas that check what comes back.

const fieldSchema = {
  type: "object",
  additionalProperties: false,
  required: ["value", "confidence"],
  properties: {
    value: { type: ["string", "null"] },
    confidence: { type: "number", description: "0 to 1" },
  },
} as const;

export const LICENSE_KEYS = [
  "licenseNumber",
  "issueDate",
  "expirationDate",
  "issuingAuthority",
  "licenseeName",
  "address",
  "state",
  "licenseType",
] as const;

export const licenseJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: [...LICENSE_KEYS],
  properties: Object.fromEntries(LICENSE_KEYS.map((k) => [k, fieldSchema])),
};

export const manualJsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["equipmentType", "manufacturer", "model", "serial", "tasks"],
  properties: {
    equipmentType: fieldSchema,
    manufacturer: fieldSchema,
    model: fieldSchema,
    serial: fieldSchema,
    tasks: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["task", "intervalDays", "confidence"],
        properties: {
          task: { type: "string" },
          intervalDays: { type: "integer" },
          confidence: { type: "number" },
        },
      },
    },
  },
};

const field = z.object({ value: z.string().nullable(), confidence: z.number() });
export const licenseReply = z.object(Object.fromEntries(LICENSE_KEYS.map((k) => [k, field])) as Record<(typeof LICENSE_KEYS)[number], typeof field>);
export const manualReply = z.object({
  equipmentType: field,
  manufacturer: field,
  model: field,
  serial: field,
  tasks: z.array(z.object({ task: z.string(), intervalDays: z.number().int(), confidence: z.number() })),
});
