import type { LicenseStatus } from "../schema/licenses-input";
import { licenseState } from "./compliance";
import { licenseCategoryLabel } from "./labels";
import type { DateInput } from "./calendar";

export type LicenseStatusFilter = LicenseStatus | "all";

interface FilterableLicense {
  status: string;
  expirationDate: string | null;
  renewalSubmittedOn?: string | null;
  licenseNumber: string | null;
  notes?: string | null;
  licenseType: { name: string; category: string | null } | null;
}

/**
 * The status a manager sees on the row, by the one compliance rule: an "active" license past its date filters as
 * Expired, one within 30 days as Expiring Soon, one whose renewal is submitted (and not yet expired) as Active.
 */
export function licenseFilterStatus(
  license: Pick<FilterableLicense, "status" | "expirationDate" | "renewalSubmittedOn">,
  today: DateInput,
): LicenseStatus {
  const state = licenseState(license, today);
  if (state === null) return "archived";
  if (state === "expired") return "expired";
  if (state === "expiring") return "expiring_soon";
  return "active";
}

export const matchesLicenseStatus = (
  license: Pick<FilterableLicense, "status" | "expirationDate" | "renewalSubmittedOn">,
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
