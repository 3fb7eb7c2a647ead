// Two columns of an OCR'd page read from its word boxes (issue 30, point 1): the OCR reads a page line by line
// across its width, and where the gutter between two justified columns is narrower than the gap that parts two
// cells, a left line and its right neighbour come back as one cell — the worker's layout then sees no gutter and
// the columns interleave (a heading of the right column in the middle of the left one's list). Here the gutter
// is looked for where it is plain: a vertical band of the page that no word crosses, with words close on both
// sides of it on many lines in a row. The page is then read as the lines above, the left column, the right one
// and the lines below.
import type { PageWords, Word } from "../text/words";
import { wordCells } from "../text/words";

/** Lines of running text reaching the gutter from both sides that a stretch needs to be two columns. */
const MIN_NEAR = 4;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** An OCR speck: a word with no letter or digit that is no bullet ("=", ")", ":"), or a lone letter or two read unsurely. */
const speck = (w: Word) => (!/[\p{L}\p{N}]/u.test(w.text) && !/^[•·*+▪◦‣●–—-]$/.test(w.text)) || (w.text.length <= 2 && (w.conf ?? 1) < 0.5);

/**
 * A line's words as text: a gap wider than `gap` × the line's height parts two cells (a tab), as the worker does; an
 * OCR speck at either end (a word with no letter or digit that is no bullet: "=", ")") is left out.
 */
function lineText(words: Word[], gap = 1.2): string {
  let ws = words;
  while (ws.length > 1 && speck(ws[0]!)) ws = ws.slice(1);
  while (ws.length > 1 && speck(ws[ws.length - 1]!)) ws = ws.slice(0, -1);
  const h = median(ws.map((w) => w.h)) || 1;
  return wordCells(ws, gap * h)
    .map((cell) => cell.map((w) => w.text).join(" "))
    .join("\t");
}

/** Words that run on as one cell (no gap wider than 1.5 × the line's height): a side of running text, not of a table. */
const oneCell = (ws: Word[], h: number) => ws.every((w, k) => k === 0 || w.x - (ws[k - 1]!.x + ws[k - 1]!.w) <= 1.5 * h);

/** The widest space between neighbouring words of one side of a line. */
const widestSpace = (ws: Word[]) => Math.max(0, ...ws.map((w, k) => (k === 0 || ws[k - 1]!.x > w.x ? 0 : w.x - (ws[k - 1]!.x + ws[k - 1]!.w))));

interface Stretch {
  from: number;
  to: number;
  x: number;
}

/**
 * The stretch of lines best split by one gutter: no word of any of its lines crosses x, half of them or more hold
 * words on both sides, and at least MIN_NEAR of them are running text on both sides (one cell each) that comes within a few
 * letters' width of x (two justified columns; a table's short cells, or cells far apart, are no columns).
 */
