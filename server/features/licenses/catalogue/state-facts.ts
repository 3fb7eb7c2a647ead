import type { RequirementValues, StateCode, StateOverrides } from "./states";
import type { LicenseTypeName } from "./types";

/**
 * What is known per state, layered over REQUIREMENT_DEFAULTS. Only public facts (agency names,
 * statutory requirements, published fees) belong here; anything unknown stays at the generic default.
 */

type Patch = Partial<RequirementValues>;

export const NO_GENERAL_SALES_TAX_STATES: readonly StateCode[] = ["AK", "DE", "MT", "NH", "OR"];

/** Who issues the health permit (and reviews plans) where that is known. */
const HEALTH_AUTHORITY: Partial<Record<StateCode, string>> = {
  AL: "County health department (Alabama Department of Public Health)",
  AK: "Alaska Department of Environmental Conservation, Food Safety and Sanitation Program (Municipality of Anchorage within Anchorage)",
  AR: "Arkansas Department of Health",
  AZ: "County environmental health department",
  CA: "County environmental health department (a few cities run their own)",
  CO: "Local public health agency (Colorado Department of Public Health and Environment where there is none)",
  CT: "Local health department or health district",
  DE: "Delaware Division of Public Health, Office of Food Protection",
  FL: "Florida DBPR, Division of Hotels and Restaurants",
  GA: "County environmental health office (Georgia Department of Public Health)",
  HI: "Hawaii Department of Health, Food Safety Branch",
  ID: "Idaho public health district",
  IL: "Local (city or county) health department",
  IN: "Local health department",
  IA: "Iowa Department of Inspections, Appeals, and Licensing or a contracted local health agency",
  KS: "Kansas Department of Agriculture, Food Safety and Lodging Program",
  KY: "Local health department",
  LA: "Louisiana Department of Health, Office of Public Health",
  ME: "Maine CDC Health Inspection Program (some cities license locally)",
  MD: "County health department",
  MA: "Local board of health",
  MI: "Local health department",
  MN: "Minnesota Department of Health or a delegated local agency",
  MS: "Mississippi State Department of Health",
  MO: "Local health agency",
  NE: "Nebraska Department of Agriculture or a delegated local health department",
  NV: "Local health authority (e.g. Southern Nevada Health District, Washoe County Health District)",
  NJ: "Local health department",
  NM: "New Mexico Environment Department (City of Albuquerque Environmental Health within Albuquerque)",
  NC: "County environmental health department",
  OH: "Local health district",
  OK: "Oklahoma State Department of Health (city-county health departments in Tulsa and Oklahoma City)",
  OR: "County environmental health department",
  PA: "Pennsylvania Department of Agriculture, or the local health department where one licenses food facilities",
  RI: "Rhode Island Department of Health, Center for Food Protection",
  SD: "South Dakota Department of Health",
  TN: "Tennessee Department of Health, Environmental Health",
  TX: "City or county health department (Texas Department of State Health Services where there is none)",
  UT: "Local health department",
  VT: "Vermont Department of Health",
  VA: "Virginia Department of Health, local health district",
  WA: "Local health jurisdiction (county or city-county health department)",
  WV: "County health department",
  WI: "Wisconsin Department of Agriculture, Trade and Consumer Protection or its agent local health department",
  WY: "Wyoming Department of Agriculture, Consumer Health Services (some cities and counties license locally)",
};

