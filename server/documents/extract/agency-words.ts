// The words that name a public body by what it is, kept in one place: the reader's choice of the issuing agency
// (authority.ts), its scorer (authority-candidates.ts) and the check of the agency it chose (plausibility.ts) all
// build on this list, each adding or leaving out words of its own.

/** Single words an agency's name is made of: "Department of Revenue", "City Treasurer", "Registrar of Contractors". */
export const AGENCY_WORDS: readonly string[] = [
  "department", "dept", "bureau", "division", "office", "agency", "administration", "commission", "board",
  "authority", "institute", "academy", "council", "services", "clerk", "comptroller", "treasurer", "treasury",
  "registry", "registrar", "district", "marshal", "police", "sheriff", "patrol", "collector", "assessor",
];

/**
 * Phrases that name one: a fire & rescue service, and a licensing or permitting service — a public body by what
 * agencies do (a business is a "… Service" too, so "service" alone is not on the list).
 */
export const AGENCY_PHRASES: readonly string[] = [
  "fire & rescue", "fire and rescue", "fire rescue",
  "licensing service", "licencing service", "permitting service", "inspection service", "revenue service", "taxation service",
];

const asPattern = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");

/** A regex that finds any agency word or phrase, with the caller's own words besides and less those it leaves out. */
export function agencyWordPattern(extra: readonly string[] = [], except: readonly string[] = []): RegExp {
  const words = [...AGENCY_WORDS, ...AGENCY_PHRASES, ...extra].filter((w) => !except.includes(w));
  return new RegExp(`\\b(?:${words.map(asPattern).join("|")})\\b`, "i");
}

/** A word or phrase that names an agency. */
export const agencyWord = agencyWordPattern();

/** Every word of the agency words and phrases, lower case ("fire", "&", "rescue", …). */
export const AGENCY_WORD_PARTS: readonly string[] = [...new Set([...AGENCY_WORDS, ...AGENCY_PHRASES.flatMap((p) => p.split(" "))])];
