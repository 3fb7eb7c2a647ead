// Issue 30, point 6: a schedule table (a job column, a frequency column) read from the page's word boxes, where
// wrapped job cells and intervals set level with a row's middle make a text layer list the table column by
// column. An invented page.
import { describe, expect, it } from "vitest";
import { scheduleTableTasks, withScheduleTable } from "@server/documents/extract/manual-schedule-table";
import type { PageWords } from "@server/documents/text/words";
import { wordLine } from "../support/word-line";

const line = wordLine;

const page: PageWords = {
  page: 1,
  width: 600,
  height: 800,
  words: [
    ...line("Care Schedule", 40, 60),
    ...line("Item", 40, 100),
    ...line("How often", 260, 100),
    ...line("Who", 400, 100),
    ...line("Brush the crumb tray", 40, 120),
    ...line("Every day", 260, 120),
    ...line("Operator", 400, 120),
    // A job wrapped over two lines; its interval and its "who" set level with the middle of the row.
    ...line("Take out the grease filters and soak", 40, 140),
    ...line("Weekly", 260, 146),
    ...line("Operator", 400, 146),
    ...line("them in degreaser", 40, 152),
    ...line("Descale the steam boiler", 40, 172),
    ...line("Every 3 months", 260, 172),
    ...line("Technician", 400, 172),
    ...line("Replace the door lamp", 40, 192),
    ...line("When it fails", 260, 192),
    ...line("Operator", 400, 192),
    ...line("Faults", 40, 225),
    ...line("Symptom", 40, 245),
    ...line("Remedy", 260, 245),
    ...line("Oven will not heat", 40, 265),
    ...line("Check the breaker", 260, 265),
  ],
};

describe("schedule table from word boxes", () => {
  it("reads each row's job with its own interval, a wrapped job as one, and stops at the next heading", () => {
    expect(scheduleTableTasks([page]).map((t) => [t.task, t.intervalDays])).toEqual([
      ["Brush the crumb tray", 1],
      ["Take out the grease filters and soak them in degreaser", 7],
      ["Descale the steam boiler", 90],
    ]);
  });

  it("reads nothing from a page without a job and a frequency caption", () => {
    const plain: PageWords = { ...page, words: page.words.filter((w) => w.text !== "How" && w.text !== "often") };
    expect(scheduleTableTasks([plain])).toEqual([]);
  });

  it("keeps the lines' own reading of a job and adds the table's others", () => {
    const fromLines = [{ task: "Brush the crumb tray daily", intervalDays: 1, confidence: 0.8 }];
    const all = withScheduleTable(fromLines, [page]);
    expect(all.map((t) => t.task)).toEqual([
      "Brush the crumb tray daily",
      "Take out the grease filters and soak them in degreaser",
      "Descale the steam boiler",
    ]);
  });
});
