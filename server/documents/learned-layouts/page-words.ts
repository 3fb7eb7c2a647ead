// The words of a page grouped into lines and cells, and the loose comparisons the learned layouts use.
import type { PageWords, Word } from "../text";

/** At most this many words are kept of a document (a long manual does not need them; the snapshot stays small). */
export const MAX_WORDS = 4000;

const share = (n: number) => Math.round(n * 10000) / 10000;

/**
 * The words the text worker gives (`PageWords`, in page units) as shares of their page: x and w of its width, y
 * and h of its height, so that positions compare across documents of one layout scanned or printed at any size.
 */
export function sharesOfPage(pages: readonly PageWords[], max = MAX_WORDS): Word[] {
  const out: Word[] = [];
  for (const p of pages) {
    if (!(p.width > 0) || !(p.height > 0)) continue;
    for (const w of p.words) {
      if (out.length >= max) return out;
      if (!w.text.trim() || !(w.w > 0) || !(w.h > 0)) continue;
      out.push({ text: w.text, x: share(w.x / p.width), y: share(w.y / p.height), w: share(w.w / p.width), h: share(w.h / p.height), page: p.page });
    }
  }
  return out;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One line of a page: its words left to right, with its vertical extent (page-normalised). */
export interface PageLine {
  words: Word[];
  y0: number;
  y1: number;
}

/** The words of one page (the first by default). */
export const wordsOfPage = (words: readonly Word[], page = 1): Word[] => words.filter((w) => w.page === page && w.text.trim() !== "");

/** Words grouped into lines by vertical overlap (as the text worker does), each sorted left to right. */
export function pageLines(words: readonly Word[]): PageLine[] {
  const items = [...words].filter((w) => w.h > 0).sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2));
  const lines: PageLine[] = [];
  for (const w of items) {
    const y1 = w.y + w.h;
    const cy = w.y + w.h / 2;
    let best: PageLine | null = null;
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 4; i--) {
      const l = lines[i]!;
      const overlap = Math.min(l.y1, y1) - Math.max(l.y0, w.y);
      if (overlap >= Math.min(l.y1 - l.y0, w.h) * 0.5 && cy >= l.y0 - w.h * 0.2 && cy <= l.y1 + w.h * 0.2) {
        best = l;
        break;
      }
    }
    if (best) {
      best.words.push(w);
      best.y0 = Math.min(best.y0, w.y);
      best.y1 = Math.max(best.y1, y1);
    } else lines.push({ words: [w], y0: w.y, y1 });
  }
  for (const l of lines) l.words.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => a.y0 - b.y0);
}

/** A line's typical character width (page-width units): the unit of its gaps. */
export function charWidth(line: PageLine): number {
  const widths = line.words.map((w) => w.w / Math.max(1, w.text.length)).sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? 0.01;
}

/** True when the gap between two neighbouring words of a line is a cell break (a table column, a label gap). */
export function isCellGap(line: PageLine, left: Word, right: Word): boolean {
  return right.x - (left.x + left.w) > charWidth(line) * 2.6;
}

/** The line's words cut into cells at wide gaps; each cell as indexes into `line.words`. */
export function cellsOf(line: PageLine): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= line.words.length; i++) {
    if (i === line.words.length || isCellGap(line, line.words[i - 1]!, line.words[i]!)) {
      out.push([start, i - 1]);
      start = i;
    }
  }
  return out;
}

export function boxOf(words: readonly Word[]): Box {
  const x0 = Math.min(...words.map((w) => w.x));
  const y0 = Math.min(...words.map((w) => w.y));
  const x1 = Math.max(...words.map((w) => w.x + w.w));
  const y1 = Math.max(...words.map((w) => w.y + w.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

export const medianHeight = (words: readonly Word[]): number => {
  const hs = words.map((w) => w.h).sort((a, b) => a - b);
  return hs[Math.floor(hs.length / 2)] ?? 0.015;
};

/** Letters and digits only, lower case, single-spaced: how two printings of a text are compared. */
export const loose = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** A word as compared between documents: its letters and digits, lower case. */
export const wordKey = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, "");

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** The same printed word, allowing an OCR slip in a longer word. */
export function sameWord(a: string, b: string): boolean {
  const x = wordKey(a);
  const y = wordKey(b);
  if (x === "" || y === "") return false;
  if (x === y) return true;
  const len = Math.max(x.length, y.length);
  if (len < 5) return false;
  return editDistance(x, y) <= (len >= 9 ? 2 : 1);
}

/** 1 for equal texts, falling with the share of characters that differ (loose comparison). */
export function textSimilarity(a: string, b: string): number {
  const x = loose(a);
  const y = loose(b);
  if (x === "" || y === "") return 0;
  return 1 - editDistance(x, y) / Math.max(x.length, y.length);
}

const MONTH_OR_DAY =
  /^(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday|st|nd|rd|th)$/;

/**
 * A word that may belong to the layout rather than to one document's values: no digits, some letters, not a
 * month or weekday (those are parts of dates), and not a word of the values given (`valueWords`).
 */
export function isFixedWord(text: string, valueWords: ReadonlySet<string>): boolean {
  if (/\d/.test(text)) return false;
  const key = wordKey(text);
  if (key.length < 2 || !/[a-z]/.test(key)) return false;
  if (MONTH_OR_DAY.test(key)) return false;
  return !valueWords.has(key);
}

/** The words of the given values, as `wordKey`s: never part of a layout's fixed words. */
export function valueWordsOf(values: readonly (string | null | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const v of values) {
    if (!v) continue;
    for (const w of v.split(/[\s,]+/)) {
      const k = wordKey(w);
      // Short words ("of", "st") are too common in captions to count as a value's.
      if (k.length >= 3) out.add(k);
    }
  }
  return out;
}
