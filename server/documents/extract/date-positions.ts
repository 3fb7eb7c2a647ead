// Dates found on the page by position (issue 30): every date among the words with boxes, and for each the label
// that names it — the words just before it on its line, a label over it (its box overlapping the date's columns,
// within a few lines), or under it (certificates print labels under the values). One scorer for every layout: the
// label's place decides its weight, the margin to a different date named the same way decides how sure it is.
import type { PageWords, Word } from "../text/words";
import { wordLines } from "../text/words";
import { findDates } from "./dates";
import { dateRole, type DateRole } from "./date-context";

export interface PlacedDate {
  iso: string;
  role: DateRole;
  /** Where its label was: before it on its line, beside it a little higher or lower (a label column), over it, under it. */
  how: "before" | "beside" | "over" | "under";
  score: number;
  /** The lowest OCR confidence of its words (1 for a text layer). */
  conf: number;
  /** Named as a term's start ("Valid from", "Effective", "commencing on"), not as the day it was issued. */
  start?: boolean;
}

/** A label naming a term's start rather than the issue itself ("Valid from", "Effective date", "commencing on the"). */
const termStartWords = /\b(?:from|effective|commenc\w*|beginning|starting)\b/i;
const issueWords = /\b(?:issu\w*|granted|certif\w*)\b/i;

const WEIGHT: Record<PlacedDate["how"], number> = { before: 1, beside: 0.95, over: 0.9, under: 0.7 };

interface LineDate {
  iso: string;
  words: Word[];
  before: Word[];
}

/** The dates of one line of words, each with the words before it back to the previous date. */
function lineDates(line: Word[]): LineDate[] {
  let text = "";
  const starts: number[] = [];
  for (const w of line) {
    starts.push(text.length + (text ? 1 : 0));
    text += (text ? " " : "") + w.text;
  }
  const at = (i: number) => starts.findLastIndex((s) => s <= i);
  const out: LineDate[] = [];
  let from = 0;
  for (const d of findDates(text)) {
    const a = at(d.index);
    const b = at(d.index + d.length - 1);
    out.push({ iso: d.iso, words: line.slice(a, b + 1), before: line.slice(from, a) });
    from = b + 1;
  }
  return out;
}

const left = (ws: Word[]) => Math.min(...ws.map((w) => w.x));
const right = (ws: Word[]) => Math.max(...ws.map((w) => w.x + w.w));
const top = (ws: Word[]) => Math.min(...ws.map((w) => w.y));
const bottom = (ws: Word[]) => Math.max(...ws.map((w) => w.y + w.h));
const text = (ws: Word[]) => ws.map((w) => w.text).join(" ");

/** The words of `line` over the columns [x0, x1] and the words joined to them by small gaps: a label's cell. */
export function cellOver(line: Word[], x0: number, x1: number, gap: number): Word[] {
  const hit = line.findIndex((w) => w.x < x1 && w.x + w.w > x0);
  if (hit === -1) return [];
  let a = hit;
  let b = hit;
  while (a > 0 && line[a]!.x - (line[a - 1]!.x + line[a - 1]!.w) < gap) a--;
  while (b + 1 < line.length && line[b + 1]!.x - (line[b]!.x + line[b]!.w) < gap) b++;
  return line.slice(a, b + 1);
}

/** The label of a column to the date's left, from the nearest line less than a line's height away. */
function besideLabel(lines: Word[][], i: number, date: Word[], h: number): string | null {
  const mid = (ws: Word[]) => (top(ws) + bottom(ws)) / 2;
  let best: { cell: Word[]; dy: number } | null = null;
  for (const k of [i - 1, i + 1]) {
    const row = lines[k];
    if (!row) continue;
    const dy = Math.abs(mid(row) - mid(date));
    const leftOf = row.filter((w) => w.x + w.w <= left(date) - h);
    if (dy >= h * 1.2 || leftOf.length === 0 || leftOf.length < row.length) continue;
    const last = leftOf[leftOf.length - 1]!;
    if (left(date) - (last.x + last.w) > h * 30) continue;
    const cell = cellOver(leftOf, last.x, last.x + last.w, h * 1.2);
    if (labelSized(cell) && (!best || dy < best.dy)) best = { cell, dy };
  }
  return best ? text(best.cell) : null;
}

