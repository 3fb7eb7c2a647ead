import { formatDisplayDate } from "@shared/domain/dates";
import { formatDollars } from "@shared/domain/money";

interface NamedLicense {
  licenseNumber: string | null;
  expirationDate: string | null;
  licenseType: { name: string } | null;
}

/** "Renewal of Food Service Permit FSE-1, expires Mar 31, 2026": the choice offered after reading a document (issue 32). */
export function renewalDescription(license: NamedLicense): string {
  const name = [license.licenseType?.name ?? "License", license.licenseNumber].filter(Boolean).join(" ");
  const expiry = license.expirationDate ? `, expires ${formatDisplayDate(license.expirationDate)}` : "";
  return `Renewal of ${name}${expiry}`;
}

/** 'Renewal submitted Nov 10, 2026 · ref APP-9 · fee $150.00' (date, reference, fee) for the license view. */
export function renewalSubmittedText(license: { renewalSubmittedOn: string | null; renewalReference: string | null; renewalFee: string | null }): string | null {
  if (!license.renewalSubmittedOn) return null;
  const parts = [`Renewal submitted ${formatDisplayDate(license.renewalSubmittedOn)}`];
  if (license.renewalReference) parts.push(`reference ${license.renewalReference}`);
  if (license.renewalFee) parts.push(`fee ${formatDollars(license.renewalFee)}`);
  return parts.join(" · ");
}
