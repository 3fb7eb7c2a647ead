// The licensee: a labelled name (strongest labels first), a name in a sentence ("This certifies that …"), or
// a business name by its shape when no label could be read.
import type { Field } from "./types";
import { none } from "./types";
import { squash, type Line } from "./doc";
import { isLabelCell, labelledValues, type Candidate } from "./labels";
import { checkLicensee, DOUBTED } from "./plausibility";
import { firstValidAgainstRivals } from "./first-valid";
import { letterheadLength, titleIndex } from "./letterhead";
import { HOW_WEIGHT } from "./labels";
import { marginConfidence, scored, standing, type Feature, type ScoredCandidate } from "./field-scorer";

/** A second name joined to a label by a slash ("Owner/Licensee", "Licensee/Operator", "Owner/Corporation"). */
const alsoNamed = "(?:\\s*\\/\\s*(?:person\\s+in\\s+charge|[a-z]+(?:\\s+(?:name|entity))?))?";
export const licenseeLabels: { re: RegExp; confidence: number }[] = [
  {
    re: new RegExp(
      `^(?:(?:applicant|owner|operator)\\s*\\/\\s*)?(?:licensee(?:\\(s\\)|s)?(?:\\s+name)?|presented\\s+to|owner(?:\\(s\\)|s)?(?:\\s+name)?(?!\\s+of\\b)|operator\\s*\\/\\s*permittee|permittee|operator|legal\\s+name(?:\\s+of\\s+(?:licensee|business|permittee|owner|operator))?|registered\\s+name|business\\s+owner|registrant|taxpayer(?:\\s+name)?|(?:certificate|permit|license|licence|registration)\\s+holder|licensed\\s+(?:business|entity|establishment|company|firm)(?:\\s+name)?|holder|(?:alarm|industrial|registered|permit)\\s+user|(?:issued|awarded|granted)\\s+to|name\\s+of\\s+(?:licensee|business|permittee|occupant|owner|operator)|premises\\s+of|this\\s+certifies\\s+that)${alsoNamed}(?![a-z])\\s*[:.]?`,
      "i",
    ),
    confidence: 0.85,
  },
  {
    re: new RegExp(
      `^(?:(?:applicant|owner|operator)\\s*\\/\\s*)?(?:business\\s+name\\s+(?:and|&)\\s+[a-z]+|business(?:\\s+name)?(?:\\s*\\/\\s*tenant)?|business\\s*\\/\\s*tenant|tenant(?:\\s*\\/\\s*occupant)?|occupant(?:\\s+name)?|occupancy\\s+name|establishment\\s+name|name)${alsoNamed}(?![a-z])\\s*[:.]?`,
      "i",
    ),
    confidence: 0.75,
  },
  // The trade name is accepted too, but only when no legal name is printed.
  { re: /^(?:d\/b\/a|dba|trade\s+name|doing\s+business\s+as)(?![a-z])\s*[:.]?/i, confidence: 0.6 },
  // The person answering for the premises (a fire permit's "Responsible Party") only when nothing names the business.
  { re: /^(?:responsible\s+party|person\s+in\s+charge)(?![a-z])\s*[:.]?/i, confidence: 0.5 },
];
/** Entities on a license that are not the licensee: the landlord, the property owner, the agent. */
export const notLicensee = /\b(property\s+owner|owner\s+of\s+record|landlord|lessor|agent|contractor|applicant'?s\s+representative|mailing)\b/i;

export function nameShaped(raw: string): string | null {
  // Another field's label and value ("Physical Address: 4418 …") is no name, before any caption is cut from its end.
  if (/^[A-Za-z][A-Za-z /()&'.-]{1,30}:\s/.test(squash(raw.replace(/[|]/g, " ")))) return null;
  // "Alder Foods LLC, d/b/a Alder Grill": the legal name comes first; "…, a California corporation" is its form.
  const v = squash(raw.replace(/[|]/g, " "))
    // Another caption and its value run on after the name on one line ("Copper Kettle Inc. Owner: Dana Whitlock").
    .replace(/(?<=\S)\s+[A-Z][A-Za-z]+(?:\s+[A-Za-z]+){0,2}:\s.*$/, "")
    .split(/,?\s+(?:d\/b\/a|dba|doing\s+business\s+as)\b/i)[0]!
    .replace(/,\s+an?\s+(?:[A-Z][a-z]+\s+){0,2}(?:corporation|limited\s+liability\s+company|llc|partnership|limited\s+partnership|company|sole\s+proprietorship)\b.*$/i, "")
    .replace(/[,;:]+$/, "")
    // "Alder Foods LLC (Alder Grill)": the trade name in brackets after the legal name's suffix.
    .replace(/(\b(?:LLC|L\.L\.C\.|LLP|PLLC|Inc\.?|Corp\.?|Co\.|Company|Ltd\.?|LP))\s+\([^()]{2,60}\)$/i, "$1")
    // OCR's bracket for the C of a legal suffix ("Golden Oak Brewhouse, LL("), or "uc" / "LLG" read for it.
    .replace(/\bLL[([{]$/, "LLC")
    .replace(/(?<=[A-Za-z]{2,}\s)(?:uc|LLG)$/, "LLC");
  if (v.length < 3 || v.length > 80) return null;
  if (!/^[A-Z0-9"']/.test(v) || /\d{3,}/.test(v)) return null;
  // Another caption of the row ("Owner | Officers" beside "Business Name and Location"): a label word, then a rule.
  if (/^(?:owner|licensee|permittee|operator|business|name|officers?)\s*[|/:]/i.test(raw.trim())) return null;
  // The rest of a possessive label ("Owner's Information" read as "Owner" + "'s Information") is no name.
  if (/^['’]s\b/i.test(v)) return null;
  // A word with a digit between its letters is OCR misreading a label ("BUS1Nness"), not a name.
  if (/[A-Za-z]\d+[A-Za-z]/.test(v)) return null;
  // A label read as a value ("OF RECORD", "Doing Business As") or a sentence is not a name.
  if (isLabelCell(v) || /^(of|as|the|to|and|for)\b/i.test(v) || /:$/.test(raw.trim())) return null;
  // Another field's label and value ("Business Name: Ridgeback Burger Co.") taken from the line under a label.
  if (/^[A-Za-z][A-Za-z /()&'.-]{1,30}:\s/.test(v)) return null;
  // A document title ("CERTIFIED FOOD PROTECTION MANAGER", "SIGN PERMIT") is not a name either.
  if (/\b(licen[cs]e|permit|certificate|certified|certification|registration)\b/i.test(v)) return null;
  const words = v.split(" ");
  const capital = words.filter((w) => /^[A-Z0-9&"'(]/.test(w)).length;
  if (capital / words.length < 0.6 || !words.some((w) => /^[A-Z][A-Za-z'&.-]+/.test(w))) return null;
  return v;
}

export function licensee(lines: Line[]): Field {
  // A candidate of the wrong kind (a caption, a scrap of a word) is passed over for the next one.
  const personOrBusiness = (raw: string) => {
    const v = nameShaped(raw);
    return v && checkLicensee(v, lines, null).kind !== "reject" ? v : null;
  };
  // The letterhead and the title never hold the licensee ("Taxpayer Service Division", "ALARM USER REGISTRATION").
  const head = titleIndex(lines);
  const labelled = (re: RegExp) =>
    labelledValues(lines, re).filter((c) => c.line > head && !notLicensee.test(c.label.replace(c.value, "")) && !notLicensee.test(c.value) && !AGENCY_UNIT_LABEL.test(labelOf(c)) && !QUANTITY_LABEL.test(labelOf(c)));
  for (const { re, confidence } of licenseeLabels) {
    const joined = splitNames(labelled(re), personOrBusiness);
    const cands = ownersBehindBusiness([...joined, ...labelled(re)], personOrBusiness);
    const f = firstValidAgainstRivals(cands, personOrBusiness, confidence);
    if (f.value && joined.some((c) => personOrBusiness(c.value) === f.value)) return { value: f.value, confidence: Math.min(f.confidence, DOUBTED) };
    if (f.value) return businessOverOwner(f, cands, labelled(licenseeLabels[1]!.re), personOrBusiness);
  }
  // "This certifies that / Jane Roe", "…PRESENTS that EXAMPLE DINER INC., having paid…"
  const flat = lines.map((l) => l.text).join("\n");
  // "…is hereby granted to Juniper & Salt LLC for the premises at…"
  const oneLine = flat.replace(/\s*\n\s*/g, " ");
  const m = USE_OF.exec(oneLine) ?? firstSentenceName(flat) ?? HEREBY_PERMITS.exec(oneLine);
  if (m) {
    const v = personOrBusiness(m[1]!);
    if (v) return { value: v, confidence: 0.7 };
  }
  const byShape = entityByShape(lines);
  return byShape.value ? byShape : holderUnderCredential(lines, personOrBusiness);
}

/**
 * A name the OCR split into cells beside its label ("Owner | Marsh | Heron Supper Club LLC"): a single word,
 * then the rest of the row, read as one name when it then ends with a legal suffix. Joined by the reader, so a
 * person should check it.
 */
function splitNames(cands: Candidate[], parse: (v: string) => string | null): Candidate[] {
  const out: Candidate[] = [];
  cands.forEach((c, k) => {
    const rest = cands.slice(k + 1).filter((o) => o.how === "next-cell" && o.line === c.line && o.label === c.label);
    if (c.how !== "next-cell" || /\s/.test(c.value.trim()) || rest.length === 0) return;
    const v = parse([c.value, ...rest.map((o) => o.value)].join(" "));
    if (v && entitySuffix.test(v)) out.push({ ...c, value: v });
  });
  return out;
}

/** A line naming a person's credential: "Certified Food Protection Manager", "FOOD HANDLER CARD". */
const CREDENTIAL = /\b(?:certif\w*|credential|card|manager|handler|food\s+(?:protection|safety))\b/i;

/**
 * A card or certificate for a person with no label and no sentence: the holder's name on a line of its own right
 * under the line naming the credential ("Certified Food Protection Manager" / "Anika Fairweather"). Only a person's
 * name by its shape, so a person should check it.
 */
function holderUnderCredential(lines: Line[], parse: (v: string) => string | null): Field {
  for (let i = 0; i + 1 < Math.min(lines.length, 10); i++) {
    const title = lines[i]!;
    const next = lines[i + 1]!;
    if (title.cells.length !== 1 || !CREDENTIAL.test(title.text) || /\d|:/.test(title.text) || title.text.split(/\s+/).length > 6) continue;
    if (next.cells.length !== 1 || CREDENTIAL.test(next.text) || !PERSON.test(next.text.trim())) continue;
    const v = parse(next.text);
    if (v) return { value: v, confidence: 0.5 };
  }
  return none();
}

/**
 * "…Ann Roe and Tom Poe, for the use of BLUE HERON TAVERN, INC., trading as …": people licensed
 * for the use of a business — the business is the licensee. Read over the text with its line breaks as spaces.
 */
const USE_OF = /\bfor\s+the\s+use\s+of\s+([A-Z][A-Za-z0-9&.,' -]{2,60}?(?:LLC|L\.L\.C\.|LLP|Inc\.?|INC\.?|Corp\.?|CORP\.?|Co\.|CO\.|Company|COMPANY|Ltd\.?|LP))(?=[.,;]?\s)/;

/**
 * "The Department … hereby permits Marsh Hen Supper Club, LLC to present live music …": the one an agency
 * permits or authorizes to do something. Read over the text with its line breaks as spaces.
 */
const HEREBY_PERMITS = /\bhereby\s+(?:permits|authori[sz]es|licenses|allows)\s+([A-Z][A-Za-z0-9&.,' -]{2,70}?)(?:,\s+(?:d\/b\/a|doing\s+business\s+as|trading\s+as)\b.*?)?\s+to\s+(?=[a-z])/;

/** "Alder Foods LLC, d/b/a …", "Marisol Vega": the name in a licensee sentence ("This certifies that …"). */
const SENTENCE_NAMES = [
  /\b(?:certif(?:y|ies)|CERTIF(?:Y|IES)|presents|PRESENTS|attests?|ATTESTS?|(?:[Kk]now|KNOW)\s+(?:all|ALL)\s+(?:persons|PERSONS|people|PEOPLE|men|MEN))\s+(?:that|THAT)\s*\n?\s*([A-Z][A-Za-z0-9&.,' -]{2,60}?)(?:,?\s+(?:having|has|is|was)\b|,\s+(?:trading|doing\s+business)\s+as\b|,?\s+(?:d\/b\/a|t\/a)\b|\n|$)/g,
  // "…is granted to X", "the Board … hereby grants to X, a Vermont corporation, whose agent is …".
  /\b(?:[Gg]rant(?:ed|s)|[Ii]ssue[ds]|[Aa]ward(?:ed|s)|GRANT(?:ED|S)|ISSUE[DS]|AWARD(?:ED|S))\s+(?:to|TO|unto|UNTO)\s*\n?\s*([A-Z][A-Za-z0-9&.,' -]{2,60}?)(?:,?\s+(?:for|at|to|having|has|is|was|located)\b|,\s+(?:an?\s+[A-Z][A-Za-z-]*\s+(?:corporation|limited|company|partnership|llc)|whose|which)\b|,\s+(?:trading|doing\s+business)\s+as\b|,?\s+(?:d\/b\/a|t\/a)\b|[.;]?\n|[.;]?$)/g,
  /\b(?:license|licence|permit|registration)\s+(?:of|held\s+by)\s+([A-Z][\w&.'-]*(?:\s+(?:&|and|[A-Z][\w&.,'-]*)){1,6}?)(?=,?\s+(?:for|at|has|have|is|was|located)\b)/g,
  // A certificate's holder on a line of their own, what they did on the next ("Jane Roe" / "has completed the …").
  /(?:^|\n)[ \t]*([A-Z][A-Za-z'’.-]+(?:[ \t]+[A-Z][A-Za-z'’.-]+){1,4})[ \t]*\n\s*(?:has\s+(?:successfully\s+)?(?:completed|passed|met|satisfied|fulfilled|demonstrated)|is\s+hereby\s+(?:certified|recognized|recognised))\b/g,
  // The subject of "… is licensed to sell …", its trade name after it ("By authority of the Board, X, doing business
  // as Y, is licensed to …"): the one licensed. The name begins after a comma or a sentence's start.
  /(?:^|[.;:]\s+|,\s+|\n)((?:[A-Z][\w&'.-]*\s+){0,6}[A-Z][\w&'.-]*(?:,?\s+(?:LLC|L\.L\.C\.|LLP|Inc\.?|INC\.?|Corp\.?|CORP\.?|Co\.|CO\.|Ltd\.?|LP))?)(?:,\s+(?:doing\s+business\s+as|d\/b\/a|trading\s+as)\s+[^,]{1,60},)?\s+is\s+(?:hereby\s+)?(?:licensed|permitted|authori[sz]ed)\s+to\b/g,
];

/** The first sentence naming the licensee, in SENTENCE_NAMES' order. */
function firstSentenceName(flat: string): RegExpExecArray | null {
  for (const re of SENTENCE_NAMES) {
    const m = new RegExp(re.source, re.flags.replace("g", "")).exec(flat);
    if (m) return m;
  }
  return null;
}

const OWNER_LABEL = /^(?:business\s+)?(?:owner|operator)(?:\(s\)|s)?(?:\s+name)?\b/i;
/** A person's role printed after their name. */
const ROLE_AFTER = /,\s*(?:(?:managing|sole|general|senior)\s+)?(?:member|owner|officer|president|vice\s+president|partner|manager|director|secretary|treasurer|principal|proprietor|ceo|cfo|coo)\.?$/i;
const PERSON = /^(?:(?:mr|mrs|ms|dr)\.?\s+)?[A-Z][A-Za-z'’-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][A-Za-z'’-]+){1,2}$/;
/** What a candidate's label says beside its value. */
const labelOf = (c: Candidate) => c.label.replace(c.value, "").trim();
/** A person (their role after the name allowed: "Jane Roe, Managing Member") under an owner's or operator's label. */
const ownerPerson = (label: string, value: string) => OWNER_LABEL.test(label) && PERSON.test(value.replace(ROLE_AFTER, "")) && !entitySuffix.test(value);

/**
 * A person under an owner's or operator's label ("OWNER | JANE ROE") while a business name with its legal suffix
 * has a label of its own ("BUSINESS | GULL ROCK GRILL INC"): the license is the business's, the owner is the
 * person behind it. Otherwise the rule's value stays.
 */
function businessOverOwner(f: Field, cands: Candidate[], business: Candidate[], parse: (v: string) => string | null): Field {
  const chosen = cands.find((c) => parse(c.value) === f.value);
  if (!chosen) return f;
  // "Owner | Pier Block Holdings LLC" beside "Business | Tern Street Noodle Bar LLC" (a permit's parties): two companies, the
  // owner's perhaps the property's. The business the label names is the licensee, but a person should look.
  if (OWNER_LABEL.test(labelOf(chosen)) && entitySuffix.test(f.value!)) {
    for (const c of business) {
      const v = parse(c.value);
      const same = !!v && (v.toLowerCase().includes(f.value!.toLowerCase()) || f.value!.toLowerCase().includes(v.toLowerCase()));
      if (v && !same && entitySuffix.test(v) && BUSINESS_LABEL.test(labelOf(c))) return { value: v, confidence: Math.min(f.confidence, 0.5) };
    }
    return f;
  }
  if (!ownerPerson(labelOf(chosen), f.value!)) return f;
  for (const c of business) {
    const v = parse(c.value);
    if (v && entitySuffix.test(v)) return { value: v, confidence: Math.min(f.confidence, 0.7) };
  }
  return f;
}

/**
 * A person under an owner's or officer's label is the one behind the business when a label of the same strength
 * names a business with its legal suffix ("Licensed business | Alder Foods LLC" beside "Owner / officer | Jane Roe,
 * Member"): the owner's value is dropped, so it neither wins nor stands as the business's rival.
 */
function ownersBehindBusiness(cands: Candidate[], parse: (v: string) => string | null): Candidate[] {
  const business = cands.some((c) => {
    const v = parse(c.value);
    return !!v && entitySuffix.test(v) && !OWNER_LABEL.test(labelOf(c));
  });
  if (!business) return cands;
  return cands.filter((c) => {
    const v = parse(c.value);
    return !v || !ownerPerson(labelOf(c), v);
  });
}

/** A label that names the business itself ("Business", "Business name", "Establishment name"), not its owner. */
const BUSINESS_LABEL = /^(?:business|establishment|licensed\s+business)(?:\s+name)?(?![a-z])/i;
/**
 * An agency's unit read as a label because it begins like one ("Business Licensing Division", "Business Tax
 * Office"): the cell beside it is the letterhead's, never the licensee.
 */
const AGENCY_UNIT_LABEL = /\b(?:division|department|dept|bureau|office|section|agency|commission)\b/i;
/** A label that begins like a name's ("Business …") but names something else: a location, a phone, a kind. */
const NOT_A_NAME_LABEL = /\b(?:location|address|phone|telephone|type|class|category|number|no\.|id|hours|activity|description)\b/i;
/** A caption that begins with a name's word but counts something ("Occupant capacity: 140", "Occupant load"). */
const QUANTITY_LABEL = /\b(?:capacity|load|count|seats|seating|number\s+of)\b/i;
/** A signature line's words: the official who signed, not the holder. */
const SIGNATURE = /\b(?:signature|signed|authori[sz]ed|official|director|inspector|commissioner|clerk)\b/i;

/** The trade name's label: the licensee's other name, never a rival of its legal name. */
export const TRADE_NAME = "label: trade name";

/**
 * Every phrase on the page that could be the licensee, scored: the label it is tied to (its strength in the
 * lexicon, how it sits by the label), a sentence naming the holder, or only the shape of a business name; an
 * entity suffix speaks for it, a doubt of the checks (one word, a letter's addressee) against it.
 */
export function licenseeCandidates(lines: Line[]): ScoredCandidate[] {
  const out: ScoredCandidate[] = [];
  const add = (raw: string, features: Feature[]): boolean => {
    const v = nameShaped(raw);
    if (!v) return false;
    const verdict = checkLicensee(v, lines, null);
    if (verdict.kind === "reject") return false;
    const extra: Feature[] = [];
    if (entitySuffix.test(v)) extra.push({ name: "entity suffix", weight: 0.1 });
    if (verdict.kind === "doubt") extra.push({ name: `doubted: ${verdict.why}`, weight: -0.3 });
    out.push(scored(v, [...features, ...extra]));
    return true;
  };
  const head = titleIndex(lines);
  licenseeLabels.forEach(({ re, confidence }, tier) => {
    // One value per label: its neighbours in the other direction are the fallback the rule takes only when the
    // first does not read as a name (they are another label's values, not rivals).
    const taken = new Set<string>();
    for (const c of labelledValues(lines, re)) {
      if (c.line <= head || notLicensee.test(c.label.replace(c.value, "")) || notLicensee.test(c.value)) continue;
      if ((tier > 0 && NOT_A_NAME_LABEL.test(c.label.replace(c.value, "")) && !/\bname\b/i.test(c.label.replace(c.value, ""))) || SIGNATURE.test(c.value) || AGENCY_UNIT_LABEL.test(labelOf(c)) || QUANTITY_LABEL.test(labelOf(c))) continue;
      const key = `${c.at}:${c.label}`;
      if (taken.has(key)) continue;
      const features: Feature[] = [{ name: tier === 2 ? TRADE_NAME : `label: ${c.label}`, weight: confidence * HOW_WEIGHT[c.how] }];
      if (add(c.value, features)) taken.add(key);
    }
  });
  const flat = lines.map((l) => l.text).join("\n");
  for (const re of SENTENCE_NAMES) for (const m of flat.matchAll(re)) add(m[1]!, [{ name: "named in a sentence", weight: 0.7 }]);
  const useOf = USE_OF.exec(flat.replace(/\s*\n\s*/g, " "));
  if (useOf) add(useOf[1]!, [{ name: "licensed for its use", weight: 0.75 }]);
  // Business names by shape alone, outside the letterhead and anyone else's lines: weak, but they can be rivals.
  for (const l of lines.slice(Math.max(1, letterheadLength(lines)))) {
    if (notLicensee.test(l.text)) continue;
    for (const cell of l.cells) if (entitySuffix.test(cell.trim())) add(cell, [{ name: "business name by shape", weight: 0.3 }]);
  }
  return out;
}

/** The licensee's confidence from its margin over the best candidate naming someone else (trade names aside). */
export function licenseeConfidence(chosen: string, cands: ScoredCandidate[]): number {
  const rivals = cands.filter((c) => !c.features.some((f) => f.name === TRADE_NAME));
  return marginConfidence(standing(chosen, [...rivals, ...cands.filter((c) => c.value === chosen)]), { weak: 0.55, close: 0.1, full: 0.4 });
}

export const entitySuffix = /\b(?:LLC|L\.L\.C\.|LLP|PLLC|Inc\.?|Incorporated|Corp\.?|Corporation|Co\.|Company|Ltd\.?|LP)$/i;

/**
 * No label could be read (tiny labels in a photo): the first cell shaped like a business name
 * ("… Inc", "… LLC") outside the letterhead, unless its own line names it as someone else.
 */
function entityByShape(lines: Line[]): Field {
  for (const l of lines.slice(Math.max(1, letterheadLength(lines)))) {
    if (notLicensee.test(l.text)) continue;
    for (const whole of l.cells) {
      // "Industrial User: Saltgrass Oyster Bar LLC": a label the lexicon does not know, then the name.
      const cell = whole.replace(/^[A-Za-z][A-Za-z /&'-]{1,30}:\s+(?=[A-Z0-9])/, "");
      if (!entitySuffix.test(cell.trim())) continue;
      const v = nameShaped(cell);
      if (v) return { value: v, confidence: 0.4 };
    }
  }
  // Inside a sentence: "…approved for occupancy as a restaurant by Crescent Gumbo House LLC."
  for (const l of lines.slice(Math.max(1, letterheadLength(lines)))) {
    if (notLicensee.test(l.text)) continue;
    const m = /\b(?:by|to|for|on\s+behalf\s+of)\s+((?:[A-Z][A-Za-z&'.-]*\s+){1,5}(?:LLC|L\.L\.C\.|LLP|Inc\.?|Corp\.?|Corporation|Co\.|Company|Ltd\.?|LP))(?=[.,;]?(?:\s|$))/.exec(l.text);
    const v = m ? nameShaped(m[1]!) : null;
    if (v) return { value: v, confidence: 0.35 };
  }
  return none();
}
