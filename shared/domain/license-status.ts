import type { DateInput, IsoDate } from "./calendar";
import { licenseState, type LicenseState, type RuledLicense } from "./compliance";
import { formatDisplayDate } from "./dates";
import { daysUntil, EXPIRY_COUNTDOWN_DAYS, type BadgeTone } from "./expiry";

/**
 * How a license's status reads, on every screen that shows one (issue 34: one word for one thing): the badge's
 * label and tone and the sentence beside it, from the one compliance rule (licenseState). The labels are SPEC
 * section 4's expiry badge ('Expired', 'Expires Soon', 'Expires in N days', 'Valid'), plus what the rule adds
 * (a renewal submitted, a license marked expired or expiring soon, an archived one).
 */
export interface LicenseStatusView {
  state: LicenseState | "archived";
  label: string;
  tone: BadgeTone;
  sentence: string;
}

const on = (date: IsoDate) => formatDisplayDate(date);
const inDays = (days: number) => `in ${days} ${days === 1 ? "day" : "days"}`;

export function licenseStatusView(license: RuledLicense, today: DateInput): LicenseStatusView {
  const state = licenseState(license, today);
  const date = license.expirationDate;
  const days = date ? daysUntil(date, today) : null;
  switch (state) {
    case null:
      return { state: "archived", label: "Archived", tone: "neutral", sentence: "Archived: kept for the records, not counted." };
    case "expired":
      return { state, label: "Expired", tone: "danger", sentence: date && days !== null && days <= 0 ? `Expired on ${on(date)}.` : "Marked expired." };
    case "renewal_submitted":
      return {
        state,
        label: "Renewal submitted",
        tone: "info",
        sentence: `Renewal submitted on ${on(license.renewalSubmittedOn!)}${date ? `; the current license expires ${inDays(days!)}, on ${on(date)}` : ""}.`,
      };
    case "expiring":
      return { state, label: "Expires Soon", tone: "warning", sentence: date ? `Expires ${inDays(days!)}, on ${on(date)}.` : "Marked expiring soon." };
    default:
      if (!date) return { state, label: "No Expiration", tone: "neutral", sentence: "Never expires." };
      if (days! <= EXPIRY_COUNTDOWN_DAYS) return { state, label: `Expires in ${days} days`, tone: "info", sentence: `Expires ${inDays(days!)}, on ${on(date)}.` };
      return { state, label: "Valid", tone: "success", sentence: `Valid until ${on(date)}.` };
  }
}
