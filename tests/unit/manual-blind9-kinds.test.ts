// Manuals: kinds of page a ninth hand printed that the reader missed (issue 30, point 6), each on an invented page —
// schedule headings set as labels beside their bulleted lists, a procedure's frequency line with a condition in
// brackets, and a tick matrix whose check marks are drawn strokes, not glyphs.
import { afterAll, describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { extractText, shutdownOcr } from "@server/documents/text";

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
