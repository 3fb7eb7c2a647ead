// The page as words with their boxes: what the text worker read, before it became lines of text. One shape for
// every consumer that needs positions (the layout's zones here; learning where a layout prints a field).

/**
 * One word on a page. Units are the page's own (PDF points for a text layer, pixels for OCR), with the
 * origin at the top left and y growing downward: the box is [x, x + w] × [y, y + h]. `page` counts from 1.
 */
export interface Word {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  page: number;
  /** The OCR's confidence in the word, 0..1; absent for a PDF text layer (its words are what was printed). */
  conf?: number;
}

/** The words of one page and the page's size in the same units. */
export interface PageWords {
  page: number;
  width: number;
  height: number;
  words: Word[];
  /**
   * Degrees the OCR turned the page to set its slant upright before reading it (a photo's clear slant; the boxes are
   * then the turned page's); absent when the page was read as taken.
   */
  turned?: number;
}

export type Zone = "header" | "footer" | "body";

/** Share of the page's height, at the top and at the bottom, that counts as the header or footer band. */
const BAND = 0.08;

const norm = (s: string) => s.toLowerCase().replace(/\d+/g, "#").replace(/[^a-z#]+/g, "");

/** Words of a page grouped into lines by their vertical centres (top to bottom, each left to right). */
export function wordLines(page: PageWords): Word[][] {
  const sorted = [...page.words].sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2));
  const lines: Word[][] = [];
  for (const w of sorted) {
    const last = lines[lines.length - 1];
    const ref = last?.[0];
    if (ref && Math.abs(w.y + w.h / 2 - (ref.y + ref.h / 2)) < Math.min(w.h, ref.h) * 0.5) last.push(w);
    else lines.push([w]);
  }
  return lines.map((l) => l.sort((a, b) => a.x - b.x));
}

/** The words of a line (left to right) parted into cells at gaps of `gap` or wider. */
export function wordCells(line: Word[], gap: number): Word[][] {
  const out: Word[][] = [];
  for (const w of line) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    if (prev && w.x - (prev.x + prev.w) < gap) last!.push(w);
    else out.push([w]);
  }
  return out;
}

/**
 * The zone of every line of every page: a running header or footer is a line printed at the top or bottom
 * of the page (the outer band, or the first or last line) whose words — page numbers aside — repeat at the
 * same end of another page, or any line inside the outer bands; everything else is body.
 */
export function pageZones(pages: PageWords[]): { page: number; line: Word[]; zone: Zone }[] {
  const perPage = pages.map((p) => ({ p, lines: wordLines(p) }));
  const ends = (where: "top" | "bottom") =>
    perPage.map(({ lines }) => new Set((where === "top" ? lines.slice(0, 2) : lines.slice(-2)).map((l) => norm(l.map((w) => w.text).join(" ")))));
  const tops = ends("top");
  const bottoms = ends("bottom");
  const out: { page: number; line: Word[]; zone: Zone }[] = [];
  perPage.forEach(({ p, lines }, i) => {
    lines.forEach((line, k) => {
      const key = norm(line.map((w) => w.text).join(" "));
      const y0 = Math.min(...line.map((w) => w.y));
      const y1 = Math.max(...line.map((w) => w.y + w.h));
      const repeated = (sets: Set<string>[]) => key.length >= 4 && sets.some((s, j) => j !== i && s.has(key));
      let zone: Zone = "body";
      if (y1 <= p.height * BAND || (k < 2 && repeated(tops))) zone = "header";
      else if (y0 >= p.height * (1 - BAND) || (k >= lines.length - 2 && repeated(bottoms))) zone = "footer";
      out.push({ page: p.page, line, zone });
    });
  });
  return out;
}
