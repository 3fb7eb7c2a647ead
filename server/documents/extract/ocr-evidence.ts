// How sure the OCR was of the words a value was read from (tesseract's word confidences, kept with the word boxes).
// A value is only as good as its worst word: one misread letter makes a wrong name or number.
import type { PageWords } from "../text/words";

/** Letters and figures only, OCR look-alikes folded, so a value repaired or re-spaced still finds its words. */
const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "").replace(/[o]/g, "0").replace(/[il|]/g, "1").replace(/s/g, "5").replace(/z/g, "2").replace(/b/g, "8");

/**
 * The lowest OCR confidence among the words the value is made of (each token of the value matched to a word of
 * the page holding it, the least confident such word where it is printed more than once); null when the words
 * carry no confidence (a text layer) or none of the value's tokens is found.
 */
export function valueOcrConfidence(value: string, pages: PageWords[]): number | null {
  const words = pages.flatMap((p) => p.words).filter((w) => w.conf !== undefined);
  if (words.length === 0) return null;
  const byKey = new Map<string, number>();
  for (const w of words) {
    const k = key(w.text);
    if (k === "") continue;
    byKey.set(k, Math.max(byKey.get(k) ?? 0, w.conf!));
  }
  let low: number | null = null;
  for (const token of value.split(/[\s,]+/)) {
    const k = key(token);
    if (k.length < 2) continue;
    let c = byKey.get(k);
    // A token OCR ran into its neighbour ("ApplianceCo.") or split: the word that holds it.
    if (c === undefined) for (const [wk, wc] of byKey) if (wk.length > k.length && wk.includes(k)) c = Math.max(c ?? 0, wc);
    if (c === undefined) continue;
    low = low === null ? c : Math.min(low, c);
  }
  return low;
}

/**
 * The weakest word an OCR'd value may have and still be shown as sure, by kind: an identifier is wrong with one
 * misread character, so it needs surer words than a name or an address. Set on the generated tuning sets' OCR
 * pages (tune, pages, dates, rough, holdout3; `bench/ocr-word-confidence.ts` writes the rows): below these, about half
 * the values read were wrong; above, about one in thirty.
 */
export const SURE_WORD = { identifier: 0.8, text: 0.7 } as const;

/**
 * How much surer a word must be when the OCR turned its page upright first (`PageWords.turned`): the turned page's
 * letters are resampled, and tesseract reads a resampled stroke as another figure with the confidence it gives a
 * clean one (a photo turned 7°: a serial's "0725" read "8725" at 0.81, right when read as taken).
 */
export const TURNED_PAGE_DOUBT = 0.1;

/** The bar a value's weakest word must reach to be shown as sure: the kind's, raised when a page was turned. */
export function sureWordBar(bar: number, pages: PageWords[]): number {
  return pages.some((p) => p.turned) ? Math.min(1, bar + TURNED_PAGE_DOUBT) : bar;
}
// An address is read as an identifier: its house number and ZIP are figures one misread digit makes another
// place (the rough photos: three wrong addresses at 0.72–0.79, one right one).
