import { asc } from "drizzle-orm";
import { toIsoDate } from "@shared/domain/calendar";
import { COMPLIANCE_STATE_LABELS } from "@shared/domain/compliance";
import { toCsv } from "@shared/domain/csv";
import { locations } from "@shared/schema";
import type { ComplianceMatrix, MatrixLicenseType } from "@shared/schema/group-views";
import type { DbOrTx } from "../../db/connection";
import type { RequestContext } from "../../http/context";
import { reachableLocationsOf } from "../../http/tenancy";
import { complianceOfLocations } from "../licenses/compliance";

/** Locations × required license types, each cell by the one compliance rule on the location's date. */
export async function complianceMatrix(db: DbOrTx, ctx: RequestContext, now: Date): Promise<ComplianceMatrix> {
  const locationRows = await db
    .select({ id: locations.id, name: locations.name, state: locations.state, zipCode: locations.zipCode, timeZone: locations.timeZone })
    .from(locations)
    .where(reachableLocationsOf(ctx, locations.id))
    .orderBy(asc(locations.name), asc(locations.id));
  const compliance = await complianceOfLocations(db, locationRows, now);
  const types = new Map<string, MatrixLicenseType & { category: string | null }>();
  for (const c of compliance.values()) for (const cell of c.cells) types.set(cell.licenseTypeId, cell.licenseType);
  const typeList = [...types.values()]
    .sort((a, b) => (a.category ?? "").localeCompare(b.category ?? "") || a.name.localeCompare(b.name))
    .map(({ id, name }) => ({ id, name }));

  return {
    today: toIsoDate(now),
    licenseTypes: typeList,
    locations: locationRows.map((loc) => {
      const result = compliance.get(loc.id)!;
      const byType = new Map(result.cells.map((c) => [c.licenseTypeId, c]));
      return {
        id: loc.id,
        name: loc.name,
        state: loc.state,
        today: result.today,
        cells: typeList.map((type) => {
          const cell = byType.get(type.id);
          if (!cell) return { state: "not_required" as const, licenseId: null, expirationDate: null };
          return { state: cell.state, licenseId: cell.license?.id ?? null, expirationDate: cell.license?.expirationDate ?? null };
        }),
      };
    }),
  };
}

/** The matrix as CSV: one row per location, a column per license type, each cell its state's label. */
export function complianceMatrixCsv(matrix: ComplianceMatrix): string {
  const header = ["Location", "State", ...matrix.licenseTypes.map((t) => t.name)];
  const rows = matrix.locations.map((loc) => [loc.name, loc.state ?? "", ...loc.cells.map((c) => COMPLIANCE_STATE_LABELS[c.state])]);
  return toCsv(header, rows);
}
