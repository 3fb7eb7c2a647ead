// Manuals on layouts never seen (issue 30, point 6; blind4's misses as kinds, not as documents): a care table whose
// task cells wrap stays a table, a sidebar of specifications is read apart from the body, checklists under
// interval headings without bullets, long asides in headings and interval lines, participle jobs, numbered
// procedure codes, and the checks that lower a manual field's confidence (never its value).
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { fragmentsToLines } from "../../server/documents/text/worker/layout.mjs";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { findIntervals, headingInterval } from "@server/documents/extract/intervals";
import { checkManualFields, modelDoubt, serialDoubt } from "@server/documents/extract/manual-plausibility";
import { DOUBTED } from "@server/documents/extract/plausibility";
import type { ManualFields } from "@server/documents/extract/types";

interface Fragment {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
const at = (text: string, x: number, y: number, size = 10): Fragment => ({ text, x0: x, x1: x + text.length * size * 0.5, y0: y - size * 0.8, y1: y + size * 0.2 });
const lines = (fs: Fragment[], width = 612): string[] => fragmentsToLines(fs, width) as string[];
const tasks = (text: string) => extractManualRules(text).tasks.map((t) => [t.task, t.intervalDays] as [string, number]);

describe("page layout", () => {
  it("keeps a three-column care table whose task cells wrap as rows, not two columns", () => {
    const rows: [string, string, string][] = [
      ["Task", "How often", "Notes"],
      ["Wipe the inside walls, shelves and liners", "Daily", "mild soap; dry with a clean cloth"],
      ["Clean the door seals and test the closing", "Weekly", "a strip of paper should hold"],
      ["Brush the condenser fins clean", "Monthly", "brush along the fins, then vacuum"],
      ["Lubricate the hinges and check the", "Every 6 months", "food-grade grease"],
    ];
    const fs: Fragment[] = [];
    let y = 100;
    for (const [a, b, c] of rows) {
      fs.push(at(a, 58, y), at(b, 288, y), at(c, 388, y));
      y += 21;
      if (a.endsWith("the")) {
        fs.push(at("closing cam on the door", 58, y - 8));
        y += 10;
      }
    }
    fs.push(at("Refrigerant and electrical check by a", 58, y), at("Annually", 288, y), at("certified technicians only", 388, y));
    fs.push(at("service technician", 58, y + 13));
    const out = lines(fs);
    expect(out[1]).toBe("Wipe the inside walls, shelves and liners\tDaily\tmild soap; dry with a clean cloth");
    const read = tasks(out.join("\n"));
    expect(read).toContainEqual(["Lubricate the hinges and check the closing cam on the door", 180]);
    expect(read).toContainEqual(["Refrigerant and electrical check by a service technician", 365]);
  });

  it("reads a narrow sidebar of label-over-value specifications apart from the checklist beside it", () => {
    const side = ["AT A GLANCE", "Model", "HX-20", "Serial", "HXS-1102-448", "Power", "208 V, 1 ph", "Timer", "0 - 60 min"];
    const body: [string, number][] = [
      ["EVERY DAY", 0],
      ["Wipe the oven cavity and the racks", 1],
      ["Clean the door glass inside and out", 1],
      ["EVERY WEEK", 0],
      ["Degrease the blower wheel", 7],
      ["ONCE A YEAR", 0],
      ["Have a service agent check the elements", 365],
    ];
    const fs = [...side.map((t, i) => at(t, 24, 120 + i * 19, 9)), ...body.map(([t], i) => at(t, 214, 127 + i * 22))];
    const out = lines(fs);
    // The sidebar's values are not run into the body's headings ("HXS-1102-448 EVERY WEEK").
    expect(out.every((l) => !/HXS-1102-448\s*\S/.test(l))).toBe(true);
    const read = extractManualRules(out.join("\n"));
    expect(read.serial.value).toBe("HXS-1102-448");
    expect(read.tasks.map((t) => [t.task, t.intervalDays])).toEqual([
      ["Wipe the oven cavity and the racks", 1],
      ["Clean the door glass inside and out", 1],
      ["Degrease the blower wheel", 7],
      ["Have a service agent check the elements", 365],
    ]);
  });
});

describe("wording", () => {
  it("reads an interval whose spaces the OCR dropped", () => {
    expect(findIntervals("Every6months").map((m) => m.days)).toEqual([180]);
    expect(findIntervals("Every2weeks").map((m) => m.days)).toEqual([14]);
  });

  it("takes a heading with a long aside in brackets as a schedule heading", () => {
    expect(headingInterval("EVERY DAY (after the last bake, oven cooled below 140 F)")).toBe(1);
  });

  it("gives a procedure its interval line with an aside, and starts a new procedure after a 'Time needed' line", () => {
    const text = [
      "PM-1 Delime the wash tank and the booster",
      "Run the delime cycle with an approved agent; rinse twice.",
      "Interval:\tEvery 30 days (sooner if the water is over 4 grains)",
      "Time needed: 25 min",
      "PM-2 Verify the temperature gauges against a test thermometer",
      "Use a maximum-registering thermometer on a rack.",
      "Interval:\tEvery 3 months",
      "Time needed: 15 min",
      "PM-3 Inspect the door springs",
      "Interval:\tWeekly",
    ].join("\n");
    const read = tasks(text);
    expect(read.find(([t]) => t.includes("Delime"))?.[1]).toBe(30);
    expect(read.find(([t]) => t.includes("thermometer"))?.[1]).toBe(90);
    expect(read.some(([t]) => /time needed/i.test(t))).toBe(false);
  });

  it("reads a job given as 'Have the … checked by …'", () => {
    expect(tasks("Every 6 months. Have the contactors, wiring and element terminals checked by an authorized service agent.")).toEqual([
      ["Have the contactors, wiring and element terminals checked by an authorized service agent", 180],
    ]);
  });

  it("reads an opening interval whose sentence takes parts off for cleaning", () => {
    const read = tasks("At the close of every day, unplug the machine and take off the carriage and the blade cover. Wash these parts in warm water.");
    expect(read[0]).toEqual(["Unplug the machine and take off the carriage and the blade cover", 1]);
  });

  it("does not take 'the weekly cleaning' in a remark for a job", () => {
    expect(tasks("Grease on the blower wheel shows as uneven browning; the weekly cleaning prevents it.")).toEqual([]);
  });

  it("does not take a numbered procedure code printed three times for the model", () => {
    const text = [
      "XQ-20 High-Temperature Undercounter Dish Machine",
      "PM-1 Clean the strainers",
      "PM-2 Inspect the seals",
      "PM-3 Delime the tank",
      "Rinse below 180 F\tdelime (PM-3)",
      "Logs of PM-3 may be required",
    ].join("\n");
    expect(extractManualRules(text).model.value).toBe("XQ-20");
  });

  it("takes a maker spelled without spaces in a wordmark and with them in the footer as one maker", () => {
    const text = ["CLEARBROOKWAREWORKS", "CB-20 Undercounter Dish Machine", "Clearbrook Wareworks, 50 Rinse Row, Kettering, OH 45440\t3-1", "\f", "Clean the strainers daily.", "Clearbrook Wareworks\t3-2"].join("\n");
    expect(extractManualRules(text).manufacturer.value).toBe("Clearbrook Wareworks");
  });
});

describe("confidence of manual fields (lowered, never changed)", () => {
  it.each([
    ["AB-0101-2020 EVERY WEEK", "words"],
    ["555-201-8890", "phone"],
    ["XXXXXXXX", "shape"],
    ["SN-00000000", "placeholder"],
    ["SN-123456789", "placeholder"],
    ["KX-20", "model"],
  ])("doubts the serial %s (%s)", (serial, why) => {
    expect(serialDoubt(serial, "KX-20", "Serial: " + serial)).toBe(why);
  });

  it("doubts a serial printed as an example or beside a part number", () => {
    expect(serialDoubt("AB12-3456", null, "The serial number looks like AB12-3456 on the plate")).toBe("example");
    expect(serialDoubt("55-0183", null, "Replace the LED strip, part no. 55-0183")).toBe("part");
    expect(serialDoubt("KR2D-26-04417", "KRW-2D49", "SERIAL\tKR2D-26-04417")).toBeNull();
  });

  it("doubts a model equal to the serial", () => {
    expect(modelDoubt("AB-100", "AB100")).toBe("serial");
    expect(modelDoubt("AB-100", "AB100-26-1")).toBeNull();
  });

  it("lowers the confidences and keeps every value", () => {
    const fields: ManualFields = {
      equipmentType: { value: "Fryer", confidence: 0.9 },
      manufacturer: { value: "Bayou Works", confidence: 0.9 },
      model: { value: "BF-50", confidence: 0.9 },
      serial: { value: "BF-50", confidence: 0.9 },
      tasks: [],
    };
    const checked = checkManualFields(fields, "Model BF-50\nSerial BF-50");
    expect(checked.serial).toEqual({ value: "BF-50", confidence: DOUBTED });
    expect(checked.model).toEqual({ value: "BF-50", confidence: DOUBTED });
    expect(checked.manufacturer).toEqual(fields.manufacturer);
    // A page the OCR read badly: every field is "please check".
    const poor = checkManualFields({ ...fields, serial: { value: "BF5-26-1", confidence: 0.9 } }, "x", [
      { page: 1, width: 100, height: 100, words: [{ text: "Bayou", x: 0, y: 0, w: 10, h: 10, page: 1, conf: 0.4 }] },
    ]);
    expect([poor.equipmentType, poor.manufacturer, poor.model, poor.serial].map((f) => f.confidence)).toEqual([DOUBTED, DOUBTED, DOUBTED, DOUBTED]);
    expect(poor.serial.value).toBe("BF5-26-1");
  });
});

describe("mixed schedules and the person told", () => {
  it("reads the calendar half of 'every N hours or N months, whichever comes first'", () => {
    expect(tasks("Clean the evaporator every 500 hours or 3 months, whichever comes first.")).toEqual([["Clean the evaporator", 90]]);
    // Running hours alone stay no calendar task.
    expect(tasks("Clean the evaporator every 500 hours.")).toEqual([]);
  });

  it("drops 'you should' from a job read after its interval", () => {
    expect(tasks("Each week you should clean the grease filters.")).toEqual([["Clean the grease filters", 7]]);
  });
});
