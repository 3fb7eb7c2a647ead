// The manual reader by kind of wording (issue 30 point 6): how schedules say when, where the job sits in a
// table or a paragraph, and where the maker is named. Each case is a small page of text as the text layer
// gives it (cells separated by tabs, pages by form feeds).
import { describe, expect, it } from "vitest";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { findIntervals, headingInterval, unspaceHeading } from "@server/documents/extract/intervals";

const days = (s: string) => findIntervals(s).map((m) => m.days);
const tasks = (text: string) => extractManualRules(text).tasks.map((t) => [t.task, t.intervalDays] as [string, number]);
const maker = (text: string) => extractManualRules(text).manufacturer;

describe("shift and period wording", () => {
  it.each([
    ["every shift", 1],
    ["Each Shift", 1],
    ["per shift", 1],
    ["once a shift", 1],
    ["at the end of each shift", 1],
    ["at the start of every shift", 1],
    ["at the close of every day", 1],
    ["after each shift", 1],
    ["twice a day", 1],
    ["bi-weekly", 14],
    ["every two weeks", 14],
    ["once a fortnight", 14],
    ["quarterly", 90],
    ["every quarter", 90],
    ["semi-annually", 180],
    ["Semi-Annual", 180],
    ["twice a year", 180],
    ["on a monthly basis", 30],
    ["annually", 365],
    ["once a year", 365],
  ])("%s is every %i days", (text, d) => {
    expect(days(text)).toEqual([d]);
  });

  it("reads a shift as a bare matrix head and as a schedule heading", () => {
    expect(days("Shift")).toEqual([1]);
    expect(headingInterval("EVERY SHIFT")).toBe(1);
    expect(headingInterval("Daily (End of Each Shift)")).toBe(1);
  });

  it("puts a letter-spaced heading back into words, and leaves other lines alone", () => {
    expect(unspaceHeading("D A I LY")).toBe("daily");
    expect(unspaceHeading("E V E RY S I X M O N T H S")).toBe("every six months");
    expect(headingInterval("W E E K LY")).toBe(7);
    expect(unspaceHeading("Clean the filter")).toBeNull();
    expect(unspaceHeading("A B C D")).toBeNull();
  });
});

describe("where the job sits", () => {
  it("takes the orders after a run-in label, up to the next label", () => {
    const got = tasks(
      [
        "Care Instructions",
        "Every day. Soak the top grates and drip pans. Wipe the knobs.",
        "Weekly — descale the steam generator. Check the door gasket.",
        "Monthly: clean the fan guard.",
      ].join("\n"),
    );
    expect(got).toEqual(
      expect.arrayContaining([
        ["Soak the top grates and drip pans", 1],
        ["Wipe the knobs", 1],
        ["Descale the steam generator", 7],
        ["Check the door gasket", 7],
        ["Clean the fan guard", 30],
      ]),
    );
  });

  it("in a frequency-first table takes the order, not a longer note beside it", () => {
    const got = tasks(
      ["Care Schedule", "Frequency\tTask\tNotes", "Twice a day\tRun the cleaning cycle\tUse the supplied cleaner tablets only", "Every two weeks\tDescale the boiler\tOven cold and the water supply open"].join("\n"),
    );
    expect(got).toEqual([
      ["Run the cleaning cycle", 1],
      ["Descale the boiler", 14],
    ]);
  });

  it("gives each column of schedule headings set side by side its interval", () => {
    const got = tasks(["Owner's Handbook", "EACH DAY\tEVERY THREE MONTHS", "Empty the grease cups\tHave the ductwork cleaned", "EACH WEEK\tONCE A YEAR", "Wash the baffle filters\tCheck the fan belt", "EACH MONTH", "Clean the hood interior", "DATA", "Length\t12 ft"].join("\n"));
    expect(got).toEqual(
      expect.arrayContaining([
        ["Empty the grease cups", 1],
        ["Have the ductwork cleaned", 90],
        ["Wash the baffle filters", 7],
        ["Check the fan belt", 365],
        ["Clean the hood interior", 30],
      ]),
    );
    expect(got).toHaveLength(5);
  });

  it("reads prose and numbered paragraphs with the frequency inside the sentence", () => {
    const got = tasks(
      [
        "Caring for Your Refrigerator",
        "At the end of each day, wipe the door gaskets. A clean cabinet holds its temperature. Brush the condenser coil on a monthly basis.",
        "4.3  Once a week the operator should clean the air intake grille.",
        "4.4  Every month, flush the water reservoir.",
        "Checks by you and your service company",
        "Every three months, look over the dispenser pump tubes for cracks.",
      ].join("\n"),
    );
    expect(got).toEqual(
      expect.arrayContaining([
        ["Wipe the door gaskets", 1],
        ["Brush the condenser coil", 30],
        ["Clean the air intake grille", 7],
        ["Flush the water reservoir", 30],
        ["Look over the dispenser pump tubes for cracks", 90],
      ]),
    );
  });
});

describe("where the maker is named", () => {
  const page = (footer: string) => ["GAS FRYER", "Model PW-45G", "Owner's Manual", "Boil out the frypot weekly.", "Technical Data", "Input\t110,000 BTU/hr", footer].join("\n");

  it("reads 'Made in U.S.A. by'", () => {
    expect(maker(page("Made in U.S.A. by Pellworth Cooking Systems, Inc.")).value).toBe("Pellworth Cooking Systems, Inc.");
  });

  it("reads 'Manufactured for X by Y' as X, the maker of record", () => {
    expect(maker(page("Manufactured for Sudsworth Warewashing Corp. by Kestrel Contract Fabrication Ltd.")).value).toBe("Sudsworth Warewashing Corp.");
  });

  it("reads the giver of the warranty", () => {
    expect(maker(page("Brightrinse warrants this machine against defects in material for one year.")).value).toBe("Brightrinse");
  });

  it("joins a letter-spaced name atop the cover", () => {
    expect(maker(`T O L L A R D\n${page("Keep this guide near the range.")}`).value).toBe("Tollard");
  });
});

describe("the kind of equipment", () => {
  it("reads a title wrapped over two lines", () => {
    expect(extractManualRules("CFH-1248 Type I Kitchen Exhaust\nHood\nModel CFH-1248\nWash the filters daily.").equipmentType.value).toBe("Exhaust hood");
  });
});
