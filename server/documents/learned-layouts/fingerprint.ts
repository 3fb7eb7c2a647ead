// A layout's fingerprint: the words its authority prints on every copy (the letterhead, the title, the label
// captions, the fine print) with their places on the page, never the values that differ between copies.
// Two readings are compared word by word within a small distance, after the best common shift (a scan or a
// photo sits a little off), so values that change, a wrapped line or an OCR slip lower the score only a little.
import type { Word } from "../text";
import { isFixedWord, sameWord, wordKey, wordsOfPage } from "./page-words";

/** A fixed word of a layout: its letters (`wordKey`) and its top-left corner (page-normalised). */
export interface FixedWord {
  t: string;
  x: number;
  y: number;
}

/** A fingerprint keeps at most this many words (top of the page first). */
const MAX_FIXED = 160;
/** The letterhead (the top of the page) names the authority: its words count twice. */
const LETTERHEAD_Y = 0.25;
/** How far a word may move and still be the same word of the layout (after the common shift). */
const NEAR_X = 0.06;
const NEAR_Y = 0.035;

/** Layouts at or above this similarity are the same layout (see docs/ARCHITECTURE.md for the measured spread). */
export const SAME_LAYOUT = 0.6;

const r4 = (n: number) => Math.round(n * 10000) / 10000;

/** The fixed words of the first page: words that are not the reading's values (`valueWords`), nor numbers or dates. */
export function layoutFingerprint(words: readonly Word[], valueWords: ReadonlySet<string>): FixedWord[] {
  return wordsOfPage(words)
    .filter((w) => isFixedWord(w.text, valueWords))
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .slice(0, MAX_FIXED)
    .map((w) => ({ t: wordKey(w.text), x: r4(w.x), y: r4(w.y) }));
}

const weight = (w: FixedWord) => (w.y < LETTERHEAD_Y ? 2 : 1);

/** The shift that moves most of `a`'s words onto the same words of `b` (the median over first matches). */
function commonShift(a: readonly FixedWord[], b: readonly FixedWord[]): { dx: number; dy: number } {
  const dxs: number[] = [];
  const dys: number[] = [];
  const byKey = new Map<string, FixedWord[]>();
  for (const w of b) byKey.set(w.t, [...(byKey.get(w.t) ?? []), w]);
  for (const w of a) {
    const same = byKey.get(w.t);
    if (!same) continue;
    let best = same[0]!;
    for (const s of same) if (Math.hypot(s.x - w.x, s.y - w.y) < Math.hypot(best.x - w.x, best.y - w.y)) best = s;
    if (Math.abs(best.x - w.x) > 0.15 || Math.abs(best.y - w.y) > 0.15) continue;
    dxs.push(best.x - w.x);
    dys.push(best.y - w.y);
  }
  const median = (xs: number[]) => (xs.length === 0 ? 0 : [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!);
  return { dx: median(dxs), dy: median(dys) };
}

/**
 * How alike two fingerprints are, 0..1: the weighted share of words found in the other at the same place
 * (Dice over both), the letterhead's words counting twice.
 */
export function fingerprintSimilarity(a: readonly FixedWord[], b: readonly FixedWord[]): number {
  const total = a.reduce((s, w) => s + weight(w), 0) + b.reduce((s, w) => s + weight(w), 0);
  if (total === 0) return 0;
  const { dx, dy } = commonShift(a, b);
  const used = new Set<number>();
  let matched = 0;
  for (const w of a) {
    let found = -1;
    for (let i = 0; i < b.length; i++) {
      if (used.has(i)) continue;
      const o = b[i]!;
      if (Math.abs(o.x - w.x - dx) > NEAR_X || Math.abs(o.y - w.y - dy) > NEAR_Y) continue;
      if (o.t === w.t || sameWord(o.t, w.t)) {
        found = i;
        break;
      }
    }
    if (found === -1) continue;
    used.add(found);
    matched += weight(w) + weight(b[found]!);
  }
  return matched / total;
}