/** The state sales tax registration: agency and, where it has a specific name, the document. */
const SALES_TAX: Record<StateCode, Patch> = {
  AL: { issuingAuthority: "Alabama Department of Revenue" },
  AK: {
    isRequired: false,
    costRange: "$0",
    issuingAuthority: "Borough or city (no state sales tax)",
    notes:
      "Alaska has no state sales tax, but many boroughs and cities levy a local sales tax; register with the local government where one applies.",
  },
  AZ: {
    issuingAuthority: "Arizona Department of Revenue",
    notes: "Arizona taxes sales through the Transaction Privilege Tax (TPT) license, which also covers city taxes.",
  },
  AR: { issuingAuthority: "Arkansas Department of Finance and Administration" },
  CA: {
    costRange: "$0 (a security deposit may be required)",
    issuingAuthority: "California Department of Tax and Fee Administration (CDTFA)",
    notes: "Seller's permit; there is no fee to register. The permit does not expire while the business operates.",
  },
  CO: {
    issuingAuthority: "Colorado Department of Revenue",
    notes: "Some home-rule cities (e.g. Denver) license and collect their own sales tax separately from the state.",
  },
  CT: { issuingAuthority: "Connecticut Department of Revenue Services", notes: "Sales and Use Tax Permit." },
  DE: {
    isRequired: false,
    costRange: "$0",
    issuingAuthority: "None (Delaware has no sales tax)",
    notes:
      "Delaware has no sales tax; businesses pay a gross receipts tax to the Division of Revenue instead (see Business License).",
  },
  FL: { issuingAuthority: "Florida Department of Revenue" },
  GA: { issuingAuthority: "Georgia Department of Revenue" },
  HI: {
    issuingAuthority: "Hawaii Department of Taxation",
    notes: "Hawaii levies a General Excise Tax (GET) on business income instead of a sales tax; a GET license is required.",
  },
  ID: { issuingAuthority: "Idaho State Tax Commission", notes: "Seller's permit." },
  IL: {
    issuingAuthority: "Illinois Department of Revenue",
    notes: "Certificate of Registration. Some cities add their own restaurant or food and beverage taxes.",
  },
  IN: { issuingAuthority: "Indiana Department of Revenue", notes: "Registered Retail Merchant Certificate." },
  IA: { issuingAuthority: "Iowa Department of Revenue" },
  KS: { issuingAuthority: "Kansas Department of Revenue" },
  KY: { issuingAuthority: "Kentucky Department of Revenue" },
  LA: {
    issuingAuthority: "Louisiana Department of Revenue (state) and the parish sales tax collector (local)",
    notes: "Local sales taxes in Louisiana are registered and paid separately with the parish collector.",
  },
  ME: { issuingAuthority: "Maine Revenue Services" },
  MD: { issuingAuthority: "Comptroller of Maryland" },
  MA: {
    issuingAuthority: "Massachusetts Department of Revenue",
    notes: "Meals are taxed under the state sales tax on meals; many cities and towns add a local option meals excise.",
  },
  MI: { issuingAuthority: "Michigan Department of Treasury" },
  MN: { issuingAuthority: "Minnesota Department of Revenue" },
  MS: { issuingAuthority: "Mississippi Department of Revenue" },
  MO: { issuingAuthority: "Missouri Department of Revenue" },
  MT: {
    isRequired: false,
    costRange: "$0",
    issuingAuthority: "None (Montana has no general sales tax)",
    notes: "Montana has no general sales tax; a few resort communities levy a local resort tax.",
  },
  NE: { issuingAuthority: "Nebraska Department of Revenue" },
  NV: { issuingAuthority: "Nevada Department of Taxation" },
  NH: {
    isRequired: false,
    costRange: "$0",
    issuingAuthority: "New Hampshire Department of Revenue Administration",
    notes:
      "New Hampshire has no general sales tax, but restaurants must hold a Meals and Rentals Tax operator license from the Department of Revenue Administration to collect the meals tax.",
  },
  NJ: { issuingAuthority: "New Jersey Division of Taxation", notes: "Certificate of Authority." },
  NM: {
    issuingAuthority: "New Mexico Taxation and Revenue Department",
    notes: "New Mexico levies a gross receipts tax instead of a sales tax; register for a tax identification number.",
  },
  NY: {
    costRange: "$0",
    issuingAuthority: "New York State Department of Taxation and Finance",
    processingTimeWeeks: 3,
    notes:
      "Certificate of Authority: register at least 20 days before opening; there is no fee. Display it at the location.",
  },
  NC: { issuingAuthority: "North Carolina Department of Revenue" },
  ND: { issuingAuthority: "North Dakota Office of State Tax Commissioner" },
  OH: {
    issuingAuthority: "Ohio Department of Taxation (vendor's license through the county auditor or Ohio Business Gateway)",
    notes: "Vendor's license for a fixed place of business.",
  },
  OK: { issuingAuthority: "Oklahoma Tax Commission" },
  OR: {
    isRequired: false,
    costRange: "$0",
    issuingAuthority: "None (Oregon has no sales tax)",
    notes: "Oregon has no sales tax.",
  },
  PA: {
    costRange: "$0",
    renewalPeriodMonths: 60,
    issuingAuthority: "Pennsylvania Department of Revenue",
    notes: "Sales tax license; no fee, renewed every five years.",
  },
  RI: { issuingAuthority: "Rhode Island Division of Taxation" },
  SC: { issuingAuthority: "South Carolina Department of Revenue", notes: "Retail license." },
  SD: { issuingAuthority: "South Dakota Department of Revenue" },
  TN: { issuingAuthority: "Tennessee Department of Revenue" },
  TX: {
    costRange: "$0 (a security may be required)",
    issuingAuthority: "Texas Comptroller of Public Accounts",
    notes: "Sales and use tax permit; there is no fee to register.",
  },
  UT: { issuingAuthority: "Utah State Tax Commission" },
  VT: {
    issuingAuthority: "Vermont Department of Taxes",
    notes: "Restaurants also register for the Vermont meals and rooms tax.",
  },
  VA: { issuingAuthority: "Virginia Department of Taxation" },
  WA: {
    issuingAuthority: "Washington State Department of Revenue",
    notes: "Sales tax registration comes with the Washington business license (Business Licensing Service).",
  },
  WV: { issuingAuthority: "West Virginia State Tax Department" },
  WI: { issuingAuthority: "Wisconsin Department of Revenue", notes: "Seller's permit." },
  WY: { issuingAuthority: "Wyoming Department of Revenue" },
};

