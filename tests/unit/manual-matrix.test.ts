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
