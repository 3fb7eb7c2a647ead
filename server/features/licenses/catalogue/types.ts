import type { LicenseCategory } from "@shared/schema";

/**
 * The license types a US quick-service restaurant deals with. Names are matched exactly by the
 * document reader and by the seed (a type is identified by its name), so do not rename them lightly.
 *
 * isUniversal: the type applies to every restaurant in every state (each state has a row for it,
 * though a state may still mark it optional, e.g. the sales tax certificate where there is no sales tax).
 */
export const LICENSE_TYPE_NAMES = [
  "Food Service Establishment Permit",
  "Food Protection Certificate",
  "Food Handler Card",
  "Health Department Plan Review",
  "Business License",
  "Sales Tax Certificate",
  "Assumed Name (DBA) Certificate",
  "Music Performance License",
  "Liquor License",
  "Beer and Wine License",
  "Responsible Alcohol Server Certification",
  "Fire Safety Permit",
  "Workers' Compensation Insurance",
  "General Liability Insurance Certificate",
  "Alarm Permit",
  "Certificate of Occupancy",
  "Building Permit",
  "Sign Permit",
  "Outdoor Seating Permit",
  "Grease Trap / Wastewater Discharge Permit",
] as const;

export type LicenseTypeName = (typeof LICENSE_TYPE_NAMES)[number];

export interface LicenseTypeSeed {
  name: LicenseTypeName;
  category: LicenseCategory;
  description: string;
  isUniversal: boolean;
}

export const LICENSE_TYPES: readonly LicenseTypeSeed[] = [
  // health
  {
    name: "Food Service Establishment Permit",
    category: "health",
    isUniversal: true,
    description:
      "Health permit to operate a restaurant or other food service establishment, issued after a pre-opening inspection and renewed periodically. Also called a food service, retail food or restaurant health permit.",
  },
  {
    name: "Food Protection Certificate",
    category: "health",
    isUniversal: true,
    description:
      "Certified food protection manager credential (e.g. an ANAB-accredited manager exam, or the New York City Food Protection Certificate) held by the person in charge of food operations.",
  },
  {
    name: "Food Handler Card",
    category: "health",
    isUniversal: false,
    description:
      "Basic food safety training certificate for employees who prepare or serve food. Also called a food handler permit or food worker card.",
  },
  {
    name: "Health Department Plan Review",
    category: "health",
    isUniversal: false,
    description:
      "Health department approval of the floor plan, equipment and finishes before a food establishment is built, remodelled or converted.",
  },
  // business
  {
    name: "Business License",
    category: "business",
    isUniversal: true,
    description:
      "General license or registration to do business at the location, usually from the city or county (some states issue a state business license).",
  },
  {
    name: "Sales Tax Certificate",
    category: "business",
    isUniversal: true,
    description:
      "State sales tax registration (seller's permit, certificate of authority or similar) required to collect tax on meals and drinks.",
  },
  {
    name: "Assumed Name (DBA) Certificate",
    category: "business",
    isUniversal: false,
    description:
      "Filing that registers the trade name ('doing business as') when the restaurant operates under a name other than its owner's legal name.",
  },
  {
    name: "Music Performance License",
    category: "business",
    isUniversal: false,
    description:
      "Licenses to play recorded or live music in public, from the performing rights organizations (ASCAP, BMI, SESAC, GMR), plus any local entertainment permit.",
  },
  // liquor
  {
    name: "Liquor License",
    category: "liquor",
    isUniversal: false,
    description: "License to sell beer, wine and spirits for consumption on the premises.",
  },
  {
    name: "Beer and Wine License",
    category: "liquor",
    isUniversal: false,
    description: "License to sell beer and wine (no spirits) for consumption on the premises.",
  },
  {
    name: "Responsible Alcohol Server Certification",
    category: "liquor",
    isUniversal: false,
    description:
      "Responsible beverage service training for employees who sell or serve alcohol (server permit or card where the state issues one).",
  },
  // safety
  {
    name: "Fire Safety Permit",
    category: "safety",
    isUniversal: true,
    description:
      "Fire department operating permit or fire inspection certificate covering exits, extinguishers, the kitchen hood suppression system and occupant load.",
  },
  {
    name: "Workers' Compensation Insurance",
    category: "safety",
    isUniversal: true,
    description: "Proof of workers' compensation coverage for employees, as required by state law.",
  },
  {
    name: "General Liability Insurance Certificate",
    category: "safety",
    isUniversal: false,
    description:
      "Certificate of general liability (and, when serving alcohol, liquor liability) insurance, often required by landlords, franchisors and licensing agencies.",
  },
  {
    name: "Alarm Permit",
    category: "safety",
    isUniversal: false,
    description: "Registration of a monitored burglar or fire alarm system with the local police or alarm office.",
  },
  // building
  {
    name: "Certificate of Occupancy",
    category: "building",
    isUniversal: true,
    description:
      "Building department certificate that the premises may be occupied for restaurant use, with its permitted occupant load.",
  },
  {
    name: "Building Permit",
    category: "building",
    isUniversal: false,
    description:
      "Permit for construction, alterations or new building systems (e.g. a kitchen hood) at the premises; issued per project.",
  },
  {
    name: "Sign Permit",
    category: "building",
    isUniversal: false,
    description: "Permit to install or change exterior signage, under local building and zoning rules.",
  },
  {
    name: "Outdoor Seating Permit",
    category: "building",
    isUniversal: false,
    description: "Permit for sidewalk café, patio or roadway dining on public space.",
  },
  {
    name: "Grease Trap / Wastewater Discharge Permit",
    category: "building",
    isUniversal: false,
    description:
      "Sewer authority permit or registration for the grease interceptor and wastewater discharge (fats, oils and grease program).",
  },
];
