// Manuals: kinds of page a tenth hand printed that the reader missed or was sure of wrongly (issue 30, points 3 and 6),
// each on an invented page — numbered procedures closed by a "Perform …" line, schedule headings the OCR misread,
// an order to keep a thing clear, two columns of a skewed scan with specks in the gutter, the kind of equipment
// named as a quality of something else, and a model the word "model" names inside a line.
import { describe, expect, it } from "vitest";
import {
  extractManualRules,
  ocrHeadings,
} from "@server/documents/extract/manual-rules";
import { textByWordColumns } from "@server/documents/extract/word-columns";
import {
  agreedMakerAndModel,
  makerModelAgreement,
} from "@server/documents/extract/manual-confidence";
import type { PageWords, Word } from "@server/documents/text/words";

const tasks = (text: string) =>
  extractManualRules(text).tasks.map(
    (t) => [t.task, t.intervalDays] as [string, number],
  );

describe("numbered procedures closed by their frequency line", () => {
  const page = [
    "Quellmark Proofer QP-9 — Care Procedures",
    "1. Descaling the humidifier",
    "a) Switch the proofer off and let the pan cool.",
    "b) Pour in the descaler and wait 20 minutes, then drain it.",
    "Perform every 3 months, or more often if scale forms.",
    "2. Cleaning the door gasket",
    "a) Wipe the gasket with warm soapy water and dry it.",
    "Perform weekly.",
    "3. Replacing the air filter",
    "a) Slide the old filter out and fit a new one.",
    "Perform every 6 months.",
  ].join("\n");
  it("gives each numbered title the interval of the line that closes its steps, not the next title", () => {
    expect(tasks(page)).toEqual([
      ["Descaling the humidifier", 90],
      ["Cleaning the door gasket", 7],
      ["Replacing the air filter", 180],
    ]);
  });
  it("leaves a numbered list under a schedule heading a list of jobs", () => {
    const list = [
      "WEEKLY",
      "1. Clean the door gasket",
      "2. Check the drain hose",
      "Notes",
      "Use mild soap only.",
    ].join("\n");
    expect(tasks(list)).toEqual([
      ["Clean the door gasket", 7],
      ["Check the drain hose", 7],
    ]);
  });
});

describe("schedule headings the OCR misread", () => {
  it("puts back a heading with stray marks or one letter read wrong", () => {
    expect(ocrHeadings("MONTHEY:\tomnes")).toBe("MONTHLY\tomnes");
    expect(ocrHeadings("EVERY. 6 MONTHS»")).toBe("EVERY 6 MONTHS");
    expect(ocrHeadings("WEEKIY")).toBe("WEEKLY");
  });
  it("leaves words of sentences and other capitals alone", () => {
    expect(ocrHeadings("Monthey is a town")).toBe("Monthey is a town");
    expect(ocrHeadings("NOTES")).toBe("NOTES");
    expect(ocrHeadings("MODEL\tQP-9")).toBe("MODEL\tQP-9");
  });
});

describe("an order to keep a thing clear", () => {
  it("is a job under its heading", () => {
    const page = [
      "DAILY",
      "• Keep the air vents and the floor under the unit free of flour.",
      "• Wipe the door handle.",
    ].join("\n");
    expect(tasks(page)).toEqual([
      ["Keep the air vents and the floor under the unit free of flour", 1],
      ["Wipe the door handle", 1],
    ]);
  });
});

