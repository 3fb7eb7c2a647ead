// A frequency matrix (tasks down the left, one column per interval, a tick where a task is done), read from the
// page's word boxes: a text layer lists such a table column by column, so the lines alone lose which tick is whose.
import type { MaintenanceTask } from "./types";
import { wordLines, type PageWords, type Word } from "../text/words";
import { findIntervals, headingInterval } from "./intervals";

const TICK = /^[✔✓☑✅✗✘●■]$/;
/**
 * Marks that are ticks only inside a matrix (a bullet, a small square): elsewhere on the page they separate the
 * parts of a running header or open a list, so they count only under an interval column of a caption row.
 */
const SOFT_TICK = /^[•▪◼◾◆♦★✱⚫]$/;
const ANY_TICK = /^[✔✓☑✅✗✘●■•▪◼◾◆♦★✱⚫]$/;
/**
 * A check mark as the OCR reads it ("v", "Vv", "√", a "7" or a "4"): a mark only when the OCR read it (a text layer's
 * "7" is a figure) and, like a soft mark, only under an interval column.
 */
const OCR_TICK = /^(?:[vV]{1,2}|√|7|4)$/;
const isMark = (w: Word) => ANY_TICK.test(w.text.trim()) || (w.conf !== undefined && OCR_TICK.test(w.text.trim()));
const isSoft = (w: Word) => SOFT_TICK.test(w.text.trim()) || (w.conf !== undefined && OCR_TICK.test(w.text.trim()));

interface Column {
  days: number | null;
  x0: number;
  x1: number;
  /** The caption's words. */
  words: string[];
}

const mid = (w: Word) => w.x + w.w / 2;
const midY = (w: Word) => w.y + w.h / 2;

/**
 * The caption rows over the ticks: the lines of the band above the first tick, from the nearest up, while each
 * is a row of short cells close above the last — a line of running text above the table (its words no wider apart
 * than a space) or a heading set apart is no caption, nor is anything above it.
 */
function captionBand(words: Word[]): Word[] {
  const lines: Word[][] = [];
  for (const w of [...words].sort((a, b) => midY(b) - midY(a))) {
    const line = lines.find((l) => Math.abs(midY(l[0]!) - midY(w)) < w.h / 2);
    if (line) line.push(w);
    else lines.push([w]);
  }
  const out: Word[] = [];
  let top = Infinity;
  let lineH = 0;
  for (const l of lines) {
    const sorted = [...l].sort((a, b) => a.x - b.x);
    // A heading set apart above the caption row ("CARE SCHEDULE") is not part of it.
    if (out.length > 0 && Math.max(...l.map((w) => w.y + w.h)) < top - 1.2 * lineH) break;
    top = Math.min(...l.map((w) => w.y));
    lineH = Math.min(...l.map((w) => w.h));
    let cellWords = 0;
    let longest = 0;
    sorted.forEach((w, k) => {
      const prev = sorted[k - 1];
      cellWords = prev && w.x - (prev.x + prev.w) < w.h ? cellWords + 1 : 1;
      longest = Math.max(longest, cellWords);
    });
    if (longest > 6) break;
    out.push(...l);
  }
  return out;
}

/**
 * A legend that spells out letter captions ("D = daily  W = weekly  M = monthly"): each letter's interval, from the
 * page's lines.
 */
function legendOf(words: Word[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of wordLines({ page: 0, width: 0, height: 0, words })) {
    const text = line.map((w) => w.text).join(" ");
    for (const m of text.matchAll(/(?:^|\s)([A-Z]{1,2})\s*=\s*([A-Za-z-]+(?:\s+(?:\d+|two|three|six)\s+[a-z]+)?)/g)) {
      const days = headingInterval(m[2]!) ?? findIntervals(m[2]!)[0]?.days ?? null;
      if (days !== null) out.set(m[1]!, days);
    }
  }
  // One letter explained is no legend of columns.
  return out.size >= 2 ? out : new Map();
}

