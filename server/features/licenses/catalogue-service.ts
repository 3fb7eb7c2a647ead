import { and, asc, eq } from "drizzle-orm";
import { licenseTypes, stateLicenseRequirements, type LicenseType, type StateLicenseRequirement } from "@shared/schema";
import type { RequiredLicenseItem } from "@shared/schema/licenses-views";
import type { DbOrTx } from "../../db/connection";
import { badRequest } from "../../http/errors";
import { STATE_CODES } from "./catalogue/states";

export function parseStateCode(value: unknown): string {
  const code = typeof value === "string" ? value.trim().toUpperCase() : "";
  if (!(STATE_CODES as readonly string[]).includes(code)) throw badRequest("State must be one of the 50 US state codes");
  return code;
}

export type LicenseTypeView = LicenseType & { requirement?: StateLicenseRequirement | null };

/** All license types; with a state, each carries that state's requirement (or null). */
export async function listLicenseTypes(db: DbOrTx, state?: string): Promise<LicenseTypeView[]> {
  const types = await db.select().from(licenseTypes).orderBy(asc(licenseTypes.category), asc(licenseTypes.name));
  if (!state) return types;
  const reqs = await db.select().from(stateLicenseRequirements).where(eq(stateLicenseRequirements.state, state));
  const byType = new Map(reqs.map((r) => [r.licenseTypeId, r]));
  return types.map((t) => ({ ...t, requirement: byType.get(t.id) ?? null }));
}

/** The license types that apply in a state, marked required or optional (SPEC section 7). */
export async function requiredLicenses(db: DbOrTx, state: string): Promise<RequiredLicenseItem[]> {
  const rows = await db
    .select({ type: licenseTypes, req: stateLicenseRequirements })
    .from(stateLicenseRequirements)
    .innerJoin(licenseTypes, eq(licenseTypes.id, stateLicenseRequirements.licenseTypeId))
    .where(and(eq(stateLicenseRequirements.state, state)))
    .orderBy(asc(licenseTypes.category), asc(licenseTypes.name));
  return rows.map(({ type, req }) => ({
    id: type.id,
    name: type.name,
    description: type.description,
    category: type.category,
    isUniversal: type.isUniversal,
    requirementStatus: req.isRequired ? "required" : "optional",
    requirement: {
      costRange: req.costRange,
      renewalPeriodMonths: req.renewalPeriodMonths,
      issuingAuthority: req.issuingAuthority,
      processingTimeWeeks: req.processingTimeWeeks,
      notes: req.notes,
    },
  }));
}
