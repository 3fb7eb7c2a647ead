// Where a layout prints a field: found once on the corrected document (the words that spell the saved value),
// kept as the value's box and the nearest fixed words beside, above or below it (its caption) with the value's
// offset from them; read again on the next document of the layout from the caption's place, else the box.
import type { Word } from "../text";
import { LEARNABLE_FIELDS, matchScore, mayWrap, type LearnableField } from "./field-kinds";
import { boxOf, cellsOf, isCellGap, isFixedWord, loose, medianHeight, pageLines, sameWord, wordKey, wordsOfPage, type Box, type PageLine } from "./page-words";

export interface AnchorLabel {
  /** The caption's words (`wordKey`s), in order. */
  words: string[];
  box: Box;
  /** Where the caption is: on the value's line before it, on a line over it, or on a line under it. */
  place: "before" | "above" | "below";
}

/** Where one field is printed in a layout (page-normalised, first page). */
export interface Anchor {
  box: Box;
  lineCount: number;
  lineHeight: number;
  label: AnchorLabel | null;
  /** Fixed words printed right after the value on its line (where a value inside a sentence ends). */
  after: string[];
}

export const isAnchorField = (f: string): f is LearnableField => (LEARNABLE_FIELDS as readonly string[]).includes(f);

interface Span {
  line: number;
  start: number;
  end: number;
  words: Word[];
  lineCount: number;
  score: number;
}

const MAX_SPAN_WORDS = 12;
/** The end of a business's name ("Co.", "L.L.C."): part of a value, never a caption. */
const ENTITY_SUFFIX = /^(?:co|inc|llc|llp|pllc|corp|ltd|lp|company)$/;

/** The words of the page that spell `saved` best (a span of one line, or for names and addresses of up to three). */
function bestSpan(lines: PageLine[], field: LearnableField, saved: string, valueWords: ReadonlySet<string>): Span | null {
  let best: Span | null = null;
  const limit = loose(saved).length * 1.6 + 8;
  const consider = (s: Span) => {
    if (!best || s.score > best.score || (s.score === best.score && s.words.length < best.words.length)) best = s;
  };
  lines.forEach((line, li) => {
    for (const [cs, ce] of cellsOf(line)) {
      for (let i = cs; i <= ce; i++) {
        let text = "";
        for (let j = i; j <= Math.min(ce, i + MAX_SPAN_WORDS - 1); j++) {
          text = text ? `${text} ${line.words[j]!.text}` : line.words[j]!.text;
          if (field !== "issueDate" && field !== "expirationDate" && loose(text).length > limit) break;
          const words = line.words.slice(i, j + 1);
          // The same words inside a longer value ("Golden Noodle" in "Golden Noodle Inc") are less likely the
          // field than words that end where their cell ends or a caption begins.
          const clean = (k: number, edge: number) =>
            k === edge || isMark(line.words[k]!.text) || (isFixedWord(line.words[k]!.text, valueWords) && !ENTITY_SUFFIX.test(wordKey(line.words[k]!.text)));
          const score = matchScore(field, saved, text) * (clean(i - 1, cs - 1) ? 1 : 0.98) * (clean(j + 1, ce + 1) ? 1 : 0.98);
          if (score > 0) consider({ line: li, start: i, end: j, words, lineCount: 1, score });
          if (j === ce && mayWrap(field)) continueOnNextLines(lines, li, words, text, field, saved, i, j, consider);
        }
      }
    }
  });
  return best;
}

