// Plausibility checks on the values the license reader chose (issue 30, point 3): whatever rule found a
// value, a value of the wrong kind is either dropped ("reject": a caption, a phone number, a date taken for
// the license number) or kept below the "please check" threshold ("doubt": it may be right, but a person
// should look). The checks know kinds of values, never one document's layout or values.
import type { Field, LicenseFields } from "./types";
import { none } from "./types";
import { squash, type Line } from "./doc";
import { findDates } from "./dates";
import { isLabelCell } from "./labels";
import { STATES } from "./states";
import { AGENCY_WORD_PARTS, agencyWordPattern } from "./agency-words";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";

export type Verdict = { kind: "ok" } | { kind: "doubt"; why: string; value?: string } | { kind: "reject"; why: string };

const ok: Verdict = { kind: "ok" };
const doubt = (why: string, value?: string): Verdict => ({ kind: "doubt", why, value });
const reject = (why: string): Verdict => ({ kind: "reject", why });

/** A doubted value's confidence: under the threshold, so the screen says "please check". */
export const DOUBTED = Math.round((LOW_CONFIDENCE - 0.15) * 100) / 100;

/** Words that caption a box or column on a form, never a name or an identifier on their own. */
const CAPTION_WORDS = new Set(
  (
    "address addresses amount application approved business category class classification code county date dates dba " +
    "description district establishment expiration expires expiry facility fee fees holder id identification issuance " +
    "issue issued licence license licensee location mailing name names no number owner owners permit permittee phone " +
    "premises program receipt risk signature site state status telephone term title total type valid zip"
  ).split(" "),
);
const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];
const isCaptionWord = (w: string) => CAPTION_WORDS.has(w.toLowerCase());

/** Texts that stand for a person or a business, compared loosely. */
const loose = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** The indexes of the lines holding `value` (loosely). */
function linesOf(lines: Line[], value: string): number[] {
  const v = loose(value);
  if (v === "") return [];
  return lines.flatMap((l, i) => (loose(l.text).includes(v) ? [i] : []));
}
const lineOf = (lines: Line[], value: string) => linesOf(lines, value)[0] ?? -1;

/** Lines just before a salutation ("Dear …", or also "Attn:" when `attn`): the block a letter is addressed to. */
function inAddresseeBlock(lines: Line[], index: number, attn = true): boolean {
  if (index < 0) return false;
  const salutation = attn ? /^(?:dear|attn\.?|attention)\b/i : /^dear\b/i;
  const at = lines.findIndex((l, i) => i > index && salutation.test(l.text));
  return at !== -1 && at - index <= 4;
}

/** Two words the text ran together ("TreasurerOccupational", "FoodSafety"): global, for parting them again. */
export const RUN_TOGETHER = /([a-z]{3,})([A-Z][a-z]{3,})/g;

export const PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;
/** Labels of numbers that are not the license's own (a tax clearance, a sales representative's code, a phone). */
const OTHER_NUMBER =
  /\b(?:clearance|representative|rep\.?\s*code|candidate|student|customer|phone|tel|telephone|fax|employer|fein|ein|ssn|routing|invoice|order|transaction|confirmation|tracking|docket|check)\b/i;

/** A license number is an identifier: not a phone number, a date, the page's ZIP code or a caption's words. */
export function checkLicenseNumber(value: string, lines: Line[]): Verdict {
  const v = value.trim();
  if (PHONE.test(v)) return reject("a phone number");
  const dates = findDates(v);
  if (dates.length > 0 && dates[0]!.length >= v.replace(/[.,]$/, "").length - 1) return reject("a date");
  if (ZIP.test(v)) {
    const zipOnPage = lines.some((l) => new RegExp(`\\b[A-Z]{2}\\.?,?\\s+${v.slice(0, 5)}\\b`).test(l.text));
    if (zipOnPage) return reject("the ZIP code of an address on the page");
    return doubt("five digits, the shape of a ZIP code");
  }
  const letterTokens = v.split(/\s+/).filter((t) => /^[A-Za-z]+$/.test(t));
  if (letterTokens.some((t) => t.length >= 3 && isCaptionWord(t))) return reject("a caption's words");
  if (letterTokens.some((t) => t.length >= 5)) return doubt("a word inside an identifier");
  // The label it was read beside names another number: the text before it on its line, or the line over it.
  const at = lineOf(lines, v);
  if (at !== -1) {
    const line = lines[at]!.text;
    const before = line.slice(0, Math.max(0, line.toLowerCase().indexOf(v.toLowerCase().split(/\s+/)[0]!)));
    const context = before.trim() === "" ? (lines[at - 1]?.text ?? "") : before;
    if (OTHER_NUMBER.test(context)) return doubt("printed beside the label of another number");
  }
  return ok;
}

