// Manuals on layouts never seen (issue 30, point 6): kinds of page the reader missed on a tuning set written blind by
// another hand, each on an invented page — numbered sections closed by a frequency line, a schedule table whose
// interval cell wraps, wording ("four times a year", "… at the same time", a technician as the subject), a remark
// that is no job, an aside in brackets under a schedule heading, the kind of equipment inside a longer kind's name.
import { describe, expect, it } from "vitest";
import { extractManualRules } from "@server/documents/extract/manual-rules";

const tasks = (text: string) => extractManualRules(text).tasks.map((t) => [t.task, t.intervalDays] as [string, number]);

describe("numbered sections closed by a frequency line", () => {
  const page = [
    "Section 4 — Upkeep",
    "4.1\tEmpty the drip tray",
    "Slide the tray out, pour it away and rinse it under the tap. Dry it before you put",
    "it back in place.",
    "Frequency: three times a day at least, and always at the close of every day.",
    "4.2\tDescale the boiler",
    "Run the descaling program with two sachets of descaler. It takes forty minutes.",
    "Rinse the boiler twice afterwards.",
    "Frequency: once every month.",
    "4.3\tHave the safety valve tested",
    "A service engineer opens the valve by hand and checks that it seats again.",
    "Frequency: yearly.",
  ].join("\n");
  it("gives each section's title the frequency printed under its paragraph, not the next section's", () => {
    expect(tasks(page)).toEqual([
      ["Empty the drip tray", 1],
      ["Descale the boiler", 30],
      ["Have the safety valve tested", 365],
    ]);
  });
});

describe("kind and maker", () => {
  it("takes a kind printed inside a longer kind's name for that kind, not for a second one", () => {
    const text = ["Operating and care · QV-610 gas combi steamer, 6 trays\tChapter 5", "5 Care", "Model: QV-610", "Daily: run the cleaning program.", "Use only the tablets sold for this oven."].join("\n");
    expect(extractManualRules(text).equipmentType.value).toBe("Combi oven");
  });
  it("reads a maker with a French company suffix in the running footer", () => {
    const text = ["QV-610 Combi Steamer", "Daily: run the cleaning program.", "Weekly: clean the fan guard.", "Brivane Cuisson S.A.S. · 3 rue des Forges, Villeneuve (sample) · page 12"].join("\n");
    expect(extractManualRules(text).manufacturer.value).toBe("Brivane Cuisson S.A.S.");
  });
});

describe("wording of prose care pages", () => {
  it("reads 'four times a year' as quarterly and 'three times a year' as every four months", () => {
    expect(tasks("Four times a year, have the burners adjusted by a service agent.")).toEqual([["Have the burners adjusted by a service agent", 90]]);
    expect(tasks("Three times a year, descale the kettle.")).toEqual([["Descale the kettle", 120]]);
  });
  it("gives a job said 'at the same time' after it the interval of the job before", () => {
    expect(tasks("Every week, brush the oven racks and soak them. Polish the door handle at the same time.")).toEqual([
      ["Brush the oven racks and soak them", 7],
      ["Polish the door handle", 7],
    ]);
  });
  it("takes a technician as the subject of a job under a run-in label for the job", () => {
    expect(tasks("Every year. An authorised service agent tests the safety valve and the pressure switch.")).toEqual([
      ["An authorised service agent tests the safety valve and the pressure switch", 365],
    ]);
  });
  it("takes no remark on what a job does for the thing for a job", () => {
    expect(tasks("A kettle that is descaled every month uses less power. Every month, descale the kettle.")).toEqual([["Descale the kettle", 30]]);
  });
});

describe("an aside in brackets under a schedule heading", () => {
  it("keeps the heading's interval for a job whose only other interval is a condition in brackets", () => {
    expect(tasks(["EVERY 6 MONTHS", "- Descale the boiler (every 2 months where the water is hard).", "- Replace the inlet filter."].join("\n"))).toEqual([
      ["Descale the boiler (every 2 months where the water is hard)", 180],
      ["Replace the inlet filter", 180],
    ]);
  });
});

