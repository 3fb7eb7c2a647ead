// Lines the OCR made of a photo's background (wood grain, stone, a cork board around the page): letters read at a
// fraction of the confidence a printed line gets ("EGR TH SAY RTT EN te"). Above the page they push the letterhead
// down past the lines the reader looks at for the agency; they name nothing, so the license reader leaves them out.
import type { PageWords } from "../text/words";
import { wordLines } from "../text/words";

/** Mean word confidence under which a line of the OCR is the background's texture, not print. */
export const DEBRIS_LINE_CONF = 0.4;

/** Confidence at which a word of four figures or more is taken for print, not texture. */
const FIGURES_CONF = 0.6;

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The text without its debris lines: a line of two words or more whose words are mostly those of one line of word
 * boxes (by position) whose mean OCR confidence is under `DEBRIS_LINE_CONF`. Words without a confidence (a text
 * layer) leave the text as it is.
 */
export function dropDebrisLines(text: string, pages: PageWords[]): string {
  const rows = pages
    .flatMap((p) => wordLines(p))
    .filter((ws) => ws.every((w) => w.conf !== undefined))
    .map((ws) => ({
      keys: ws.map((w) => key(w.text)).filter((k) => k !== ""),
      mean: ws.reduce((s, w) => s + w.conf!, 0) / ws.length,
      // A date or a long number read fairly surely is print, whatever specks the OCR read around it ("gt ISSUED 93/12/2026 E.").
      figures: ws.some((w) => w.conf! >= FIGURES_CONF && w.text.replace(/\D/g, "").length >= 4),
    }));
  if (rows.length === 0) return text;
  const debris = (line: string): boolean => {
    const tokens = line.split(/\s+/).map(key).filter((k) => k !== "");
    if (tokens.length < 2) return false;
    let best: { overlap: number; mean: number } | null = null;
    for (const r of rows) {
      const pool = [...r.keys];
      let overlap = 0;
      for (const t of tokens) {
        const at = pool.indexOf(t);
        if (at !== -1) {
          overlap++;
          pool.splice(at, 1);
        }
      }
      if (!best || overlap > best.overlap) best = { overlap, mean: r.figures ? 1 : r.mean };
    }
    return !!best && best.overlap >= tokens.length * 0.6 && best.mean < DEBRIS_LINE_CONF;
  };
  return text
    .split("\n")
    .filter((l) => !debris(l))
    .join("\n");
}
