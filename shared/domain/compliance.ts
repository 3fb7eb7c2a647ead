import type { DateInput, IsoDate } from "./calendar";
import { daysUntil, EXPIRY_WARNING_DAYS } from "./expiry";

/**
 * The one compliance rule (issue 32): every screen, feed, notification and export that says whether a license is
 * valid, expiring, expired, missing or awaiting its renewal asks these functions.
 *
 * A held license's state: archived ones are out of the count; expired when marked so or on/after its date;
 * "renewal submitted" while its renewal is in and it has not expired; expiring within 30 days (or marked
 * "expiring soon"); otherwise valid (a license without a date never expires).
 */
export type LicenseState = "valid" | "expiring" | "expired" | "renewal_submitted";

/** A required license's state at a location; "not_required" is a type the location's state does not require. */
export type ComplianceState = LicenseState | "missing" | "not_required";

export const COMPLIANCE_STATE_LABELS: Record<ComplianceState, string> = {
  valid: "Valid",
  // The same words as the license's badge (license-status.ts).
  expiring: "Expires Soon",
  expired: "Expired",
  renewal_submitted: "Renewal submitted",
  missing: "Missing",
  not_required: "Not required",
};

export interface RuledLicense {
  status: string;
  expirationDate: IsoDate | null;
  renewalSubmittedOn?: IsoDate | null;
}

/** The state of a held license on `today` (the location's date); null for an archived one. */
export function licenseState(license: RuledLicense, today: DateInput): LicenseState | null {
  if (license.status === "archived") return null;
  if (license.status === "expired") return "expired";
  const days = license.expirationDate ? daysUntil(license.expirationDate, today) : null;
  if (days !== null && days <= 0) return "expired";
  if (license.renewalSubmittedOn) return "renewal_submitted";
  if (license.status === "expiring_soon" || (days !== null && days <= EXPIRY_WARNING_DAYS)) return "expiring";
  return "valid";
}

/** The states the dashboard's License Expiration Alerts show. */
export const isAlertState = (state: LicenseState | null): boolean => state === "expiring" || state === "expired";

/** A held license's state from its date alone (the matrix's former rule; kept for callers with only a date). */
export function heldLicenseState(expirationDate: IsoDate | null, today: DateInput): Exclude<LicenseState, "renewal_submitted"> {
  return licenseState({ status: "active", expirationDate }, today) as Exclude<LicenseState, "renewal_submitted">;
}

export interface ComplianceCounts {
  required: number;
  valid: number;
  expiring: number;
  expired: number;
  missing: number;
  renewalSubmitted: number;
}

export type ComplianceStatus = "compliant" | "expiring" | "non_compliant" | "no_state" | "nothing_required";

export interface ComplianceSummary extends ComplianceCounts {
  /** 0–100: the share of required licenses held and not expired (expiring and renewal submitted count); 100 when none required. */
  score: number;
  status: ComplianceStatus;
}

export const COMPLIANCE_STATUS_LABELS: Record<ComplianceStatus, string> = {
  compliant: "Compliant",
  expiring: "Expiring soon",
  non_compliant: "Out of compliance",
  no_state: "No state set",
  nothing_required: "Nothing required",
};

/** Counts → score and the location's status: any expired or missing is out of compliance. */
export function summarizeCompliance(counts: Omit<ComplianceCounts, "renewalSubmitted"> & { renewalSubmitted?: number }, hasState: boolean): ComplianceSummary {
  const renewalSubmitted = counts.renewalSubmitted ?? 0;
  const held = counts.valid + counts.expiring + renewalSubmitted;
  const score = counts.required === 0 ? 100 : Math.floor((held * 100) / counts.required);
  let status: ComplianceStatus;
  if (!hasState) status = "no_state";
  else if (counts.required === 0) status = "nothing_required";
  else if (counts.expired + counts.missing > 0) status = "non_compliant";
  else if (counts.expiring > 0) status = "expiring";
  else status = "compliant";
  return { ...counts, renewalSubmitted, score, status };
}

