import { describe, expect, it } from "vitest";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { findIntervals } from "@server/documents/extract/intervals";

const days = (s: string) => findIntervals(s).map((m) => m.days);

describe("intervals", () => {
  it.each([
    ["daily", 1],
    ["Every day", 1],
    ["weekly", 7],
    ["every two weeks", 14],
    ["Every 2 weeks", 14],
    ["bi-weekly", 14],
    ["monthly", 30],
    ["once a month", 30],
    ["every 3 months", 90],
    ["every four months", 120],
    ["quarterly", 90],
    ["semi-annually", 180],
    ["every six months", 180],
    ["annually", 365],
    ["yearly", 365],
    ["every twelve months", 365],
    ["every 90 days", 90],
    ["Annual", 365],
    ["bi-annual", 180],
    ["twice-yearly", 180],
    ["2x per year", 180],
    ["every third month", 90],
    ["every second week", 14],
    ["6-monthly", 180],
  ])("%s → %i days", (text, want) => {
    expect(days(text)).toEqual([want]);
  });

  it("ignores hours, minutes and bare durations", () => {
    expect(days("after 6,000 hours of run time; takes about 90 minutes; within 30 days")).toEqual([]);
  });
});

describe("manual rules", () => {
  const manual = [
    "NORDFROST KITCHEN SYSTEMS NF-220 Reach-in Freezer",
    "Model\tNF-220",
    "Serial No.\tNF22-0099-17",
    "Maintenance",
    "Task\tInterval\tWho",
    "Wipe door gaskets\tWeekly\tStaff",
    "Clean condenser coil\tEvery 3 months\tTechnician",
    "Every day",
    "• Check and record the cabinet temperature.",
    "• Empty the drain pan and wipe",
    "the interior shelves.",
    "Periodic",
    "• Inspect the fan motor every 6 months for noise.",
    "• Have the refrigeration system serviced annually by a qualified technician.",
    "• Replace the door gasket as required.",
    "Start-up: run the unit empty for 24 hours before loading. The defrost cycle lasts 20 minutes.",
    "Warranty: parts are covered for 12 months; register within 30 days. The warranty is void without annual service.",
    "Nordfrost Kitchen Systems NF-220",
  ].join("\n");
  const f = extractManualRules(manual);
  const find = (word: string) => f.tasks.find((t) => t.task.toLowerCase().includes(word));

  it("reads maker, model, serial and type", () => {
    expect(f.model.value).toBe("NF-220");
    expect(f.serial.value).toBe("NF22-0099-17");
    expect(f.manufacturer.value).toBe("Nordfrost Kitchen Systems");
    expect(f.equipmentType.value).toBe("Reach-in freezer");
  });

  it("finds tasks from tables, headings and sentences with the interval in days", () => {
    expect(find("gasket")?.intervalDays).toBe(7);
    expect(find("condenser")?.intervalDays).toBe(90);
    expect(find("temperature")?.intervalDays).toBe(1);
    expect(find("drain pan")?.intervalDays).toBe(1);
    expect(find("drain pan")?.task).toContain("interior shelves");
    expect(find("fan motor")?.intervalDays).toBe(180);
    expect(find("refrigeration system")?.intervalDays).toBe(365);
    for (const t of f.tasks) {
      expect(t.confidence).toBeGreaterThan(0);
      expect(t.confidence).toBeLessThanOrEqual(1);
    }
  });

  it("leaves out warranty terms, start-up waits, cycle times and as-required items", () => {
    expect(f.tasks.some((t) => /warrant|register|empty for|defrost cycle/i.test(t.task))).toBe(false);
    expect(f.tasks.filter((t) => /replace the door gasket/i.test(t.task))).toEqual([]);
    expect(f.tasks).toHaveLength(6);
  });

  it("returns an empty schedule for text without one", () => {
    const empty = extractManualRules("Thank you for buying this product.");
    expect(empty.tasks).toEqual([]);
    expect(empty.model.value).toBeNull();
  });
});

