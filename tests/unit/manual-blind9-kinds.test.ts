// Manuals: kinds of page a ninth hand printed that the reader missed (issue 30, point 6), each on an invented page —
// schedule headings set as labels beside their bulleted lists, a procedure's frequency line with a condition in
// brackets, a tick matrix whose check marks are drawn strokes, not glyphs, jobs worded "look at …" or "… must be
// inspected", and two justified columns the OCR read across a narrow gutter.
import { afterAll, describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { textByWordColumns } from "@server/documents/extract/word-columns";
import { extractText, shutdownOcr } from "@server/documents/text";
import type { PageWords, Word } from "@server/documents/text/words";

afterAll(async () => {
  await shutdownOcr();
});

const tasks = (text: string) => extractManualRules(text).tasks.map((t) => [t.task, t.intervalDays] as [string, number]);

describe("schedule headings set beside their lists", () => {
  // The heading is a label in the left column, level with its first item; the other items sit under the first.
  const page = [
    "Upkeep of your proofing cabinet",
    "EACH DAY\t• Empty the water pan and dry it with a soft towel.",
    "• Wipe the racks, the door glass and the door handle.",
    "EACH WEEK\t• Descale the humidifier cup with the supplied descaler.",
    "• Scrub the door gasket with warm soapy water.",
    "EVERY MONTH\t• Vacuum the lint from the rear air grille.",
    "Keep the vents clear at all times.",
  ].join("\n");
  it("gives every item of a list the interval of the heading beside its first item", () => {
    expect(tasks(page)).toEqual([
      ["Empty the water pan and dry it with a soft towel", 1],
      ["Wipe the racks, the door glass and the door handle", 1],
      ["Descale the humidifier cup with the supplied descaler", 7],
      ["Scrub the door gasket with warm soapy water", 7],
      ["Vacuum the lint from the rear air grille", 30],
    ]);
  });
  it("keeps a schedule table's row (interval | job, no bullet) a row", () => {
    const table = ["Interval\tWork", "Daily\tEmpty the crumb drawer", "Weekly\tOil the chain", "Use food-safe oil."].join("\n");
    expect(tasks(table)).toEqual([
      ["Empty the crumb drawer", 1],
      ["Oil the chain", 7],
    ]);
  });
});

describe("a procedure's frequency line with a condition in brackets", () => {
  const page = [
    "7 Care procedures",
    "7.1 Flushing the brine line",
    "Open the purge tap and let the line run clear into a bucket.",
    "Perform weekly (daily where the water is very soft).",
    "7.2 Changing the carbon cartridge",
    "Twist the old cartridge out and seat the new one until it clicks.",
    "Perform every 3 months (every month in a busy kitchen).",
  ].join("\n");
  it("takes the interval before the brackets, not the condition's", () => {
    expect(tasks(page)).toEqual([
      ["Flushing the brine line", 7],
      ["Changing the carbon cartridge", 90],
    ]);
  });
});

/** A care chart: jobs down the left, one column per interval, each mark a stroked check (three points, no glyph). */
async function drawnTickChart(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText("Care chart, hot-holding drawer HD-2", { x: 40, y: 740, size: 16, font });
  const cols = ["Daily", "Weekly", "Monthly", "Yearly"];
  cols.forEach((c, i) => page.drawText(c, { x: 300 + i * 70, y: 700, size: 9, font }));
  const jobs: [string, number][] = [
    ["Empty and wash the drawer pans", 0],
    ["Wipe the drawer slides clean", 0],
    ["Descale the humidity reservoir", 1],
    ["Inspect the heating element leads", 2],
    ["Replace the drawer gaskets", 3],
  ];
  jobs.forEach(([job, k], r) => {
    const y = 676 - r * 22;
    page.drawText(job, { x: 40, y, size: 9, font });
    const x = 306 + k * 70;
    // A check mark: a short stroke down to the right, a longer one up to the right (PDF y grows upward).
    page.drawSvgPath("M 0 0 L 3.5 4.5 L 10 -5", { x, y: y + 7, borderWidth: 1.3 });
  });
  // A drawn chevron that is no tick (both strokes alike, pointing down) and a long rule.
  page.drawSvgPath("M 0 0 L 6 6 L 12 0", { x: 300, y: 540, borderWidth: 1 });
  page.drawLine({ start: { x: 40, y: 520 }, end: { x: 572, y: 520 }, thickness: 0.5 });
  return Buffer.from(await doc.save());
}

describe("a tick matrix whose marks are drawn strokes", () => {
  it("reads each job's interval from the column of its drawn check mark", async () => {
    const text = await extractText(await drawnTickChart(), "application/pdf");
    const ticks = (text.words ?? []).flatMap((p) => p.words).filter((w) => w.text === "✓");
    expect(ticks).toHaveLength(5);
    // The lines of text stay as printed: the marks are words of the page's boxes only.
    expect(text.text).not.toContain("✓");
    const read = extractManualRules(text.text, { words: text.words }).tasks.map((t) => [t.task, t.intervalDays]);
    expect(read).toEqual([
      ["Empty and wash the drawer pans", 1],
      ["Wipe the drawer slides clean", 1],
      ["Descale the humidity reservoir", 7],
      ["Inspect the heating element leads", 30],
      ["Replace the drawer gaskets", 365],
    ]);
  }, 30_000);
});

describe("wording", () => {
  it("takes 'look at …' for an inspection and a thing that 'must be inspected' for a job", () => {
    const page = ["MONTHLY", "Look at the drive chain for slack and worn links.", "EVERY 6 MONTHS", "The gas valve must be tested by a licensed fitter."].join("\n");
    expect(tasks(page)).toEqual([
      ["Look at the drive chain for slack and worn links", 30],
      ["The gas valve must be tested by a licensed fitter", 180],
    ]);
  });
  it("keeps a remark in the passive that names no job a remark", () => {
    expect(tasks(["WEEKLY", "The unit must be unplugged first.", "Brush the fan guard."].join("\n"))).toEqual([["Brush the fan guard", 7]]);
  });
});

/** OCR words of an invented page: each line of each column as words at 13 px a letter, 20 px high, 40 px apart. */
function ocrPage(rows: [string, string][], gutter: number): PageWords[] {
  const words: Word[] = [];
  const place = (text: string, x0: number, y: number, right?: number) => {
    const parts = text.split(" ");
    const letters = parts.join("").length * 13;
    // Justified: the words spread to the column's right edge, as a page set in two justified columns prints them.
    const space = right !== undefined && parts.length > 1 ? (right - x0 - letters) / (parts.length - 1) : 10;
    let x = x0;
    for (const p of parts) {
      words.push({ text: p, x, y, w: p.length * 13, h: 20, page: 1, conf: 0.9 });
      x += p.length * 13 + space;
    }
  };
  place("Care of the Dough Roller DR-5 by Pellworth", 300, 40);
  rows.forEach(([l, r], k) => {
    const y = 120 + k * 40;
    const justify = (s: string) => s.split(" ").length >= 5 && !s.endsWith(".");
    if (l) place(l, 100, y, justify(l) ? gutter - 30 : undefined);
    if (r) place(r, gutter + 30, y, justify(r) ? 1500 : undefined);
  });
  return [{ page: 1, width: 1600, height: 2000, words }];
}

describe("two justified columns the OCR read across a narrow gutter", () => {
  const rows: [string, string][] = [
    ["DAILY", "EVERY 6 MONTHS"],
    ["Scrape the dough from both rollers and wipe the", "Have a service technician check the drive motor"],
    ["rollers with a damp cloth and a little warm water,", "brushes and the belt tension for wear and replace"],
    ["then dry them well.", "worn brushes and belts when needed."],
    ["WEEKLY", "YEARLY"],
    ["Remove the scraper blades and wash them in warm", "Grease the roller bearings with a food-safe grease"],
    ["water with a mild soap and rinse them clean; let", "and look at the gear box for oil on the floor of"],
    ["them dry before fitting them again.", "the stand."],
  ];
  const words = ocrPage(rows, 800);
  // What the OCR returned: each line read across both columns, the narrow gutter taken for a word space.
  const across = ["Care of the Dough Roller DR-5 by Pellworth", ...rows.map(([l, r]) => `${l} ${r}`)].join("\n");
  it("reads the left column, then the right, each job under its own heading", () => {
    const read = extractManualRules(across, { words, fromOcr: true }).tasks.map((t) => [t.task, t.intervalDays]);
    expect(read).toEqual([
      ["Scrape the dough from both rollers and wipe the rollers with a damp cloth and a little warm water, then dry them well", 1],
      ["Remove the scraper blades and wash them in warm water with a mild soap and rinse them clean; let them dry before fitting them again", 7],
      ["Have a service technician check the drive motor brushes and the belt tension for wear and replace worn brushes and belts when needed", 180],
      ["Grease the roller bearings with a food-safe grease and look at the gear box for oil on the floor of the stand", 365],
    ]);
  });
  it("keeps the lines above the columns as printed: the title one cell, its words parted by spaces", () => {
    const text = textByWordColumns(words)!;
    expect(text.split("\n")[0]).toBe("Care of the Dough Roller DR-5 by Pellworth");
    expect(text.split("\n").slice(1, 5)).toEqual(["DAILY", ...rows.slice(1, 4).map(([l]) => l)]);
  });
  it("finds no columns on a page whose lines run across it", () => {
    const wide = ocrPage(
      rows.map(([l, r]) => [`${l} ${r}`, ""] as [string, string]),
      1500,
    );
    expect(textByWordColumns(wide)).toBeNull();
  });
  it("finds no columns in a schedule table (a short interval cell beside each job)", () => {
    const table = ocrPage(
      [
        ["Scrape and wipe the rollers clean", "Daily"],
        ["Wash the scraper blades in warm water", "Weekly"],
        ["Check the drive motor brushes for wear", "Every 6 months"],
        ["Grease the roller bearings with food grease", "Yearly"],
        ["Tighten the guard screws and the feet", "Monthly"],
        ["Wipe the stand and the outside panels", "Daily"],
      ],
      800,
    );
    expect(textByWordColumns(table)).toBeNull();
  });
});

describe("maker", () => {
  // A kind the catalogue does not list beside the model, and the maker only in an OCR'd footer whose middle dot came
  // back as "*".
  const page = [
    "Halvorsen",
    "COUNTERTOP FOOD WARMER FW-2",
    "Daily: wipe the warming well.",
    "Weekly: descale the water pan.",
    "Halvorsen Kitchenworks Ltd * FW-2 Owner's Guide 7",
  ].join("\n");
  it("takes no kind of equipment for the maker and reads the footer's segment before the '*'", () => {
    const m = extractManualRules(page).manufacturer;
    expect(m.value).toBe("Halvorsen Kitchenworks Ltd");
    expect(m.confidence).toBeGreaterThanOrEqual(0.6);
  });
});

describe("model and serial", () => {
  it("takes the serial after the 'serial' that a code follows, not the first one named in a sentence", () => {
    const text = [
      "Sorbet Cabinet SC-3",
      "Before you call for service, find the serial number on the plate inside the lid. The service desk asks for it: Model SC-3, Serial No.",
      "SC3-24-88120.",
    ].join("\n");
    expect(extractManualRules(text).serial.value).toBe("SC3-24-88120");
  });
  it("reads a model printed only in a running footer beside the manual's name, for checking", () => {
    const text = ["Care chart", "Daily: wipe the hopper.", "Weekly: grease the auger.", "Pellmark Machines - PM-44 Operator's Manual - 12"].join("\n");
    const model = extractManualRules(text).model;
    expect(model.value).toBe("PM-44");
    expect(model.confidence).toBeLessThan(0.6);
  });
});

describe("a tick matrix whose marks are drawn dots", () => {
  it("reads each job's interval from the column of its filled round dot, and no drawn dot elsewhere", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    page.drawText("Service chart, pasta cooker PC-3", { x: 40, y: 740, size: 16, font });
    ["After each use", "Weekly", "Every 3 months"].forEach((c, i) => page.drawText(c, { x: 300 + i * 90, y: 700, size: 9, font }));
    const jobs: [string, number][] = [
      ["Drain and rinse the cooking well", 0],
      ["Scrub the starch from the overflow", 0],
      ["Descale the heating coil", 1],
      ["Check the drain valve seal", 2],
    ];
    jobs.forEach(([job, k], r) => {
      const y = 676 - r * 22;
      page.drawText(job, { x: 40, y, size: 9, font });
      page.drawCircle({ x: 325 + k * 90, y: y + 3, size: 3.5 });
    });
    // A list below the chart with drawn bullets: no interval column over them.
    page.drawText("Notes", { x: 40, y: 560, size: 11, font });
    for (const [i, t] of ["Use a soft brush on the coil.", "Keep the lid open to dry."].entries()) {
      page.drawCircle({ x: 44, y: 543 - i * 16, size: 2 });
      page.drawText(t, { x: 52, y: 540 - i * 16, size: 9, font });
    }
    const text = await extractText(Buffer.from(await doc.save()), "application/pdf");
    expect((text.words ?? []).flatMap((p) => p.words).filter((w) => w.text === "•")).toHaveLength(6);
    const read = extractManualRules(text.text, { words: text.words }).tasks.map((t) => [t.task, t.intervalDays]);
    expect(read).toEqual([
      ["Drain and rinse the cooking well", 1],
      ["Scrub the starch from the overflow", 1],
      ["Descale the heating coil", 7],
      ["Check the drain valve seal", 90],
    ]);
  }, 30_000);
});