/** Interval captions over the ticks: words of the band above the first tick, stacked words ("Every 3 / months") joined. */
function columns(words: Word[], firstTickY: number, ticks: Word[], legend: Map<string, number>): Column[] {
  const tickLeft = Math.min(...ticks.map((t) => t.x));
  // How far above the first tick its captions may sit: 60 points, or four lines of an OCR'd page's pixels.
  const heights = words.map((w) => w.h).sort((a, b) => a - b);
  const reach = Math.max(60, 4 * (heights[Math.floor(heights.length / 2)] ?? 0));
  const band = captionBand(
    words.filter(
      (w) =>
        !isMark(w) &&
        w.y + w.h <= firstTickY &&
        w.y >= firstTickY - reach &&
        w.x + w.w >= tickLeft - 30,
    ),
  );
  const cols: { words: Word[]; x0: number; x1: number }[] = [];
  for (const w of [...band].sort((a, b) => a.x - b.x)) {
    // Words of one caption set on one line ("Every 3 months") are a word space apart; two captions are further.
    const gap = Math.max(4, 0.6 * w.h);
    const near = cols.find((c) => w.x <= c.x1 + gap && w.x + w.w >= c.x0 - gap);
    if (near) {
      near.words.push(w);
      near.x0 = Math.min(near.x0, w.x);
      near.x1 = Math.max(near.x1, w.x + w.w);
    } else cols.push({ words: [w], x0: w.x, x1: w.x + w.w });
  }
  return cols.map((c) => {
    const text = c.words
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((w) => w.text)
      .join(" ");
    return {
      days: headingInterval(text) ?? findIntervals(text)[0]?.days ?? legend.get(text.trim()) ?? null,
      x0: c.x0,
      x1: c.x1,
      words: text.split(" "),
    };
  });
}