/** OCR words of a scanned page in two columns: bullets read as dashes a few pixels tall, specks of dust in the gutter. */
function scanPage(rows: [string, string][]): PageWords[] {
  const words: Word[] = [];
  const place = (
    text: string,
    x0: number,
    y: number,
    conf = 0.95,
    right?: number,
  ) => {
    const parts = text.split(" ");
    const letters = parts.join("").length * 13;
    // Justified: a line that runs on spreads its words to the column's right edge.
    const space =
      right !== undefined && parts.length >= 5 && !text.endsWith(".")
        ? (right - x0 - letters) / (parts.length - 1)
        : 10;
    let x = x0;
    for (const p of parts) {
      // A dash is a thin stroke: its box is 3 px tall, its centre a little off the line's.
      const dash = p === "—";
      words.push({
        text: p,
        x,
        y: dash ? y + 12 : y + (Math.round(x) % 3),
        w: p.length * 13,
        h: dash ? 3 : 22,
        page: 1,
        conf: dash ? 0.7 : conf,
      });
      x += p.length * 13 + space;
    }
  };
  place("Section 4 — Upkeep of the Proofing Cabinet", 200, 40);
  rows.forEach(([l, r], k) => {
    const y = 120 + k * 40;
    if (l) place(l, 100, y, 0.95, 740);
    if (r) place(r, 820, y, 0.95, 1500);
    // Dust in the gutter: a colon, a lone letter read unsurely.
    place(k % 2 ? ":" : "J", 770 + (k % 3) * 10, y + 4, 0.3);
  });
  return [{ page: 1, width: 1600, height: 2000, words }];
}

describe("two columns of a scan with specks in the gutter and thin dashes as bullets", () => {
  const rows: [string, string][] = [
    ["DAILY", "EVERY 6 MONTHS"],
    [
      "— Empty and dry the water pan and wipe the",
      "— Have a technician check the heater relay and",
    ],
    [
      "floor under the cabinet with a damp cloth at",
      "the door switch and the fan motor for wear and",
    ],
    ["closing time.", "loose wires."],
    [
      "— Wipe the racks and the door glass with a",
      "— Vacuum the lint from the rear grille and from",
    ],
    ["soft cloth and a little glass cleaner.", "the fan guard behind it."],
    ["WEEKLY", "YEARLY"],
    [
      "— Descale the humidifier cup with the descaler",
      "— Replace the door gasket and the light cover",
    ],
    [
      "supplied with the cabinet and rinse it well",
      "with the parts of the service kit and test the",
    ],
    ["with clean water.", "door seal."],
  ];
  it("reads the left column, then the right", () => {
    const text = textByWordColumns(scanPage(rows))!;
    expect(text).not.toBeNull();
    const lines = text.split("\n");
    expect(lines.indexOf("YEARLY")).toBeGreaterThan(lines.indexOf("WEEKLY"));
    expect(lines.indexOf("EVERY 6 MONTHS")).toBeGreaterThan(
      lines.indexOf("with clean water."),
    );
  });
  it("gives each job its own column's heading", () => {
    const words = scanPage(rows);
    const across = rows.map(([l, r]) => `${l}\t:\t${r}`).join("\n");
    const read = extractManualRules(across, { words, fromOcr: true }).tasks.map(
      (t) => [t.task, t.intervalDays],
    );
    expect(read).toEqual([
      [
        "Empty and dry the water pan and wipe the floor under the cabinet with a damp cloth at closing time",
        1,
      ],
      [
        "Wipe the racks and the door glass with a soft cloth and a little glass cleaner",
        1,
      ],
      [
        "Descale the humidifier cup with the descaler supplied with the cabinet and rinse it well with clean water",
        7,
      ],
      [
        "Have a technician check the heater relay and the door switch and the fan motor for wear and loose wires",
        180,
      ],
      [
        "Vacuum the lint from the rear grille and from the fan guard behind it",
        180,
      ],
      [
        "Replace the door gasket and the light cover with the parts of the service kit and test the door seal",
        365,
      ],
    ]);
  });
});

describe("an accent the OCR set on an English word", () => {
  it("is left out of the job", () => {
    const words: PageWords[] = [
      { page: 1, width: 100, height: 100, words: [] },
    ];
    const read = extractManualRules("WEEKLY\n• Clean the condénser fins.", {
      words,
      fromOcr: true,
    }).tasks;
    expect(read.map((t) => t.task)).toEqual(["Clean the condenser fins"]);
  });
});