const ENTITY = /\b(?:LLC|L\.L\.C\.|LLP|PLLC|Inc\.?|Corp\.?|Co\.|Company|Ltd\.?|LP)$/i;

/** A licensee is a person or a business: not a caption, not one short token, not the agency, not a letter's addressee. */
export function checkLicensee(value: string, lines: Line[], authority: string | null): Verdict {
  const v = squash(value);
  const ws = words(v);
  if (ws.length === 0 || v.replace(/[^A-Za-z]/g, "").length < 3) return reject("too short for a name");
  if (isLabelCell(v) || ws.every(isCaptionWord)) return reject("a caption");
  if (authority && loose(authority) === loose(v)) return reject("the issuing agency");
  // A unit of an agency ("Tax Section", "Licensing Division"): a caption word such as "Business" read as a label
  // before an agency's unit ("Business Licensing Section" signing a letter).
  if (/\b(?:section|division|department|dept\.?|bureau|agency|administration|commission)$/i.test(v)) return reject("an agency's unit");
  if (!/\s/.test(v) && !ENTITY.test(v)) return doubt("a single word");
  // An entity suffix cut short ("Achterberg Kitchen LL"): letters lost at the edge, so others may be too.
  if (/\s(?:LL|L\.L\.?|In)$/.test(v)) return doubt("an entity suffix cut short");
  // The person a letter is written to ("Dear Ms. Pettigrew"), when the name is printed nowhere else.
  const at = linesOf(lines, v);
  if (at.length > 0 && at.every((i) => inAddresseeBlock(lines, i, false))) return doubt("the addressee of a letter");
  return ok;
}

/**
 * A word that names an agency, by the shared list and, for a name already chosen as the agency, the words of a
 * government's name (a city, a state, a ministry) and of the bodies that certify (an association, a program): the
 * chooser finds those with its own rules (a jurisdiction's "City of X"), or does not take them for an agency.
 */
const AGENCY_WORD = agencyWordPattern(
  (
    "service county city town village township borough parish state commonwealth municipality ministry " +
    "government secretary health control licensing revenue taxation association foundation society program"
  ).split(" "),
);

