import type { DateInput, IsoDate } from "./calendar";
import { daysUntil, EXPIRY_WARNING_DAYS } from "./expiry";

/**
 * A required license's state at a location: held and valid, expiring within 30 days, expired, or missing.
 * "not_required" is a license type the location's state does not require (a cell of the compliance matrix).
 */
export type ComplianceState = "valid" | "expiring" | "expired" | "missing" | "not_required";

export const COMPLIANCE_STATE_LABELS: Record<ComplianceState, string> = {
  valid: "Valid",
  expiring: "Expiring",
  expired: "Expired",
  missing: "Missing",
  not_required: "Not required",
};

/** A held license's state on `today`. A license that never expires (no date) is valid. */
export function heldLicenseState(expirationDate: IsoDate | null, today: DateInput): Exclude<ComplianceState, "missing" | "not_required"> {
  if (!expirationDate) return "valid";
  const days = daysUntil(expirationDate, today);
  if (days <= 0) return "expired";
  if (days <= EXPIRY_WARNING_DAYS) return "expiring";
  return "valid";
}

export interface ComplianceCounts {
  required: number;
  valid: number;
  expiring: number;
  expired: number;
  missing: number;
}

export type ComplianceStatus = "compliant" | "expiring" | "non_compliant" | "no_state" | "nothing_required";

export interface ComplianceSummary extends ComplianceCounts {
  /** 0–100: the share of required licenses held and not expired (expiring ones still count); 100 when none required. */
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
export function summarizeCompliance(counts: ComplianceCounts, hasState: boolean): ComplianceSummary {
  const held = counts.valid + counts.expiring;
  const score = counts.required === 0 ? 100 : Math.floor((held * 100) / counts.required);
  let status: ComplianceStatus;
  if (!hasState) status = "no_state";
  else if (counts.required === 0) status = "nothing_required";
  else if (counts.expired + counts.missing > 0) status = "non_compliant";
  else if (counts.expiring > 0) status = "expiring";
  else status = "compliant";
  return { ...counts, score, status };
}

/** Worst first: the order of the phone cards and the default sort. */
export const COMPLIANCE_STATUS_RANK: Record<ComplianceStatus, number> = {
  non_compliant: 0,
  no_state: 1,
  expiring: 2,
  compliant: 3,
  nothing_required: 4,
};