describe("maker from running headers and copyright lines as OCR reads them (issue 30)", () => {
  it("takes the maker before the model when OCR reads the header's middle dot as a colon", () => {
    const text = ["Tidewell Kitchen Works : TW-410 Owner's Guide", "TW-410 Planetary Mixer", "Model #:\tTW-410", "\f", "Tidewell Kitchen Works : TW-410 Owner's Guide", "EVERY WEEK", "1. Lubricate the bowl lift slides."].join("\n");
    expect(extractManualRules(text).manufacturer.value).toBe("Tidewell Kitchen Works");
  });

  it("cuts a misread 'All rights reserved' off a copyright line's maker", () => {
    const text = ["QX-20 Countertop Griddle", "Model: QX-20", "Daily: scrape the plate.", "© 2024 Pellham Industries. All nghts reserved."].join("\n");
    expect(extractManualRules(text).manufacturer.value).toBe("Pellham Industries");
  });
});

describe("procedures, wrapped table cells and shared advice (issue 30, point 6)", () => {
  it("gives a procedure's title the interval of its 'Perform monthly.' line and drops the step every procedure ends with", () => {
    const text = [
      "5.1 Descale the steam generator",
      "Perform monthly.",
      "1. Turn the unit off and let it cool.",
      "2. Restore power and check for normal operation.",
      "5.2 Check the core temperature probe against a reference",
      "Perform quarterly.",
      "1. Turn the unit off and let it cool.",
      "2. Restore power and check for normal operation.",
    ].join("\n");
    const tasks = extractManualRules(text).tasks;
    expect(tasks.map((t) => [t.task, t.intervalDays])).toEqual([
      ["Descale the steam generator", 30],
      ["Check the core temperature probe against a reference", 90],
    ]);
  });

  it("reads 'after each use' as daily and keeps hour-based and as-needed jobs out", () => {
    const text = ["After each use", "• Wash the bowl and beater.", "Every 2,500 hours", "• Replace the drive belt.", "As needed", "• Adjust the bowl clearance."].join("\n");
    expect(extractManualRules(text).tasks.map((t) => [t.task, t.intervalDays])).toEqual([["Wash the bowl and beater", 1]]);
  });

  it("joins a task cell wrapped under its row and keeps two jobs that end with the same advice", () => {
    const text = [
      "Frequency\tTask\tWho",
      "Every 6 months\tDescale the evaporator, then check\tService agent",
      "that the area is dry before use",
      "Every 6 months\tReplace the water filter cartridge,\tService agent",
      "then check that the area is dry before use",
    ].join("\n");
    const tasks = extractManualRules(text).tasks;
    expect(tasks.map((t) => t.intervalDays)).toEqual([180, 180]);
    expect(tasks[0]!.task).toContain("Descale the evaporator");
    expect(tasks[1]!.task).toContain("Replace the water filter cartridge, then check that the area is dry");
  });
});

describe("maker from a logo-like wordmark", () => {
  it("takes the large name atop the first page over a descriptor before the kind in the title", () => {
    const lines = [["EMBERCRAFT", 26], ["Radiant Charbroiler EC-48CB", 16], ["User Guide", 11], ["Brush the top grates daily.", 9], ["Clean the radiants weekly.", 9], ["Model EC-48CB", 9]] as const;
    const words = lines.flatMap(([t, h], k) => t.split(" ").map((w, i) => ({ text: w, x: 60 + i * 70, y: 40 + k * 30, w: 60, h, page: 1 })));
    const text = lines.map(([t]) => t).join("\n");
    const withWords = extractManualRules(text, { words: [{ page: 1, width: 612, height: 792, words }] }).manufacturer;
    expect(withWords.value).toBe("Embercraft");
    expect(withWords.confidence).toBeGreaterThanOrEqual(0.6);
    // Without the words' sizes the wordmark is one more line of the cover: read less surely. ("Radiant", a kind of
    // charbroiler, is a descriptor, not a second name.)
    expect(extractManualRules(text).manufacturer.confidence).toBeLessThan(withWords.confidence);
  });
});
