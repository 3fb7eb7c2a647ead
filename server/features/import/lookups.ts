import { eq, isNull, or } from "drizzle-orm";
import { normalizeName } from "@shared/domain/import";
import { budgetCategories, licenseTypes, locations, type Location } from "@shared/schema";
import type { DbOrTx } from "../../db/connection";

/** What rows refer to by name: the organization's locations, the license types, the budget categories. */
export interface Lookups {
  locations: Location[];
  licenseTypes: { id: string; name: string }[];
  categories: { id: string; name: string }[];
}

export async function loadLookups(db: DbOrTx, organizationId: string): Promise<Lookups> {
  const [locs, types, categories] = [
    await db.select().from(locations).where(eq(locations.organizationId, organizationId)),
    await db.select({ id: licenseTypes.id, name: licenseTypes.name }).from(licenseTypes),
    await db
      .select({ id: budgetCategories.id, name: budgetCategories.name })
      .from(budgetCategories)
      .where(or(isNull(budgetCategories.organizationId), eq(budgetCategories.organizationId, organizationId))),
  ];
  return { locations: locs, licenseTypes: types, categories };
}

/** A location by its name, else by its address ("120 Main St", or with the city: "120 Main St, Albany"). */
export function findLocation(lookups: Lookups, text: string): Location | "ambiguous" | null {
  const key = normalizeName(text);
  const byName = lookups.locations.filter((l) => normalizeName(l.name) === key);
  if (byName.length === 1) return byName[0]!;
  if (byName.length > 1) return "ambiguous";
  const byAddress = lookups.locations.filter((l) => {
    const street = normalizeName(l.address);
    return street === key || (l.city !== null && key.startsWith(street) && key.includes(normalizeName(l.city)));
  });
  if (byAddress.length === 1) return byAddress[0]!;
  return byAddress.length > 1 ? "ambiguous" : null;
}

export function findCategory(lookups: Lookups, text: string): { id: string; name: string } | null {
  const key = normalizeName(text);
  return lookups.categories.find((c) => normalizeName(c.name) === key) ?? null;
}
