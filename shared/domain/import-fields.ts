/**
 * What each import kind reads: the template's columns (also the export's, so an export imports into another
 * organization), the other headers people give them, and how each cell is read.
 */
export const IMPORT_KINDS = ["locations", "licenses", "equipment", "vendors", "budgets"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  locations: "Locations",
  licenses: "Licenses",
  equipment: "Equipment",
  vendors: "Vendors",
  budgets: "Budget lines",
};

export type ImportValueType = "text" | "date" | "month" | "money" | "state" | "zip" | "choice" | "location" | "licenseType" | "budgetCategory";

export interface ImportField {
  /** The key the row is read into (the API input's field, or a reference resolved by the server). */
  key: string;
  /** The template's and the export's column name. */
  column: string;
  type: ImportValueType;
  required?: boolean;
  /** Other headers that mean this column. */
  synonyms: readonly string[];
  /** What the template's example row says. */
  example: string;
}

const LOCATION_REF: ImportField = {
  key: "location",
  column: "Location",
  type: "location",
  required: true,
  synonyms: ["location name", "store", "store name", "restaurant", "restaurant name", "site", "unit", "branch", "location address", "store address"],
  example: "Downtown",
};

const NOTES: ImportField = { key: "notes", column: "Notes", type: "text", synonyms: ["note", "comments", "comment", "remarks", "memo"], example: "" };

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  locations: [
    { key: "name", column: "Name", type: "text", required: true, synonyms: ["location", "location name", "store", "store name", "restaurant", "restaurant name", "site", "site name", "unit name", "branch"], example: "Downtown" },
    { key: "address", column: "Address", type: "text", required: true, synonyms: ["street", "street address", "address 1", "address line 1", "addr"], example: "120 Main St" },
    { key: "city", column: "City", type: "text", synonyms: ["town", "municipality"], example: "Albany" },
    { key: "state", column: "State", type: "state", synonyms: ["st", "state code", "province", "region"], example: "NY" },
    { key: "zipCode", column: "ZIP Code", type: "zip", synonyms: ["zip", "zipcode", "postal code", "postcode", "post code", "zip code"], example: "12207" },
    { key: "phone", column: "Phone", type: "text", synonyms: ["phone number", "telephone", "tel", "store phone"], example: "(518) 555-0100" },
    { key: "email", column: "Email", type: "text", synonyms: ["e-mail", "email address", "store email"], example: "downtown@example.com" },
    { key: "managerName", column: "Manager", type: "text", synonyms: ["manager name", "general manager", "gm", "store manager", "contact"], example: "Jordan Lee" },
    { key: "status", column: "Status", type: "choice", synonyms: ["location status", "store status"], example: "active" },
    NOTES,
  ],
  licenses: [
    LOCATION_REF,
    { key: "licenseType", column: "License Type", type: "licenseType", required: true, synonyms: ["type", "license", "permit", "permit type", "license name", "permit name", "document type", "license/permit"], example: "Liquor License" },
    { key: "licenseNumber", column: "License Number", type: "text", synonyms: ["number", "license no", "license #", "permit number", "permit no", "permit #", "certificate number", "license id", "id number", "no"], example: "LL-2026-0001" },
    { key: "issueDate", column: "Issue Date", type: "date", synonyms: ["issued", "issued on", "date issued", "issue", "effective date", "start date"], example: "2026-01-15" },
    { key: "expirationDate", column: "Expiration Date", type: "date", synonyms: ["expires", "expiry", "expiry date", "expiration", "expires on", "exp date", "exp", "valid until", "valid through", "renewal date", "due date"], example: "2027-01-14" },
    { key: "status", column: "Status", type: "choice", synonyms: ["license status", "permit status"], example: "active" },
    NOTES,
  ],
  equipment: [
    LOCATION_REF,
    { key: "name", column: "Name", type: "text", required: true, synonyms: ["equipment", "equipment name", "item", "item name", "asset", "asset name", "description"], example: "Walk-in cooler" },
    { key: "model", column: "Model", type: "text", synonyms: ["model number", "model no", "model #"], example: "PCW-810" },
    { key: "manufacturer", column: "Manufacturer", type: "text", synonyms: ["make", "brand", "maker", "mfr", "vendor brand"], example: "Polar Crest" },
    { key: "serialNumber", column: "Serial Number", type: "text", synonyms: ["serial", "serial no", "serial #", "s n", "sn", "asset tag"], example: "SN-000123" },
    { key: "price", column: "Price", type: "money", synonyms: ["cost", "purchase price", "amount", "value", "price paid"], example: "$4,250.00" },
    { key: "purchaseDate", column: "Purchase Date", type: "date", synonyms: ["purchased", "purchased on", "date purchased", "bought", "acquired", "install date", "installed"], example: "2025-06-01" },
    { key: "warrantyExpiration", column: "Warranty Expiration", type: "date", synonyms: ["warranty", "warranty expires", "warranty until", "warranty end", "warranty end date", "warranty expiry", "warranty expiration date"], example: "2027-06-01" },
    { key: "status", column: "Status", type: "choice", synonyms: ["condition", "state of repair", "equipment status"], example: "working" },
    NOTES,
  ],
  vendors: [
    LOCATION_REF,
    { key: "name", column: "Name", type: "text", required: true, synonyms: ["vendor", "vendor name", "company", "company name", "supplier", "supplier name", "business name", "provider"], example: "Capital Waste Services" },
    { key: "category", column: "Category", type: "choice", required: true, synonyms: ["type", "vendor type", "service", "service type", "vendor category"], example: "waste" },
    { key: "contactName", column: "Contact Name", type: "text", synonyms: ["contact", "contact person", "rep", "representative", "account manager"], example: "Dana Ruiz" },
    { key: "phone", column: "Phone", type: "text", synonyms: ["phone number", "telephone", "tel", "contact phone"], example: "(518) 555-0142" },
    { key: "email", column: "Email", type: "text", synonyms: ["e-mail", "email address", "contact email"], example: "dispatch@example.com" },
    { key: "address", column: "Address", type: "text", synonyms: ["vendor address", "street address", "company address"], example: "880 Industrial Park Rd" },
    { key: "schedule", column: "Schedule", type: "choice", synonyms: ["frequency", "service frequency", "service schedule", "visits"], example: "weekly" },
    { key: "nextServiceDate", column: "Next Service Date", type: "date", synonyms: ["next service", "next visit", "next pickup", "next date", "next service on"], example: "2026-12-01" },
    NOTES,
  ],
  budgets: [
    LOCATION_REF,
    { key: "month", column: "Month", type: "month", required: true, synonyms: ["period", "budget month", "month year"], example: "2026-01" },
    { key: "category", column: "Category", type: "budgetCategory", required: true, synonyms: ["budget category", "line", "line item", "expense category", "account"], example: "Food Cost" },
    { key: "plannedAmount", column: "Planned Amount", type: "money", required: true, synonyms: ["planned", "budget", "budgeted", "budget amount", "plan", "amount"], example: "$12,500.00" },
    { key: "weekOneActual", column: "Week 1 Actual", type: "money", synonyms: ["week 1", "wk 1", "week one", "week one actual"], example: "" },
    { key: "weekTwoActual", column: "Week 2 Actual", type: "money", synonyms: ["week 2", "wk 2", "week two", "week two actual"], example: "" },
    { key: "weekThreeActual", column: "Week 3 Actual", type: "money", synonyms: ["week 3", "wk 3", "week three", "week three actual"], example: "" },
    { key: "weekFourActual", column: "Week 4 Actual", type: "money", synonyms: ["week 4", "wk 4", "week four", "week four actual"], example: "" },
  ],
};

export function isImportKind(value: unknown): value is ImportKind {
  return typeof value === "string" && (IMPORT_KINDS as readonly string[]).includes(value);
}
