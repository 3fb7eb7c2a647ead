// What the license reader knows about each value it read, as numbers for the confidence calibrator
// (calibrator.ts): general evidence only — the field, where the text came from, the rule's own confidence, the
// scorer's margin, the OCR's confidence in the value's words, the value's shape, how often the page prints it,
// how many other candidates the page offers, and what kind of page it is. Nothing here names a layout or a value.
import type { LicenseFields } from "../types";
import type { PageWords } from "../../text/words";
import type { Line } from "../doc";
import { findDates } from "../dates";
import { licenseeCandidates, licenseeConfidence, entitySuffix } from "../licensee";
import { authorityCandidates, authorityConfidence } from "../authority-candidates";
import { looseKey } from "../field-scorer";
import { valueOcrConfidence } from "../ocr-evidence";
import { printedDateConfidence } from "../date-positions";
import { letterheadLength } from "../letterhead";

export type LicenseFieldKey = keyof LicenseFields;
export const CALIBRATED_FIELDS: LicenseFieldKey[] = ["licenseNumber", "issueDate", "expirationDate", "issuingAuthority", "licenseeName", "address", "state", "licenseType"];

/** Everything the reader saw of the page. */
export interface PageEvidence {
  text: string;
  lines: Line[];
  words?: PageWords[];
  fromOcr: boolean;
}

export type FeatureVector = Record<string, number>;

const log1 = (n: number) => Math.log1p(Math.max(0, n));

/** How many times the page prints the value (loosely: case, punctuation and spacing aside; dates by their day). */
function timesPrinted(field: LicenseFieldKey, value: string, page: PageEvidence): number {
  if (field === "issueDate" || field === "expirationDate") return findDates(page.text.replace(/\s+/g, " ")).filter((d) => d.iso === value).length;
  if (field === "state" || field === "licenseType") return 0;
  const key = looseKey(field === "address" ? (value.split(",")[0] ?? value) : value);
  if (key === "") return 0;
  const flat = ` ${looseKey(page.text)} `;
  let n = 0;
  for (let at = flat.indexOf(` ${key} `); at !== -1; at = flat.indexOf(` ${key} `, at + 1)) n++;
  return n;
}

/** How many distinct candidates of the field's kind the page offers (dates, ID-shaped tokens, names, agencies). */
function candidateCount(field: LicenseFieldKey, page: PageEvidence): number {
  switch (field) {
    case "issueDate":
    case "expirationDate":
      return new Set(findDates(page.text.replace(/\s+/g, " ")).map((d) => d.iso)).size;
    case "licenseNumber":
      return new Set(page.text.match(/\b(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,}\b/g) ?? []).size;
    case "licenseeName":
      return new Set(licenseeCandidates(page.lines).map((c) => looseKey(c.value))).size;
    case "issuingAuthority":
      return new Set(authorityCandidates(page.lines).map((c) => looseKey(c.value))).size;
    case "address":
      return (page.text.match(/\b[A-Z]{2}\.?,?\s+\d{5}(?:-\d{4})?\b/g) ?? []).length;
    default:
      return 0;
  }
}

/** The scorer's verdict where the field has one (licensee, agency), else the rule's confidence. */
function margin(field: LicenseFieldKey, value: string, rule: number, page: PageEvidence): number {
  if (field === "licenseeName") return licenseeConfidence(value, licenseeCandidates(page.lines));
  if (field === "issuingAuthority") return authorityConfidence(value, page.lines);
  return rule;
}

/** Whether the value has the shape its field's values have. */
function wellFormed(field: LicenseFieldKey, value: string): number {
  switch (field) {
    case "licenseNumber":
      return /\d/.test(value) && value.replace(/\W/g, "").length >= 5 && !/\s\S+\s\S+\s/.test(value) ? 1 : 0;
    case "licenseeName":
      return entitySuffix.test(value) ? 1 : 0;
    case "issuingAuthority":
      return /\b(?:of|county|city|state|town|village|parish|district)\b/i.test(value) ? 1 : 0;
    case "address":
      return /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?$/.test(value) ? 1 : 0;
    default:
      return 1;
  }
}

