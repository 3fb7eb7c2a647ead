import type { IsoDate } from "./calendar";
import { licenseState } from "./compliance";
import { daysUntil } from "./expiry";
import { parseMoneyToCents, sumCents } from "./money";

/** How far ahead the group view looks for renewal fees (issue 32, point 2). */
export const RENEWAL_FEE_WINDOW_DAYS = 90;

export interface FeeLicense {
  id: string;
  locationId: string;
  typeName: string;
  licenseNumber: string | null;
  status: string;
  expirationDate: IsoDate | null;
  renewalSubmittedOn: IsoDate | null;
  /** The fee given when the renewal was marked submitted. */
  renewalFee: string | null;
  /** The fee paid for the current term: what the renewal is expected to cost when nothing else is known. */
  lastFeePaid: string | null;
}

export interface RenewalFeeItem {
  licenseId: string;
  typeName: string;
  licenseNumber: string | null;
  expirationDate: IsoDate;
  /** The expected fee, or null when neither a submitted renewal nor the current term gives one. */
  fee: string | null;
  feeSource: "renewal_submitted" | "last_term" | null;
}

export interface LocationRenewalFees {
  locationId: string;
  items: RenewalFeeItem[];
  /** Sum of the known fees, in cents. */
  totalCents: number;
  /** Licenses coming due whose fee is not known. */
  unknown: number;
}

/**
 * The licenses of one location whose renewal comes due within the next 90 days on the location's date: held (not
 * archived), not yet expired, expiring on or before today + 90. The fee is the one given with a submitted renewal,
 * else the fee paid for the current term.
 */
export function renewalFeesDue(licenses: readonly FeeLicense[], locationId: string, today: IsoDate): LocationRenewalFees {
  const items: RenewalFeeItem[] = [];
  for (const l of licenses) {
    if (!l.expirationDate) continue;
    const state = licenseState(l, today);
    if (state === null || state === "expired") continue;
    if (daysUntil(l.expirationDate, today) > RENEWAL_FEE_WINDOW_DAYS) continue;
    const fee = l.renewalSubmittedOn && l.renewalFee ? l.renewalFee : l.lastFeePaid;
    items.push({
      licenseId: l.id,
      typeName: l.typeName,
      licenseNumber: l.licenseNumber,
      expirationDate: l.expirationDate,
      fee,
      feeSource: fee === null ? null : l.renewalSubmittedOn && l.renewalFee ? "renewal_submitted" : "last_term",
    });
  }
  items.sort((a, b) => a.expirationDate.localeCompare(b.expirationDate) || a.typeName.localeCompare(b.typeName));
  const known = items.map((i) => (i.fee === null ? null : parseMoneyToCents(i.fee))).filter((c): c is number => c !== null);
  return { locationId, items, totalCents: sumCents(known), unknown: items.filter((i) => i.fee === null).length };
}
