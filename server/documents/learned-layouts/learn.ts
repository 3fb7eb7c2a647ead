// Learning from one correction (issue 30, point 5), without storage: what a correction teaches about a layout,
// and how a reading of another document of that layout uses it. `store.ts` keeps it per organization.
import type { Word } from "../text";
import { toLines } from "../extract/doc";
import { checkLicenseFields } from "../extract/plausibility";
import type { Field, LicenseFields } from "../extract/types";
import { locateValue, readAnchor, type Anchor } from "./anchor";
import { fingerprintSimilarity, layoutFingerprint, SAME_LAYOUT, type FixedWord } from "./fingerprint";
import { LEARNABLE_FIELDS, sameValue, valueFromText, type LearnableField } from "./field-kinds";
import { valueWordsOf, wordsOfPage } from "./page-words";

/**
 * What the server keeps of a reading until the license is saved: the first page's words, the values read and
 * the document's sha256 (a license saved with another file teaches nothing). Never taken from the client.
 */
export interface ReadingSnapshot {
  sha256: string;
  fromOcr: boolean;
  words: Word[];
  read: Partial<Record<LearnableField, string | null>>;
}

export type Anchors = Partial<Record<LearnableField, Anchor>>;

/** A layout an organization has corrected: its fingerprint and where it prints each corrected field. */
export interface LearnedLayout {
  fingerprint: FixedWord[];
  anchors: Anchors;
}

/** A value read from a learned place is this sure (the organization's own correction), unless a check doubts it. */
export const LEARNED_CONFIDENCE = 0.9;

export function snapshotOf(sha256: string, words: readonly Word[], fields: LicenseFields, fromOcr: boolean): ReadingSnapshot {
  const read: ReadingSnapshot["read"] = {};
  for (const f of LEARNABLE_FIELDS) read[f] = fields[f].value;
  return { sha256, fromOcr, words: wordsOfPage(words), read };
}

/** The fingerprint of a reading: its fixed words, leaving out the words of `extra` values (the saved ones). */
export function fingerprintOf(snapshot: ReadingSnapshot, extra: readonly (string | null | undefined)[] = []): FixedWord[] {
  return layoutFingerprint(snapshot.words, valueWordsOf([...Object.values(snapshot.read), ...extra]));
}

/** The fields the person changed from what was read (a value emptied teaches nothing). */
export function correctedFields(snapshot: ReadingSnapshot, saved: Partial<Record<LearnableField, string | null>>): LearnableField[] {
  return LEARNABLE_FIELDS.filter((f) => {
    const value = saved[f];
    return typeof value === "string" && value.trim() !== "" && !sameValue(f, value, snapshot.read[f]);
  });
}

/**
 * What saving `saved` after `snapshot`'s reading teaches: the layout's fingerprint and an anchor for each
 * corrected field whose saved value is printed on the page. Null when nothing was corrected or found.
 */
export function learnFromCorrection(snapshot: ReadingSnapshot, saved: Partial<Record<LearnableField, string | null>>): LearnedLayout | null {
  const fields = correctedFields(snapshot, saved);
  if (fields.length === 0) return null;
  const savedValues = Object.values(saved);
  const valueWords = valueWordsOf([...Object.values(snapshot.read), ...savedValues]);
  const anchors: Anchors = {};
  for (const f of fields) {
    const anchor = locateValue(snapshot.words, f, saved[f]!.trim(), valueWords);
    if (anchor) anchors[f] = anchor;
  }
  if (Object.keys(anchors).length === 0) return null;
  return { fingerprint: layoutFingerprint(snapshot.words, valueWords), anchors };
}

/** The most alike of `layouts` at or above SAME_LAYOUT, with its score. */
export function matchingLayout<T extends LearnedLayout>(layouts: readonly T[], fingerprint: readonly FixedWord[]): { layout: T; score: number } | null {
  let best: { layout: T; score: number } | null = null;
  for (const layout of layouts) {
    const score = fingerprintSimilarity(layout.fingerprint, fingerprint);
    if (score >= SAME_LAYOUT && (!best || score > best.score)) best = { layout, score };
  }
  return best;
}

export interface LearnedReading {
  fields: LicenseFields;
  /** The fields whose value was read where the organization's correction said it is printed. */
  learnedFields: LearnableField[];
}

/**
 * A reading with the learned layout applied: each anchored field read at its place and parsed like the reader
 * parses it; the value replaces the reader's when the plausibility checks keep it (a doubted one is "please
 * check"), else the reader's value stays.
 */
export function applyLearnedLayout(fields: LicenseFields, text: string, snapshot: ReadingSnapshot, layout: LearnedLayout): LearnedReading {
  const overlay: LicenseFields = { ...fields };
  const tried: LearnableField[] = [];
  for (const f of LEARNABLE_FIELDS) {
    const anchor = layout.anchors[f];
    if (!anchor) continue;
    const lines = readAnchor(snapshot.words, anchor);
    const value = lines ? valueFromText(f, lines, snapshot.fromOcr) : null;
    if (value === null) continue;
    overlay[f] = { value, confidence: LEARNED_CONFIDENCE };
    tried.push(f);
  }
  if (tried.length === 0) return { fields, learnedFields: [] };
  const checked = checkLicenseFields(overlay, toLines(text), 0);
  const out: LicenseFields = { ...fields };
  const learnedFields: LearnableField[] = [];
  for (const f of tried) {
    const kept: Field = checked[f];
    if (kept.value === null) continue;
    out[f] = kept;
    learnedFields.push(f);
  }
  return { fields: out, learnedFields };
}