describe("the kind of equipment", () => {
  it("is not read from a kind named as a quality of something else beside the nameplate", () => {
    const page = [
      "Planetary Mixer — Care and Oiling",
      "For counter use",
      "Never put the head in water. The bowl and hooks are dishwasher safe.\tMODEL\tVK-12",
      "Weekly: oil the bowl lift.",
    ].join("\n");
    expect(extractManualRules(page).equipmentType.value).toBe("Mixer");
  });
  it("still reads a kind after its article followed by 'safe'", () => {
    const page = [
      "Model QF-30",
      "Regular care keeps the fryer safe and the oil fresh.",
      "Daily: filter the oil.",
    ].join("\n");
    expect(extractManualRules(page).equipmentType.value).toBe("Fryer");
  });
});

describe("the model the word 'model' names inside a line", () => {
  it("goes before a series' name printed more often", () => {
    const page = [
      "HEARTHLINE HL-4.2 DECK",
      "Unit: Hearthline HL-4.2 electric deck oven. Model HL-42E, serial no. HL42E-26-5581 (see the plate).",
      "Daily: brush the deck.",
      "HL-4.2 / PM-EN / 2026",
    ].join("\n");
    const f = extractManualRules(page);
    expect(f.model.value).toBe("HL-42E");
    expect(f.model.confidence).toBeGreaterThanOrEqual(0.6);
  });
  it("is shown for checking when the page names several models so", () => {
    const page = [
      "Care of the bench grinders",
      "This page covers model BG-10 and model BG-20.",
      "Weekly: brush the guard.",
    ].join("\n");
    const f = extractManualRules(page);
    expect(f.model.value).toBe("BG-10");
    expect(f.model.confidence).toBeLessThan(0.6);
  });
});

describe("a schedule table's row whose job runs up to its interval", () => {
  it("parts the row's interval from its job and keeps the job's wrapped word", () => {
    const page = [
      "Task\tInterval",
      "Empty the crumb drawer\tDaily",
      "(use the brush supplied)",
      "Wipe the conveyor guard and the inside of the hood Daily",
      "panel",
      "Brush the heating elements and the rear fan Weekly",
      "cover",
      "Oil the chain\tMonthly",
    ].join("\n");
    expect(tasks(page)).toEqual([
      ["Empty the crumb drawer", 1],
      ["Wipe the conveyor guard and the inside of the hood panel", 1],
      ["Brush the heating elements and the rear fan cover", 7],
      ["Oil the chain", 30],
    ]);
  });
});

describe("a maker in a running footer with its town after the legal suffix", () => {
  it("is read without the town", () => {
    const page = [
      "Dough Sheeter — Care",
      "Model DS-40",
      "Weekly: brush the rollers.",
      "DS-40 Owner's Manual, page 3\tTarrow & Finch Bakery Machines, Inc. Harlow Mills, Ohio",
    ].join("\n");
    expect(extractManualRules(page).manufacturer.value).toBe(
      "Tarrow & Finch Bakery Machines, Inc.",
    );
  });
});