function gutter(lines: Word[][], width: number): Stretch | null {
  const all = lines.flat();
  if (all.length < 40) return null;
  const left = Math.min(...all.map((w) => w.x));
  const right = Math.max(...all.map((w) => w.x + w.w));
  const span = right - left;
  const h = median(all.map((w) => w.h)) || 1;
  const found: (Stretch & { near: number })[] = [];
  const step = Math.max(1, Math.round(h / 4));
  const top = (l: Word[]) => Math.min(...l.map((w) => w.y));
  const bottom = (l: Word[]) => Math.max(...l.map((w) => w.y + w.h));
  for (let x = left + span * 0.3; x <= left + span * 0.7; x += step) {
    let from = 0;
    let both = 0;
    let near = 0;
    for (let k = 0; k <= lines.length; k++) {
      const l = lines[k];
      // A line across the gutter (a title, a footer) or a blank band taller than four lines (a block break) ends a stretch.
      const crosses = !l || l.some((w) => w.x < x && w.x + w.w > x);
      const gap = !crosses && k > from && top(l!) - bottom(lines[k - 1]!) > 4 * h;
      if (crosses || gap) {
        if (near >= MIN_NEAR && both * 2 >= k - from) found.push({ from, to: k, x, near });
        from = crosses ? k + 1 : k;
        both = 0;
        near = 0;
        if (crosses) continue;
      }
      const ls = l!.filter((w) => w.x + w.w <= x);
      const rs = l!.filter((w) => w.x >= x);
      if (ls.length > 0 && rs.length > 0) both++;
      // Running text on both sides reaching the gutter: the left line's last word ends near it, the right's first
      // starts near it, several words each (a table's interval or value cell holds one or two).
      if (ls.length >= 3 && rs.length >= 3 && oneCell(ls, h) && oneCell(rs, h)) {
        const leftEnd = ls[ls.length - 1]!.x + ls[ls.length - 1]!.w;
        // The gutter is wider than two lines' height and than twice any space between the line's words (spaces
        // that happen to line up on a few lines of one column are no gutter).
        const gap = rs[0]!.x - leftEnd;
        if (x - leftEnd < 6 * h && rs[0]!.x - x < 2 * h && gap >= 2 * h && gap >= 2 * Math.max(widestSpace(ls), widestSpace(rs))) near++;
      }
    }
  }
  const best = found.sort((a, b) => b.near - a.near)[0];
  // Off the middle half of the page the band is a table's column or a sidebar's edge, not a gutter between columns.
  return best && best.x > width * 0.25 && best.x < width * 0.75 ? { from: best.from, to: best.to, x: best.x } : null;
}

/**
 * Words grouped into lines by their vertical centres, each word joining the line whose centre (the mean of its
 * words') lies within half the page's usual word height of its own. The page's usual height, not each word's: a
 * dash read as a word a few pixels tall would otherwise part a line in two.
 */
function lineGroups(page: PageWords): Word[][] {
  const centre = (w: Word) => w.y + w.h / 2;
  const h = median(page.words.filter((w) => /[\p{L}\p{N}]{2}/u.test(w.text)).map((w) => w.h)) || 1;
  const lines: { words: Word[]; y: number }[] = [];
  for (const w of [...page.words].sort((a, b) => centre(a) - centre(b))) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(centre(w) - last.y) < h * 0.5) {
      last.words.push(w);
      last.y = last.words.reduce((a, x) => a + centre(x), 0) / last.words.length;
    } else lines.push({ words: [w], y: centre(w) });
  }
  return lines.map((l) => l.words.sort((a, b) => a.x - b.x));
}

/**
 * The page's text with two columns read one after the other, or null when no page of it shows two columns by its
 * word boxes. Lines are rebuilt from the words (cells parted by wide gaps), pages parted by a form feed.
 */
export function textByWordColumns(pages: PageWords[] | undefined): string | null {
  if (!pages || pages.length === 0) return null;
  let any = false;
  const out: string[] = [];
  for (const p of pages) {
    // Specks scattered over a scan's gutter (dust read as ":", "J") cross no gutter; a line of specks alone is none.
    const lines = lineGroups(p).filter((l) => l.some((w) => !speck(w)));
    const g = gutter(lines.map((l) => l.filter((w) => !speck(w))), p.width);
    if (out.length > 0) out.push("\f");
    if (!g) {
      out.push(...lines.map((l) => lineText(l)));
      continue;
    }
    any = true;
    const stretch = lines.slice(g.from, g.to);
    out.push(...lines.slice(0, g.from).map((l) => lineText(l)));
    for (const side of [true, false]) {
      for (const l of stretch) {
        const ws = l.filter((w) => (side ? w.x + w.w <= g.x : w.x >= g.x));
        // Justified running text spaces its words widely: a column's line is one cell unless a gap is very wide.
        if (ws.length) out.push(lineText(ws, 2.5));
      }
    }
    out.push(...lines.slice(g.to).map((l) => lineText(l)));
  }
  return any ? out.join("\n") : null;
}
