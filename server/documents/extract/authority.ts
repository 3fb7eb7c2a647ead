import type { Field } from "./types";
import type { Line } from "./doc";
import { STATES } from "./states";
import { DOUBTED, RUN_TOGETHER } from "./plausibility";
import { agencyWord } from "./agency-words";

/** A state's own heading line: "State of Ohio", "Commonwealth of Kentucky". */
const stateHeading = /^(?:state|commonwealth)\s+of\s+[a-z]/i;
const stateNames = Object.keys(STATES)
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/ /g, "\\s+"))
  .join("|");
/** "State of Ohio Department of Taxation" printed on one line: the heading, then the agency's own name. */
const headingThenName = new RegExp(`^((?:state|commonwealth)\\s+of\\s+(?:${stateNames}))\\s+(\\S.*)$`, "i");
/** "City of Wrenfield, Oregon": the state after a local government's name is its address, not its name. */
const placeThenState = new RegExp(`^((?:charter\\s+)?(?:city|county|town|village|township|borough|parish)\\s+of\\s+.+?),\\s*(?:${stateNames})$`, "i");
const namesAState = new RegExp(`\\b(?:${stateNames})\\b`, "i");

/**
 * An agency under a state's heading that says whose it is — it names a state, calls itself the state's ("Office of
 * the State Fire Marshal") or is a local body (a county, a district) — is named as it names itself; one that does
 * not ("Department of Revenue", "Liquor Control Commission") keeps the heading, which is then the only place named.
 */
function saysWhose(agency: string): boolean {
  const local = jurisdiction.test(agency) || countyName.test(agency) || /\b(city|county|town|village|borough|parish|municipal|metropolitan|regional|district)\b/i.test(agency);
  return local || namesAState.test(agency) || /\b(?:state|commonwealth)\b/i.test(agency);
}

