// The page as a page (issue 30, point 1): positioned fragments → reading-order lines, with two-column
// stretches read column by column and tick matrices read as task → interval rows; words with boxes and zones.
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { fragmentsToLines, fragmentWords } from "../../server/documents/text/worker/layout.mjs";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { extractLicenseRules } from "@server/documents/extract/license-rules";
import { pageZones, type PageWords } from "@server/documents/text/words";

interface Fragment {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
const lines = (fs: Fragment[]): string[] => fragmentsToLines(fs) as string[];

/** A fragment at x with its baseline at y, about 5.5 units a character wide. */
const at = (text: string, x: number, y: number, size = 10): Fragment => ({ text, x0: x, x1: x + text.length * size * 0.5, y0: y - size * 0.8, y1: y + size * 0.2 });

describe("two-column pages", () => {
  it("reads label-over-value columns whose lines are not level column by column", () => {
    const left = ["LICENSEE", "Harbor Noodle House LLC", "PREMISES", "12 Quay Street", "Port Ellis, ME 04101"];
    const right = ["PERMIT NUMBER", "FE-2026-0114", "ISSUED", "March 9, 2026", "EXPIRES", "March 8, 2027"];
    const fs = [...left.map((t, i) => at(t, 60, 200 + i * 15)), ...right.map((t, i) => at(t, 330, 206 + i * 13))];
    fs.push(at("FOOD ESTABLISHMENT PERMIT", 200, 160, 14));
    const out = lines(fs);
    expect(out).toEqual(["FOOD ESTABLISHMENT PERMIT", ...left, ...right]);
    const read = extractLicenseRules(out.join("\n"), { licenseTypeNames: ["Food Service Establishment Permit"] });
    expect(read.licenseeName.value).toBe("Harbor Noodle House LLC");
    expect(read.licenseNumber.value).toBe("FE-2026-0114");
    expect(read.expirationDate.value).toBe("2027-03-08");
  });

  it("reads two columns of running text one after the other", () => {
    const l = ["Every week, descale the steam generator before", "the first service of the day and after any", "long shutdown. Once a month, run the cleaning", "program and record the result in the log."];
    const r = ["Clean the door gasket and the drip tray and", "record the result in the maintenance log kept", "near the unit every three months, and check", "the core temperature probe once a year."];
    const fs = [...l.map((t, i) => at(t, 60, 300 + i * 13, 9)), ...r.map((t, i) => at(t, 320, 300 + i * 13, 9))];
    expect(lines(fs)).toEqual([...l, ...r]);
  });

  it("ends two columns of running text where a blank band is followed by a table that shares their gutter", () => {
    const l = ["Keeping the unit clean. It heats up in", "about twelve minutes. Clean the condenser", "coil with a soft brush monthly. Check the", "refrigerant charge and"];
    const r = ["the fan motors once a year. Wipe the", "door gaskets with warm water once a week", "and dry them with a clean cloth before", "closing the doors again."];
    const fs = [...l.map((t, i) => at(t, 60, 200 + i * 13, 9)), ...r.map((t, i) => at(t, 320, 200 + i * 13, 9))];
    const table = [["Problem", "Remedy"], ["Cabinet too warm", "Clean the coil"], ["Water on floor", "Clear the drain"]];
    fs.push(at("Troubleshooting", 60, 280, 12), ...table.flatMap(([a, b], i) => [at(a!, 60, 298 + i * 14, 9), at(b!, 330, 298 + i * 14, 9)]));
    const out = lines(fs);
    expect(out.slice(0, 8)).toEqual([...l, ...r]);
    expect(out.slice(8)).toEqual(["Troubleshooting", ...table.map(([a, b]) => `${a}\t${b}`)]);
  });

  it("keeps a table's rows as rows (cells on one baseline)", () => {
    const rows = [["Task", "Frequency"], ["Clean the lint screen", "Daily"], ["Descale the boiler", "Monthly"], ["Replace the water filter", "Every 6 months"], ["Inspect the door gasket", "Weekly"]];
    const fs = rows.flatMap(([a, b], i) => [at(a!, 60, 100 + i * 14), at(b!, 330, 100 + i * 14)]);
    expect(lines(fs)).toEqual(rows.map(([a, b]) => `${a}\t${b}`));
  });
});

describe("tick matrices", () => {
  it("gives each task the interval of the column its tick sits in", () => {
    const heads = ["Daily", "Weekly", "Monthly", "Quarterly", "Annually"];
    const colX = (k: number) => 300 + 50 * k;
    const fs = [at("Task", 60, 100, 8), ...heads.map((h, k) => at(h, colX(k), 100, 8))];
    const tasks: [string, number][] = [
      ["Empty and wash the crumb tray", 0],
      ["Clean the condenser coil with a soft brush", 2],
      ["Inspect the door gaskets for tears", 1],
      ["Have the gas valve and pilot checked", 4],
    ];
    tasks.forEach(([t, k], i) => fs.push(at(t, 60, 115 + i * 14, 9), at("X", colX(k) + 10, 115 + i * 14, 9)));
    const out = lines(fs);
    expect(out.slice(1)).toEqual(tasks.map(([t, k]) => `${t}\t${heads[k]}`));
    const manual = extractManualRules(["Model: ZT-100", "MAINTENANCE", ...out].join("\n"));
    const got = manual.tasks.map((t) => [t.task, t.intervalDays]);
    expect(got).toEqual(expect.arrayContaining([expect.arrayContaining([expect.stringMatching(/condenser coil/), 30]), expect.arrayContaining([expect.stringMatching(/gas valve/), 365])]));
  });

  it("leaves a row of interval words without ticks under it alone", () => {
    const fs = [at("Daily", 60, 100), at("Weekly", 200, 100), at("Monthly", 340, 100), at("See the schedule below.", 60, 120)];
    expect(lines(fs)).toEqual(["Daily\tWeekly\tMonthly", "See the schedule below."]);
  });
});

describe("words with boxes", () => {
  it("splits a fragment into words in proportion to their characters", () => {
    const words = fragmentWords([{ text: "Permit No. 44", x0: 100, x1: 230, y0: 50, y1: 60 }], 2);
    expect(words.map((w: { text: string }) => w.text)).toEqual(["Permit", "No.", "44"]);
    expect(words[0]).toMatchObject({ x: 100, y: 50, h: 10, page: 2, w: 60 });
    expect(words[2].x).toBeCloseTo(210);
  });

  it("finds running headers and footers repeated across pages", () => {
    const page = (n: number, body: string): PageWords => ({
      page: n,
      width: 612,
      height: 792,
      words: [
        { text: "Kestrel", x: 60, y: 100, w: 40, h: 8, page: n },
        { text: "Service", x: 105, y: 100, w: 40, h: 8, page: n },
        { text: body, x: 60, y: 300, w: 80, h: 10, page: n },
        { text: "Page", x: 500, y: 700, w: 30, h: 8, page: n },
        { text: String(n), x: 535, y: 700, w: 6, h: 8, page: n },
      ],
    });
    const zones = pageZones([page(1, "Cover"), page(2, "Maintenance")]);
    const zoneOf = (p: number, text: string) => zones.find((z) => z.page === p && z.line.some((w) => w.text === text))?.zone;
    expect(zoneOf(2, "Kestrel")).toBe("header");
    expect(zoneOf(1, "Page")).toBe("footer");
    expect(zoneOf(2, "Maintenance")).toBe("body");
  });
});

describe("blocks", () => {
  it("keeps a footer printed well below two columns out of the left column", () => {
    const l = ["Every week, descale the steam generator before", "the first service of the day and after any", "long shutdown. Once a month, run the cleaning", "program and record the result in the log."];
    const r = ["Clean the door gasket and the drip tray and", "record the result in the maintenance log kept", "near the unit every three months, and check", "the core temperature probe once a year."];
    const fs = [...l.map((t, i) => at(t, 60, 300 + i * 13, 9)), ...r.map((t, i) => at(t, 320, 300 + i * 13, 9)), at("© 2024 Pellham Industries.", 60, 760, 7)];
    expect(lines(fs)).toEqual([...l, ...r, "© 2024 Pellham Industries."]);
  });
});

// Issue 30 (seventh blind set's kinds): a letterhead set letter-spaced, each word its own fragment.
describe("letter-spaced lettering", () => {
  it("joins the letters of each word given as its own fragment, the gaps between fragments staying word gaps", () => {
    const fs = [at("B R I A R", 100, 60), at("G L E N", 152, 60), at("C O U N T Y", 193, 60), at("Health Department", 100, 80)];
    expect(lines(fs)).toEqual(["BRIAR GLEN COUNTY", "Health Department"]);
  });
  it("leaves a line given as one fragment and a row of initials as they are", () => {
    expect(lines([at("P O S T  I N  V I E W", 100, 60)])).toEqual(["P O S T I N V I E W"]);
    expect(lines([at("Grades: A B C", 100, 60), at("Room 4", 300, 60)])).toEqual(["Grades: A B C\tRoom 4"]);
  });
});