/** A token of OCR debris: seal residue, specks ("Gx)", "®|", "~~", "oO"). */
function isDebris(token: string): boolean {
  if (/^(?:of|&|and|the|for|on|de|la|du|y|st\.?|mt\.?|ft\.?)$/i.test(token)) return false;
  if (/[^A-Za-z0-9&.,'’\-/()]/.test(token)) return true;
  if ((token.match(/\(/g) ?? []).length !== (token.match(/\)/g) ?? []).length) return true;
  const letters = token.replace(/[^A-Za-z]/g, "");
  if (letters.length > 2) return false;
  // A short bit is a word ("El", "La"), an initial or an abbreviation ("NY", "U.S."); with other marks, or
  // in mixed case ("oO", "xY"), it is debris.
  return /[^A-Za-z.]/.test(token) || !/^(?:[A-Z][a-z]?|[A-Z]{2}|[a-z]{1,2})$/.test(letters);
}

/** Words any agency's name may be made of; a name of these alone names no place ("Liquor Control Commission"). */
const GENERIC_AGENCY_WORDS = new Set([
  ...AGENCY_WORD_PARTS,
  ...(
    "of the and for on in & service health public environmental safety fire protection prevention liquor " +
    "alcohol alcoholic beverage beverages control tobacco revenue taxation tax finance financial licensing license " +
    "licenses permits permit planning zoning building buildings inspection inspections development community works " +
    "utilities water wastewater food consumer affairs business regulation regulatory professional commerce economic " +
    "agriculture code enforcement city county state town village township borough parish municipal metropolitan " +
    "regional unit section program general central main accounts public's examiners standards weights measures " +
    "occupational sanitation"
  ).split(" "),
]);

/** An agency name has a word that names an agency and no OCR debris; debris at its edges is cut off (and doubted). */
export function checkAuthority(value: string): Verdict {
  const tokens = squash(value).split(" ");
  let start = 0;
  let end = tokens.length;
  while (start < end && isDebris(tokens[start]!)) start++;
  while (end > start && isDebris(tokens[end - 1]!)) end--;
  const kept = tokens.slice(start, end);
  if (kept.length === 0) return reject("OCR debris");
  const cleaned = kept.join(" ");
  // A signature line: a person's name and then their title ("Dana R. Voss, City Treasurer").
  if (/^[A-Z][a-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’-]+)+,\s+\S/.test(cleaned) && !AGENCY_WORD.test(cleaned.split(",")[0]!)) return reject("a person and their title");
  if (!AGENCY_WORD.test(cleaned)) return doubt("no word that names an agency", cleaned !== value ? cleaned : undefined);
  if (kept.some(isDebris)) return doubt("OCR debris inside the name");
  // Two words run together ("TreasurerOccupational"): two lines of a letterhead joined, or OCR lost a space.
  if (kept.some((t) => t.replace(RUN_TOGETHER, "$1 $2") !== t)) return doubt("words run together");
  // A jurisdiction's name lost (to OCR, or printed on a line the reader did not join): which state's or city's?
  // An office that calls itself the state's ("Office of the State Fire Marshal") is named as it names itself: under
  // a "State of X" heading that is the whole name (docs/ARCHITECTURE.md, "the agency's own name").
  const statesOwn = kept.some((t) => /^(?:state|commonwealth)$/i.test(t));
  if (!statesOwn && kept.every((t) => GENERIC_AGENCY_WORDS.has(t.toLowerCase().replace(/[.,]/g, "")))) return doubt("names no place", cleaned !== value ? cleaned : undefined);
  // A state's heading and then one word of an agency ("State of Ohio Board"): the words naming which board were
  // lost (a name wrapped over lines, read in part).
  const lone = /^(?:state|commonwealth)\s+of\s+(.+?)\s+(?:board|division|office|bureau|department|commission|section|unit|program)$/i.exec(cleaned);
  if (lone && STATES[lone[1]!.toLowerCase()] !== undefined) return doubt("a state and a lone agency word");
  if (cleaned !== squash(value)) return doubt("OCR debris at the edge of the name", cleaned);
  return ok;
}

/** Words over or before an address that make it someone else's: the mail goes there, or the owner lives there. */
export const NOT_PREMISES =
  /\b(?:mail(?:ing)?|mail\s+to|c\/[o0]|care\s+of|owner(?:'?s|\s+address)|home|residence|residential|bookkeep(?:er|ing)|accountant|remit(?:\s+to)?|correspondence|billing|attn|attention|cc(?=:)|headquarters|corporate\s+office|exam(?:ination)?\s+(?:provider|services?)|registered\s+agent)\b/i;

/**
 * The premises address is where the business is: not a mailing, owner's, c/o or remit-to block (the words
 * before it on its line or on the line over it), not the letterhead's, not the block a letter is addressed to.
 */
export function checkAddress(value: string, lines: Line[], letterhead: number): Verdict {
  const number = /^\d+/.exec(value)?.[0];
  const street = loose(value.split(",")[0] ?? value);
  const whole = lines.findIndex((l) => loose(l.text).includes(street));
  // A sentence's address wrapped after its house number ("… one wall sign at 12" / "Elm St, Elm Flats …"): that
  // line is where it is printed first, not a later line repeating it ("cc: X LLC, 12 Elm St").
  const name = street.slice((number ?? "").length).trim();
  const wrapped = number && name ? lines.findIndex((l, i) => new RegExp(`\\b${number}$`).test(loose(l.text)) && loose(lines[i + 1]?.text ?? "").startsWith(name)) : -1;
  const at = wrapped !== -1 && (whole === -1 || wrapped < whole) ? wrapped : whole;
  if (at === -1 || !number) return ok;
  const line = lines[at]!.text;
  // On a page of columns the words before it and over it are those of its own column: its cell, and the cell over
  // it when the row over has as many cells ("LOCATION OF PREMISES | MAILING ADDRESS" over two addresses).
  const cells = lines[at]!.cells;
  const col = cells.length > 1 ? cells.findIndex((c) => loose(c).includes(street)) : -1;
  const inColumn = col !== -1;
  const own = inColumn ? cells[col]! : line;
  const before = own.slice(0, Math.max(0, own.indexOf(number)));
  const rowOver = lines[at - 1];
  const over = inColumn && rowOver && rowOver.cells.length === cells.length ? rowOver.cells[col]! : (rowOver?.text ?? "");
  // The line over counts when it is a caption or a name block, not a sentence of its own — also over a bare
  // "Address:" label, which names no one's address by itself ("Owner's Information" / "Address: …").
  const bare = before.trim() === "" || /^\s*(?:street\s+)?address\s*[:.]?\s*$/i.test(before);
  // A form's caption in the cell beside it names whose address it is ("13. Manager's residence | 22 Elm Dr, …").
  // A "c/o …" line is the second line of a mailing block in the column beside, never a caption.
  const caption = inColumn && col > 0 && before.trim() === "" && !/\d{3,}/.test(cells[col - 1]!) && !/^\s*c\/[o0]\b/i.test(cells[col - 1]!) ? cells[col - 1]! : "";
  if (NOT_PREMISES.test(before) || NOT_PREMISES.test(caption) || (bare && NOT_PREMISES.test(over) && over.length < 60)) {
    return doubt("a mailing, owner's or c/o block");
  }
  if (at < letterhead) return doubt("in the letterhead");
  // A letter's subject line ("Re: Permit No. … — 12 Main St.") names the matter, often the premises.
  if (inAddresseeBlock(lines, at) && !/^\s*(?:re|subject|regarding)\s*:/i.test(line)) return doubt("the address a letter is sent to");
  return ok;
}

/** Dates of a term: an expiry on or before the issue date, or decades after it, is doubted. */
export function checkTerm(issue: string | null, expiry: string | null): Verdict {
  if (!issue || !expiry) return ok;
  if (expiry <= issue) return doubt("expires on or before its issue date");
  if (Number(expiry.slice(0, 4)) - Number(issue.slice(0, 4)) > 10) return doubt("a term of more than ten years");
  return ok;
}

function apply(field: Field, verdict: Verdict): Field {
  if (field.value === null || verdict.kind === "ok") return field;
  if (verdict.kind === "reject") return none();
  return { value: verdict.value ?? field.value, confidence: Math.min(field.confidence, DOUBTED) };
}

/** The reader's fields after the checks: implausible values dropped, doubtful ones marked "please check". */
export function checkLicenseFields(fields: LicenseFields, lines: Line[], letterhead: number): LicenseFields {
  const out = { ...fields };
  if (out.licenseNumber.value) out.licenseNumber = apply(out.licenseNumber, checkLicenseNumber(out.licenseNumber.value, lines));
  if (out.issuingAuthority.value) out.issuingAuthority = apply(out.issuingAuthority, checkAuthority(out.issuingAuthority.value));
  if (out.licenseeName.value) out.licenseeName = apply(out.licenseeName, checkLicensee(out.licenseeName.value, lines, out.issuingAuthority.value));
  if (out.address.value) {
    const verdict = checkAddress(out.address.value, lines, letterhead);
    out.address = apply(out.address, verdict);
    // The state read from a doubted address is as doubtful as the address.
    if (verdict.kind !== "ok" && out.state.value) out.state = { ...out.state, confidence: Math.min(out.state.confidence, DOUBTED) };
  }
  const term = checkTerm(out.issueDate.value, out.expirationDate.value);
  if (term.kind !== "ok") {
    out.issueDate = apply(out.issueDate, term);
    out.expirationDate = apply(out.expirationDate, term);
  }
  return out;
}
