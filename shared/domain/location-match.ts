/**
 * Does a license document belong to this location? (issue 32, point 4) The licensee and the address read from the
 * document are compared with the location's legal name and address, after normalising what varies between the
 * same name or address written twice: case, punctuation, "&"/"and", company suffixes (LLC, Inc.), street words
 * and their abbreviations (Street/St, Avenue/Ave, North/N), and suite/unit designators (Suite 200, Ste. 200, #200).
 * A side that is unknown is never a difference.
 */

const STREET_WORDS: Record<string, string> = {
  street: "st", str: "st", avenue: "ave", av: "ave", road: "rd", boulevard: "blvd", drive: "dr", lane: "ln",
  court: "ct", place: "pl", parkway: "pkwy", highway: "hwy", square: "sq", terrace: "ter", circle: "cir",
  trail: "trl", way: "way", expressway: "expy", freeway: "fwy", plaza: "plz", turnpike: "tpke", center: "ctr",
  centre: "ctr", mount: "mt", fort: "ft", saint: "st", north: "n", south: "s", east: "e", west: "w",
  northeast: "ne", northwest: "nw", southeast: "se", southwest: "sw", first: "1st", second: "2nd", third: "3rd",
};

/** Words that introduce a unit: "Suite 200", "Ste 200", "Unit B", "Apt 4", "#12", "Room 3", "Floor 2". */
const UNIT_WORDS = new Set(["suite", "ste", "unit", "apt", "apartment", "room", "rm", "floor", "fl", "bldg", "building", "#", "no"]);

const COMPANY_SUFFIXES = new Set(["llc", "inc", "incorporated", "corp", "corporation", "co", "company", "ltd", "limited", "lp", "llp", "pllc", "pc", "the"]);

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/#/g, " # ")
    .replace(/[^a-z0-9# ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);

/** A business name for comparison: "Harbor & Pine Kitchen, L.L.C." → "harbor and pine kitchen". */
export function normalizeBusinessName(name: string): string {
  return words(name.replace(/\b([a-z])\.(?=[a-z]\.)/gi, "$1").replace(/\b(l)\.?(l)\.?(c)\.?/gi, "llc"))
    .filter((w) => !COMPANY_SUFFIXES.has(w))
    .join(" ");
}

export interface NormalizedAddress {
  /** The street part without its unit: "418 riverside ave". */
  street: string[];
  /** "200" for "Suite 200"; null without a unit. */
  unit: string | null;
  /** Every word of the rest (city, state), normalised. */
  rest: string[];
  zip: string | null;
}

function normalizeWords(list: string[]): { words: string[]; unit: string | null } {
  const out: string[] = [];
  let unit: string | null = null;
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (UNIT_WORDS.has(w) && i + 1 < list.length && (w !== "no" || /\d/.test(list[i + 1]!))) {
      unit = list[i + 1]!.replace(/^#/, "");
      i++;
      continue;
    }
    out.push(STREET_WORDS[w] ?? w);
  }
  return { words: out, unit };
}

/** Splits "418 Riverside Avenue, Suite 2, Port Halden, NY 10566" into its street, unit, the rest and the ZIP. */
export function normalizeAddress(address: string): NormalizedAddress {
  const zipMatch = /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim());
  const zip = zipMatch ? zipMatch[1]! : null;
  const withoutZip = zipMatch ? address.trim().slice(0, zipMatch.index) : address;
  const [streetPart = "", ...restParts] = withoutZip.split(",");
  const street = normalizeWords(words(streetPart));
  const rest = normalizeWords(words(restParts.join(" ")));
  return { street: street.words, unit: street.unit ?? rest.unit, rest: rest.words, zip };
}

export interface LocationIdentity {
  legalName?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

export interface ReadIdentity {
  licenseeName?: string | null;
  address?: string | null;
}

export type IdentityDifference =
  | { field: "licensee"; read: string; expected: string }
  | { field: "address"; read: string; expected: string };

const containsRun = (haystack: string[], needle: string[]): boolean => {
  if (needle.length === 0) return true;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((w, j) => haystack[i + j] === w)) return true;
  }
  return false;
};

/** The same business: equal once normalised, or one name holds the other whole ("Harbor & Pine" in "Harbor & Pine Kitchen LLC dba …"). */
export function sameBusinessName(a: string, b: string): boolean {
  const x = normalizeBusinessName(a).split(" ").filter(Boolean);
  const y = normalizeBusinessName(b).split(" ").filter(Boolean);
  if (x.length === 0 || y.length === 0) return true;
  return x.length >= y.length ? containsRun(x, y) : containsRun(y, x);
}

/** The location's address in one line, as shown in the warning. */
export function locationAddressLine(location: LocationIdentity): string {
  const cityState = [location.city, [location.state, location.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [location.address, cityState].filter(Boolean).join(", ");
}

/** The same place: same street (number and name), same unit when both name one, same ZIP and city when both are read. */
export function sameAddress(read: string, location: LocationIdentity): boolean {
  if (!location.address?.trim()) return true;
  const doc = normalizeAddress(read);
  const loc = normalizeAddress(location.address);
  const docAll = [...doc.street, ...doc.rest];
  if (!containsRun(docAll, loc.street)) return false;
  if (doc.unit && loc.unit && doc.unit !== loc.unit) return false;
  const locZip = location.zipCode?.trim().slice(0, 5) || loc.zip;
  if (doc.zip && locZip && doc.zip !== locZip) return false;
  if (doc.rest.length > 0 && location.city?.trim()) {
    const city = normalizeWords(words(location.city)).words;
    if (!containsRun(doc.rest, city)) return false;
  }
  return true;
}

/** The differences between what a document says and the location; empty when they agree or nothing can be compared. */
export function compareWithLocation(read: ReadIdentity, location: LocationIdentity): IdentityDifference[] {
  const out: IdentityDifference[] = [];
  const licensee = read.licenseeName?.trim();
  const legalName = location.legalName?.trim();
  if (licensee && legalName && !sameBusinessName(licensee, legalName)) out.push({ field: "licensee", read: licensee, expected: legalName });
  const address = read.address?.trim();
  if (address && location.address?.trim() && !sameAddress(address, location)) {
    out.push({ field: "address", read: address, expected: locationAddressLine(location) });
  }
  return out;
}

/** The warning shown before saving, beside the state warning. */
export function identityDifferenceText(difference: IdentityDifference): string {
  return difference.field === "licensee"
    ? `This document is issued to ${difference.read}, but this location's legal name is ${difference.expected}. Check that it is the right license for this location.`
    : `This document is for ${difference.read}, but this location is at ${difference.expected}. Check that it is the right license for this location.`;
}
