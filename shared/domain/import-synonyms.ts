import type { EquipmentStatus } from "../schema/equipment-input";
import type { LicenseStatus } from "../schema/licenses-input";
import type { LocationStatus } from "../schema/organizations-input";
import type { VendorCategory, VendorSchedule } from "../schema/vendors-input";
import { normalizeName, type Synonyms } from "./import-values";

export const LOCATION_STATUS_WORDS: Synonyms<LocationStatus> = {
  active: ["open", "operating", "yes"],
  inactive: ["closed", "permanently closed", "no"],
  opening_soon: ["opening soon", "coming soon", "pre opening", "preopening", "under construction"],
  temporarily_closed: ["temporarily closed", "temp closed", "closed temporarily", "renovation"],
};

export const LICENSE_STATUS_WORDS: Synonyms<"active" | "expired" | "expiring_soon"> & Partial<Record<LicenseStatus, readonly string[]>> = {
  active: ["current", "valid", "in force", "ok"],
  expired: ["lapsed", "past due"],
  expiring_soon: ["expiring soon", "expiring", "due for renewal", "renewal due"],
};

export const EQUIPMENT_STATUS_WORDS: Synonyms<EquipmentStatus> = {
  working: ["ok", "good", "operational", "in service", "active", "functional", "running", "fine"],
  maintenance_due: ["maintenance due", "needs maintenance", "service due", "needs service", "due"],
  broken: ["out of order", "out of service", "down", "not working", "needs repair", "repair", "failed"],
};

export const VENDOR_CATEGORY_WORDS: Synonyms<VendorCategory> = {
  cleaning: ["janitorial", "cleaners", "cleaning service", "cleaning services", "hood cleaning", "laundry", "linen"],
  maintenance: ["repair", "repairs", "hvac", "plumbing", "plumber", "electrical", "electrician", "handyman", "equipment repair", "refrigeration"],
  supplier: ["supplies", "supply", "food supplier", "distributor", "distribution", "produce", "foodservice", "purveyor", "beverage", "food", "vendor"],
  security: ["alarm", "alarm monitoring", "guard", "guards", "surveillance", "locksmith"],
  utilities: ["utility", "electric", "electricity", "gas", "water", "internet", "power", "telecom", "phone"],
  waste: ["trash", "garbage", "recycling", "waste removal", "refuse", "grease collection", "waste management", "compost"],
  other: ["misc", "miscellaneous", "pest control", "general", "services"],
};

export const VENDOR_SCHEDULE_WORDS: Synonyms<VendorSchedule> = {
  daily: ["every day", "each day", "nightly"],
  weekly: ["every week", "once a week", "each week", "1x week", "1x per week"],
  "bi-weekly": ["biweekly", "bi weekly", "every two weeks", "every 2 weeks", "every other week", "fortnightly"],
  monthly: ["every month", "once a month", "each month"],
  quarterly: ["every quarter", "every 3 months", "every three months"],
  "on-call": ["on call", "as needed", "as-needed", "on demand", "when needed", "call"],
  "24/7": ["24 7", "247", "24x7", "always", "24 hours", "round the clock"],
};

/**
 * Other names of the catalogue's license types (server/features/licenses/catalogue/types.ts), as they
 * appear in the spreadsheets groups keep. Keys are catalogue names; an organization's own types match by name.
 */
export const LICENSE_TYPE_WORDS: Record<string, readonly string[]> = {
  "Food Service Establishment Permit": ["health permit", "health department permit", "food permit", "food service permit", "restaurant permit", "retail food permit", "food establishment permit", "health license", "food service license"],
  "Food Protection Certificate": ["food manager certificate", "food manager certification", "certified food manager", "servsafe manager", "food safety manager certificate", "cfpm"],
  "Food Handler Card": ["food handler", "food handlers", "food handler permit", "food handler certificate", "food handlers card"],
  "Health Department Plan Review": ["plan review", "health plan review"],
  "Business License": ["business tax certificate", "business registration", "business permit", "city business license", "occupational license", "business tax receipt"],
  "Sales Tax Certificate": ["sales tax permit", "sellers permit", "seller s permit", "resale certificate", "sales tax license", "sales and use tax permit"],
  "Assumed Name (DBA) Certificate": ["dba", "doing business as", "assumed name", "fictitious business name", "trade name"],
  "Music Performance License": ["music license", "ascap", "bmi", "sesac", "music licensing"],
  "Liquor License": ["alcohol license", "liquor permit", "full liquor license", "spirits license", "abc license"],
  "Beer and Wine License": ["beer wine license", "beer and wine permit", "wine and beer license", "beer license", "wine license"],
  "Responsible Alcohol Server Certification": ["alcohol server permit", "bartender license", "tabc", "tips certification", "responsible beverage service", "rbs certification", "server permit"],
  "Fire Safety Permit": ["fire permit", "fire inspection", "fire department permit", "fire safety certificate", "fire marshal permit"],
  "Workers' Compensation Insurance": ["workers comp", "workers compensation", "work comp", "workmans comp"],
  "General Liability Insurance Certificate": ["liability insurance", "general liability", "coi", "certificate of insurance", "insurance certificate"],
  "Alarm Permit": ["alarm registration", "alarm license"],
  "Certificate of Occupancy": ["co", "occupancy permit", "occupancy certificate", "certificate of use"],
  "Building Permit": ["construction permit", "renovation permit"],
  "Sign Permit": ["signage permit", "sign license"],
  "Outdoor Seating Permit": ["patio permit", "sidewalk cafe permit", "sidewalk permit", "outdoor dining permit", "cafe permit"],
  "Grease Trap / Wastewater Discharge Permit": ["grease trap permit", "wastewater permit", "wastewater discharge permit", "fog permit", "grease interceptor permit"],
};

const GENERIC_SUFFIX = / (license|permit|certificate|certification|card)$/;

/** The license type a text names, among `names` (the types in the database), or null. */
export function licenseTypeFromText(text: string, names: readonly string[]): string | null {
  const key = normalizeName(text);
  if (!key) return null;
  const byKey = new Map(names.map((n) => [normalizeName(n), n]));
  const exact = byKey.get(key);
  if (exact) return exact;
  for (const [name, words] of Object.entries(LICENSE_TYPE_WORDS)) {
    if (byKey.has(normalizeName(name)) && words.some((w) => normalizeName(w) === key)) return byKey.get(normalizeName(name))!;
  }
  // "Liquor" for "Liquor License", "Sign License" for "Sign Permit".
  const stem = key.replace(GENERIC_SUFFIX, "");
  const stems = names.filter((n) => normalizeName(n).replace(GENERIC_SUFFIX, "") === stem);
  return stems.length === 1 ? stems[0]! : null;
}