/** Rows of task text left of the tick columns: wrapped lines joined while the gap between them is small. */
function rows(
  words: Word[],
  left: number,
  top: number,
): { text: string; y0: number; y1: number }[] {
  const lines: Word[][] = [];
  for (const w of words
    .filter((w) => !isMark(w) && w.x + w.w < left && w.y > top)
    .sort((a, b) => a.y - b.y || a.x - b.x)) {
    const line = lines.find((l) => Math.abs(midY(l[0]!) - midY(w)) < w.h / 2);
    if (line) line.push(w);
    else lines.push([w]);
  }
  const out: { text: string; y0: number; y1: number; h: number }[] = [];
  for (const l of lines) {
    const y0 = Math.min(...l.map((w) => w.y));
    const y1 = Math.max(...l.map((w) => w.y + w.h));
    // Pieces of one word printed as separate boxes (a ligature's "fi" and "lter") touch: no space between them.
    const text = l
      .sort((a, b) => a.x - b.x)
      .map((w, k, all) =>
        k > 0 && w.x - (all[k - 1]!.x + all[k - 1]!.w) < 0.1 * w.h
          ? w.text
          : ` ${w.text}`,
      )
      .join("")
      .trim();
    const prev = out[out.length - 1];
    if (prev && y0 - prev.y1 < 0.6 * (y1 - y0) && /^[a-z(]/.test(text)) {
      prev.text = `${prev.text} ${text}`;
      prev.y1 = y1;
    } else out.push({ text, y0, y1, h: y1 - y0 });
  }
  return out;
}

const underColumn = (t: Word, cols: Column[]) => cols.some((c) => c.days !== null && mid(t) >= c.x0 - 10 && mid(t) <= c.x1 + 10);

/**
 * The ticks of a matrix and its interval columns: from the first tick down, the first tick under which a caption
 * row names two intervals or more starts the matrix (a bullet in a running header above it is none); a soft mark
 * counts only under an interval column.
 */
function matrixTicks(marks: Word[], words: Word[]): { ticks: Word[]; cols: Column[] } | null {
  const sorted = [...marks].sort((a, b) => a.y - b.y);
  const legend = sorted.length >= 3 ? legendOf(words) : new Map<string, number>();
  for (let k = 0; sorted.length - k >= 3; k++) {
    // Ticks of the strong kind alone keep the first tick's captions (a page read before soft marks counted).
    if (k > 0 && !isSoft(sorted[k - 1]!)) return null;
    const rest = sorted.slice(k);
    const cols = columns(words, rest[0]!.y, rest, legend);
    if (cols.filter((c) => c.days !== null).length < 2) continue;
    const ticks = rest.filter((t) => TICK.test(t.text.trim()) || underColumn(t, cols));
    if (ticks.length >= 3) return { ticks, cols };
  }
  return null;
}

/** The matrix's jobs with their intervals (the shortest ticked interval of each row); empty when the page has none. */
export function matrixTasks(pages: PageWords[]): MaintenanceTask[] {
  return readMatrix(pages).tasks;
}

function readMatrix(pages: PageWords[]): {
  tasks: MaintenanceTask[];
  captions: Set<string>;
} {
  const out: MaintenanceTask[] = [];
  const used = new Set<string>();
  for (const p of pages) {
    // A tick in a matrix stands alone in its cell; one inside a sentence ("a tick (✔) shows …") is no mark.
    const alone = (t: Word) =>
      !p.words.some(
        (w) =>
          w !== t &&
          Math.abs(midY(w) - midY(t)) < t.h / 2 &&
          w.x < t.x + t.w + 6 &&
          w.x + w.w > t.x - 6,
      );
    const found = matrixTicks(p.words.filter((w) => isMark(w) && alone(w)), p.words);
    if (!found) continue;
    const { ticks, cols } = found;
    const firstY = Math.min(...ticks.map((t) => t.y));
    // The matrix starts at its first interval column: a heading over the task column ("CARE SCHEDULE") is no column.
    const left = Math.min(...cols.filter((c) => c.days !== null || ticks.some((t) => mid(t) >= c.x0 - 10 && mid(t) <= c.x1 + 10)).map((c) => c.x0));
    // A row's first line is level with its tick or a little above it.
    const taskRows = rows(p.words, left - 4, firstY - 12);
    const lastY = Math.max(...ticks.map((t) => t.y + t.h));
    for (const r of taskRows) {
      if (r.y0 > lastY + 4) break;
      const mine = ticks.filter(
        (t) => midY(t) >= r.y0 - 8 && midY(t) <= r.y1 + 8,
      );
      const days = mine
        .map(
          (t) =>
            cols.find((c) => mid(t) >= c.x0 - 10 && mid(t) <= c.x1 + 10)
              ?.days ?? null,
        )
        .filter((d): d is number => d !== null);
      // An OCR'd table's rules read as "|", "I" or "_" at either end of a row are no part of its job; a row of
      // nothing but such marks is none.
      const task = r.text.replace(/^(?:[|!_,;:]+\s*|I\s+(?=[A-Z]))+/, "").replace(/(?:\s*[|!_,;:])+$/, "").trim();
      if (days.length > 0 && /[a-z]{3}/i.test(task))
        out.push({
          task,
          intervalDays: Math.min(...days),
          confidence: 0.7,
        });
    }
    if (out.length > 0)
      for (const c of cols) for (const w of c.words) used.add(key(w));
  }
  return { tasks: out, captions: used };
}

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The page's tasks with a matrix read from its words (three jobs or more): the jobs the lines gave that are not the
 * matrix's own words (its captions read column by column), then each matrix job the lines did not already give —
 * where both read a job, the lines' reading stands.
 */
export function withMatrix(
  fromLines: MaintenanceTask[],
  pages: PageWords[] | undefined,
): MaintenanceTask[] {
  if (!pages) return fromLines;
  const m = readMatrix(pages);
  if (m.tasks.length < 3) return fromLines;
  const content = (t: string) =>
    new Set(
      t
        .split(/\s+/)
        .map(key)
        .filter((w) => w.length > 3),
    );
  const same = (a: MaintenanceTask, b: MaintenanceTask) => {
    const x = content(a.task);
    const y = content(b.task);
    const shared = [...x].filter((w) => y.has(w)).length;
    return shared >= 2 && shared >= 0.6 * Math.min(x.size, y.size);
  };
  // A lines' job made only of the matrix's captions and of no matrix job ("Service agency months").
  const captionsOnly = (t: MaintenanceTask) => {
    const ws = t.task
      .split(/\s+/)
      .map(key)
      .filter((w) => w !== "");
    return (
      ws.every((w) => m.captions.has(w)) && !m.tasks.some((mt) => same(mt, t))
    );
  };
  const kept = fromLines.filter((t) => !captionsOnly(t));
  return [...kept, ...m.tasks.filter((mt) => !kept.some((t) => same(t, mt)))];
}