/** A label's words: short, with no date or long number in them. */
const labelSized = (ws: Word[]) => ws.length > 0 && ws.length <= 6 && !/\d{3,}/.test(text(ws)) && findDates(text(ws)).length === 0;

/** Every date of the pages that some label names, with how it was named. */
export function placedDates(pages: PageWords[]): PlacedDate[] {
  const out: PlacedDate[] = [];
  for (const page of pages) {
    const lines = wordLines(page);
    lines.forEach((line, i) => {
      for (const d of lineDates(line)) {
        const h = Math.max(...d.words.map((w) => w.h));
        const conf = Math.min(...d.words.map((w) => w.conf ?? 1));
        const push = (label: string | null, how: PlacedDate["how"], score = WEIGHT[how]) => {
          const role = label === null ? null : dateRole(label);
          if (role && role !== "other") out.push({ iso: d.iso, role, how, score, conf, ...(role === "issue" && termStartWords.test(label!) && !issueWords.test(label!) ? { start: true } : {}) });
          return role !== null;
        };
        // The words just before it: a label beside it, or the end of a sentence ("commencing on the").
        const near = d.before.filter((w) => left(d.words) - (w.x + w.w) < h * 30).slice(-5);
        if (near.length > 0 && push(text(near), "before")) continue;
        // Nothing before it on its line: a column of labels to its left set a little higher or lower than the values
        // (baselines apart by less than a line) — the nearest such line's last cell left of the date.
        if (d.before.length === 0 && push(besideLabel(lines, i, d.words, h), "beside")) continue;
        // A label over it, then under it, within three lines' height, over the date's columns.
        const x0 = left(d.words) - h;
        const x1 = right(d.words) + h;
        for (const [dir, how] of [[-1, "over"], [1, "under"]] as const) {
          let named = false;
          for (let k = i + dir; k >= 0 && k < lines.length; k += dir) {
            const row = lines[k]!;
            const gapY = dir === -1 ? top(d.words) - bottom(row) : top(row) - bottom(d.words);
            if (gapY > h * 3) break;
            const cell = cellOver(row, x0, x1, h * 1.2);
            if (cell.length === 0) continue;
            // The first cell over the date decides: a value between (another date, a name) ends the search.
            if (labelSized(cell)) named = push(text(cell), how);
            break;
          }
          if (named) break;
        }
      }
    });
  }
  return out;
}

export interface PositionedChoice {
  iso: string;
  score: number;
  /** The best score of a different date named the same way (0 when none). */
  rival: number;
  conf: number;
  /** Named only as a term's start ("Valid from"). */
  start?: boolean;
}

/** The best-named date of a role and the margin to a rival, or null. */
export function dateByPosition(placed: PlacedDate[], role: DateRole): PositionedChoice | null {
  const named = placed.filter((p) => p.role === role);
  // A date named as issued is the issue date; a term's start ("Valid from") only where no date is named so (a
  // license is often issued days before its term starts), and then no rival of it either.
  const mine = (named.some((p) => !p.start) ? named.filter((p) => !p.start) : named).sort((a, b) => b.score - a.score);
  const best = mine[0];
  if (!best) return null;
  const rival = mine.find((p) => p.iso !== best.iso)?.score ?? 0;
  return { iso: best.iso, score: best.score, rival, conf: best.conf, ...(best.start ? { start: true } : {}) };
}

/** The OCR's confidence in a date as printed: its least sure word, at the best of the places it is printed; null if not found. */
export function printedDateConfidence(iso: string, pages: PageWords[]): number | null {
  let best: number | null = null;
  for (const page of pages) {
    for (const line of wordLines(page)) {
      for (const d of lineDates(line)) {
        if (d.iso !== iso || d.words.some((w) => w.conf === undefined)) continue;
        const c = Math.min(...d.words.map((w) => w.conf!));
        best = best === null ? c : Math.max(best, c);
      }
    }
  }
  return best;
}
