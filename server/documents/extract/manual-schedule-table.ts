// A schedule table read from the page's word boxes: a caption row naming a job column ("Task", "Item") and a
// frequency column ("Frequency", "Interval", "How often"), then one row per job. A text layer may list such a
// table column by column when its cells wrap (a two-line job beside a one-line interval set level with the
// row's middle), so the lines alone lose which interval is whose; the boxes keep it. Rows are told apart by
// the gap above them (a wrapped line of a cell sits closer than the next row) and by a job opening with a
// capital where the cell above ended; the table ends at a row with no interval cell (a heading, another table).
import type { MaintenanceTask } from "./types";
import type { PageWords, Word } from "../text/words";
import { wordLines } from "../text/words";
import { findIntervals } from "./intervals";

const JOB_CAPTION = /^(?:tasks?|items?|jobs?|work|procedures?|operations?|what|maintenance(?:\s+(?:tasks?|items?|work))?|description|action)$/i;
const FREQUENCY_CAPTION = /^(?:frequency|interval|how\s+often|when|schedule|period|service\s+interval)$/i;

interface Cell {
  text: string;
  x0: number;
  x1: number;
}

/** Words of a line joined into cells: a gap wider than one word height starts a new cell. */
function cells(line: Word[]): Cell[] {
  const out: Cell[] = [];
  for (const w of line) {
    const last = out[out.length - 1];
    if (last && w.x - last.x1 < w.h) {
      // Pieces of one word printed as separate boxes (a ligature's "fi" and "lter") touch: no space between them.
      last.text += w.x - last.x1 < 0.1 * w.h ? w.text : ` ${w.text}`;
      last.x1 = w.x + w.w;
    } else out.push({ text: w.text, x0: w.x, x1: w.x + w.w });
  }
  return out;
}

const clean = (s: string) => s.replace(/[:.]+$/, "").trim();

/** The jobs of every schedule table of the pages, each with its row's interval; empty when a page has none. */
export function scheduleTableTasks(pages: PageWords[]): MaintenanceTask[] {
  const out: MaintenanceTask[] = [];
  for (const page of pages) {
    const lines = wordLines(page);
    for (let i = 0; i < lines.length; i++) {
      const head = cells(lines[i]!);
      const job = head.findIndex((c) => JOB_CAPTION.test(clean(c.text)));
      const freq = head.findIndex((c) => FREQUENCY_CAPTION.test(clean(c.text)));
      if (job === -1 || freq === -1 || head.length > 6) continue;
      const h = Math.min(...lines[i]!.map((w) => w.h));
      // Each column runs from its caption's left edge (less a word height) to the next caption's.
      const starts = head.map((c) => c.x0 - h);
      const columnOf = (w: Word) => {
        let k = -1;
        starts.forEach((s, j) => {
          if (w.x >= s) k = j;
        });
        return k;
      };
      const rows: { job: string[]; freq: string[] }[] = [];
      let lastTop = Math.min(...lines[i]!.map((w) => w.y));
      for (let j = i + 1; j < lines.length; j++) {
        const line = lines[j]!;
        const top = Math.min(...line.map((w) => w.y));
        const lh = Math.min(...line.map((w) => w.h));
        const jobWords = line.filter((w) => columnOf(w) === job);
        const freqWords = line.filter((w) => columnOf(w) === freq);
        const jobText = cells(jobWords).map((c) => c.text).join(" ");
        const freqText = cells(freqWords).map((c) => c.text).join(" ");
        const row = rows[rows.length - 1];
        const wide = top - lastTop > 1.6 * lh;
        // A capitalised job under a row that already has its job and its interval is the next row.
        const nextJob = row !== undefined && row.job.length > 0 && row.freq.length > 0 && /^[A-Z0-9]/.test(jobText);
        if (!row || wide || nextJob) rows.push({ job: jobText ? [jobText] : [], freq: freqText ? [freqText] : [] });
        else {
          if (jobText) row.job.push(jobText);
          if (freqText) row.freq.push(freqText);
        }
        lastTop = top;
      }
      const found: MaintenanceTask[] = [];
      for (const r of rows) {
        // A row of text with no frequency cell (a heading, another table's captions) ends the table.
        if (r.freq.length === 0) {
          if (r.job.length > 0) break;
          continue;
        }
        if (r.job.length === 0) continue;
        const interval = findIntervals(r.freq.join(" "))[0];
        const task = r.job.join(" ").replace(/\s+/g, " ").trim();
        if (interval && /[a-z]{3}/i.test(task)) found.push({ task, intervalDays: interval.days, confidence: 0.7 });
      }
      // A table is three jobs or more; fewer may be a caption row that happens to read "Task … When".
      if (found.length >= 3) out.push(...found);
    }
  }
  return out;
}

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
const content = (t: string) =>
  new Set(
    t
      .split(/\s+/)
      .map(key)
      .filter((w) => w.length > 3),
  );

/** Whether two readings name one job (most of the shorter one's content words shared). */
export function sameJob(a: MaintenanceTask, b: MaintenanceTask): boolean {
  const x = content(a.task);
  const y = content(b.task);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared >= 2 && shared >= 0.6 * Math.min(x.size, y.size);
}

/**
 * The lines' jobs with each job of a schedule table read from the boxes that the lines did not already give
 * (where both read a job, the lines' reading stands).
 */
export function withScheduleTable(fromLines: MaintenanceTask[], pages: PageWords[] | undefined): MaintenanceTask[] {
  if (!pages) return fromLines;
  const table = scheduleTableTasks(pages);
  if (table.length === 0) return fromLines;
  return [...fromLines, ...table.filter((t) => !fromLines.some((l) => sameJob(l, t)))];
}
