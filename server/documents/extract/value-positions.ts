// A value printed under its label by position (issue 30): a corner box's caption ("CERTIFICATE NO.") over its
// identifier, a "LICENSEE" caption over the name, where the lines of text do not line the two up (the letterhead's
// cells beside the box shift the columns; the OCR ran the name and the date beside it into one line). The first cell
// under the caption's columns, within three lines' height, that reads as the field's kind of value.
import type { PageWords, Word } from "../text/words";
import { wordCells, wordLines } from "../text/words";
import { cellOver } from "./date-positions";

const text = (ws: Word[]) => ws.map((w) => w.text).join(" ");

/**
 * The value under a cell that is only the field's caption (`label` matches the whole cell and `own` accepts it: not
 * another field's caption), as `clean` reads it, or null.
 */
export function valueUnderLabel(pages: PageWords[], label: RegExp, own: (caption: string) => boolean, clean: (v: string) => string | null): string | null {
  let found: string | null = null;
  for (const page of pages) {
    const lines = wordLines(page);
    for (let i = 0; i < lines.length; i++) {
      const h = Math.max(...lines[i]!.map((w) => w.h));
      const row = wordCells(lines[i]!, h * 1.2);
      row.forEach((cell, c) => {
        const caption = text(cell).replace(/^[|[(“"'\s]+/, "");
        const m = label.exec(caption);
        if (!m || m.index !== 0 || /[A-Za-z0-9]/.test(caption.slice(m[0].length))) return;
        // The caption's first word may stand a little apart ("BUILDING    PERMIT NO."): the cell before it counts too.
        const prev = row[c - 1];
        const near = prev && cell[0]!.x - (prev[prev.length - 1]!.x + prev[prev.length - 1]!.w) < h * 3 ? `${text(prev)} ` : "";
        if (!own(near + caption)) return;
        const x0 = Math.min(...cell.map((w) => w.x)) - h;
        const x1 = Math.max(...cell.map((w) => w.x + w.w)) + h;
        const bottom = Math.max(...cell.map((w) => w.y + w.h));
        for (let k = i + 1; k < lines.length; k++) {
          const row = lines[k]!;
          if (Math.min(...row.map((w) => w.y)) - bottom > h * 3) break;
          const under = cellOver(row, x0, x1, h * 1.2);
          if (under.length === 0) continue;
          const v = clean(text(under).replace(/^[|[(“"'\s]+|[|\])”"'\s]+$/g, ""));
          if (v) found ??= v;
          break;
        }
      });
      if (found) return found;
    }
  }
  return null;
}