/** Who licenses on-premises alcohol sales. */
const ALCOHOL_AUTHORITY: Record<StateCode, string> = {
  AL: "Alabama Alcoholic Beverage Control Board",
  AK: "Alaska Alcohol and Marijuana Control Office (Alcoholic Beverage Control Board)",
  AZ: "Arizona Department of Liquor Licenses and Control",
  AR: "Arkansas Alcoholic Beverage Control Division",
  CA: "California Department of Alcoholic Beverage Control",
  CO: "Colorado Liquor Enforcement Division and the local licensing authority",
  CT: "Connecticut Department of Consumer Protection, Liquor Control Division",
  DE: "Delaware Office of the Alcoholic Beverage Control Commissioner",
  FL: "Florida DBPR, Division of Alcoholic Beverages and Tobacco",
  GA: "City or county alcohol license office and the Georgia Department of Revenue, Alcohol and Tobacco Division",
  HI: "County liquor commission (e.g. Honolulu Liquor Commission)",
  ID: "Idaho State Police, Alcohol Beverage Control (plus city and county licenses)",
  IL: "Local liquor control commissioner and the Illinois Liquor Control Commission",
  IN: "Indiana Alcohol and Tobacco Commission",
  IA: "Iowa Department of Revenue, Alcoholic Beverages Division (with local approval)",
  KS: "Kansas Department of Revenue, Alcoholic Beverage Control",
  KY: "Kentucky Department of Alcoholic Beverage Control (plus local license)",
  LA: "Louisiana Office of Alcohol and Tobacco Control (plus parish or municipal permit)",
  ME: "Maine Bureau of Alcoholic Beverages and Lottery Operations (after municipal approval)",
  MD: "County or Baltimore City Board of License Commissioners",
  MA: "Local licensing authority, approved by the Massachusetts Alcoholic Beverages Control Commission",
  MI: "Michigan Liquor Control Commission",
  MN: "City or county, approved by the Minnesota Department of Public Safety, Alcohol and Gambling Enforcement Division",
  MS: "Mississippi Department of Revenue, Alcoholic Beverage Control Division",
  MO: "Missouri Division of Alcohol and Tobacco Control (plus city or county license)",
  MT: "Montana Department of Revenue, Alcoholic Beverage Control Division",
  NE: "Nebraska Liquor Control Commission (with local approval)",
  NV: "City or county liquor licensing authority",
  NH: "New Hampshire Liquor Commission",
  NJ: "Municipal issuing authority, under the New Jersey Division of Alcoholic Beverage Control",
  NM: "New Mexico Regulation and Licensing Department, Alcoholic Beverage Control Division",
  NY: "New York State Liquor Authority",
  NC: "North Carolina Alcoholic Beverage Control Commission",
  ND: "City or county, and the North Dakota Attorney General's Licensing Section",
  OH: "Ohio Department of Commerce, Division of Liquor Control",
  OK: "Oklahoma Alcoholic Beverage Laws Enforcement (ABLE) Commission",
  OR: "Oregon Liquor and Cannabis Commission",
  PA: "Pennsylvania Liquor Control Board",
  RI: "City or town licensing board, under the Rhode Island Department of Business Regulation",
  SC: "South Carolina Department of Revenue, Alcohol Beverage Licensing",
  SD: "Municipality or county, with the South Dakota Department of Revenue",
  TN: "Tennessee Alcoholic Beverage Commission",
  TX: "Texas Alcoholic Beverage Commission",
  UT: "Utah Department of Alcoholic Beverage Services",
  VT: "Local control commission and the Vermont Department of Liquor and Lottery, Division of Liquor Control",
  VA: "Virginia Alcoholic Beverage Control Authority",
  WA: "Washington State Liquor and Cannabis Board",
  WV: "West Virginia Alcohol Beverage Control Administration",
  WI: "City, village or town clerk (municipal license), under Wisconsin Department of Revenue rules",
  WY: "City, town or county, with the Wyoming Department of Revenue, Liquor Division",
};

