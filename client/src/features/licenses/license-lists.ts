import type { LicenseStatus } from "@shared/schema/licenses";

/**
 * SPEC section 4 puts status active in 'Active Licenses' and expired or archived in 'Expired & Archived'.
 * expiring_soon (offered by the add form) is still a valid license, so it stays in the active section
 * rather than vanishing from both; the dashboard counts it as active too.
 */
export const ACTIVE_SECTION_STATUSES: readonly LicenseStatus[] = ["active", "expiring_soon"];

export const isActiveLicense = (license: { status: string }) =>
  (ACTIVE_SECTION_STATUSES as readonly string[]).includes(license.status);

export function splitLicenses<T extends { status: string }>(licenses: readonly T[]): { active: T[]; inactive: T[] } {
  const active: T[] = [];
  const inactive: T[] = [];
  for (const license of licenses) (isActiveLicense(license) ? active : inactive).push(license);
  return { active, inactive };
}

/** The license type ids that have an active license: the Required card's Active / Missing badge. */
export function activeTypeIds(licenses: readonly { status: string; licenseTypeId: string }[]): Set<string> {
  return new Set(licenses.filter(isActiveLicense).map((l) => l.licenseTypeId));
}

/**
 * The location's two-letter state, or null when it has none (issue 24: the page then asks for it rather than
 * showing another state's requirements, as SPEC section 9's NY default did).
 */
export function stateOf(location: { state?: string | null } | null | undefined): string | null {
  const state = location?.state?.trim().toUpperCase();
  return state && /^[A-Z]{2}$/.test(state) ? state : null;
}

/** 'Renewal: Every N months' (SPEC section 2); null when the state sets no renewal period. */
export function renewalText(months: number | null | undefined): string {
  if (months === null || months === undefined) return "Renewal: Not required";
  return `Renewal: Every ${months} ${months === 1 ? "month" : "months"}`;
}
