// A schedule table without "Task / Frequency" captions, read from the page's word boxes: a column of interval cells
// set apart (three or more, their left edges aligned) and the column of jobs left of it. Tables set side by side
// ("CHECK | REPLACE", each a job column and an interval column) come out of a text layer line by line, the right
// table's two-line jobs split around the interval set level with their middle, so the lines lose which interval is
// whose. Here each job (its lines joined: a line in lower case goes on the job above) takes the interval cell nearest
// its middle; a job whose nearest cell is no calendar interval ("Every 5,000 running hours") takes none.
import type { MaintenanceTask } from "./types";
import type { PageWords, Word } from "../text/words";
import { wordCells, wordLines } from "../text/words";
import { findIntervals, headingInterval } from "./intervals";
import { sameJob } from "./manual-schedule-table";

interface Cell {
  text: string;
  x0: number;
  x1: number;
  /** Vertical middle. */
  y: number;
  h: number;
}

function pageCells(page: PageWords): Cell[] {
  return wordLines(page).flatMap((line) => {
    const h = Math.min(...line.map((w) => w.h));
    return wordCells(line, h).map((ws: Word[]) => ({
      // Pieces of one word printed as separate boxes (a ligature's "fi" and "lter") touch: no space between them.
      text: ws.map((w, i) => (i > 0 && w.x - (ws[i - 1]!.x + ws[i - 1]!.w) < 0.1 * w.h ? w.text : ` ${w.text}`)).join("").trim(),
      x0: ws[0]!.x,
      x1: Math.max(...ws.map((w) => w.x + w.w)),
      y: ws[0]!.y + ws[0]!.h / 2,
      h,
    }));
  });
}

/** The jobs of every such table of the pages, each with the interval printed level with it. */
export function intervalColumnTasks(pages: PageWords[], isJob: (text: string) => boolean): MaintenanceTask[] {
  const out: MaintenanceTask[] = [];
  for (const page of pages) {
    const cells = pageCells(page);
    const intervals = cells.filter((c) => headingInterval(c.text) !== null);
    const done = new Set<Cell>();
    for (const first of intervals) {
      if (done.has(first)) continue;
      const column = intervals.filter((c) => Math.abs(c.x0 - first.x0) < first.h);
      column.forEach((c) => done.add(c));
      if (column.length < 3) continue;
      const top = Math.min(...column.map((c) => c.y));
      const bottom = Math.max(...column.map((c) => c.y));
      const h = first.h;
      // Every cell of the interval column, calendar or not ("Every 5,000 running" / "hours").
      const freq = cells.filter((c) => Math.abs(c.x0 - first.x0) < h && c.y >= top - 2 * h && c.y <= bottom + 4 * h);
      // The job column: the left edge most of the cells just left of the interval cells start at.
      const nearest = column
        .map((iv) => cells.filter((c) => c.x1 < iv.x0 && Math.abs(c.y - iv.y) < 2 * h).sort((a, b) => b.x1 - a.x1)[0])
        .filter((c): c is Cell => c !== undefined);
      const edge = nearest.map((c) => c.x0).sort((a, b) => nearest.filter((c) => Math.abs(c.x0 - b) < h).length - nearest.filter((c) => Math.abs(c.x0 - a) < h).length)[0];
      if (edge === undefined) continue;
      const jobLines = cells
        .filter((c) => Math.abs(c.x0 - edge) < h && c.x1 < first.x0 && c.y >= top - 2 * h && c.y <= bottom + 4 * h)
        .sort((a, b) => a.y - b.y);
      // The job column must hold most of the lines beside the intervals: else these are no table's columns.
      if (nearest.filter((c) => Math.abs(c.x0 - edge) < h).length < Math.max(3, column.length - 1)) continue;
      const jobs: { text: string; ys: number[] }[] = [];
      for (const l of jobLines) {
        const last = jobs[jobs.length - 1];
        if (last && /^[a-z]/.test(l.text) && l.y - last.ys[last.ys.length - 1]! < 2 * h) {
          last.text += ` ${l.text}`;
          last.ys.push(l.y);
        } else jobs.push({ text: l.text, ys: [l.y] });
      }
      const found: MaintenanceTask[] = [];
      for (const job of jobs) {
        const middle = (job.ys[0]! + job.ys[job.ys.length - 1]!) / 2;
        const cell = freq.sort((a, b) => Math.abs(a.y - middle) - Math.abs(b.y - middle))[0];
        const days = cell ? headingInterval(cell.text) : null;
        if (days === null || Math.abs(cell!.y - middle) > 1.5 * h || !isJob(job.text) || findIntervals(job.text).length > 0) continue;
        found.push({ task: job.text.replace(/\s+/g, " ").trim(), intervalDays: days, confidence: 0.7 });
      }
      if (found.length >= 3) out.push(...found);
    }
  }
  return out;
}

const opening = (task: string) => task.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").split(/\s+/).filter(Boolean).slice(0, 3).join(" ");

/** A line's job that ran on into the opening words of a job of the table beside it ("… gauges Replace the sediment"), cut there. */
function withoutTableOpening(task: string, table: MaintenanceTask[]): string {
  for (const t of table) {
    const head = t.task.split(/\s+/).slice(0, 3).join(" ");
    if (head.split(" ").length === 3 && task.length > head.length + 10 && task.toLowerCase().endsWith(` ${head.toLowerCase()}`)) return task.slice(0, -head.length - 1);
  }
  return task;
}

/**
 * The lines' jobs with such a table's jobs added; a job the lines read with another interval (the same first three
 * words) is the table's row read across the wrong interval and gives way.
 */
export function withIntervalColumns(fromLines: MaintenanceTask[], pages: PageWords[] | undefined, isJob: (text: string) => boolean): MaintenanceTask[] {
  if (!pages) return fromLines;
  const table = intervalColumnTasks(pages, isJob);
  if (table.length === 0) return fromLines;
  const kept = fromLines
    .filter((l) => !table.some((t) => opening(t.task) === opening(l.task) && t.intervalDays !== l.intervalDays))
    .map((l) => ({ ...l, task: withoutTableOpening(l.task, table) }));
  return [...kept, ...table.filter((t) => !kept.some((l) => l.intervalDays === t.intervalDays && (opening(l.task) === opening(t.task) || sameJob(l, t))))];
}