describe("maker and model that agree (the model's letters the maker's initials)", () => {
  it("measures the agreement", () => {
    expect(makerModelAgreement("Quarrow Lintel Works, Inc.", "QL-400B")).toBe(
      2,
    );
    expect(makerModelAgreement("Quarrow-Lintel", "QLX-9")).toBe(2);
    expect(makerModelAgreement("Quarrow", "QTS-40")).toBe(1);
    expect(makerModelAgreement("Quarrow Lintel Company", "ZX-40")).toBe(0);
  });
  it("raises a weakly read model and maker to just sure, and lowers nothing", () => {
    const weak = agreedMakerAndModel(
      { value: "Quarrow Lintel Company", confidence: 0.45 },
      { value: "QL-400B", confidence: 0.55 },
    );
    expect(weak.maker.confidence).toBeGreaterThanOrEqual(0.6);
    expect(weak.model.confidence).toBeGreaterThanOrEqual(0.6);
    const one = agreedMakerAndModel(
      { value: "Quarrow", confidence: 0.45 },
      { value: "QTS-40", confidence: 0.55 },
    );
    expect(one.maker.confidence).toBe(0.45);
    expect(one.model.confidence).toBeGreaterThanOrEqual(0.6);
    const apart = agreedMakerAndModel(
      { value: "Quarrow Lintel Company", confidence: 0.45 },
      { value: "ZX-40", confidence: 0.55 },
    );
    expect([apart.maker.confidence, apart.model.confidence]).toEqual([
      0.45, 0.55,
    ]);
    const sure = agreedMakerAndModel(
      { value: "Quarrow Lintel Company", confidence: 0.9 },
      { value: "QL-400B", confidence: 0.9 },
    );
    expect([sure.maker.confidence, sure.model.confidence]).toEqual([0.9, 0.9]);
  });
  it("on a page: a model printed twice and a maker read once, agreeing, are shown as sure", () => {
    const page = [
      "Quarrow Lintel Company",
      "QL-400B Dough Divider — Care",
      "Daily: brush the hopper.",
      "Weekly: oil the knife guide.",
      "QL-400B · page 2",
    ].join("\n");
    const f = extractManualRules(page);
    expect(f.model.value).toBe("QL-400B");
    expect(f.model.confidence).toBeGreaterThanOrEqual(0.6);
  });
});

describe("a photo's line of capitals the OCR read off the surface", () => {
  it("does not end the schedule above it as a heading would", () => {
    const line = (text: string, x: number, y: number, conf: number): Word[] =>
      text
        .split(" ")
        .map((t, k) => ({
          text: t,
          x: x + k * 120,
          y,
          w: t.length * 14,
          h: 24,
          page: 1,
          conf,
        }));
    const rows: [string, number][] = [
      ["Slicer care", 0.95],
      ["Every month", 0.9],
      ["1. Sharpen the blade with the built-in stones.", 0.9],
      ["QRWUNZE", 0.05],
      ["2. Check the blade guard and clean it with a brush.", 0.9],
    ];
    const words: PageWords[] = [
      {
        page: 1,
        width: 1200,
        height: 1600,
        words: rows.flatMap(([t, c], k) => line(t, 100, 100 + k * 40, c)),
      },
    ];
    const read = extractManualRules(rows.map(([t]) => t).join("\n"), {
      words,
      fromOcr: true,
    }).tasks.map((t) => [t.task, t.intervalDays]);
    expect(read).toEqual([
      ["Sharpen the blade with the built-in stones", 30],
      ["Check the blade guard and clean it with a brush", 30],
    ]);
  });
});

describe("a photo's schedule heading followed by specks", () => {
  it("is the heading alone", () => {
    const at = (t: string, x: number, y: number, conf: number): Word => ({
      text: t,
      x,
      y,
      w: t.length * 14,
      h: 24,
      page: 1,
      conf,
    });
    const words: PageWords[] = [
      {
        page: 1,
        width: 1200,
        height: 1600,
        words: [
          at("Every", 100, 100, 0.8),
          at("3", 180, 100, 0.9),
          at("months", 210, 100, 0.8),
          at("¢", 500, 100, 0.4),
          at("Lq", 600, 100, 0.2),
          at("Tz", 700, 100, 0.1),
          at("13]", 900, 100, 0.7),
          at("Descale", 100, 140, 0.9),
          at("the", 220, 140, 0.9),
          at("boiler", 280, 140, 0.9),
        ],
      },
    ];
    const text = [
      "Every 3 months\t¢\tLq\tTz\tRsQPP\t13]",
      "• Descale the boiler",
    ].join("\n");
    expect(
      extractManualRules(text, { words, fromOcr: true }).tasks.map((t) => [
        t.task,
        t.intervalDays,
      ]),
    ).toEqual([["Descale the boiler", 90]]);
  });
});
