import type { Field, LicenseFields } from "./types";
import type { PageWords } from "../text/words";
import { none } from "./types";
import { toLines, type Line } from "./doc";
import { joinWrappedYears } from "./date-wrap";
import { HOW_WEIGHT, labelledValues } from "./labels";
import { firstValid, sameText } from "./first-valid";
import { letterheadLength } from "./letterhead";
import { licensee, licenseeCandidates, licenseeConfidence, licenseeLabels, nameShaped, notLicensee } from "./licensee";
import { authorityConfidence } from "./authority-candidates";
import { findDates, parseDate } from "./dates";
import { dateByRole, dateRole, datesWithRoles, distance, ocrLetters } from "./date-context";
import { matchLicenseType } from "./license-type";
import { findAddress } from "./address";
import { findAuthority, respaced, spelledInFull, stateFromLetterhead } from "./authority";
import { completeCutAgencyWord, partRunWords, repairAgencyWords, repairOcrIdentifier, repairStateNames } from "./ocr-confusions";
import { checkLicenseFields, checkLicensee, checkLicenseNumber, DOUBTED } from "./plausibility";
import { dateByPosition, placedDates, printedDateConfidence, type PositionedChoice } from "./date-positions";
import { SURE_WORD, sureWordBar, valueOcrConfidence } from "./ocr-evidence";
import { settleNumericOrder } from "./date-order";
import { valueUnderLabel } from "./value-positions";
import { unspacedCapitals } from "./letter-spacing";
import { dropDebrisLines } from "./ocr-debris";
import { chooseAddress, chooseAuthority, chooseLicensee } from "./field-choice";
import { calibrateLicenseFields } from "./calibration/calibrator";
import { repairOcrDates } from "./ocr-dates";
import { EXPIRY_LABEL_LETTERS, ISSUE_LABEL_LETTERS, mangledLabelDate } from "./ocr-labels";

export interface LicenseRuleOptions {
  /** The catalogue's license type names; the type is always one of these (or null). */
  licenseTypeNames: string[];
  /** The text was read by OCR: identifiers get their look-alike characters (0/O, 1/I/l) put back. */
  fromOcr?: boolean;
  /** The page's words with their boxes (and OCR confidences): dates by position, and how sure the OCR was of a value. */
  words?: PageWords[];
}