/** A government by its kind and place: "City of X", "Township of X", and a charter government ("Charter Township of X"). */
export const jurisdiction = /^(?:charter\s+)?(city|county|village|town|township|state|commonwealth|borough|parish|city and county)\s+of\s+[a-z]/i;
const countyName = /^[a-z .'-]+\s+county\b/i;
/**
 * A government named with its kind last and nothing after it ("St. Anselm Parish", "ELM FLATS CITY", "Arbor
 * Commonwealth"): a jurisdiction like "City of X", so its department printed under it joins it.
 */
const placeKindLast = /^[a-z][a-z .'-]*\s+(?:parish|city|borough|township|village|commonwealth)$/i;
export const documentTitle = /\b(license|licence|permit|certificate|certification|registration)\b/i;
const notAgency = /(\d{3}\)?[\s.-]\d{3}|@|www\.|\.example|\b\d{3,5}\s+[a-z]|p\.?o\.?\s*box|statutes|pursuant|code\b|hereby)/i;

const title = (s: string) =>
  s === s.toUpperCase()
    ? // A word's first letter, not one after an apostrophe ("Treasurer's", not "Treasurer'S").
      s.toLowerCase().replace(/(^|[^a-z0-9'’])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase()).replace(/\b(Of|And|The|For|On)\b/g, (w) => w.toLowerCase())
    : s;

/** Parts of a letterhead line: "State of Ohio — Department of Revenue • Licensing" → its three names. */
export function parts(cell: string): string[] {
  return cell
    .replace(/^(?:administered|issued|provided|offered|accredited)\s+by:?\s+/i, "")
    .split(/\s+[•·«»|–—:-]\s+|\s*[•·«»|]\s*/)
    .map((p) => p.replace(/[,;:]+$/, "").replace(placeThenState, "$1").trim())
    .filter((p) => p !== "");
}
const head = (cell: string) => parts(cell)[0] ?? cell;

export function isAgency(s: string): boolean {
  return (agencyWord.test(s) || jurisdiction.test(s) || countyName.test(s) || placeKindLast.test(s)) && !notAgency.test(s) && s.split(/\s+/).length <= 12;
}

/** An officer acting for a government ("…, acting as Issuing Authority", "acting on behalf of the Borough"). */
const actingFor = /,?\s+acting\s+(?:as|for|on\s+behalf\s+of)\b/i;
/** A caption naming whose form a page is printed on ("DIVISION OF LICENSING FORM", "Dept. of Revenue Form 12"). */
const formOrigin = /\bform(?:\s+[a-z]*-?\d[\w-]*)?$/i;

/** A name cut where a line wraps: it ends on a joining word, or its rest starts with one. */
const endsOnJoin = /(?:^|\s)(?:of|and|for|the|on|in|&)$/i;
const startsWithJoin = /^(?:and|&|of|for)(?:\s|$)/i;

/**
 * Letterhead lines that are one agency's name wrapped ("Department of Health and" / "Environmental Control",
 * "BUREAU OF ALCOHOLIC BEVERAGE" / "AND TOBACCO CONTROL") are read as one line; the rest of a name is never a
 * document's title, a number or an address.
 */
function joinWrappedNames(top: string[]): void {
  for (let i = 0; i + 1 < top.length; i++) {
    const cur = top[i]!.trim();
    const next = top[i + 1]!.trim();
    const rest = next !== "" && !documentTitle.test(next) && !/\d/.test(next) && !notAgency.test(next) && next.split(/\s+/).length <= 8;
    // "CITY OF" over "BRIAR FALLS": a seal's or banner's jurisdiction wrapped after its "of".
    const bareJurisdiction = /^(?:city|county|village|town|township|borough|parish)\s+of$/i.test(cur);
    const wrapped = (endsOnJoin.test(cur) && (agencyWord.test(cur) || jurisdiction.test(cur) || countyName.test(cur) || bareJurisdiction)) || (startsWithJoin.test(next) && isAgency(cur));
    if (rest && (wrapped || nameThenAgencyWord(cur, next))) top.splice(i, 2, `${cur} ${next}`);
  }
}

/**
 * A name wrapped before its last words ("HARBOR VALLEY" / "HEALTH DISTRICT", "Beverage Licensing" / "Board"): a
 * short line of plain words naming no agency, over a short line ending on an agency's word with no "of" of its own.
 */
function nameThenAgencyWord(cur: string, next: string): boolean {
  const plain = (s: string, n: number) => /^[A-Za-z][A-Za-z&'.-]*(?:\s+[A-Za-z&'.-]+)*$/.test(s) && s.split(/\s+/).length <= n;
  if (!plain(cur, 4) || !plain(next, 3) || /\bof\b/i.test(next)) return false;
  if (agencyWord.test(cur) || jurisdiction.test(cur) || stateHeading.test(cur) || countyName.test(cur) || documentTitle.test(cur)) return false;
  // A name is printed in one style: both lines in capitals, or both in mixed case.
  if ((cur === cur.toUpperCase()) !== (next === next.toUpperCase())) return false;
  const last = next.split(/\s+/).pop()!;
  return agencyWord.test(last) && isAgency(next);
}

/**
 * The issuing agency from the letterhead (the first lines): a jurisdiction ("City of Vista Linda")
 * joined with the department under it, or the first agency-like line.
 */
export function findAuthority(lines: Line[]): Field {
  const found = findAuthorityName(lines);
  // A name whose words the text ran together was mended here: a person should look at it.
  const joins = lines.slice(0, 10).flatMap((l) => [...l.text.matchAll(RUN_TOGETHER)].map((m) => `${m[1]} ${m[2]}`.toLowerCase()));
  const mended = found.value !== null && joins.some((j) => found.value!.toLowerCase().includes(j));
  return mended ? { value: found.value, confidence: Math.min(found.confidence, DOUBTED) } : found;
}

/**
 * A name a wide letter gap split ("FOOD SAFET Y BOARD": a heading's kerning read as a space) while the page prints it
 * whole elsewhere (a footer, a sentence): that spelling.
 */
export function respaced(found: Field, lines: Line[]): Field {
  const v = found.value;
  if (!v || !/(?:^|\s)[A-Za-z](?:\s|$)/.test(v.replace(/\s(?:&|[A-Z]\.)\s/g, " "))) return found;
  const squeezed = v.replace(/\s+/g, "").toLowerCase();
  for (const l of lines) {
    const words = l.text.split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      let joined = "";
      for (let j = i; j < words.length && joined.length < squeezed.length; j++) {
        joined += words[j]!.toLowerCase();
        if (joined === squeezed) {
          const whole = words.slice(i, j + 1);
          if (whole.length < v.split(/\s+/).length) return { ...found, value: whole.join(" ") };
        }
      }
    }
  }
  return found;
}

/**
 * The agency's name printed in full elsewhere ("SANGRE VALLEY" over an address line, then "ENVIRONMENTAL HEALTH
 * BUREAU"; the permit's own heading "SANGRE VALLEY ENVIRONMENTAL HEALTH BUREAU" on the next page): a cell that is
 * only a few plain words and then the name found is the same agency with its place, that spelling.
 */
export function spelledInFull(found: Field, lines: Line[]): Field {
  const v = found.value;
  if (!v) return found;
  const own = ownSpellingUnderHeading(v, lines);
  if (own) return { ...found, value: own };
  const tail = v.toLowerCase();
  for (const l of lines) {
    for (const cell of l.cells) {
      const c = cell.replace(/\s+/g, " ").trim();
      if (!c.toLowerCase().endsWith(` ${tail}`)) continue;
      const before = c.slice(0, c.length - tail.length).trim();
      if (!/^[A-Za-z][A-Za-z'.-]*(?:\s+[A-Za-z][A-Za-z'.-]*){0,3}$/.test(before) || /^(?:the|by|of|and|issued|from|at|to)$/i.test(before.split(/\s+/).pop()!)) continue;
      // A place's own name, not a heading of its own ("STATE OF X" before "OFFICE OF THE STATE FIRE MARSHAL").
      if (/^(?:the|by|of|and|issued|from|at|to)\b|\bof\b/i.test(before) || agencyWord.test(before) || documentTitle.test(before)) continue;
      // A heading's words, each capitalised; not a sentence's ("Please call the …").
      if (!before.split(/\s+/).every((w) => /^[A-Z]/.test(w))) continue;
      if (isAgency(c)) return { ...found, value: `${title(before)} ${v}` };
    }
  }
  return found;
}

/**
 * A "State of X" heading joined to an agency that does not say whose it is ("STATE OF NEBRASKA" over "Bureau of
 * Revenue Services") while the page prints the agency whole with its state's name in a cell of its own ("Nebraska
 * Bureau of Revenue Services" over the signature): the page's own spelling.
 */
function ownSpellingUnderHeading(v: string, lines: Line[]): string | null {
  const m = headingThenName.exec(v);
  if (!m) return null;
  const state = m[1]!.replace(/^(?:state|commonwealth)\s+of\s+/i, "").toLowerCase();
  const whole = `${state} ${m[2]!}`.toLowerCase();
  for (const l of lines) {
    for (const cell of l.cells) {
      const c = cell.replace(/\s+/g, " ").trim();
      if (c.toLowerCase() === whole) return c;
    }
  }
  return null;
}

function findAuthorityName(lines: Line[]): Field {
  // Per line, the agency-like cell (seals and logos leave specks in cells of their own).
  // A line naming the jurisdiction and its department side by side ("City of X — Finance Department")
  // reads as the two letterhead lines it stands for.
  const top = lines
    .slice(0, 10)
    // "The City of X": the article is no part of the jurisdiction's name.
    .map((l) => l.cells.map((c) => c.replace(RUN_TOGETHER, "$1 $2").replace(/^the\s+(?=(?:city|county|village|town|township|borough|parish)\s+of\b)/i, "").replace(/^[-–—•*·'‘"“]+\s+/, "").replace(/([a-z]{3})\.$/i, "$1")))
    // "STATE OF X — DIVISION OF Y FORM": whose form the page is printed on, not who issued it.
    .map((cells) => cells.map((c) => (parts(c).some((p) => formOrigin.test(p)) ? parts(c).filter((p) => !formOrigin.test(p)).join(" — ") : c)))
    .map((cells) => cells.find((c) => isAgency(head(c)) || /^state\s+of\s/i.test(head(c))) ?? cells.find((c) => /[a-z]{3}/i.test(c)) ?? cells[0]!)
    .flatMap((cell) => {
      const ps = parts(cell);
      const first = ps[0] ?? cell;
      const unit = ps[1];
      // The state's heading and its agency on one line: two lines' worth, read as such.
      const onOneLine = ps.length === 1 ? headingThenName.exec(first) : null;
      if (onOneLine && isAgency(onOneLine[2]!) && agencyWord.test(onOneLine[2]!)) return [onOneLine[1]!, onOneLine[2]!];
      const splitsInTwo = (jurisdiction.test(first) || /^state\s+of\s/i.test(first)) && !agencyWord.test(first) && unit && isAgency(unit);
      if (splitsInTwo) return [first, unit];
      // "Department of Public Works | City of Port Tamsin": the jurisdiction printed after its department.
      if (unit && isAgency(first) && agencyWord.test(first) && !jurisdiction.test(first) && jurisdiction.test(unit) && !agencyWord.test(unit)) return [unit, first];
      // "COMMUNITY DEVELOPMENT – BUILDING SAFETY DIVISION": a program name, then the agency.
      const agencyPart = ps.find((p) => isAgency(p));
      if (!isAgency(first) && agencyPart) return [agencyPart];
      return [first];
    });
  joinWrappedNames(top);
  let stateLine: string | null = null;
  for (let i = 0; i < top.length; i++) {
    const cur = top[i]!;
    if (stateHeading.test(cur) && !agencyWord.test(cur)) {
      stateLine = title(cur);
      continue;
    }
    if (!isAgency(cur)) continue;
    if (documentTitle.test(cur) && !agencyWord.test(cur)) continue;
    // "TOWN OF X" / "CERTIFICATE OF OCCUPANCY" / "Inspections Department · …": the office printed under the title.
    const titleBetween = documentTitle.test(top[i + 1] ?? "") && !isAgency(top[i + 1] ?? "");
    const next = (titleBetween ? top[i + 2] : top[i + 1]) ?? "";
    const nextIsUnit = isAgency(next) && agencyWord.test(next) && !jurisdiction.test(next) && !documentTitle.test(next);
    // "City of Alder Falls" or "Magnolia Bend County" over its department: one name.
    if ((jurisdiction.test(cur) || countyName.test(cur) || placeKindLast.test(cur)) && !agencyWord.test(cur) && nextIsUnit) {
      // "Office of the Town Clerk, acting as Issuing Authority": an officer acting for the government above it,
      // which is the issuer.
      if (actingFor.test(next)) return { value: title(cur), confidence: 0.75 };
      const place = cur.replace(jurisdiction, "").trim();
      const placeName = cur.replace(/^[a-z ]+?\s+of\s+/i, "").toLowerCase();
      // "State of California" over "California Department of ..." — the department already names it.
      if (next.toLowerCase().includes(placeName) || place === "") return { value: title(next), confidence: 0.8 };
      return { value: `${title(cur)} ${title(next)}`, confidence: 0.8 };
    }
    // A "State of X" heading is a place line, not part of the agency's name: it is kept only for an agency that
    // does not say whose it is (docs/ARCHITECTURE.md, "Issuing authority: the agency's own name").
    if (stateLine && !saysWhose(cur)) {
      return { value: `${stateLine} ${title(cur)}`, confidence: 0.75 };
    }
    return { value: title(cur), confidence: jurisdiction.test(cur) || agencyWord.test(cur) ? 0.75 : 0.5 };
  }
  return { value: null, confidence: 0 };
}

/** A state named in a "State of X" letterhead line. */
export function stateFromLetterhead(lines: Line[]): string | null {
  for (const l of lines.slice(0, 10)) {
    const m = /\bstate\s+of\s+([a-z ]+)/i.exec(l.text);
    if (m) {
      const name = m[1]!.trim().toLowerCase();
      for (const [full, code] of Object.entries(STATES)) if (name.startsWith(full)) return code;
    }
  }
  return null;
}
