import { STATE_CODES, US_STATES, type StateCode } from "@shared/domain/us-states";
import type { LicenseTypeName } from "./types";
import { LICENSE_TYPE_NAMES } from "./types";
import { NO_GENERAL_SALES_TAX_STATES, stateOverrides } from "./state-facts";

export { NO_GENERAL_SALES_TAX_STATES };

export { STATE_CODES, US_STATES, type StateCode };

export interface RequirementValues {
  isRequired: boolean;
  /** null: issued once, no periodic renewal. */
  renewalPeriodMonths: number | null;
  costRange: string;
  issuingAuthority: string;
  processingTimeWeeks: number;
  notes: string;
}

export interface RequirementSeed extends RequirementValues {
  state: StateCode;
  licenseTypeName: LicenseTypeName;
}

/** A state's deviations from the defaults; `null` for a type means it does not apply in that state. */
export type StateOverrides = Partial<Record<LicenseTypeName, Partial<RequirementValues> | null>>;

/**
 * Nationwide defaults. Cost ranges and processing times here are planning estimates, not official
 * figures; state facts in state-facts.ts replace them where they are known. "Optional" marks a type
 * that applies only to some restaurants (e.g. those serving alcohol or seating outdoors).
 */
export const REQUIREMENT_DEFAULTS: Record<LicenseTypeName, RequirementValues> = {
  "Food Service Establishment Permit": {
    isRequired: true,
    renewalPeriodMonths: 12,
    costRange: "$100-$1,000",
    issuingAuthority: "State or local health department",
    processingTimeWeeks: 4,
    notes:
      "Issued after a pre-opening inspection and must be displayed. Fees usually depend on seating, size or risk category and are set locally.",
  },
  "Food Protection Certificate": {
    isRequired: true,
    renewalPeriodMonths: 60,
    costRange: "$100-$200",
    issuingAuthority: "ANAB-accredited food protection manager certification provider",
    processingTimeWeeks: 2,
    notes:
      "The FDA Food Code, which most states adopt, expects the person in charge to be a certified food protection manager; accredited certificates are valid up to five years. Confirm the state and local rule with the health department.",
  },
  "Food Handler Card": {
    isRequired: false,
    renewalPeriodMonths: 36,
    costRange: "$7-$15 per employee",
    issuingAuthority: "ANAB-accredited food handler training provider",
    processingTimeWeeks: 1,
    notes:
      "Food handler training is required by some states, counties and cities; check with the local health department.",
  },
  "Health Department Plan Review": {
    isRequired: false,
    renewalPeriodMonths: null,
    costRange: "$100-$1,000",
    issuingAuthority: "State or local health department",
    processingTimeWeeks: 4,
    notes:
      "Needed before a food establishment is built, remodelled or converted; a one-time approval per project.",
  },
  "Business License": {
    isRequired: true,
    renewalPeriodMonths: 12,
    costRange: "$50-$500",
    issuingAuthority: "City or county business licensing office",
    processingTimeWeeks: 2,
    notes:
      "Usually issued by the city, or by the county outside city limits; requirements and fees vary by municipality.",
  },
  "Sales Tax Certificate": {
    isRequired: true,
    renewalPeriodMonths: null,
    costRange: "$0-$50",
    issuingAuthority: "State department of revenue",
    processingTimeWeeks: 2,
    notes:
      "Register with the state tax agency before the first sale and display the certificate. Restaurant meals are taxable; local sales taxes may also apply.",
  },
  "Assumed Name (DBA) Certificate": {
    isRequired: false,
    renewalPeriodMonths: null,
    costRange: "$10-$100",
    issuingAuthority: "Secretary of State or county clerk",
    processingTimeWeeks: 1,
    notes: "Needed when the restaurant trades under a name other than the legal name of its owner or entity.",
  },
  "Music Performance License": {
    isRequired: false,
    renewalPeriodMonths: 12,
    costRange: "$200-$2,000 per organization",
    issuingAuthority: "Performing rights organizations (ASCAP, BMI, SESAC, GMR); city or county for live entertainment",
    processingTimeWeeks: 2,
    notes:
      "Needed to play recorded or live music in public. Federal law exempts food service establishments under 3,750 sq ft that only play radio or TV broadcasts (17 U.S.C. 110(5)(B)).",
  },
  "Liquor License": {
    isRequired: false,
    renewalPeriodMonths: 12,
    costRange: "$300-$15,000 (quota licenses can cost far more)",
    issuingAuthority: "State alcohol beverage control agency",
    processingTimeWeeks: 16,
    notes:
      "Only needed to sell spirits (with beer and wine). Most states also require local approval; fees and availability vary widely.",
  },
  "Beer and Wine License": {
    isRequired: false,
    renewalPeriodMonths: 12,
    costRange: "$100-$3,000",
    issuingAuthority: "State alcohol beverage control agency",
    processingTimeWeeks: 12,
    notes: "Only needed to sell beer and wine without spirits; usually cheaper and quicker than a full liquor license.",
  },
  "Responsible Alcohol Server Certification": {
    isRequired: false,
    renewalPeriodMonths: 36,
    costRange: "$10-$50 per employee",
    issuingAuthority: "State-approved alcohol server training provider",
    processingTimeWeeks: 1,
    notes:
      "Only relevant when alcohol is served. Some states and localities require server training; elsewhere it is voluntary but reduces liability. Check with the alcohol beverage control agency.",
  },
  "Fire Safety Permit": {
    isRequired: true,
    renewalPeriodMonths: 12,
    costRange: "$50-$500",
    issuingAuthority: "Local fire department or fire marshal",
    processingTimeWeeks: 3,
    notes:
      "Usually an annual fire inspection or operational permit covering exits, extinguishers and the kitchen hood suppression system; assembly permits apply above an occupant threshold (commonly 50 people).",
  },
  "Workers' Compensation Insurance": {
    isRequired: true,
    renewalPeriodMonths: 12,
    costRange: "Premium based on payroll",
    issuingAuthority: "Licensed insurance carrier; overseen by the state workers' compensation agency",
    processingTimeWeeks: 1,
    notes:
      "Required for employers; some states exempt very small employers. Keep the certificate of coverage on file and post the required notice.",
  },
  "General Liability Insurance Certificate": {
    isRequired: false,
    renewalPeriodMonths: 12,
    costRange: "$500-$3,000 per year",
    issuingAuthority: "Commercial insurance carrier",
    processingTimeWeeks: 1,
    notes:
      "Not a government license; landlords, franchisors, lenders and some licensing agencies require proof of coverage. Add liquor liability when serving alcohol.",
  },
  "Alarm Permit": {
    isRequired: false,
    renewalPeriodMonths: 12,
    costRange: "$0-$100",
    issuingAuthority: "Local police department or city alarm office",
    processingTimeWeeks: 1,
    notes: "Some cities require monitored alarm systems to be registered; false-alarm fees often apply.",
  },
  "Certificate of Occupancy": {
    isRequired: true,
    renewalPeriodMonths: null,
    costRange: "$100-$1,000",
    issuingAuthority: "Local building department",
    processingTimeWeeks: 4,
    notes:
      "Issued after final building inspections; a new certificate is needed after a change of use or occupant load. It does not expire.",
  },
  "Building Permit": {
    isRequired: false,
    renewalPeriodMonths: null,
    costRange: "Based on construction value",
    issuingAuthority: "Local building department",
    processingTimeWeeks: 6,
    notes: "Needed for construction, alterations and new building systems such as a kitchen hood; issued per project.",
  },
  "Sign Permit": {
    isRequired: true,
    renewalPeriodMonths: null,
    costRange: "$50-$500",
    issuingAuthority: "Local building or planning department",
    processingTimeWeeks: 3,
    notes: "Most cities and counties require a permit for exterior signs, which must meet local zoning rules.",
  },
  "Outdoor Seating Permit": {
    isRequired: false,
    renewalPeriodMonths: 12,
    costRange: "$100-$2,000",
    issuingAuthority: "City public works, transportation or planning department",
    processingTimeWeeks: 6,
    notes: "Needed for tables on a public sidewalk or street; seating on private property may need zoning approval instead.",
  },
  "Grease Trap / Wastewater Discharge Permit": {
    isRequired: false,
    renewalPeriodMonths: 12,
    costRange: "$50-$500",
    issuingAuthority: "Local sewer or water utility (fats, oils and grease program)",
    processingTimeWeeks: 3,
    notes:
      "Many sewer authorities require food service establishments to install a grease interceptor, keep pumping records and hold a discharge permit.",
  },
};

/** One requirement row per state and applicable license type: defaults overlaid with state facts. */
export function buildStateRequirements(): RequirementSeed[] {
  const rows: RequirementSeed[] = [];
  for (const state of STATE_CODES) {
    const overrides = stateOverrides(state);
    for (const licenseTypeName of LICENSE_TYPE_NAMES) {
      const override = overrides[licenseTypeName];
      if (override === null) continue;
      rows.push({ state, licenseTypeName, ...REQUIREMENT_DEFAULTS[licenseTypeName], ...override });
    }
  }
  return rows;
}

export const STATE_LICENSE_REQUIREMENTS: readonly RequirementSeed[] = buildStateRequirements();
