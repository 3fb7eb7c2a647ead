// Issue 30, point 6: numbered procedures whose frequency is a sentence of the body ("Frequency: weekly", "Perform
// this procedure at the end of every working day"). An invented page; each case stands for a kind of layout.
import { describe, expect, it } from "vitest";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { numberedProcedure } from "@server/documents/extract/manual-procedures";
import { findIntervals } from "@server/documents/extract/intervals";

describe("numbered procedures", () => {
  it("the title sentence is the job, the frequency sentence its interval", () => {
    expect(
      numberedProcedure(
        "6.2",
        "Descale the kettle. Fill it with descaler and boil for ten minutes. Frequency: monthly.",
      ),
    ).toEqual({ task: "Descale the kettle", days: 30 });
    expect(
      numberedProcedure(
        "6.3",
        "Replace a cracked lid. Order the part from your dealer. Frequency: as required.",
      ),
    ).toBeNull();
    expect(
      numberedProcedure("Step", "Descale the kettle. Frequency: monthly."),
    ).toBeNull();
  });

  it("'at the end of every working day' is daily", () => {
    expect(findIntervals("at the end of every working day")[0]?.days).toBe(1);
  });

  it("a page of procedures, each number in its own cell and the body wrapped", () => {
    const f = extractManualRules(
      [
        "Chapter 6 — Care of the Kettle",
        "Unplug the kettle base before any procedure.",
        "6.1\tWipe the kettle body. Wipe the outside with a soft cloth and mild soap. Perform this procedure at",
        "the end of every working day.",
        "6.2\tDescale the kettle. Fill it with descaler and boil for ten minutes, then rinse twice. Frequency:",
        "monthly (weekly in hard-water areas).",
        "6.3\tInspect the power cord. Look for cuts and loose plugs. Frequency: every six months.",
        "6.4\tReplace a cracked lid. Order the part from your dealer. Frequency: as required.",
      ].join("\n"),
    );
    expect(f.tasks.map((t) => [t.task, t.intervalDays])).toEqual([
      ["Wipe the kettle body", 1],
      ["Descale the kettle", 30],
      ["Inspect the power cord", 180],
    ]);
  });
});

describe("prose", () => {
  it("'at the close of business each day' is daily; 'At the same time …' shares the last job's interval", () => {
    expect(
      findIntervals("At the close of business each day, mop the floor")[0],
    ).toMatchObject({ days: 1, index: 0 });
    const f = extractManualRules(
      [
        "Looking After Your Proofing Cabinet",
        "At the close of business each day, wipe down the racks and check the water pan level.",
        "Once a week, clean the door seal with mild soap and dry it. At the same time",
        "empty and rinse the water pan.",
      ].join("\n"),
    );
    expect(f.tasks.map((t) => t.intervalDays)).toEqual([1, 7, 7]);
    expect(f.tasks[2]!.task.toLowerCase()).toContain(
      "empty and rinse the water pan",
    );
  });
});
