// Issue 30, point 6: a frequency matrix read from the page's word boxes (tasks down the left, a column per interval,
// ticks in the cells) — a text layer lists such a table column by column. An invented page.
import { describe, expect, it } from "vitest";
import {
  matrixTasks,
  withMatrix,
} from "@server/documents/extract/manual-matrix";
import type { PageWords, Word } from "@server/documents/text/words";
import { wordLine } from "../support/word-line";

const line = wordLine;
const tick = (x: number, y: number): Word => ({
  text: "✓",
  x,
  y,
  w: 8,
  h: 10,
  page: 1,
});

const page: PageWords = {
  page: 1,
  width: 600,
  height: 800,
  words: [
    ...line("A tick ✓ marks each job.", 40, 60),
    ...line("Job", 40, 100),
    ...line("Daily", 300, 100),
    ...line("Weekly", 360, 100),
    ...line("Every 6", 430, 95),
    ...line("months", 430, 105),
    ...line("Dealer", 510, 100),
    ...line("Brush the fryer basket", 40, 125),
    tick(310, 126),
    ...line("Boil out the kettle with", 40, 150),
    ...line("cleaning solution", 40, 160),
    tick(370, 153),
    ...line("Inspect the flue", 40, 185),
    tick(440, 186),
    tick(515, 186),
  ],
};

describe("tick matrix", () => {
  it("each row's job with the interval of the column its tick is in (the shortest when two)", () => {
    expect(matrixTasks([page]).map((t) => [t.task, t.intervalDays])).toEqual([
      ["Brush the fryer basket", 1],
      ["Boil out the kettle with cleaning solution", 7],
      ["Inspect the flue", 180],
    ]);
  });
  it("drops the lines' jobs made of the matrix's captions, keeps the lines' own reading of a job, adds the rest", () => {
    const fromLines = [
      { task: "Dealer months", intervalDays: 7, confidence: 0.7 },
      { task: "Brush the fryer basket", intervalDays: 1, confidence: 0.9 },
      { task: "Descale the water tank", intervalDays: 30, confidence: 0.8 },
    ];
    expect(withMatrix(fromLines, [page]).map((t) => t.task)).toEqual([
      "Brush the fryer basket",
      "Descale the water tank",
      "Boil out the kettle with cleaning solution",
      "Inspect the flue",
    ]);
    expect(withMatrix(fromLines, [page])[0]!.confidence).toBe(0.9);
    expect(withMatrix(fromLines, undefined)).toBe(fromLines);
  });
});

// Bullets as the matrix's marks: a bullet also parts a running header above the table, and a sentence of running
// text sits close over the caption row (its last line reaching over the interval columns); a caption wraps.
const mark = (x: number, y: number): Word => ({ text: "•", x, y, w: 6, h: 9, page: 1 });
const bulletPage: PageWords = {
  page: 1,
  width: 600,
  height: 800,
  words: [
    ...line("Kneadwell", 40, 30),
    ...line("Planetary Mixer", 330, 30),
    mark(420, 30),
    ...line("Care Guide", 440, 30),
    ...line("CARE SCHEDULE", 40, 80),
    ...line("Each row is one job and a mark sits under how often it is done by the crew on duty.", 40, 110),
    ...line("Job", 40, 130),
    ...line("Daily", 300, 130),
    ...line("Weekly", 350, 130),
    ...line("Every 3", 410, 130),
    ...line("mo.", 415, 141),
    ...line("Yearly", 470, 130),
    ...line("Scrape the bowl lift rails", 40, 160),
    mark(310, 160),
    ...line("Wash the splash ring", 40, 180),
    mark(365, 180),
    ...line("Grease the planetary", 40, 200),
    ...line("shaft seal", 40, 210),
    mark(425, 203),
    ...line("Replace the belt", 40, 230),
    mark(485, 230),
    ...line("Printed in 2026", 40, 700),
    mark(130, 700),
    ...line("page 4", 140, 700),
  ],
};

describe("a matrix marked with bullets", () => {
  it("reads each row under the caption row, not from a header's bullet or the sentence above the table", () => {
    expect(matrixTasks([bulletPage]).map((t) => [t.task, t.intervalDays])).toEqual([
      ["Scrape the bowl lift rails", 1],
      ["Wash the splash ring", 7],
      ["Grease the planetary shaft seal", 90],
      ["Replace the belt", 365],
    ]);
  });
  it("takes no list of bulleted sentences for a matrix", () => {
    const list: PageWords = {
      page: 1,
      width: 600,
      height: 800,
      words: [
        ...line("Daily Weekly", 40, 100),
        mark(40, 120),
        ...line("Wipe the guard daily.", 52, 120),
        mark(40, 135),
        ...line("Oil the rod weekly.", 52, 135),
        mark(40, 150),
        ...line("Check the cord monthly.", 52, 150),
      ],
    };
    expect(matrixTasks([list])).toEqual([]);
  });
});
