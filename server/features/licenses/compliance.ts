import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { IsoDate } from "@shared/domain/calendar";
import { locationCompliance, type ComplianceSummary, type HeldLicense, type RequiredCell } from "@shared/domain/compliance";
import { locationToday, type ZonedLocation } from "@shared/domain/time-zone";
import { licenses, licenseTypes, stateLicenseRequirements } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";
import { live } from "../trash/live";

export interface ComplianceLocation extends ZonedLocation {
  id: string;
}

export interface RequiredType {
  id: string;
  name: string;
  category: string | null;
}

export interface LocationComplianceResult {
  /** The location's own date at the instant asked about. */
  today: IsoDate;
  summary: ComplianceSummary;
  cells: (RequiredCell & { licenseType: RequiredType })[];
}

const CHUNK = 1_000;

/**
 * The compliance of each location by the one rule (shared/domain/compliance.ts), each on its own date: the
 * state's required types and the location's non-archived live licenses, two statements per thousand locations.
 * Dashboard, Group Overview, the compliance matrix and the export all read it.
 */
export async function complianceOfLocations(
  db: DbOrTx,
  locations: readonly ComplianceLocation[],
  now: Date,
): Promise<Map<string, LocationComplianceResult>> {
  const states = [...new Set(locations.map((l) => l.state).filter((s): s is string => !!s))];
  const requirements = states.length
    ? await db
        .select({ state: stateLicenseRequirements.state, id: licenseTypes.id, name: licenseTypes.name, category: licenseTypes.category })
        .from(stateLicenseRequirements)
        .innerJoin(licenseTypes, eq(licenseTypes.id, stateLicenseRequirements.licenseTypeId))
        .where(and(inArray(stateLicenseRequirements.state, states), eq(stateLicenseRequirements.isRequired, true)))
        .orderBy(asc(licenseTypes.category), asc(licenseTypes.name))
    : [];
  const requiredByState = new Map<string, RequiredType[]>();
  for (const r of requirements) {
    const list = requiredByState.get(r.state) ?? [];
    list.push({ id: r.id, name: r.name, category: r.category });
    requiredByState.set(r.state, list);
  }

  const heldByLocation = new Map<string, HeldLicense[]>();
  for (let i = 0; i < locations.length; i += CHUNK) {
    const ids = locations.slice(i, i + CHUNK).map((l) => l.id);
    const rows = await db
      .select({
        id: licenses.id,
        locationId: licenses.locationId,
        licenseTypeId: licenses.licenseTypeId,
        licenseNumber: licenses.licenseNumber,
        status: licenses.status,
        expirationDate: licenses.expirationDate,
        renewalSubmittedOn: licenses.renewalSubmittedOn,
      })
      .from(licenses)
      .where(and(inArray(licenses.locationId, ids), ne(licenses.status, "archived"), live(licenses)));
    for (const { locationId, ...row } of rows) {
      const list = heldByLocation.get(locationId) ?? [];
      list.push(row);
      heldByLocation.set(locationId, list);
    }
  }

  const result = new Map<string, LocationComplianceResult>();
  for (const location of locations) {
    const today = locationToday(location, now);
    const required = (location.state && requiredByState.get(location.state)) || [];
    const typeById = new Map(required.map((t) => [t.id, t]));
    const { summary, cells } = locationCompliance(
      required.map((t) => t.id),
      heldByLocation.get(location.id) ?? [],
      !!location.state,
      today,
    );
    result.set(location.id, { today, summary, cells: cells.map((c) => ({ ...c, licenseType: typeById.get(c.licenseTypeId)! })) });
  }
  return result;
}

/** One location's compliance (the dashboard). */
export async function complianceOfLocation(db: DbOrTx, location: ComplianceLocation, now: Date): Promise<LocationComplianceResult> {
  return (await complianceOfLocations(db, [location], now)).get(location.id)!;
}