/** Worst first: the order of the phone cards and the default sort. */
export const COMPLIANCE_STATUS_RANK: Record<ComplianceStatus, number> = {
  non_compliant: 0,
  no_state: 1,
  expiring: 2,
  compliant: 3,
  nothing_required: 4,
};

/** A required license's state, worst first: what needs doing comes before what holds. */
export const COMPLIANCE_STATE_RANK: Record<ComplianceState, number> = {
  missing: 0,
  expired: 1,
  expiring: 2,
  renewal_submitted: 3,
  valid: 4,
  not_required: 5,
};

/**
 * One location's required licenses as a list (the phone's card of the group matrix): the types its state does
 * not require left out, the rest worst first, then by name.
 */
export function requiredStatesWorstFirst<T extends { state: ComplianceState }>(
  typeNames: readonly string[],
  cells: readonly T[],
): (T & { typeName: string })[] {
  return cells
    .map((cell, i) => ({ ...cell, typeName: typeNames[i] ?? "" }))
    .filter((cell) => cell.state !== "not_required")
    .sort((a, b) => COMPLIANCE_STATE_RANK[a.state] - COMPLIANCE_STATE_RANK[b.state] || a.typeName.localeCompare(b.typeName));
}

/** Locations worst first by their required licenses: most missing or expired, then most expiring, then name. */
export function matrixRowsWorstFirst<T extends { name: string; cells: readonly { state: ComplianceState }[] }>(rows: readonly T[]): T[] {
  const count = (row: T, states: ComplianceState[]) => row.cells.filter((c) => states.includes(c.state)).length;
  return [...rows].sort(
    (a, b) =>
      count(b, ["missing", "expired"]) - count(a, ["missing", "expired"]) ||
      count(b, ["expiring"]) - count(a, ["expiring"]) ||
      a.name.localeCompare(b.name),
  );
}

const HELD_RANK: Record<LicenseState, number> = { valid: 0, renewal_submitted: 1, expiring: 2, expired: 3 };

export interface HeldLicense extends RuledLicense {
  id: string;
  licenseTypeId: string;
  licenseNumber?: string | null;
}

export interface RequiredCell {
  licenseTypeId: string;
  state: Exclude<ComplianceState, "not_required">;
  license: HeldLicense | null;
}

/**
 * A location's required licenses: for each required type the best license of that type held there (valid before
 * renewal submitted before expiring before expired; then the latest expiration, no date first), or missing.
 */
export function locationCompliance(
  requiredTypeIds: readonly string[],
  held: readonly HeldLicense[],
  hasState: boolean,
  today: DateInput,
): { summary: ComplianceSummary; cells: RequiredCell[] } {
  const best = new Map<string, { license: HeldLicense; state: LicenseState }>();
  for (const license of held) {
    const state = licenseState(license, today);
    if (!state) continue;
    const current = best.get(license.licenseTypeId);
    if (!current || isBetter({ license, state }, current)) best.set(license.licenseTypeId, { license, state });
  }
  const cells: RequiredCell[] = [...new Set(requiredTypeIds)].map((licenseTypeId) => {
    const found = best.get(licenseTypeId);
    return found ? { licenseTypeId, state: found.state, license: found.license } : { licenseTypeId, state: "missing", license: null };
  });
  const count = (state: RequiredCell["state"]) => cells.filter((c) => c.state === state).length;
  const summary = summarizeCompliance(
    {
      required: cells.length,
      valid: count("valid"),
      expiring: count("expiring"),
      expired: count("expired"),
      missing: count("missing"),
      renewalSubmitted: count("renewal_submitted"),
    },
    hasState,
  );
  return { summary, cells };
}

function isBetter(a: { license: HeldLicense; state: LicenseState }, b: { license: HeldLicense; state: LicenseState }): boolean {
  if (HELD_RANK[a.state] !== HELD_RANK[b.state]) return HELD_RANK[a.state] < HELD_RANK[b.state];
  const da = a.license.expirationDate;
  const db = b.license.expirationDate;
  if (da === db) return a.license.id < b.license.id;
  if (da === null) return true;
  if (db === null) return false;
  return da > db;
}