// Label lexicon, field by field: the names documents give each field, strongest first.
const numberLabels: { re: RegExp; confidence: number; corner?: boolean }[] = [
  {
    // Up to two words may qualify the kind ("Application/Permit No.", "Encroachment Permit No.", "Current
    // License ID"); labels of other numbers ("Building Permit No.") are refused by their words below.
    re: /^(?:[a-z]+\s*\/\s*|[a-z]+\s+){0,2}(?:license|licence|permit|certificate|certification|registration|serial|card|receipt|cert\.?|lic\.?|btr|c\.?\s?[o0]\.?|c\s+of\s+o)\s*(?:no\.?|number|num\.?|nbr\.?|#|id\b\.?)\s*[:#.]?/i,
    confidence: 0.9,
  },
  // A bare "No." or "Number" (a corner of the certificate, a grid column).
  { re: /^(?:no\.?|number|#|id(?:\s*(?:no\.?|number|#))?)(?=\s|$|:)\s*[:#.]?/i, confidence: 0.75 },
  // A kind of document alone as a caption, its identifier beside or under it (a corner box "Permit" over "ZP-0042").
  { re: /^(?:license|licence|permit|certificate|registration)\s*[:#]?$/i, confidence: 0.75 },
  // The kind with a word or two before it as the caption of a corner box ("BUSINESS LICENSE" over "2026104417").
  // A title line on its own ("BURGLAR ALARM PERMIT") is no such caption: the box shares its line with another cell.
  { re: /^(?:[a-z]+\s+){1,2}(?:license|licence|permit|certificate|registration)\s*[:#]?$/i, confidence: 0.7, corner: true },
];
/**
 * Numbers a registration is known by when it prints no license number: the tax or account number of a
 * seller's permit or a business tax receipt. Taken only after every other way has found nothing.
 */
const accountLabels: RegExp[] = [
  /^(?:(?:sales|use|state|business|taxpayer)\s+)*(?:tax\s*id(?:\s*(?:no\.?|number|#))?|tax\s*(?:no\.?|number|#)|taxpayer\s*(?:id|no\.?|number|#)|tid|account\s*(?:no\.?|number|id|#)|acct\.?\s*(?:no\.?|number|#))(?![a-z])\s*[:#.]?/i,
];
/** Tax numbers that name the owner rather than the registration: the federal employer number. */
const federalNumber = /\b(federal|fein|ein|ssn|social|employer)\b/i;
/** Labels of numbers that are never the document's own: a building permit on a certificate of occupancy, a receipt. */
const otherNumber = /\b(building|bldg|receipt|rcpt|parcel|account|acct|form|phone|fax|tel|invoice|check|case|plan|reference|ref|contractor|business\s+id|facility\s+id|ubi|fein|ein)\b/i;
const otherNumberWords = ["building", "receipt", "parcel", "account", "invoice", "reference"];
/** The label names another number, also when OCR misread a letter or two of it ("Permit No. (Bullaing)"). */
function namesOtherNumber(label: string): boolean {
  if (otherNumber.test(label)) return true;
  const words = ocrLetters(label.toLowerCase()).match(/[a-z]{6,}/g) ?? [];
  return words.some((w) => otherNumberWords.some((k) => Math.abs(w.length - k.length) <= 2 && distance(w, k) <= 2));
}

/** A word naming which issue or expiry a date label means ("Original Issue Date", "Permit Expires"). */
const dateQualifier = "(?:(?:original|current|initial|license|licence|permit|certificate|registration)\\s+)?";
const issueLabel = new RegExp(
  `^${dateQualifier}(?:date\\s+(?:of\\s+)?(?:issued?|issuance)|issu(?:e|ance)\\s*date|issued(?:\\s+on|\\s+date)?|effective(?:\\s+date|\\s+on)?|date\\s+effective|valid\\s+from|start\\s+date|(?:term|period)\\s+(?:begins|starts|commences|start)|granted(?:\\s+on)?|date\\s+of\\s+certification|certified\\s+on|date\\s+certified|certification\\s+date|date\\s+(?:registered|approved|granted)|date\\s+of\\s+grant|registration\\s+date|registered(?!\\s+(?!on\\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b)[a-z])(?:\\s+on)?|approved(?:\\s+on)?(?!\\s+(?:at|in|for|under|with)\\b)|approval\\s+date)(?![a-z])(?!\\s+by\\b)\\s*[:.]?`,
  "i",
);
/**
 * The start of a term ("Valid from", "Effective", "Start date"): the issue date when nothing says when the license
 * was issued, else the date issued is ("Valid from May 1 … Date of issue April 22": issued before its term).
 */
const termStartLabel = new RegExp(`^${dateQualifier}(?:effective(?:\\s+date|\\s+on)?|date\\s+effective|valid\\s+from|start\\s+date|(?:term|period)\\s+(?:begins|starts|commences|start))(?![a-z])\\s*[:.]?`, "i");
const expiryLabel = new RegExp(
  `^${dateQualifier}(?:expir(?:ation|es|y|ing)(?:\\s+date|\\s+on)?|exp\\.?\\s*date|exp(?:\\.|(?=\\s*:))|valid\\s+(?:through|thru|until|to)|date\\s+of\\s+expiration|good\\s+(?:through|thru|until)|renewal\\s+date|(?:term|period)\\s+(?:ends|end|expires))(?![a-z])\\s*[:.]?`,
  "i",
);

/** An OCR'd identifier whose figures after its dash the OCR set apart behind a speck ("SG26- (0412"): joined again. */
const SPECK_AFTER_DASH = /(?<=[A-Z0-9])-\s+[([{|]\s*(?=\d)/g;
const rejoinAcrossSpeck = (raw: string) => raw.replace(SPECK_AFTER_DASH, "-");

/** "AB CD 401-000123 (see note)" → "AB CD 401-000123": leading ID-like tokens with a digit. */
export function cleanNumber(raw: string, fromOcr = false): string | null {
  const dashed = (fromOcr ? rejoinAcrossSpeck(raw) : raw).replace(/[‐‑‒–—]/g, "-");
  const tokens = (fromOcr ? repairOcrIdentifier(dashed) : dashed)
    .replace(/^[#:\s.]+/, "")
    .split(/\s+/);
  const kept: string[] = [];
  for (const t of tokens) {
    const tok = t.replace(/[,;]+$/, "");
    if (!/^[A-Z0-9][A-Z0-9\-/.]*$/.test(tok) || /[a-z]/.test(tok)) {
      // "C of O 2026-0041": a short word joining the letters of a prefix.
      if (!kept.some((k) => /\d/.test(k)) && kept.length > 0 && kept.length <= 2 && /^(of|and|&)$/.test(tok)) {
        kept.push(tok);
        continue;
      }
      break;
    }
    kept.push(tok.replace(/\.$/, ""));
    if (kept.length >= 5) break;
  }
  const value = kept.join(" ");
  if (!/\d/.test(value) || value.replace(/\W/g, "").length < 4 || value.length > 32) return null;
  // A bare date is never the license number.
  if (parseDate(value) && /^[\d/.-]+$/.test(value)) return null;
  // A phone number or an amount of money is not a license number either.
  if (/^\(?\d{3}\)?[\s.-]\d{3}-\d{4}$/.test(value) || /^\$/.test(raw.trim())) return null;
  return value;
}

/** The kinds of document a label or title may name: the number labelled with the document's own kind is its number. */
const KIND_WORDS: Record<string, string> = {
  license: "license",
  licence: "license",
  lic: "license",
  permit: "permit",
  certificate: "certificate",
  cert: "certificate",
  certification: "certificate",
  registration: "registration",
  card: "card",
  receipt: "receipt",
};
const kindsIn = (s: string) => new Set((s.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => KIND_WORDS[w]).filter((k): k is string => !!k));
/** Words of an agency's name: a letterhead line, not the document's title. */
const AGENCY_LINE = /\b(?:department|dept|division|board|bureau|office|commission|program|section|collector|clerk)\b/i;

/**
 * The kinds of document the title names ("SIGN & AWNING PERMIT", "LOCAL BUSINESS TAX RECEIPT", "Food Handler Card"):
 * short cells of the top lines naming a kind, neither a label with its value nor an agency's name.
 */
function titleCells(lines: Line[]): string[] {
  const out: string[] = [];
  for (const l of lines.slice(0, 10)) {
    for (const cell of l.cells) {
      if (cell.split(/\s+/).length > 8 || /[:#]|\bno\.|\d{5,}/i.test(cell) || AGENCY_LINE.test(cell)) continue;
      // "Permit ZP-10-0001" beside the title: a label with its value.
      if (/\d/.test(cell) && !/^(?:\d{4}\s*[-–]\s*)?\d{4}\b/.test(cell)) continue;
      if (kindsIn(cell).size > 0) out.push(cell);
    }
  }
  return out;
}
export function titleKinds(lines: Line[]): Set<string> {
  return new Set(titleCells(lines).flatMap((c) => [...kindsIn(c)]));
}

/**
 * The identifier's letter prefix is the title's initials ("BTR-…" on a "Local Business Tax Receipt", "TFE-…" on a
 * "Temporary Food Establishment Permit"): the document's own number, printed with its kind.
 */
export function prefixNamesTitle(value: string, lines: Line[]): boolean {
  const prefix = /^([A-Z]{2,5})[-\s]?\d/.exec(value)?.[1];
  if (!prefix) return false;
  return titleCells(lines).some((cell) => {
    const initials = (cell.match(/[A-Za-z]+/g) ?? []).filter((w) => !/^(?:of|and|the|to|for|a)$/i.test(w)).map((w) => w[0]!.toUpperCase());
    let k = 0;
    for (const ch of initials) if (ch === prefix[k]) k++;
    return k === prefix.length && prefix[0] === initials.find((c) => c === prefix[0]);
  });
}

/** A cell that is only a kind of document and its identifier ("Permit ZP-10-0001", "License 700123"). */
const kindAndId = /^(?:[A-Za-z]+\s+){0,2}(license|licence|permit|certificate|registration|card|receipt)\s*[:#]?\s+([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)$/i;

interface NumberCandidate {
  value: string;
  /** The label's weight in the lexicon, with the title's kind. */
  score: number;
  /** The confidence the rule gives it (the label's and the position's). */
  confidence: number;
  label: string;
  line: number;
}

/**
 * Every labelled license number on the page, scored: the label's strength in the lexicon and how the value sits by
 * it, plus the document's own kind — a number labelled with the kind the title names ("Permit number" on a permit,
 * "Card No." on a card, "Receipt No." on a tax receipt) is ahead of a number labelled with another kind (the person
 * in charge's "cert. no." on a permit). A label naming another number is no candidate, unless it names the
 * document's own kind (a receipt's "Receipt No.").
 */
export function numberCandidates(lines: Line[], clean: (v: string) => string | null): NumberCandidate[] {
  const own = titleKinds(lines);
  const out: NumberCandidate[] = [];
  // A receipt's number is another number (a fee paid), except on a tax receipt whose number carries the title's
  // initials ("Receipt No. BTR-…" on a "Business Tax Receipt").
  const taxTitle = titleCells(lines).some((c) => /\btax\b/i.test(c));
  const otherThanOwn = (label: string, value: string) => {
    const rest = own.has("receipt") && prefixNamesTitle(value.trim(), lines) ? label.replace(/\b(?:receipt|rcpt)\b/gi, " ") : label;
    // A tax registration's number ("Business tax cert. no.") is the holder's, unless the document is a tax one.
    return namesOtherNumber(rest) || (!taxTitle && /\btax\b/i.test(rest));
  };
  const ownKind = (label: string) => [...kindsIn(label)].some((k) => own.has(k));
  for (const { re, confidence, corner } of numberLabels) {
    for (const c of labelledValues(lines, re)) {
      if (corner && (lines[c.at ?? c.line]?.cells.length ?? 0) < 2) continue;
      const label = c.label.replace(c.value, "");
      if (otherThanOwn(label, c.value) || otherNumber.test(c.value)) continue;
      const v = clean(c.value);
      if (!v) continue;
      const base = confidence * HOW_WEIGHT[c.how];
      // The order of the labelled values (the document's usual direction first) decides among equals, not how each sits.
      out.push({ value: v, score: confidence + (ownKind(label) ? 0.15 : 0), confidence: Math.round(base * 100) / 100, label: c.label, line: c.at ?? c.line });
    }
  }
  lines.forEach((l, i) =>
    l.cells.forEach((cell) => {
      const m = kindAndId.exec(cell.trim());
      if (!m || otherThanOwn(cell.slice(0, m.index + m[0].indexOf(m[2]!)), m[2]!)) return;
      const v = clean(m[2]!);
      if (v && /[A-Z-]/i.test(v.replace(/^\d+$/, ""))) out.push({ value: v, score: 0.7 + (own.has(KIND_WORDS[m[1]!.toLowerCase()]!) ? 0.15 : 0), confidence: 0.7, label: cell, line: i });
    }),
  );
  return out;
}

/**
 * "KS-FH-440120 DOB 09/14", "ST-22-0041187 FEIN 0093-4": a formatted identifier (figures with a dash or slash), then
 * a short word and a value with figures — another label and its value on the same line, not part of the number.
 */
export function beforeAnotherLabel(value: string): string {
  const tokens = value.split(" ");
  for (let i = 1; i + 1 < tokens.length; i++) {
    const formatted = tokens.slice(0, i).some((t) => /\d/.test(t) && /[-/]/.test(t));
    if (formatted && /^[A-Za-z]{2,5}$/.test(tokens[i]!) && /\d/.test(tokens[i + 1]!)) return tokens.slice(0, i).join(" ");
  }
  return value;
}

function licenseNumber(lines: Line[], fromOcr: boolean, words: PageWords[] | undefined): Field {
  // A candidate of the wrong kind (a caption, a phone number, a date) is passed over for the next one.
  const clean = (v: string) => {
    const whole = cleanNumber(v, fromOcr);
    const n = whole && beforeAnotherLabel(whole);
    return n && checkLicenseNumber(n, lines).kind !== "reject" ? n : null;
  };
  const cands = numberCandidates(lines, clean);
  if (cands.length > 0) {
    // The best by score (the first printed among equals); another value scoring about as well is a rival.
    const best = cands.reduce((a, b) => (b.score > a.score + 1e-9 ? b : a));
    const rival = cands.some((c) => c.label !== best.label && c.line !== best.line && !sameText(c.value, best.value) && c.score >= best.score - 0.1);
    return { value: best.value, confidence: rival ? Math.min(best.confidence, DOUBTED) : best.confidence };
  }
  // A label inside a line rather than at a cell's start ("FOOD ESTABLISHMENT PERMIT No. 88-31907").
  for (const l of lines) {
    const m = /\b(?:license|licence|permit|certificate|registration)(?:\s+of\s+[a-z]+)?\s+(?:no\.?|number|#)\s*[:#.]?\s*(\S.*)$/i.exec(l.text);
    if (!m || namesOtherNumber(l.text.slice(0, m.index + 20))) continue;
    const v = clean(m[1]!);
    if (v) return { value: v, confidence: 0.7 };
  }
  // A caption over its identifier by the words' positions, where the lines do not line them up (a corner box).
  const under = words ? valueUnderLabel(words, numberLabels[0]!.re, (caption) => !namesOtherNumber(caption) && !/\btax\b/i.test(caption), clean) : null;
  if (under) return { value: under, confidence: 0.7 };
  // Unlabelled: the first code shaped like "AB-2026-00123" outside reference/receipt/form lines.
  const unlabelled = lines.filter((l) => !/(facility|receipt|rcpt|form|rev\.|parcel|account|acct|reference|ref\b|phone|fax|tel\b|doc\.|building|bldg|clearance|representative|rep\.?\s*code|candidate|customer|\bf?ein\b|federal|employer|\bssn\b)/i.test(l.text));
  for (const l of unlabelled) {
    const text = fromOcr ? l.cells.map(repairOcrIdentifier).join(" ") : l.text;
    const m = /(?<![\w-])[A-Z]{1,6}(?:-[A-Z0-9]{1,8}){1,4}\b/.exec(text);
    if (m && /\d/.test(m[0]) && !parseDate(m[0])) return { value: m[0], confidence: 0.35 };
  }
  // Or a cell that holds nothing but an identifier ("465-585539", "U13-8466"): under the title, or in the letterhead
  // when a letter prefix names its kind ("TAX 0455-12345" printed under the agency's name).
  const head = letterheadLength(lines);
  const idCell = (l: Line) =>
    l.cells
      .map((cell) => ({ cell, v: clean(cell) }))
      .find(({ cell, v }) => v && v === (fromOcr ? repairOcrIdentifier(cell.trim()) : cell.trim()) && v.replace(/\D/g, "").length >= 5 && !/^\d{5}(?:-\d{4})?$/.test(v))?.v;
  for (const l of unlabelled.filter((u) => u.index > head)) {
    const v = idCell(l);
    if (v) return { value: v, confidence: 0.3 };
  }
  for (const l of unlabelled.filter((u) => u.index <= head)) {
    const v = idCell(l);
    if (v && /^[A-Z]{2,5}[\s-]?\d{3,}(?:-\d{3,})+$/.test(v)) return { value: v, confidence: 0.3 };
  }
  // A registration known by its tax or account number (seller's permits, business tax receipts).
  for (const re of accountLabels) {
    const cands = labelledValues(lines, re).filter((c) => !federalNumber.test(c.label.replace(c.value, "")));
    const f = firstValid(cands, clean, 0.5);
    if (f.value) return f;
  }
  return none();
}

function labelledDate(lines: Line[], label: RegExp, role?: "issue" | "expiry"): Field {
  return firstValid(labelledValues(lines, label), role ? dateOfRole(role) : (v) => parseDate(v), 0.9);
}

/**
 * A labelled value's date, unless the value is a sentence of its own whose words name another kind of date ("Permit
 * void if work is not completed by September 1, 2026" over an "APPROVED" stamp).
 */
const dateOfRole =
  (role: "issue" | "expiry") =>
  (v: string): string | null => {
    const d = findDates(v)[0];
    if (!d) return null;
    const before = v.slice(0, d.index).trim();
    const named = before.split(/\s+/).length >= 4 ? dateRole(before) : null;
    return named !== null && named !== role ? null : d.iso;
  };

/** Wording of documents that run until revoked: no date of theirs is an expiration. */
const neverExpires = /\b(?:does\s+not\s+expire|until\s+(?:revoked|cancell?ed|surrendered)|no\s+expiration)\b/i;

/** Dates inside sentences: "issued on March 3, 2026", "expires June 30, 2027". */
function sentenceDate(text: string, words: RegExp, reach = 30): Field {
  const flat = text.replace(/\s+/g, " ");
  for (const d of findDates(flat)) {
    const before = flat.slice(Math.max(0, d.index - reach), d.index);
    if (words.test(before)) return { value: d.iso, confidence: 0.6 };
  }
  return none();
}

/** The label of a license's term: "Permit period", "License term", "Licensing year", "Term", "Valid dates". */
const termLabel = /^(?:(?:license|licence|licensing|permit|registration|certificate)\s+(?:period|term|year)|term|period|valid(?:ity)?(?:\s+dates?|(?:\s+for\s+the)?\s+period)?|effective\s+(?:dates?|period))(?![a-z])\s*[:.]?/i;

const termInSentence = /\b(?:licen[cs]ed?|permit(?:ted)?|registered|renewed|granted|issued|valid|approved)\b[^.;:]{0,40}?\b(?:for|during)\s+the\s+(?:(?:license|licence|permit)\s+)?(?:period|term)(?:\s+(?:of|from|beginning))?$/i;
const otherPeriod = /\b(?:returns?|filing|reports?|reporting|covers?|covered|payments?|paid|quarter|inspections?|tax\s+period)\b/i;

/**
 * A term printed as a range ("Valid October 1, 2026 through September 30, 2027", "Term: 04/01/2026 to
 * 03/31/2027", "Permit Period 01/01/2026 - 12/31/2026"): the start is the issue, the end the expiry. A
 * range whose words name something else (an inspection, a tax period paid) is not the term.
 */
function dateRange(lines: Line[]): [string, string] | null {
  // A term's own label with the range as its value, beside or under it ("Permit period | 08/01/2026 - 07/31/2028").
  for (const c of labelledValues(lines, termLabel)) {
    const ds = findDates(c.value);
    if (ds.length !== 2) continue;
    const [a, b] = ds as [(typeof ds)[0], (typeof ds)[0]];
    if (/^\s*(?:-|–|—|to|through|thru|until)\s*$/i.test(c.value.slice(a.index + a.length, b.index)) && a.iso < b.iso) return [a.iso, b.iso];
  }
  for (const l of lines) {
    // "Valid for calendar year 2026", "Good for the license year 2027".
    const year = /\b(?:valid|good|effective|issued)\s+(?:for\s+)?(?:the\s+)?(?:calendar|license|licence|permit|tax)\s+year\s+(\d{4})\b/i.exec(l.text);
    if (year) return [`${year[1]}-01-01`, `${year[1]}-12-31`];
    // "Mar 1 – Nov 30, 2026": the year printed once, after the end.
    const short = new RegExp(`^(.{0,30}?)\\b(${monthWords})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|–|—|to|through|thru)\\s*((?:${monthWords})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(\\d{4}))`, "i").exec(l.text);
    if (short && /(?:^|:|\b(?:valid|term|period|season|effective|dates?))\s*$/i.test(short[1]!.trim() === "" ? "" : short[1]!.trim())) {
      const a = parseDate(`${short[2]} ${short[3]}, ${short[5]}`);
      const b = parseDate(short[4]!);
      if (a && b && a < b) return [a, b];
    }
    const ds = findDates(l.text);
    for (let k = 0; k + 1 < ds.length; k++) {
      const a = ds[k]!;
      const b = ds[k + 1]!;
      const between = l.text.slice(a.index + a.length, b.index);
      if (!/^\s*(?:-|–|—|to|through|thru|until)\s*$/i.test(between) || b.iso <= a.iso) continue;
      // Only a label's worth of words before it: "Term", "Permit Period:", "Valid"; a sentence ("Your first
      // return covers … through …") speaks of another period.
      const before = l.text.slice(0, a.index);
      const lead = before.trim();
      // "…is valid from November 1, 2026 until October 31, 2027": a sentence, but it names the term.
      if (/\b(?:valid|effective|good|runs?)\s+from$/i.test(lead) && dateRole(before) !== "other") return [a.iso, b.iso];
      // "…has been renewed for the period December 1, 2026 through November 30, 2027": the license's own term in a
      // sentence; a period a return, a payment or an inspection covers is not.
      if (termInSentence.test(lead) && !otherPeriod.test(lead) && dateRole(before) !== "other") return [a.iso, b.iso];
      const labelLike = lead === "" || /:$/.test(lead) || /\b(?:valid|term|period|effective|dates?|from|license|licence|permit|registration|certificate)$/i.test(lead);
      if (!labelLike || lead.split(/\s+/).length > 4 || dateRole(before) === "other") continue;
      return [a.iso, b.iso];
    }
  }
  return null;
}

/**
 * The end of a term whose start the OCR garbled ("Valid for the period | 05/0172026-04/30/2027": a slash read as a
 * figure): the term's label, a run of figures and slashes that reads as no date, a dash, then the end date.
 */
function termEndOnly(lines: Line[]): string | null {
  for (const c of labelledValues(lines, termLabel)) {
    const ds = findDates(c.value);
    if (ds.length !== 1) continue;
    const end = ds[0]!;
    if (end.index + end.length < c.value.trim().length - 1) continue;
    if (/^\s*[\d/.]{6,}\s*(?:-|–|—|to|through|thru)\s*$/i.test(c.value.slice(0, end.index))) return end.iso;
  }
  return null;
}

const monthWords = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";

const TERM_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, twelve: 12, eighteen: 18, thirty: 30, sixty: 60, ninety: 90 };
/** "expires one year from the date of issue", "valid for 90 days after issuance": the issue date plus the term. */
function termFromIssue(text: string, issue: string): Field {
  const m = /\b(?:expires?|valid\s+for|good\s+for)\s+(\d{1,3}|one|two|three|four|five|six|twelve|eighteen|thirty|sixty|ninety)\s*\(?\d*\)?\s+(year|month|day)s?\s+(?:from|after)\s+(?:the\s+)?(?:date\s+of\s+)?issu/i.exec(text.replace(/\s+/g, " "));
  if (!m) return none();
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : TERM_NUMBERS[m[1]!.toLowerCase()]!;
  const d = new Date(`${issue}T00:00:00Z`);
  const unit = m[2]!.toLowerCase();
  if (unit === "year") d.setUTCFullYear(d.getUTCFullYear() + n);
  else if (unit === "month") d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCDate(d.getUTCDate() + n);
  return { value: d.toISOString().slice(0, 10), confidence: 0.6 };
}

/**
 * A date from the lines weighed against the date the page's positions name for the same role: agreement keeps
 * (or, for a guess, raises) it; a guess gives way to a date a label names alone; a labelled date another label
 * contests is "please check"; a date only the positions found is taken at a confidence by its label's place.
 */
function withPosition(field: Field, choice: PositionedChoice | null): Field {
  if (!choice) return field;
  const clear = choice.rival === 0 && choice.conf >= 0.6;
  // Two dates named the same way with little between their labels' places: no margin to be sure of either.
  const close = choice.rival > 0 && choice.score - choice.rival < 0.2;
  if (field.value === choice.iso) {
    if (close) return { value: field.value, confidence: Math.min(field.confidence, DOUBTED) };
    return clear && field.confidence < 0.6 && choice.score >= 0.9 ? { value: field.value, confidence: 0.7 } : field;
  }
  if (!field.value) return { value: choice.iso, confidence: clear ? Math.round(50 + 25 * choice.score) / 100 : DOUBTED };
  if (field.confidence < 0.6) return clear && choice.score >= 0.9 ? { value: choice.iso, confidence: 0.65 } : field;
  return { value: field.value, confidence: Math.min(field.confidence, DOUBTED) };
}

/** Built-in extractor: labelled values, date formats and the license catalogue; confidences calibrated last. */
export function extractLicenseRules(text: string, opts: LicenseRuleOptions): LicenseFields {
  return calibrateLicenseFields(readLicenseRules(text, opts), { text, lines: toLines(text), words: opts.words, fromOcr: opts.fromOcr ?? false });
}

/** The rules' reading with the rules' own confidences, before calibration (what the calibrator is trained on). */
export function readLicenseRules(rawText: string, opts: LicenseRuleOptions): LicenseFields {
  // OCR'd slashes read as 1 put back where a date is expected; such a date is "please check" (ocr-dates.ts).
  // A photo's background read as lines of letters is left out (ocr-debris.ts).
  const printed = opts.fromOcr && opts.words ? dropDebrisLines(rawText, opts.words) : rawText;
  const { text: read, repaired } = opts.fromOcr ? repairOcrDates(printed) : { text: printed, repaired: new Set<string>() };
  const text = joinWrappedYears(read);
  const lines = toLines(text);
  // A label naming the issue itself ("Date of issue", "Issued", "Granted") first; the other issue labels (a term's
  // start, "Approved", "Registered") only when none gives a date.
  const issuedLabelled = labelledValues(lines, issueLabel).filter((c) => !termStartLabel.test(c.label) && /\b(?:issu|grant)/i.test(c.label));
  let issueDate = firstValid(issuedLabelled, dateOfRole("issue"), 0.9);
  let issuedByName = issueDate.value !== null;
  if (!issueDate.value) issueDate = labelledDate(lines, issueLabel, "issue");
  if (!issueDate.value && opts.fromOcr) issueDate = mangledLabelDate(lines, ISSUE_LABEL_LETTERS);
  const range = dateRange(lines);
  if (!issueDate.value && range) issueDate = { value: range[0], confidence: 0.7 };
  if (!issueDate.value) issueDate = sentenceDate(text, /\b(issued|effective|registered|granted|approved|valid\s+from)(\s+(?:on|this))?(?:\s+the)?\s*:?\s*$/i);
  // "Sign Permit No. ZP-10-0002 was issued to Oak & Fern LLC on May 4, 2026": the holder named between.
  if (!issueDate.value) issueDate = sentenceDate(text, /\b(?:was|were|is|been)\s+(?:issued|granted)\s+to\s+[^.;:]{2,60}?\s+on\s*$/i, 60);
  // "…caused this license to be signed by its Clerk and sealed on the eleventh day of May, 2026", "Given under my
  // hand and seal this 5th day of May, 2026": the day the license was signed, which is when it was issued.
  if (!issueDate.value) {
    issueDate = sentenceDate(text, /\b(?:signed|sealed|given|executed|dated)\b[^.;:]{0,40}?\b(?:on|this)(?:\s+the)?\s*$/i, 60);
    issuedByName = issueDate.value !== null;
  }
  // "…for the term commencing on the 1st day of July, 2026": a term's start named in a sentence.
  if (!issueDate.value) issueDate = sentenceDate(text, /\b(?:term|period|license|licen[cs]e|permit)\b[^.;]{0,20}?\b(?:commenc\w*|beginning|starting)(?:\s+(?:on|from))?(?:\s+the)?\s*$/i);
  if (!issueDate.value) issueDate = dateByRole(lines, "issue");
  const unnamed = datesWithRoles(lines)
    .filter((d) => d.role === null && d.alone)
    .map((d) => d.iso)
    .sort();
  let expirationDate = labelledDate(lines, expiryLabel, "expiry");
  if (!expirationDate.value && opts.fromOcr) expirationDate = mangledLabelDate(lines, EXPIRY_LABEL_LETTERS);
  // Two labels do not share one value: an expiry label whose first neighbour is the issue date ("PERMIT ISSUED /
  // February 17, 2026 / VALID THROUGH / Dec 31, 2026" read upwards) takes its neighbour on the other side.
  const issued = issueDate.value;
  if (issued && expirationDate.value && expirationDate.value <= issued) {
    const afterIssue = (v: string) => {
      const d = parseDate(v);
      return d && d > issued ? d : null;
    };
    const later = firstValid(labelledValues(lines, expiryLabel), afterIssue, 0.6);
    if (later.value) expirationDate = later;
  }
  if (!expirationDate.value && range && !neverExpires.test(text)) expirationDate = { value: range[1], confidence: 0.7 };
  if (!expirationDate.value && !range && !neverExpires.test(text)) {
    const end = termEndOnly(lines);
    if (end) expirationDate = { value: end, confidence: DOUBTED };
  }
  // A few words may come between ("expires at midnight on September 30, 2027").
  if (!expirationDate.value) expirationDate = sentenceDate(text, /\b(expires|expiration|valid\s+(through|thru|until))(\s+[a-z0-9]+){0,4}?\s*:?\s*$/i);
  // "…and ending on the 30th day of June, 2027": the end of a term whose start a sentence named.
  if (!expirationDate.value) expirationDate = sentenceDate(text, /(?:\band|,)\s+(?:ending|terminating|expiring)(?:\s+at\s+(?:midnight|noon|\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\.?))?(?:\s+on)?(?:\s+the)?\s*$/i, 45);
  // "Permit void if work is not completed by September 1, 2026": the day it lapses unless a condition is met — its end,
  // for a person to check.
  if (!expirationDate.value) {
    const lapses = sentenceDate(text, /\b(?:void|lapses?|becomes\s+invalid)\b[^.;:]{0,50}?\b(?:by|after|on)(?:\s+the)?\s*$/i, 70);
    if (lapses.value) expirationDate = { value: lapses.value, confidence: DOUBTED };
  }
  // "expires one year from the date of issue": the term added to the issue date.
  if (!expirationDate.value && issueDate.value) expirationDate = termFromIssue(text, issueDate.value);
  if (!expirationDate.value) expirationDate = dateByRole(lines, "expiry");
  // A bare "Date:" on a certificate is the day it was issued, when nothing else names one.
  if (!issueDate.value) {
    const d = labelledDate(lines, /^date(?=\s*[:.]|\s*$|\s+\d)\s*[:.]?/i);
    if (d.value && d.value !== expirationDate.value) issueDate = { value: d.value, confidence: 0.5 };
  }
  // A certificate dated only by its examination ("Date of Examination") was issued then.
  if (!issueDate.value) {
    const exam = labelledDate(lines, /^(?:date\s+of\s+exam(?:ination)?|exam(?:ination)?\s+date)(?![a-z])\s*[:.]?/i);
    if (exam.value && exam.value !== expirationDate.value) issueDate = { value: exam.value, confidence: 0.5 };
  }
  // Dates no word names (labels OCR could not read): a license runs from the earlier to the later.
  if (!issueDate.value) {
    const first = unnamed.find((d) => !expirationDate.value || d < expirationDate.value);
    if (first) issueDate = { value: first, confidence: 0.4 };
  }
  if (!expirationDate.value && issueDate.value && !neverExpires.test(text)) {
    const last = unnamed.filter((d) => d > issueDate.value!).pop();
    if (last) expirationDate = { value: last, confidence: 0.4 };
  }
  // The page's words: each date with the label beside, over or under it by position (values printed under their
  // labels, in sentences), which confirms, corrects or contests the date the lines gave.
  if (opts.words && opts.words.length > 0) {
    const placed = placedDates(opts.words);
    const byPosition = dateByPosition(placed, "issue");
    const expiryByPosition = neverExpires.test(text) ? null : dateByPosition(placed, "expiry");
    // A row of values whose cells the lines paired with the wrong captions (a stray rule read as "|" merged two
    // cells): the date the lines gave for one role is the date the words' places clearly give the other, and the
    // places clearly give this role another date — that one, for a person to check.
    const clear = (c: PositionedChoice | null): c is PositionedChoice => c !== null && c.rival === 0 && c.score >= 0.9 && c.conf >= 0.6;
    const shifted = (f: Field, mine: PositionedChoice | null, other: PositionedChoice | null): Field | null =>
      f.value !== null && clear(mine) && clear(other) && f.value === other.iso && mine.iso !== f.value ? { value: mine.iso, confidence: DOUBTED } : null;
    const issueShifted = shifted(issueDate, byPosition, expiryByPosition);
    const expiryShifted = shifted(expirationDate, expiryByPosition, byPosition);
    // A term's start placed by position does not contest a date a label names as issued.
    issueDate = issueShifted ?? withPosition(issueDate, issuedByName && byPosition?.start ? null : byPosition);
    if (expiryByPosition) expirationDate = expiryShifted ?? withPosition(expirationDate, expiryByPosition);
  }
  issueDate = settleNumericOrder(issueDate, text);
  expirationDate = settleNumericOrder(expirationDate, text);
  const unsureIfRepaired = (f: Field): Field => (f.value && repaired.has(f.value) ? { value: f.value, confidence: Math.min(f.confidence, DOUBTED) } : f);
  issueDate = unsureIfRepaired(issueDate);
  expirationDate = unsureIfRepaired(expirationDate);
  if (issueDate.value && expirationDate.value && expirationDate.value <= issueDate.value) {
    // The issue date read again for the expiry of a license that says it runs until revoked: it has none.
    expirationDate = expirationDate.value === issueDate.value && neverExpires.test(text) ? none() : { value: expirationDate.value, confidence: 0.3 };
  }
  const address = findAddress(lines, letterheadLength(lines));
  // The agency's name is read on lines whose spaced capitals are read as words (letter-spacing.ts).
  const named = unspacedCapitals(lines);
  const state = address.value?.state
    ? { value: address.value.state, confidence: address.confidence }
    : ((s) => (s ? { value: s, confidence: 0.5 } : none()))(stateFromLetterhead(lines));
  const fields: LicenseFields = {
    licenseNumber: doubtRejoined(licenseNumber(lines, opts.fromOcr ?? false, opts.words), text, opts.fromOcr ?? false),
    issueDate,
    expirationDate,
    issuingAuthority: findAuthority(named),
    licenseeName: licenseeOrUnderLabel(lines, opts.words),
    address: { value: address.value?.line ?? null, confidence: address.confidence },
    state,
    licenseType: matchLicenseType(text, opts.licenseTypeNames),
  };
  const checked = checkLicenseFields(byMargin(scorerChooses(fields, lines, named), lines, named), lines, letterheadLength(lines));
  return opts.words && opts.fromOcr ? weighOcrWords(checked, opts.words) : checked;
}

/** A number joined across an OCR speck is the reader's repair: for a person to check. */
function doubtRejoined(f: Field, text: string, fromOcr: boolean): Field {
  if (!fromOcr || !f.value || !new RegExp(SPECK_AFTER_DASH.source).test(text)) return f;
  const apart = text.replace(SPECK_AFTER_DASH, "-").includes(f.value) && !text.includes(f.value);
  return apart ? { value: f.value, confidence: Math.min(f.confidence, DOUBTED) } : f;
}

/** The licensee the lines give, else the name under a licensee's caption by the words' positions. */
function licenseeOrUnderLabel(lines: Line[], words: PageWords[] | undefined): Field {
  const byLines = licensee(lines);
  if (byLines.value || !words) return byLines;
  const name = (v: string) => {
    const n = nameShaped(v);
    return n && checkLicensee(n, lines, null).kind !== "reject" ? n : null;
  };
  const under = valueUnderLabel(words, licenseeLabels[0]!.re, (caption) => !notLicensee.test(caption), name);
  return under ? { value: under, confidence: 0.6 } : byLines;
}

/** The field scorer overrules the rules' licensee, agency or premises when theirs is implausible or clearly behind (field-choice.ts). */
function scorerChooses(fields: LicenseFields, lines: Line[], named: Line[]): LicenseFields {
  const issuingAuthority = spelledInFull(respaced(chooseAuthority(fields.issuingAuthority, named), named), named);
  const out = { ...fields, issuingAuthority, licenseeName: chooseLicensee(fields.licenseeName, lines, issuingAuthority.value) };
  const premises = chooseAddress(fields.address, lines, letterheadLength(lines));
  if (premises) {
    out.address = premises.field;
    if (premises.state) out.state = { value: premises.state, confidence: premises.field.confidence };
  }
  return out;
}

/**
 * The rules chose the values; each chosen licensee and agency is then weighed against every other candidate of its
 * field (field-scorer.ts): its confidence is at most what its margin over the best rival earns, so a close rival or
 * a winner on weak features alone is "please check".
 */
function byMargin(fields: LicenseFields, lines: Line[], named: Line[]): LicenseFields {
  const cap = (f: Field, conf: number): Field => (f.value === null ? f : { value: f.value, confidence: Math.min(f.confidence, conf) });
  return {
    ...fields,
    licenseeName: fields.licenseeName.value ? cap(fields.licenseeName, licenseeConfidence(fields.licenseeName.value, licenseeCandidates(lines))) : fields.licenseeName,
    issuingAuthority: fields.issuingAuthority.value ? cap(fields.issuingAuthority, authorityConfidence(fields.issuingAuthority.value, named)) : fields.issuingAuthority,
  };
}

/** An OCR'd value whose least sure word is below the kind's bar is "please check" (`SURE_WORD`). */
function weighOcrWords(fields: LicenseFields, words: PageWords[]): LicenseFields {
  const out = { ...fields };
  const doubt = (f: Field, conf: number | null, bar: number): Field =>
    f.value !== null && conf !== null && conf < sureWordBar(bar, words) ? { value: f.value, confidence: Math.min(f.confidence, DOUBTED) } : f;
  out.licenseNumber = doubt(out.licenseNumber, out.licenseNumber.value ? valueOcrConfidence(out.licenseNumber.value, words) : null, SURE_WORD.identifier);
  for (const k of ["licenseeName", "issuingAuthority"] as const) {
    out[k] = doubt(out[k], out[k].value ? valueOcrConfidence(out[k].value!, words) : null, SURE_WORD.text);
  }
  out.address = doubt(out.address, out.address.value ? valueOcrConfidence(out.address.value, words) : null, SURE_WORD.identifier);
  // A name the OCR ran together ("JaneRoe", "Heron Quay GrillLLC"): parted, and left for a person to check.
  const name = out.licenseeName.value;
  const run = name ? /^([A-Z][a-z]{2,})([A-Z][a-z]{2,})$/.exec(name) : null;
  const parted = run ? `${run[1]} ${run[2]}` : name ? partRunWords(name) : null;
  if (parted && parted !== name) out.licenseeName = { value: parted, confidence: Math.min(out.licenseeName.confidence, DOUBTED) };
  if (out.issuingAuthority.value) out.issuingAuthority = { ...out.issuingAuthority, value: repairAgencyWords(repairStateNames(out.issuingAuthority.value)) };
  // The last word cut at the photo's edge, completed from agencies' words: the reader's guess, for a person to check.
  const completed = out.issuingAuthority.value ? completeCutAgencyWord(out.issuingAuthority.value) : null;
  if (completed) out.issuingAuthority = { value: completed, confidence: Math.min(out.issuingAuthority.confidence, DOUBTED) };
  if (out.address.value) out.address = { ...out.address, value: repairStateNames(out.address.value) };
  for (const k of ["issueDate", "expirationDate"] as const) {
    out[k] = doubt(out[k], out[k].value ? printedDateConfidence(out[k].value!, words) : null, SURE_WORD.text);
  }
  if (out.address.confidence < fields.address.confidence) out.state = { ...out.state, confidence: Math.min(out.state.confidence, DOUBTED) };
  return out;
}