const FOOD_HANDLER_REQUIRED = (issuingAuthority: string, notes: string, renewalPeriodMonths = 36): Patch => ({
  isRequired: true,
  issuingAuthority,
  notes,
  renewalPeriodMonths,
});

const SERVER_TRAINING_MANDATORY = (issuingAuthority: string, notes: string, renewalPeriodMonths?: number): Patch => ({
  issuingAuthority,
  notes: `Mandatory for staff who serve alcohol (only relevant when alcohol is served). ${notes}`,
  ...(renewalPeriodMonths === undefined ? {} : { renewalPeriodMonths }),
});

const KNOWLEDGE_ONLY_MANAGER: Patch = {
  isRequired: false,
  notes:
    "State rules require the person in charge to demonstrate food safety knowledge; a certified food protection manager is the usual way to show it, and some local health departments require one.",
};

const STATE_FUND = (issuingAuthority: string): Patch => ({
  issuingAuthority,
  notes:
    "Monopolistic state: coverage must be bought from the state fund, not from private insurers. Keep the certificate of coverage on file.",
});

/** Facts specific to one state, applied last. */
const STATE_SPECIFIC: Partial<Record<StateCode, StateOverrides>> = {
  NY: {
    "Food Service Establishment Permit": {
      renewalPeriodMonths: 12,
      costRange: "$280 in New York City; set by the county elsewhere",
      issuingAuthority:
        "NYC Department of Health and Mental Hygiene in New York City; county health department or NYS Department of Health district office elsewhere",
      processingTimeWeeks: 4,
      notes:
        "Required by NYC Health Code Article 81 in the city and NYS Sanitary Code Subpart 14-1 elsewhere. In NYC the permit is renewed annually, an establishment may open 22 days after applying, and inspection letter grades must be posted.",
    },
    "Food Protection Certificate": {
      isRequired: true,
      renewalPeriodMonths: null,
      costRange: "$24 exam after the free online course, or $114 classroom course (NYC)",
      issuingAuthority:
        "NYC Department of Health and Mental Hygiene (Health Academy) in New York City; ANAB-accredited manager certification where a county requires one",
      processingTimeWeeks: 2,
      notes:
        "In New York City a supervisor holding a Food Protection Certificate must be on site during all hours of operation; the NYC certificate does not expire. Outside NYC, check the county health department's rule.",
    },
    "Food Handler Card": {
      notes: "Not required by New York State law; in NYC the certified supervisor (Food Protection Certificate) rule applies instead.",
    },
    "Health Department Plan Review": {
      issuingAuthority:
        "County health department or NYS Department of Health district office (outside New York City)",
      notes:
        "Outside NYC, plans for new or remodelled food service establishments are reviewed by the health department. In NYC, construction plans go to the Department of Buildings and DOHMH inspects before issuing the permit.",
    },
    "Business License": {
      isRequired: false,
      renewalPeriodMonths: null,
      costRange: "Not applicable",
      issuingAuthority: "None at state level; check the city, town or village",
      notes:
        "New York has no general state business license, and New York City does not license restaurants as such (the DOHMH permit applies). Register the entity with the NYS Department of State, or a business certificate with the county clerk.",
    },
    "Assumed Name (DBA) Certificate": {
      issuingAuthority:
        "NYS Department of State (corporations, LLCs, limited partnerships) or county clerk (sole proprietors, general partnerships)",
      notes: "A Certificate of Assumed Name is needed to trade under a name other than the legal name.",
    },
    "Music Performance License": {
      notes:
        "Performing rights licenses apply to recorded or live music (federal exemption for small venues playing only radio or TV). New York City repealed its Cabaret Law in 2017, so dancing no longer needs a city cabaret license.",
    },
    "Liquor License": {
      renewalPeriodMonths: 24,
      costRange: "Set by county and license class (SLA fee schedule)",
      issuingAuthority: "New York State Liquor Authority",
      processingTimeWeeks: 16,
      notes:
        "On-premises liquor license, issued for two years. Notify the municipality (the community board in NYC) at least 30 days before filing. The 200-foot rule (schools, places of worship) and the 500-foot rule (three or more licensed premises nearby) may apply.",
    },
    "Beer and Wine License": {
      renewalPeriodMonths: 24,
      costRange: "Set by county and license class (SLA fee schedule)",
      issuingAuthority: "New York State Liquor Authority",
      notes:
        "Restaurant-wine license (wine, beer and cider) or eating-place beer license; the 500-foot rule applies only to full liquor licenses.",
    },
    "Responsible Alcohol Server Certification": {
      issuingAuthority: "SLA-certified Alcohol Training Awareness Program (ATAP) provider",
      notes: "Voluntary in New York; SLA-certified ATAP training can be taken into account in enforcement.",
    },
    "Fire Safety Permit": {
      issuingAuthority:
        "FDNY in New York City; local fire marshal or code enforcement office elsewhere (NYS Uniform Fire Prevention and Building Code)",
      notes:
        "In NYC, FDNY issues permits and Certificates of Fitness for regulated equipment and staff (e.g. kitchen hood suppression systems) and inspects places of assembly.",
    },
    "Workers' Compensation Insurance": {
      issuingAuthority:
        "Licensed insurer or the New York State Insurance Fund; enforced by the NYS Workers' Compensation Board",
      notes:
        "Required for virtually all employers. New York also requires Disability Benefits and Paid Family Leave coverage.",
    },
    "Certificate of Occupancy": {
      issuingAuthority:
        "NYC Department of Buildings in New York City; local building or code enforcement office elsewhere",
      notes:
        "Does not expire; a new or amended certificate is needed after a change of use or occupancy. In NYC, a restaurant with 75 or more occupants also needs a Place of Assembly Certificate of Operation.",
    },
    "Building Permit": {
      issuingAuthority: "NYC Department of Buildings in New York City; local building department elsewhere",
    },
    "Sign Permit": {
      issuingAuthority: "NYC Department of Buildings in New York City; local building or zoning office elsewhere",
    },
    "Outdoor Seating Permit": {
      renewalPeriodMonths: 48,
      costRange: "$1,050 license fee per sidewalk or roadway café in NYC, plus revocable consent fees",
      issuingAuthority: "NYC Department of Transportation (Dining Out NYC) in New York City; city, town or village elsewhere",
      notes:
        "In NYC, sidewalk cafés may operate year-round and roadway cafés from April 1 to November 29; the license and revocable consent each run four years and require a DOHMH food service establishment permit.",
    },
    "Grease Trap / Wastewater Discharge Permit": {
      issuingAuthority: "NYC Department of Environmental Protection in New York City; local sewer authority elsewhere",
      notes: "In NYC, the Department of Environmental Protection regulates grease interceptors in food service establishments.",
    },
  },
  CA: {
    "Food Service Establishment Permit": {
      notes: "Health permit under the California Retail Food Code, usually with an annual fee set by the county.",
    },
    "Food Protection Certificate": {
      issuingAuthority: "ANAB-accredited food protection manager exam; enforced by county environmental health",
      notes:
        "Required: at least one owner or employee must hold a food safety certificate (Cal. Health & Safety Code 113947.1), renewed every five years.",
    },
    "Food Handler Card": FOOD_HANDLER_REQUIRED(
      "ANAB-accredited California Food Handler Card provider (Riverside, San Bernardino and San Diego counties run their own programs)",
      "Food employees must obtain a California Food Handler Card within 30 days of hire; valid three years.",
    ),
    "Business License": {
      issuingAuthority: "City business license or business tax office (county for unincorporated areas)",
    },
    "Liquor License": {
      notes:
        "Type 47 (On-Sale General, Bona Fide Public Eating Place). New Type 47 licenses are limited by county population, so many are bought from existing holders.",
    },
    "Beer and Wine License": {
      notes: "Type 41 (On-Sale Beer and Wine, Bona Fide Public Eating Place).",
    },
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "California Department of Alcoholic Beverage Control (Responsible Beverage Service program)",
      "Servers and their managers at on-sale licensees need RBS certification within 60 days of hire; valid three years.",
      36,
    ),
    "Workers' Compensation Insurance": {
      issuingAuthority: "Licensed insurer or State Compensation Insurance Fund",
      notes: "Required for every employer with one or more employees.",
    },
  },
  TX: {
    "Food Protection Certificate": {
      issuingAuthority: "Texas-approved or ANAB-accredited certified food manager program",
      notes: "At least one certified food manager is required (Texas Food Establishment Rules); valid five years.",
    },
    "Food Handler Card": FOOD_HANDLER_REQUIRED(
      "Texas DSHS-approved or ANAB-accredited food handler course",
      "All food employees must complete accredited food handler training within 60 days of hire; valid two years.",
      24,
    ),
    "Business License": {
      isRequired: false,
      renewalPeriodMonths: null,
      costRange: "Not applicable",
      issuingAuthority: "None at state level; check the city",
      notes:
        "Texas has no general state business license and many Texas cities do not issue one; assumed names are filed with the county clerk or Secretary of State.",
    },
    "Liquor License": {
      renewalPeriodMonths: 24,
      notes: "Mixed Beverage Permit (MB), renewed every two years; cities and counties may charge local fees.",
    },
    "Beer and Wine License": {
      renewalPeriodMonths: 24,
      notes: "Wine and Malt Beverage Retailer's Permit (BG), renewed every two years.",
    },
    "Responsible Alcohol Server Certification": {
      renewalPeriodMonths: 24,
      issuingAuthority: "TABC-certified seller-server training provider",
      notes:
        "Voluntary statewide, but employers whose staff are TABC-certified can claim 'safe harbor' protection; certificates are valid two years.",
    },
    "Workers' Compensation Insurance": {
      isRequired: false,
      issuingAuthority: "Texas Department of Insurance, Division of Workers' Compensation",
      notes:
        "Coverage is elective for most private employers in Texas. Employers without it (non-subscribers) must notify TDI-DWC and lose certain defences in injury lawsuits.",
    },
  },
  FL: {
    "Food Service Establishment Permit": {
      notes: "Public food service establishment license, renewed annually; restaurants are licensed by DBPR, not the Department of Health.",
    },
    "Food Protection Certificate": {
      issuingAuthority: "ANAB-accredited certification provider; enforced by the DBPR Division of Hotels and Restaurants",
      notes: "At least one certified food protection manager per establishment (Fla. Stat. 509.039); valid five years.",
    },
    "Food Handler Card": FOOD_HANDLER_REQUIRED(
      "DBPR-approved food employee training provider",
      "Food employees must complete approved food handler training within 60 days of hire; valid three years.",
    ),
    "Business License": {
      issuingAuthority: "County and city tax collector (Local Business Tax Receipt)",
      notes: "Florida counties and cities issue a Local Business Tax Receipt, renewed annually.",
    },
    "Liquor License": {
      notes:
        "Quota (4COP) licenses are limited by county population and usually bought from existing holders; special restaurant (SFS) licenses are available to restaurants meeting seating, floor-area and food-sales thresholds.",
    },
    "Beer and Wine License": { notes: "2COP license (beer and wine for consumption on premises)." },
    "Responsible Alcohol Server Certification": {
      notes: "Voluntary under Florida's Responsible Vendor Act, which gives trained vendors some protection from penalties.",
    },
    "Workers' Compensation Insurance": {
      issuingAuthority: "Licensed insurer; Florida Division of Workers' Compensation (Department of Financial Services)",
      notes: "Required for non-construction employers with four or more employees.",
    },
  },
  AK: {
    "Food Handler Card": FOOD_HANDLER_REQUIRED(
      "Alaska Department of Environmental Conservation (Food Worker Card); Municipality of Anchorage issues its own",
      "Food workers must obtain a Food Worker Card within 30 days of starting work.",
    ),
    "Business License": {
      renewalPeriodMonths: 24,
      issuingAuthority: "Alaska Division of Corporations, Business and Professional Licensing (state business license)",
      notes: "Alaska requires a state business license, issued for two years; some boroughs and cities add local licenses.",
    },
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "Alaska-approved alcohol server education provider",
      "Alaska requires alcohol server education for licensees, managers and servers.",
    ),
  },
  DE: {
    "Business License": {
      issuingAuthority: "Delaware Division of Revenue",
      notes: "Delaware requires a state business license; the state also levies a gross receipts tax instead of a sales tax.",
    },
  },
  NV: {
    "Business License": {
      issuingAuthority: "Nevada Secretary of State (State Business License) and the city or county business license office",
      notes: "Nevada requires a State Business License, renewed annually, in addition to local business licenses.",
    },
    "Liquor License": { notes: "Retail alcohol licenses in Nevada are issued by cities and counties." },
  },
  WA: {
    "Food Handler Card": FOOD_HANDLER_REQUIRED(
      "Washington State Department of Health Food Worker Card (through local health jurisdictions)",
      "Food workers need a Food Worker Card before handling food (14 days if the employer trains them first); the first card is valid two years.",
      24,
    ),
    "Business License": {
      issuingAuthority: "Washington Department of Revenue, Business Licensing Service (with city endorsements)",
      notes: "A Washington business license, with city endorsements where required, also registers the business for state taxes.",
    },
    "Liquor License": { notes: "Spirits, beer and wine restaurant license." },
    "Beer and Wine License": { notes: "Beer and/or wine restaurant license." },
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "Washington State Liquor and Cannabis Board (MAST permit)",
      "Servers, bartenders and managers need a Mandatory Alcohol Server Training (MAST) permit; valid five years.",
      60,
    ),
    "Workers' Compensation Insurance": STATE_FUND("Washington State Department of Labor & Industries (state fund)"),
  },
  OR: {
    "Food Handler Card": FOOD_HANDLER_REQUIRED(
      "Oregon Health Authority-approved food handler training (through county health departments)",
      "Food workers must obtain a food handler card within 30 days of hire; valid three years.",
    ),
    "Liquor License": { notes: "Full On-Premises Sales license." },
    "Beer and Wine License": { notes: "Limited On-Premises Sales license (beer, wine and cider)." },
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "Oregon Liquor and Cannabis Commission (Service Permit)",
      "Anyone who serves or sells alcohol for on-premises consumption needs an OLCC Service Permit; valid five years.",
      60,
    ),
  },
  IL: {
    "Food Protection Certificate": {
      notes:
        "A certified food protection manager is required; Illinois also requires allergen awareness training for certified managers in restaurants. Valid five years.",
    },
    "Food Handler Card": FOOD_HANDLER_REQUIRED(
      "ANAB-accredited or Illinois-approved food handler training provider",
      "Restaurant food handlers must complete food handler training within 30 days of hire; valid three years.",
    ),
    "Liquor License": {
      notes: "A local liquor license from the city or county liquor commissioner is needed before the state license.",
    },
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "Illinois Liquor Control Commission-licensed BASSET training provider",
      "On-premises servers and their managers need BASSET certification; valid three years.",
      36,
    ),
  },
  UT: {
    "Food Protection Certificate": {
      notes: "At least one certified food safety manager per establishment (Utah rule R392-101); valid five years.",
    },
    "Food Handler Card": FOOD_HANDLER_REQUIRED(
      "Local health department (food handler permit after state-approved training)",
      "Food handlers must obtain a food handler permit within 30 days of hire; valid three years.",
    ),
    "Liquor License": { notes: "Restaurant licenses are limited by a population-based quota." },
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "Utah Department of Alcoholic Beverage Services-approved training provider",
      "Staff who serve alcohol or supervise its service must complete alcohol server training.",
    ),
  },
  NM: {
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "New Mexico Alcoholic Beverage Control Division-approved server training provider",
      "Anyone who sells or serves alcohol needs an Alcohol Server Permit.",
    ),
  },
  WI: {
    "Food Protection Certificate": { notes: "A certified food manager is required under the Wisconsin Food Code; valid five years." },
    "Liquor License": { notes: "'Class B' liquor licenses are issued by the municipality and limited by quota." },
    "Beer and Wine License": {
      issuingAuthority: "City, village or town clerk (Class B beer and 'Class C' wine licenses)",
    },
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "City, village or town (operator's or bartender license)",
      "Servers need an operator's (bartender) license from the municipality, which requires responsible beverage server training.",
      24,
    ),
  },
  LA: {
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "Louisiana Office of Alcohol and Tobacco Control (Responsible Vendor server permit)",
      "Servers and managers at licensed premises need a Responsible Vendor server permit.",
    ),
  },
  TN: {
    "Beer and Wine License": {
      issuingAuthority: "Local beer board (beer permit) and the Tennessee Alcoholic Beverage Commission (wine)",
      notes: "Beer permits are issued by the city or county beer board; wine and spirits by the Tennessee ABC.",
    },
    "Responsible Alcohol Server Certification": SERVER_TRAINING_MANDATORY(
      "Tennessee Alcoholic Beverage Commission (server permit)",
      "Employees of on-premises liquor licensees who serve alcohol need a server permit.",
    ),
  },
  PA: {
    "Food Protection Certificate": {
      notes: "Required by the Pennsylvania Food Employee Certification Act: at least one certified supervisory employee; valid five years.",
    },
    "Liquor License": {
      notes: "Restaurant (R) liquor licenses are limited by county quota and are usually bought from existing licensees.",
    },
  },
  MA: {
    "Food Protection Certificate": {
      notes:
        "Required under the Massachusetts food code (105 CMR 590); the certified food protection manager must also hold an allergen awareness certificate.",
    },
    "Liquor License": { notes: "Local licenses are limited by population-based quotas set by state law." },
  },
  NJ: {
    "Liquor License": {
      notes: "Plenary retail consumption license; the number of licenses in a municipality is limited by its population.",
    },
    "Beer and Wine License": {
      notes: "New Jersey has no separate beer-and-wine-only restaurant license; on-premises sales need a plenary retail consumption license.",
    },
  },
  MT: {
    "Liquor License": {
      notes: "All-beverages licenses are limited by quota and usually bought from existing holders.",
    },
  },
  ID: {
    "Liquor License": { notes: "Liquor-by-the-drink licenses are limited by city population and often bought from existing holders." },
  },
  GA: {
    "Food Protection Certificate": { notes: "A certified food safety manager is required under Georgia Department of Public Health rules." },
    "Business License": { issuingAuthority: "City or county business (occupation tax certificate) office" },
    "Liquor License": { notes: "A local (city or county) alcohol license is needed before the state license." },
  },
  OH: {
    "Food Protection Certificate": {
      notes:
        "Higher-risk (risk level III and IV) food service operations need at least one employee with manager certification in food protection.",
    },
    "Workers' Compensation Insurance": STATE_FUND("Ohio Bureau of Workers' Compensation (state fund)"),
  },
  ND: { "Workers' Compensation Insurance": STATE_FUND("North Dakota Workforce Safety & Insurance (state fund)") },
  WY: {
    "Workers' Compensation Insurance": STATE_FUND(
      "Wyoming Department of Workforce Services, Workers' Compensation Division (state fund)",
    ),
  },
  AZ: {
    "Food Protection Certificate": {
      isRequired: false,
      notes:
        "Not required statewide; some counties (e.g. Maricopa County) require a certified food protection manager. Check with the county environmental health department.",
    },
    "Food Handler Card": { notes: "Not required statewide; some counties require food handler cards." },
  },
  AR: { "Food Protection Certificate": KNOWLEDGE_ONLY_MANAGER },
  CO: { "Food Protection Certificate": KNOWLEDGE_ONLY_MANAGER },
  HI: { "Food Protection Certificate": KNOWLEDGE_ONLY_MANAGER },
  AL: { "Food Handler Card": { notes: "Not required statewide; Jefferson and Mobile counties require food handler cards." } },
};

function merge(into: StateOverrides, type: LicenseTypeName, patch: Patch | null | undefined): void {
  if (patch === undefined) return;
  const current = into[type];
  into[type] = patch === null || current === null ? null : { ...current, ...patch };
}

export function stateOverrides(state: StateCode): StateOverrides {
  const out: StateOverrides = {};
  const health = HEALTH_AUTHORITY[state];
  if (health) {
    merge(out, "Food Service Establishment Permit", { issuingAuthority: health });
    merge(out, "Health Department Plan Review", { issuingAuthority: health });
  }
  merge(out, "Sales Tax Certificate", SALES_TAX[state]);
  merge(out, "Liquor License", { issuingAuthority: ALCOHOL_AUTHORITY[state] });
  merge(out, "Beer and Wine License", { issuingAuthority: ALCOHOL_AUTHORITY[state] });
  for (const [type, patch] of Object.entries(STATE_SPECIFIC[state] ?? {})) {
    merge(out, type as LicenseTypeName, patch);
  }
  return out;
}
