// Confidence of a manual's maker and model from the agreement of two sources (issue 30, point 3). Each rule that
// reads the maker or the model gives its own confidence from where the value came from (a "Model:" label 0.9, the word
// "model" inside a line 0.8, a code counted in the text 0.6, a code printed twice 0.55; the maker from its score and
// margin over the next name, maker.ts). Two values read apart that agree are more likely both right than either
// alone: a model's letters are, by the trade's habit, the maker's initials ("Quarrow Lintel" → "QL-400B",
// "Brannock Vale Company" → "BV-20"). A weakly read value the other one agrees with is raised to just sure (0.65);
// nothing is ever lowered here, and the checks that follow (OCR word confidence, a page read badly, the value's
// shape) may still lower it. A maker the page does not name as the maker (maker.ts: 0.4, under the floor here) is never
// raised: by the same habit a brand's initials open its models. Hand-set, not fitted: on the tuning sets (blind3–blind10, manual-pages-2, fixtures;
// 75 manuals) every value this raises was right, and too few wrong values exist to fit weights on.
import type { Field } from "./types";
import { LEGAL_SUFFIX } from "./maker";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";

/** Just sure: shown without "please check", the least of the sure confidences. */
const AGREED = 0.65;

/** The letters a model opens with ("QL" of "QL-400B", "QTS" of "QTS-40"). */
const modelLetters = (model: string) =>
  /^[A-Z]+/.exec(model.toUpperCase())?.[0] ?? "";

/** The maker's initials without its legal suffix and trade words ("Quarrow Lintel Company" → "QL"; "Brannock-Vale" → "BV"). */
function initials(maker: string): string {
  const words = maker
    .replace(LEGAL_SUFFIX, "")
    .split(/[\s-]+/)
    .filter(
      (w) =>
        /^[A-Za-z]/.test(w) &&
        !/^(?:&|and|of|the|company|co|inc|corp|ltd|llc)\.?$/i.test(w),
    );
  return words.map((w) => w[0]!.toUpperCase()).join("");
}

/** How far the maker and the model agree: 2 when the model opens with two or more of the maker's initials, 1 with its first letter only, else 0. */
export function makerModelAgreement(maker: string, model: string): 0 | 1 | 2 {
  const letters = modelLetters(model);
  const ini = initials(maker);
  if (!letters || !ini) return 0;
  if (
    ini.length >= 2 &&
    letters.length >= 2 &&
    letters.startsWith(ini.slice(0, 2))
  )
    return 2;
  return letters[0] === ini[0] ? 1 : 0;
}

/**
 * The maker and model with their confidences raised where they agree: a model read weakly (under the "please check"
 * bar, from a code printed twice or counted) whose letters open the maker's name; a maker read weakly whose initials
 * (two or more) the model opens with.
 */
export function agreedMakerAndModel(
  maker: Field,
  model: Field,
): { maker: Field; model: Field } {
  if (!maker.value || !model.value) return { maker, model };
  const agree = makerModelAgreement(maker.value, model.value);
  const raise = (f: Field, needed: number, floor: number): Field =>
    agree >= needed && f.confidence < LOW_CONFIDENCE && f.confidence >= floor
      ? { ...f, confidence: AGREED }
      : f;
  // A model read only from a running footer's part (0.5) stays for checking: the footer may name another product.
  return { maker: raise(maker, 2, 0.45), model: raise(model, 1, 0.55) };
}