/** The shape of a name or an agency's name: what a phrase cut from a sentence or a caption looks like. */
function nameShape(value: string): [string, number][] {
  const words = value.split(/\s+/).filter((w) => w !== "");
  const letters = value.replace(/[^A-Za-z]/g, "");
  return [
    ["ends on a joining word", /\b(?:the|of|and|as|a|an|for|to|by|&|in|at|on|or)$/i.test(value.trim()) ? 1 : 0],
    ["odd punctuation", /[/()[\];:|]/.test(value) ? 1 : 0],
    ["comma inside", /,\s*\S/.test(value) ? 1 : 0],
    ["upper case, no suffix", letters.length > 0 && letters === letters.toUpperCase() && !entitySuffix.test(value) ? 1 : 0],
    ["words", log1(words.length) / 2],
  ];
}

/** The least OCR confidence of the value's words (1 for a text layer, or when its words are not found). */
function ocrWord(field: LicenseFieldKey, value: string, page: PageEvidence): number {
  if (!page.fromOcr || !page.words) return 1;
  if (field === "state" || field === "licenseType") return 1;
  const c = field === "issueDate" || field === "expirationDate" ? printedDateConfidence(value, page.words) : valueOcrConfidence(value, page.words);
  return c ?? 1;
}

/** The page's mean OCR word confidence (1 for a text layer). */
function pageOcr(page: PageEvidence): number {
  if (!page.fromOcr || !page.words) return 1;
  const cs = page.words.flatMap((p) => p.words).flatMap((w) => (w.conf === undefined ? [] : [w.conf]));
  return cs.length === 0 ? 1 : cs.reduce((a, c) => a + c, 0) / cs.length;
}

/**
 * The feature vector of every value read (fields left empty have none). Each field's own features are named
 * `<field>:<feature>` so the model weighs them per field; page-wide ones are shared.
 */
export function licenseFeatures(fields: LicenseFields, page: PageEvidence): Partial<Record<LicenseFieldKey, FeatureVector>> {
  const letter = /^(?:dear|to whom)\b/im.test(page.text) ? 1 : 0;
  const lines = page.lines.length;
  const tabbed = lines === 0 ? 0 : page.lines.filter((l) => l.cells.length > 1).length / lines;
  const ocrMean = pageOcr(page);
  const head = letterheadLength(page.lines);
  const out: Partial<Record<LicenseFieldKey, FeatureVector>> = {};
  for (const field of CALIBRATED_FIELDS) {
    const f = fields[field];
    if (f.value === null) continue;
    const own = (name: string, v: number): [string, number] => [`${field}:${name}`, v];
    const rule = f.confidence;
    const printed = timesPrinted(field, f.value, page);
    out[field] = Object.fromEntries([
      ["bias", 1],
      ["ocr", page.fromOcr ? 1 : 0],
      ["ocr page doubt", 1 - ocrMean],
      ["letter", letter],
      ["lines", log1(lines) / 5],
      ["tabbed lines", tabbed],
      ["letterhead lines", log1(head) / 3],
      own("bias", 1),
      own("ocr", page.fromOcr ? 1 : 0),
      own("rule", rule),
      own("rule high", rule >= 0.85 ? 1 : 0),
      own("margin", margin(field, f.value, rule, page)),
      own("ocr word doubt", 1 - ocrWord(field, f.value, page)),
      own("printed again", printed >= 2 ? 1 : 0),
      own("not printed", printed === 0 && field !== "state" && field !== "licenseType" ? 1 : 0),
      own("candidates", log1(candidateCount(field, page)) / 3),
      own("well formed", wellFormed(field, f.value)),
      own("letter", letter),
      ...(field === "licenseeName" || field === "issuingAuthority" ? nameShape(f.value).map(([n, v]) => own(n, v)) : []),
    ]);
  }
  return out;
}
