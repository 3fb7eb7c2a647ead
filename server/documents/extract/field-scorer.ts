// One scorer for a field's candidates (issue 30, points 2–3): every candidate the page offers for a field gets a
// score from its features (the label beside it, its zone, its shape, the plausibility checks), and the confidence
// shown for the chosen value comes from how far it is ahead of the best candidate naming something else — two close
// rivals, or a winner found by a weak feature only, are "please check". The features and their weights are per
// field (licensee-candidates.ts, authority-candidates.ts …); the ranking and the margin are the same for all.
import { DOUBTED } from "./plausibility";

export interface Feature {
  /** What speaks for or against the candidate ("label: Licensee", "entity suffix", "in the letterhead"). */
  name: string;
  weight: number;
}

export interface ScoredCandidate {
  value: string;
  score: number;
  features: Feature[];
}

export const scored = (value: string, features: Feature[]): ScoredCandidate => ({
  value,
  features,
  score: Math.round(features.reduce((a, f) => a + f.weight, 0) * 1000) / 1000,
});

/** Two spellings of one thing compared loosely (case, punctuation, spacing). */
export const looseKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** Same thing: one loosely contains the other ("Alder Foods LLC" in "Alder Foods LLC, d/b/a Alder Grill"). */
export function related(a: string, b: string): boolean {
  const x = looseKey(a);
  const y = looseKey(b);
  if (x === "" || y === "") return false;
  return x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

export interface Standing {
  /** The best score of a candidate giving the chosen value (0 when no candidate gives it). */
  support: number;
  /** The best candidate naming something else, if any. */
  rival: ScoredCandidate | null;
}

/** How the chosen value stands among the field's candidates. */
export function standing(chosen: string, cands: ScoredCandidate[], same: (a: string, b: string) => boolean = related): Standing {
  let support = 0;
  let rival: ScoredCandidate | null = null;
  for (const c of cands) {
    if (same(c.value, chosen)) support = Math.max(support, c.score);
    else if (!rival || c.score > rival.score) rival = c;
  }
  return { support, rival };
}

export interface MarginBars {
  /** Below this support the winner rests on weak features only. */
  weak: number;
  /** A rival within this of the support is too close to call. */
  close: number;
  /** A margin of this or more is as sure as the field gets. */
  full: number;
}

/** Unsure, but more likely right than a doubted value: what a winner on weak evidence alone is shown at. */
export const WEAK = 0.5;

/**
 * The confidence a margin earns: under the "please check" threshold when the winner rests on weak features or a
 * rival is close; else from 0.6 (just clear of the rival) to 0.95 (a full margin or no rival at all).
 */
export function marginConfidence(s: Standing, bars: MarginBars): number {
  if (s.support < bars.weak) return WEAK;
  const margin = Math.round((s.support - (s.rival?.score ?? 0)) * 1000) / 1000;
  if (s.rival && margin < bars.close) return DOUBTED;
  const share = s.rival ? Math.min(1, (margin - bars.close) / (bars.full - bars.close)) : 1;
  return Math.round((0.6 + 0.35 * share) * 100) / 100;
}
