// Manuals: kinds of page an eleventh hand printed that the reader missed or was sure of wrongly (issue 30, points 3
// and 6), each on an invented page — a procedure's title closed by a sentence that is only its frequency, "Then …"
// after a dated job, two jobs with two intervals in one sentence, "have X serviced by an agency", tick boxes the OCR
// read as "[J", a serial set off by commas, a maker's town after " - ", an OCR'd tick matrix whose check marks came
// back as letters or figures, a matrix of letter columns explained by a legend (its dots drawn, not printed), a kind
// of equipment named in other words than the kind's or only in running text, and a brand printed beside the model
// while a company's name stands in the running header.
import { afterAll, describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { namedAsKind } from "@server/documents/extract/equipment-types";
import { readMaker } from "@server/documents/extract/maker";
import { extractText, shutdownOcr } from "@server/documents/text";
import type { PageWords, Word } from "@server/documents/text/words";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";

afterAll(async () => {
  await shutdownOcr();
});

const tasks = (text: string, opts: { fromOcr?: boolean } = {}) =>
  extractManualRules(text, opts).tasks.map((t) => [t.task, t.intervalDays] as [string, number]);

describe("a procedure's title closed by a sentence that is only its frequency", () => {
  const page = [
    "Wexford Tilt Skillet WT-30 — Care Procedures",
    "Procedure A — Flush the drain valve. Perform weekly",
    "1. Open the valve and run hot water through it for a minute.",
    "Procedure B — Grease the tilt gear. Monthly.",
    "1. Apply two pumps of food-grade grease to the nipple.",
    "Procedure C — Inspect the pan hinges. Once every 6 months",
  ].join("\n");
  it("gives each title the interval of the sentence after it", () => {
    const read = tasks(page);
    expect(read).toContainEqual(["Flush the drain valve", 7]);
    expect(read).toContainEqual(["Grease the tilt gear", 30]);
    expect(read).toContainEqual(["Inspect the pan hinges", 180]);
  });
  it("leaves a sentence whose second half names no frequency alone", () => {
    expect(tasks("Procedure D — Flush the drain valve. Use hot water only")).toEqual([]);
  });
});

describe("prose: the next step of a dated job, and two jobs in one sentence", () => {
  it("gives 'Then …' the interval of the job before it", () => {
    const page = "Every evening, empty the crumb pan and wipe it dry. Then brush out the heating chamber and close the lid.";
    expect(tasks(page)).toEqual([
      ["Empty the crumb pan and wipe it dry", 1],
      ["Brush out the heating chamber and close the lid", 1],
    ]);
  });
  it("splits two jobs joined by 'and', each with its own interval", () => {
    const page = "Descale the steam generator every two months with the kit and have the door seal replaced once a year by a technician.";
    expect(tasks(page)).toEqual([
      ["Descale the steam generator with the kit", 60],
      ["Have the door seal replaced by a technician", 365],
    ]);
  });
});

describe("an order to have a thing serviced", () => {
  it("is a job under its heading; a dealer's 'serviced by' line is none", () => {
    const page = ["EVERY YEAR", "• Have the gas valve and pilot serviced by a licensed fitter.", "Sold and serviced by Pellham Supply Co. every day of the year."].join("\n");
    expect(tasks(page)).toEqual([["Have the gas valve and pilot serviced by a licensed fitter", 365]]);
  });
});

describe("a troubleshooting table that points to the schedule", () => {
  it("takes no row whose remedy says 'See weekly care' for a job", () => {
    const page = ["WEEKLY", "• Brush the burner ports.", "Troubleshooting", "Problem\tCause\tRemedy", "Uneven heat\tClogged ports\tSee weekly care"].join("\n");
    expect(tasks(page)).toEqual([["Brush the burner ports", 7]]);
  });
});

describe("tick boxes the OCR read as letters", () => {
  it("starts a new item at '[J', 'LJ' or 'OO', as at a printed box", () => {
    const page = [
      "Soup kettle — care card",
      "[J Lid gasket — wipe and dry (daily)",
      "LJ Draw-off valve — take apart and soak (weekly)",
      "OO Water filter — replace (every 2 months)",
    ].join("\n");
    expect(tasks(page, { fromOcr: true })).toEqual([
      ["Lid gasket — wipe and dry", 1],
      ["Draw-off valve — take apart and soak", 7],
      ["Water filter — replace", 60],
    ]);
  });
});

describe("fields in a sentence or after a town", () => {
  it("reads a serial number set off by commas inside a sentence", () => {
    const page = ["Pellham PX-7 Proofer", "The unit's serial number, PX7-20418, is stamped on the base beside the model number."].join("\n");
    expect(extractManualRules(page).serial.value).toBe("PX7-20418");
  });
  it("reads the code of a title line that is a brand and a code, for checking", () => {
    const model = extractManualRules(["Corvane CV-2T", "Soup warmer — care card", "Wipe the well daily."].join("\n")).model;
    expect(model.value).toBe("CV-2T");
    expect(model.confidence).toBeLessThan(LOW_CONFIDENCE);
  });
  it("cuts a town printed after ' - ' from the maker's name", () => {
    const page = ["Dunmore DK-4 Kettle", "Descale weekly.", "A product of Ostrander Beverage Works - Duluth"].join("\n");
    expect(readMaker(page, "DK-4").value).toBe("Ostrander Beverage Works");
  });
});

/** OCR words: a caption row of intervals, then rows of jobs with a check mark read as text in one column each. */
function ocrMatrix(captions: string[], rows: [string, string, number][]): PageWords[] {
  const words: Word[] = [];
  const add = (text: string, x: number, y: number, conf = 0.95) => {
    for (const [i, t] of text.split(" ").entries()) words.push({ text: t, x: x + i * 90, y, w: t.length * 14, h: 22, page: 1, conf });
  };
  captions.forEach((c, k) => add(c, 900 + k * 160, 300));
  rows.forEach(([job, mark, k], r) => {
    const y = 370 + r * 66;
    words.push(...job.split(" ").map((t, i) => ({ text: t, x: 140 + i * 120, y, w: t.length * 14, h: 20, page: 1, conf: 0.95 })));
    // The mark sits in its column; a table rule read as "|" at each column's left edge.
    words.push({ text: mark, x: 930 + k * 160, y: y - 4, w: 26, h: 34, page: 1, conf: 0.4 });
    words.push({ text: "|", x: 885 + k * 160, y, w: 2, h: 20, page: 1, conf: 0.6 });
  });
  return [{ page: 1, width: 1800, height: 2400, words }];
}

describe("an OCR'd tick matrix whose check marks came back as letters or figures", () => {
  const rows: [string, string, number][] = [
    ["Wipe door gasket", "Vv", 0],
    ["Rinse drip pan", "v", 1],
    ["Descale boiler", "7", 2],
    ["Replace pump seal", "4", 3],
  ];
  const words = ocrMatrix(["Weekly", "Monthly", "Quarterly", "Annual"], rows);
  const text = ["Weekly\tMonthly\tQuarterly\tAnnual", ...rows.map(([job]) => job)].join("\n");
  it("reads each row's interval from the column of its mark", () => {
    const read = extractManualRules(text, { words, fromOcr: true }).tasks.map((t) => [t.task, t.intervalDays]);
    expect(read).toEqual([
      ["Wipe door gasket", 7],
      ["Rinse drip pan", 30],
      ["Descale boiler", 90],
      ["Replace pump seal", 365],
    ]);
  });
  it("takes no letter or figure of a text layer for a mark", () => {
    const printed = words[0]!.words.map(({ conf: _conf, ...w }) => w);
    expect(extractManualRules(text, { words: [{ ...words[0]!, words: printed }] }).tasks).toEqual([]);
  });
});

/** A checklist: jobs down the left, letter columns explained by a legend, each mark a filled dot drawn as four curves. */
async function letterChecklist(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText("Upkeep checklist, dough sheeter DS-5", { x: 40, y: 740, size: 16, font });
  ["Job", "D", "W", "M", "A"].forEach((c, i) => page.drawText(c, { x: i === 0 ? 40 : 300 + (i - 1) * 40, y: 700, size: 9, font }));
  const jobs: [string, number][] = [
    ["Brush flour from the rollers", 0],
    ["Wipe the conveyor belt", 0],
    ["Check the scraper blades", 1],
    ["Oil the roller bearings", 2],
    ["Replace the drive belt", 3],
  ];
  jobs.forEach(([job, k], r) => {
    const y = 676 - r * 22;
    page.drawText(job, { x: 40, y, size: 9, font });
    // A dot of radius 4 as four curves, closed, with a stray moveTo after it (as Inkscape writes one).
    const cx = 302 + k * 40;
    page.drawSvgPath("M 4 0 C 4 2.2 2.2 4 0 4 C -2.2 4 -4 2.2 -4 0 C -4 -2.2 -2.2 -4 0 -4 C 2.2 -4 4 -2.2 4 0 Z M 4 0", { x: cx, y: y + 3, color: rgb(0, 0, 0) });
  });
  ["D = daily", "W = weekly", "M = monthly", "A = annually"].forEach((t, i) => page.drawText(t, { x: 40 + i * 80, y: 550, size: 8, font }));
  return Buffer.from(await doc.save());
}

describe("a matrix of letter columns explained by a legend, its marks drawn dots", () => {
  it("reads each job's interval from its dot's letter column through the legend", async () => {
    const text = await extractText(await letterChecklist(), "application/pdf");
    const dots = (text.words ?? []).flatMap((p) => p.words).filter((w) => w.text === "•");
    expect(dots).toHaveLength(5);
    const read = extractManualRules(text.text, { words: text.words }).tasks.map((t) => [t.task, t.intervalDays]);
    expect(read).toEqual([
      ["Brush flour from the rollers", 1],
      ["Wipe the conveyor belt", 1],
      ["Check the scraper blades", 7],
      ["Oil the roller bearings", 30],
      ["Replace the drive belt", 365],
    ]);
  }, 30_000);
});

describe("the kind of equipment named in other words", () => {
  const sure = (f: { confidence: number }) => f.confidence >= LOW_CONFIDENCE;
  it("is sure when the page prints the kind's own name, whatever its case, plural or spacing", () => {
    expect(namedAsKind("Gas Fryers", "Fryer")).toBe(true);
    expect(namedAsKind("dish washer", "Dishwasher")).toBe(true);
    expect(namedAsKind("combination oven", "Combi oven")).toBe(true);
    const t = extractManualRules("Harlan HX-40 Gas Fryer\nFilter the oil daily.").equipmentType;
    expect(t.value).toBe("Fryer");
    expect(sure(t)).toBe(true);
    // "Cube Ice Machine" prints a synonym ("cube ice") and, overlapping it, the kind's own name.
    expect(sure(extractManualRules("Harlan HI-5 Modular Cube Ice Machine\nSanitize the bin weekly.").equipmentType)).toBe(true);
  });
  it("asks for a check when another hand's name for it maps to the kind", () => {
    expect(namedAsKind("Ice Maker", "Ice machine")).toBe(false);
    expect(namedAsKind("dish machine", "Dishwasher")).toBe(false);
    const t = extractManualRules("Harlan HM-12 Undercounter Ice Maker\nSanitize the bin weekly.").equipmentType;
    expect(t.value).toBe("Ice machine");
    expect(sure(t)).toBe(false);
  });
  it("reads canopy hoods and grease interceptors as kinds", () => {
    expect(extractManualRules("Harlan HC-8 Wall Canopy Hood\nWash the filters weekly.").equipmentType.value).toBe("Exhaust hood");
    expect(extractManualRules("HG-25 Hydromechanical Grease Interceptor\nSkim the grease daily.").equipmentType.value).toBe("Grease trap");
  });
  it("asks for a check for a kind named only inside running text", () => {
    const page = ["Harlan HV-3 Air Curtain", "Keep the intake clear. Rinse the mesh screens weekly; they may go through the dish machine.", "Wipe the housing daily."].join("\n");
    const t = extractManualRules(page).equipmentType;
    expect(t.value).toBe("Dishwasher");
    expect(sure(t)).toBe(false);
  });
});

describe("a brand beside the model, a company in the running header", () => {
  it("is not shown as the sure maker", () => {
    const page = [
      "Quillfeather Systems · Brightline Kitchen Ventilation · Operation & Care",
      "Brightline BX-9 Wall Canopy Hood",
      "Model BX-9 · Serial QF-9-20211",
      "Wash the baffle filters weekly.",
      "Quillfeather Systems · Brightline Kitchen Ventilation · Operation & Care",
    ].join("\n");
    const maker = readMaker(page, "BX-9");
    expect(maker.value !== null && /brightline/i.test(maker.value) && maker.confidence >= LOW_CONFIDENCE).toBe(false);
    // The brand's sightings beside the model (the title, a header's "Brightline BX-9" segment) count for nothing then.
    expect(maker.value).toBe("Quillfeather Systems");
  });
  it("gives a company's name with its legal suffix in the header over a brand", () => {
    const page = ["Harrowgate Maschinenbau GmbH · Service Manual", "Keenedge KE-12 — Care Procedures", "Sharpen the blade weekly.", "Keenedge KE-12 Slicer · Doc. 4"].join("\n");
    expect(readMaker(page, "KE-12").value).toBe("Harrowgate Maschinenbau GmbH");
  });
  it("still lets the brand before the model vouch for the model's code (its letters the brand's)", () => {
    const page = ["Harrowgate Maschinenbau GmbH · Service Manual", "Keenedge KE-12 — Care Procedures", "Sharpen the blade weekly.", "Keenedge KE-12 · Doc. 4"].join("\n");
    const model = extractManualRules(page).model;
    expect(model.value).toBe("KE-12");
    expect(model.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });
});
