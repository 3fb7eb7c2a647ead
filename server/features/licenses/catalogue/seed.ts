import { inArray } from "drizzle-orm";
import { licenseTypes, stateLicenseRequirements } from "@shared/schema";
import type { DbOrTx } from "@server/db/connection";
import { STATE_LICENSE_REQUIREMENTS } from "./states";
import { LICENSE_TYPES } from "./types";

/** Rows per INSERT: 1,000 rows x 8 columns stays far below PostgreSQL's 65,535 parameter limit. */
const BATCH = 500;

/**
 * Inserts the catalogue's missing license types (matched by name) and missing (state, type)
 * requirement rows. Existing rows are never updated, so administrators' edits survive; safe to run
 * at every start-up and from several instances at once (conflicts are skipped).
 */
export async function seedLicenseCatalogue(
  db: DbOrTx,
): Promise<{ typesInserted: number; requirementsInserted: number }> {
  const insertedTypes = await db
    .insert(licenseTypes)
    .values(
      LICENSE_TYPES.map((t) => ({
        name: t.name,
        description: t.description,
        category: t.category,
        isUniversal: t.isUniversal,
      })),
    )
    .onConflictDoNothing({ target: licenseTypes.name })
    .returning({ id: licenseTypes.id });

  const types = await db
    .select({ id: licenseTypes.id, name: licenseTypes.name })
    .from(licenseTypes)
    .where(
      inArray(
        licenseTypes.name,
        LICENSE_TYPES.map((t) => t.name),
      ),
    );
  const typeIdByName = new Map(types.map((t) => [t.name, t.id]));

  const rows = STATE_LICENSE_REQUIREMENTS.flatMap((r) => {
    const licenseTypeId = typeIdByName.get(r.licenseTypeName);
    if (!licenseTypeId) return [];
    return [
      {
        state: r.state,
        licenseTypeId,
        isRequired: r.isRequired,
        renewalPeriodMonths: r.renewalPeriodMonths,
        costRange: r.costRange,
        issuingAuthority: r.issuingAuthority,
        processingTimeWeeks: r.processingTimeWeeks,
        notes: r.notes,
      },
    ];
  });

  let requirementsInserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insert(stateLicenseRequirements)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing({ target: [stateLicenseRequirements.state, stateLicenseRequirements.licenseTypeId] })
      .returning({ id: stateLicenseRequirements.id });
    requirementsInserted += inserted.length;
  }

  return { typesInserted: insertedTypes.length, requirementsInserted };
}