/** A name or an address that goes on in the cell under it on the next one or two lines. */
function continueOnNextLines(
  lines: PageLine[],
  li: number,
  first: Word[],
  firstText: string,
  field: LearnableField,
  saved: string,
  start: number,
  end: number,
  consider: (s: Span) => void,
) {
  const lh = medianHeight(first);
  let words = [...first];
  let text = firstText;
  const x0 = Math.min(...first.map((w) => w.x));
  const x1 = Math.max(...first.map((w) => w.x + w.w));
  let prev = lines[li]!;
  for (let k = 1; k <= 2; k++) {
    const next = lines[li + k];
    if (!next || next.y0 - prev.y1 > lh * 1.6) return;
    const cell = cellsOf(next).find(([s, e]) => next.words.slice(s, e + 1).some((w) => w.x < x1 && w.x + w.w > x0));
    if (!cell) return;
    const cellWords = next.words.slice(cell[0], cell[1] + 1);
    words = [...words, ...cellWords];
    text = `${text}, ${cellWords.map((w) => w.text).join(" ")}`;
    const score = matchScore(field, saved, text);
    if (score > 0) consider({ line: li, start, end, words, lineCount: k + 1, score });
    prev = next;
  }
}

/** A dot leader, a dash or a colon printed as a word of its own: between a caption and its value. */
export const isMark = (text: string): boolean => !/[A-Za-z0-9]/.test(text);

/** Up to `max` fixed words of a line next to each other, from index `from` going by `step` (over leaders). */
function fixedRun(line: PageLine, from: number, step: 1 | -1, max: number, valueWords: ReadonlySet<string>): Word[] {
  const out: Word[] = [];
  for (let k = from; k >= 0 && k < line.words.length && out.length < max; k += step) {
    const w = line.words[k]!;
    if (isMark(w.text) && out.length === 0) continue;
    // A word ending in a comma ends a value ("Bakehouse Co., d/b/a …"), not a caption.
    if (!isFixedWord(w.text, valueWords) || (step === -1 && /,$/.test(w.text))) break;
    if (step === -1) out.unshift(w);
    else out.push(w);
  }
  return out;
}

/** The caption on a line over (dir -1) or under (dir 1) the value: its fixed words over the value's columns. */
function captionAcross(lines: PageLine[], from: number, dir: 1 | -1, box: Box, lh: number, valueWords: ReadonlySet<string>): Word[] | null {
  for (let k = 1; k <= 3; k++) {
    const line = lines[from + dir * k];
    if (!line) return null;
    const far = dir === -1 ? box.y - line.y1 : line.y0 - (box.y + box.h);
    if (far > lh * 4) return null;
    const over = line.words.filter((w) => w.x < box.x + box.w + lh && w.x + w.w > box.x - lh);
    const fixed = over.filter((w) => isFixedWord(w.text, valueWords)).slice(0, 4);
    if (fixed.length > 0 && fixed.length * 2 >= over.length) return fixed;
  }
  return null;
}

/**
 * Where the saved value of `field` is printed on the page `words` came from, as an anchor; null when no words
 * spell it. `valueWords`: the words of every value read or saved, never taken for a caption.
 */
export function locateValue(words: readonly Word[], field: LearnableField, saved: string, valueWords: ReadonlySet<string>): Anchor | null {
  const lines = pageLines(wordsOfPage(words));
  const span = bestSpan(lines, field, saved, valueWords);
  if (!span) return null;
  const box = boxOf(span.words);
  const lineHeight = medianHeight(span.words);
  const line = lines[span.line]!;
  let label: AnchorLabel | null = null;
  const before = fixedRun(line, span.start - 1, -1, 3, valueWords);
  if (before.length > 0) label = { words: before.map((w) => wordKey(w.text)), box: boxOf(before), place: "before" };
  else {
    const above = captionAcross(lines, span.line, -1, box, lineHeight, valueWords);
    const below = above ? null : captionAcross(lines, span.line + span.lineCount - 1, 1, box, lineHeight, valueWords);
    const caption = above ?? below;
    if (caption) label = { words: caption.map((w) => wordKey(w.text)), box: boxOf(caption), place: above ? "above" : "below" };
  }
  const after = span.lineCount === 1 ? fixedRun(line, span.end + 1, 1, 2, valueWords).map((w) => wordKey(w.text)) : [];
  return { box, lineCount: span.lineCount, lineHeight, label, after };
}

