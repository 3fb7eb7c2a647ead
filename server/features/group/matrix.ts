import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { IsoDate } from "@shared/domain/calendar";
import { COMPLIANCE_STATE_LABELS, heldLicenseState } from "@shared/domain/compliance";
import { toCsv } from "@shared/domain/csv";
import { licenses, licenseTypes, locations, stateLicenseRequirements } from "@shared/schema";
import type { ComplianceMatrix, MatrixLicenseType } from "@shared/schema/group-views";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { reachableLocationsOf } from "../../http/tenancy";
import { live } from "../trash/live";

/** Locations × required license types; three statements whatever the number of locations. */
export async function complianceMatrix(db: DbOrTx, ctx: RequestContext, today: IsoDate): Promise<ComplianceMatrix> {
  const locationRows = await db
    .select({ id: locations.id, name: locations.name, state: locations.state })
    .from(locations)
    .where(reachableLocationsOf(ctx, locations.id))
    .orderBy(asc(locations.name), asc(locations.id));
  const states = [...new Set(locationRows.map((l) => l.state).filter((s): s is string => !!s))];

  const requirements = states.length
    ? await db
        .select({ state: stateLicenseRequirements.state, typeId: licenseTypes.id, name: licenseTypes.name, category: licenseTypes.category })
        .from(stateLicenseRequirements)
        .innerJoin(licenseTypes, eq(licenseTypes.id, stateLicenseRequirements.licenseTypeId))
        .where(and(inArray(stateLicenseRequirements.state, states), eq(stateLicenseRequirements.isRequired, true)))
        .orderBy(asc(licenseTypes.category), asc(licenseTypes.name))
    : [];
  const types = new Map<string, MatrixLicenseType>();
  const requiredIn = new Set<string>();
  for (const r of requirements) {
    types.set(r.typeId, { id: r.typeId, name: r.name });
    requiredIn.add(`${r.state}|${r.typeId}`);
  }
  const typeList = [...types.values()];

  const held = typeList.length
    ? await db
        .selectDistinctOn([licenses.locationId, licenses.licenseTypeId], {
          id: licenses.id,
          locationId: licenses.locationId,
          typeId: licenses.licenseTypeId,
          status: licenses.status,
          expirationDate: licenses.expirationDate,
        })
        .from(licenses)
        .where(and(ne(licenses.status, "archived"), live(licenses), inArray(licenses.licenseTypeId, [...types.keys()]), reachableLocationsOf(ctx, licenses.locationId)))
        .orderBy(licenses.locationId, licenses.licenseTypeId, sql`(${licenses.status} = 'expired')`, sql`${licenses.expirationDate} desc nulls first`)
    : [];
  const best = new Map(held.map((h) => [`${h.locationId}|${h.typeId}`, h]));

  return {
    today,
    licenseTypes: typeList,
    locations: locationRows.map((loc) => ({
      ...loc,
      cells: typeList.map((type) => {
        const license = best.get(`${loc.id}|${type.id}`);
        if (!loc.state || !requiredIn.has(`${loc.state}|${type.id}`)) {
          return { state: "not_required" as const, licenseId: license?.id ?? null, expirationDate: license?.expirationDate ?? null };
        }
        if (!license) return { state: "missing" as const, licenseId: null, expirationDate: null };
        const state = license.status === "expired" ? "expired" : heldLicenseState(license.expirationDate, today);
        return { state, licenseId: license.id, expirationDate: license.expirationDate };
      }),
    })),
  };
}

/** The matrix as CSV: one row per location, a column per license type, each cell its state's label. */
export function complianceMatrixCsv(matrix: ComplianceMatrix): string {
  const header = ["Location", "State", ...matrix.licenseTypes.map((t) => t.name)];
  const rows = matrix.locations.map((loc) => [loc.name, loc.state ?? "", ...loc.cells.map((c) => COMPLIANCE_STATE_LABELS[c.state])]);
  return toCsv(header, rows);
}
