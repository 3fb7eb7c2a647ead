import { z } from "zod";
import { isStateCode, type StateCode } from "../domain/us-states";

/** SPEC section 9: the admin screen's defaults for a requirement that has no values yet. */
export const REQUIREMENT_DEFAULTS = { renewalPeriodMonths: 12, processingTimeWeeks: 2 } as const;

export const stateCodeSchema = z
  .string({ error: "State must be one of the 50 US state codes" })
  .trim()
  .toUpperCase()
  .refine(isStateCode, "State must be one of the 50 US state codes")
  .transform((v) => v as StateCode);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));

const optionalInt = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .nullish()
    .transform((v) => v ?? null);

/** One requirement of a license type in a state (PUT .../bulk items and POST /api/state-license-requirements). */
export const requirementInputSchema = z.object({
  state: stateCodeSchema,
  licenseTypeId: z.string({ error: "Choose a license type" }).uuid("Choose a license type"),
  isRequired: z.boolean({ error: "isRequired must be true or false" }).default(true),
  renewalPeriodMonths: optionalInt("Renewal period", 600),
  costRange: optionalText(100, "Cost range"),
  issuingAuthority: optionalText(300, "Issuing authority"),
  processingTimeWeeks: optionalInt("Processing time", 520),
  notes: optionalText(2000, "Notes"),
});

export const bulkRequirementsSchema = z.object({
  requirements: z
    .array(requirementInputSchema, { error: "requirements must be a list" })
    .min(1, "Send at least one requirement")
    .max(1000, "At most 1000 requirements at a time"),
});

/** Copy every requirement of one state to another (the admin screen's Copy from State). */
export const copyRequirementsSchema = z
  .object({ fromState: stateCodeSchema, toState: stateCodeSchema })
  .refine((v) => v.fromState !== v.toState, { message: "Choose two different states", path: ["toState"] });

export type RequirementInput = z.output<typeof requirementInputSchema>;
export type RequirementFormInput = z.input<typeof requirementInputSchema>;
export type CopyRequirements = z.output<typeof copyRequirementsSchema>;
export type CopyRequirementsInput = z.input<typeof copyRequirementsSchema>;

/** Parses an edit-dialog number field as an integer (SPEC section 5); blank → null, not an integer → NaN. */
export function parseIntegerField(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return /^-?\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : Number.NaN;
}

type RequirementValues = Omit<RequirementFormInput, "state" | "licenseTypeId">;

/**
 * The one item the admin screen sends for a license type in a state: the existing requirement's values,
 * or the defaults (12 months, 2 weeks) when the state has none yet, with the given changes on top.
 */
export function requirementItem(
  state: string,
  licenseTypeId: string,
  existing: Partial<RequirementValues> | null | undefined,
  changes: Partial<RequirementValues> = {},
): RequirementFormInput {
  const base: RequirementValues = existing
    ? {
        isRequired: existing.isRequired ?? true,
        renewalPeriodMonths: existing.renewalPeriodMonths ?? null,
        costRange: existing.costRange ?? null,
        issuingAuthority: existing.issuingAuthority ?? null,
        processingTimeWeeks: existing.processingTimeWeeks ?? null,
        notes: existing.notes ?? null,
      }
    : {
        isRequired: true,
        renewalPeriodMonths: REQUIREMENT_DEFAULTS.renewalPeriodMonths,
        costRange: null,
        issuingAuthority: null,
        processingTimeWeeks: REQUIREMENT_DEFAULTS.processingTimeWeeks,
        notes: null,
      };
  return { state, licenseTypeId, ...base, ...changes };
}
