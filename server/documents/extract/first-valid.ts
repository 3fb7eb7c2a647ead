// The first candidate a parser accepts, weighed by how it was tied to its label; a rival label's value makes it "please check".
import type { Field } from "./types";
import { none } from "./types";
import { HOW_WEIGHT, type Candidate } from "./labels";
import { DOUBTED } from "./plausibility";

export function firstValid<T>(cands: Candidate[], parse: (v: string) => T | null, base: number): Field<T> {
  for (const c of cands) {
    const v = parse(c.value);
    if (v !== null) return { value: v, confidence: Math.round(base * HOW_WEIGHT[c.how] * 100) / 100 };
  }
  return none<T>();
}

export const sameText = (a: string, b: string) => a.toLowerCase().replace(/[^a-z0-9]+/g, "") === b.toLowerCase().replace(/[^a-z0-9]+/g, "");

/**
 * As firstValid, and a label of the same weight elsewhere on the page ("Licensee: …" and "Permittee: …") that
 * gives another valid value is a rival: with no margin between them the value is "please check".
 */
export function firstValidAgainstRivals(cands: Candidate[], parse: (v: string) => string | null, base: number): Field {
  const f = firstValid(cands, parse, base);
  if (!f.value) return f;
  const chosen = cands.find((c) => parse(c.value) === f.value)!;
  const rival = cands.some((c) => c.label !== chosen.label && c.line !== chosen.line && ((v) => v !== null && !sameText(v, f.value!) && !sameText(v, chosen.value))(parse(c.value)));
  return rival ? { value: f.value, confidence: Math.min(f.confidence, DOUBTED) } : f;
}