/** Every place the caption's words are printed in a row on a line, with its words. */
function captionsOn(lines: PageLine[], label: AnchorLabel): Word[][] {
  const out: Word[][] = [];
  for (const line of lines) {
    for (let s = 0; s + label.words.length <= line.words.length; s++) {
      const run = line.words.slice(s, s + label.words.length);
      if (run.every((w, k) => sameWord(w.text, label.words[k]!))) out.push(run);
    }
  }
  return out;
}

const MAX_CAPTION_MOVE = 0.3;

/**
 * The words printed at `anchor` on this page, as text lines (top to bottom), or null when nothing is printed
 * there. The value's box is moved with its caption when the caption is found near its old place.
 */
export function readAnchor(words: readonly Word[], anchor: Anchor): string[] | null {
  const lines = pageLines(wordsOfPage(words));
  let dx = 0;
  let dy = 0;
  let caption: Word[] = [];
  const label = anchor.label;
  if (label) {
    const ref = (b: Box) => ({ x: label.place === "before" ? b.x + b.w : b.x, y: b.y });
    const want = ref(label.box);
    let bestDistance = MAX_CAPTION_MOVE;
    for (const run of captionsOn(lines, label)) {
      const at = ref(boxOf(run));
      const d = Math.hypot(at.x - want.x, at.y - want.y);
      if (d < bestDistance) {
        bestDistance = d;
        caption = run;
        dx = at.x - want.x;
        dy = at.y - want.y;
      }
    }
  }
  const isCaption = new Set(caption);
  const region = { x: anchor.box.x + dx, y: anchor.box.y + dy, w: anchor.box.w, h: anchor.box.h };
  const lh = anchor.lineHeight;
  // Lines that lie mostly within the value's rows (a caption just over or under it does not).
  const chosen = lines
    .filter((l) => Math.min(l.y1, region.y + region.h + lh * 0.3) - Math.max(l.y0, region.y - lh * 0.3) >= (l.y1 - l.y0) * 0.6)
    .filter((l) => l.words.some((w) => !isCaption.has(w)))
    .slice(0, anchor.lineCount);
  const out: string[] = [];
  for (const line of chosen) {
    const text = readLine(line, region, anchor, isCaption, label?.place === "before" && caption.some((w) => line.words.includes(w)));
    if (text) out.push(text);
  }
  return out.length > 0 ? out : null;
}

/** The value's words on one line: those over the region, grown to the rest of their cell, cut at the words after it. */
function readLine(line: PageLine, region: Box, anchor: Anchor, isCaption: ReadonlySet<Word>, captionBefore: boolean): string | null {
  const ws = line.words;
  const over = ws.flatMap((w, i) => (w.x < region.x + region.w && w.x + w.w > region.x && !isCaption.has(w) ? [i] : []));
  if (over.length === 0) return null;
  const startsAfter = (k: number) =>
    anchor.after.length > 0 &&
    ws[k] !== undefined &&
    sameWord(ws[k]!.text, anchor.after[0]!) &&
    (anchor.after.length < 2 || (ws[k + 1] !== undefined && sameWord(ws[k + 1]!.text, anchor.after[1]!)));
  let s = over[0]!;
  let e = over[over.length - 1]!;
  const stop = (w: Word) => isCaption.has(w) || isMark(w.text);
  while (e + 1 < ws.length && !isCellGap(line, ws[e]!, ws[e + 1]!) && !stop(ws[e + 1]!) && !startsAfter(e + 1)) e++;
  if (!captionBefore) {
    while (s - 1 >= 0 && !isCellGap(line, ws[s - 1]!, ws[s]!) && !stop(ws[s - 1]!) && !/:$/.test(ws[s - 1]!.text)) s--;
  }
  for (let k = s + 1; k <= e; k++) {
    if (startsAfter(k)) {
      e = k - 1;
      break;
    }
  }
  const kept = ws.slice(s, e + 1).filter((w) => !stop(w));
  return kept.length > 0 ? kept.map((w) => w.text).join(" ") : null;
}