describe("list items told as small procedures", () => {
  it("gives each item's title sentence the interval of its closing 'Do this …' sentence, and none for 'when needed'", () => {
    const page = [
      "Looking after your toaster",
      "1. Empty the crumb tray. Pull the tray out from the front, tip it over the bin and wipe",
      "it with a dry cloth. Do this after the last toast of every day.",
      "2. Wipe the heating guards. Let the toaster cool, then run a soft brush along the guards. Do this",
      "every week.",
      "3. Replace the elements. An electrician fits new elements. Do this when needed.",
      "4. Test the timer. Toast one slice and time it with a watch. Repeat it every three months.",
    ].join("\n");
    expect(tasks(page)).toEqual([
      ["Empty the crumb tray", 1],
      ["Wipe the heating guards", 7],
      ["Test the timer", 90],
    ]);
  });
});

describe("a phone photo of a page on a textured surface", () => {
  // The OCR reads the counter's grain beside the sheet as words it is unsure of, set off as cells at the lines' ends.
  const text = [
    "Kx Qe\t3. Descale the kettle. Fill it with descaler and boil it",
    "Rr\ttwice, then empty and rinse it well. Do this every month.\tWv tk",
    "4. Polishthewholebodyshell. Use a soft cloth. Do this every week.",
  ].join("\n");
  const word = (t: string, conf: number) => ({ text: t, x: 0, y: 0, w: 10, h: 10, page: 1, conf });
  const sure = "Descale the kettle Fill it with descaler and boil twice, then empty rinse well Do this every month Use a soft cloth week".split(" ");
  const words = [{ page: 1, width: 1000, height: 1400, words: [...["Kx", "Qe", "Rr", "Wv", "tk"].map((t) => word(t, 0.2)), ...sure.map((t) => word(t, 0.95))] }];
  const read = extractManualRules(text, { words, fromOcr: true }).tasks;
  it("leaves out cells at a line's ends made only of words read unsurely, so the item's lines join again", () => {
    expect(read.map((t) => [t.task, t.intervalDays])).toContainEqual(["Descale the kettle", 30]);
  });
  it("shows a job whose words the OCR ran together for checking", () => {
    const polish = read.find((t) => t.task.startsWith("Polish"));
    expect(polish?.intervalDays).toBe(7);
    expect(polish!.confidence).toBeLessThan(0.6);
  });
});

describe("model", () => {
  it("ends a labelled model at the comma after its code", () => {
    const text = ["Chapter 3 — Care", "Model QF-40, 40 lb oil capacity, 3 tubes, 90,000 BTU/hr.", "Daily: filter the oil."].join("\n");
    expect(extractManualRules(text).model.value).toBe("QF-40");
  });
});

describe("a phone photo: words read beside the sheet", () => {
  it("leaves out a line-end cell whose words were read left or right of the sheet's text, though also read on it", () => {
    const text = ["5. Brush the fan guard. Switch the oven off and brush the guard\tand", "from above. Do this every week.\t3 to"].join("\n");
    const at = (t: string, x: number, conf = 0.95) => ({ text: t, x, y: 0, w: 30, h: 10, page: 1, conf });
    const body = "Brush the fan guard Switch oven off and brush guard from above Do this every week to 3".split(" ").map((t, k) => at(t, 300 + (k % 10) * 80));
    const words = [{ page: 1, width: 1400, height: 1800, words: [...body, ...body.map((w) => ({ ...w, x: w.x + 20 })), at("and", 1300, 0.4), at("3", 40, 0.6), at("to", 70, 0.7)] }];
    expect(extractManualRules(text, { words, fromOcr: true }).tasks.map((t) => [t.task, t.intervalDays])).toEqual([["Brush the fan guard", 7]]);
  });
});
