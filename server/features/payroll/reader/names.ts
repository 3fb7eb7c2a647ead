/**
 * Employee names: "Liu, Grace", "Grace Liu" and " grace  LIU " are one person. The display name is
 * "First Last" as first written; the key compares trimmed, whitespace-collapsed, NFC, case-insensitive.
 */

export interface PersonName {
  display: string;
  key: string;
}

const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv", "v"]);
const isSuffix = (part: string) => SUFFIXES.has(part.toLowerCase().replace(/\.$/, ""));

const PLAIN_ASCII = /^[\x21-\x7e]+( [\x21-\x7e]+)*$/;

export function cleanName(text: string): string {
  if (PLAIN_ASCII.test(text)) return text;
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

export function nameKey(display: string): string {
  return cleanName(display).toLowerCase().replace(/[\u2018\u2019\u02bc`´]/g, "'");
}

function reorder(cleaned: string): string {
  const parts = cleaned.split(",").map((p) => p.trim());
  if (parts.length === 2) {
    const [last = "", first = ""] = parts;
    if (first === "") return last;
    if (last === "") return first;
    // "Martin Luther King, Jr." is already "First Last".
    if (isSuffix(first)) return `${last} ${first}`;
    return `${first} ${last}`;
  }
  if (parts.length === 3) {
    const [last = "", middle = "", first = ""] = parts;
    // "King, Jr., Martin" → "Martin King Jr."
    if (isSuffix(middle) && first !== "") return `${first} ${last} ${middle}`;
  }
  return cleaned;
}

// Employee numbers that exports print inside the name cell: "1042 - Garcia, Maria", "#1042 Maria Garcia",
// "Garcia, Maria (1042)", "Maria Garcia [#1042]", "Maria Garcia - 1042".
const LEADING_ID = /^#?\d+\s*(?:[-–—:|]\s*|\s+)(?=\p{L})/u;
const TRAILING_ID = /(?:\s*[([]\s*(?:#|id:?\s*|emp:?\s*)?\d+\s*[)\]]|\s+[-–—|]\s*#?\d+|\s+#\d+)$/i;

// Marks after a name that are not part of it: footnote stars and daggers, a note in parentheses ("(Trainee)").
const TRAILING_MARKS = /(?:\s*[*†‡]+|\s*\([^()]*\))+$/u;

function withoutEmployeeNumber(cleaned: string): string {
  const out = cleaned.replace(LEADING_ID, "").replace(TRAILING_ID, "").replace(TRAILING_MARKS, "").trim();
  return /\p{L}/u.test(out) ? out : cleaned;
}

/** "Maria L. Garcia" → "Maria Garcia": one file prints a middle initial, another does not; same person. */
function withoutMiddleInitials(display: string): string {
  const parts = display.split(" ");
  if (parts.length < 3) return display;
  const kept = parts.filter((part, i) => i === 0 || i === parts.length - 1 || !/^\p{L}\.?$/u.test(part));
  return kept.join(" ");
}

/** A name cell's text as a person, or null when it holds no letters (an ID, an amount). */
export function personName(text: string): PersonName | null {
  const cleaned = withoutEmployeeNumber(cleanName(text));
  if (!/\p{L}/u.test(cleaned)) return null;
  const display = cleanName(reorder(cleaned));
  return { display, key: nameKey(withoutMiddleInitials(display)) };
}

export function splitPersonName(first: string, last: string): PersonName | null {
  return personName([cleanName(first), cleanName(last)].filter((p) => p !== "").join(" "));
}

/** "José Peña" and "JOSE PENA" → "jose pena": accents, case, apostrophes, hyphens and periods folded (issue 31). */
export function foldedKey(key: string): string {
  return key
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[-‐–]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The middle initials of a "First M. Last" display name, lower case ("" without any). */
export function middleInitials(display: string): string {
  const parts = display.split(" ");
  if (parts.length < 3) return "";
  return parts
    .slice(1, -1)
    // "M." or "M"; not a particle written as one letter ("Ó Súilleabháin").
    .filter((part) => /^[A-Za-z]\.?$/.test(part))
    .map((part) => part[0]!.toLowerCase())
    .join("");
}
