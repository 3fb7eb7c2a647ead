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

describe("an Interval | Work | Done by table whose interval cells wrap", () => {
  it("reads 'Work' as the job column and joins 'Every 6' with the 'months' under it", () => {
    const work: PageWords = {
      page: 1,
      width: 600,
      height: 800,
      words: [
        ...line("Interval", 40, 100),
        ...line("Work", 130, 100),
        ...line("Done by", 420, 100),
        ...line("Daily", 40, 120),
        ...line("Empty and rinse the crumb drawer", 130, 120),
        ...line("Crew", 420, 120),
        ...line("Every 6", 40, 140),
        ...line("Check the hinge pins for wear and", 130, 140),
        ...line("Crew /", 420, 140),
        ...line("months", 40, 151),
        ...line("tighten them", 130, 151),
        ...line("agent", 420, 151),
        ...line("Every 2", 40, 171),
        ...line("Agent inspection: thermostat and", 130, 171),
        ...line("Agent", 420, 171),
        ...line("years", 40, 182),
        ...line("heating elements", 130, 182),
        ...line("When worn", 40, 202),
        ...line("Replace the door lamp", 130, 202),
        ...line("Crew", 420, 202),
      ],
    };
    expect(scheduleTableTasks([work]).map((t) => [t.task, t.intervalDays])).toEqual([
      ["Empty and rinse the crumb drawer", 1],
      ["Check the hinge pins for wear and tighten them", 180],
      ["Agent inspection: thermostat and heating elements", 730],
    ]);
  });
});
