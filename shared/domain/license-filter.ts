import type { LicenseStatus } from "../schema/licenses-input";
import { expiryBadge } from "./expiry";
import { licenseCategoryLabel } from "./labels";
import type { DateInput } from "./calendar";

export type LicenseStatusFilter = LicenseStatus | "all";

interface FilterableLicense {
  status: string;
  expirationDate: string | null;
  licenseNumber: string | null;
  notes?: string | null;
  licenseType: { name: string; category: string | null } | null;
}

/**
 * The status a manager sees on the row: archived and expired as stored; otherwise the expiry badge decides,
 * so an "active" license past its date filters as Expired and one within 30 days as Expiring Soon.
 */
export function licenseFilterStatus(license: Pick<FilterableLicense, "status" | "expirationDate">, today: DateInput): LicenseStatus {
  if (license.status === "archived" || license.status === "expired") return license.status;
  const state = expiryBadge(license.expirationDate, today).state;
  if (state === "expired") return "expired";
  if (state === "soon" || license.status === "expiring_soon") return "expiring_soon";
  return "active";
}

export const matchesLicenseStatus = (
  license: Pick<FilterableLicense, "status" | "expirationDate">,
  filter: LicenseStatusFilter,
  today: DateInput,
): boolean => filter === "all" || licenseFilterStatus(license, today) === filter;

/** Case-insensitive search over the type's name and category, the license number and the notes. */
export function matchesLicenseSearch(license: FilterableLicense, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const category = license.licenseType?.category ? licenseCategoryLabel(license.licenseType.category) : null;
  return [license.licenseType?.name, category, license.licenseNumber, license.notes].some((v) =>
    v?.toLowerCase().includes(needle),
  );
}
