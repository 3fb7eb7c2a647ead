// Manuals: kinds of page a twelfth hand printed that the reader missed or was sure of wrongly (issue 30, points 3
// and 6), each on an invented page — a brand the page declares ("X is a trademark", "X®", "X is a brand of Y")
// standing where makers stand (wordmark, cover, running header), a maker named only beside a second name, a care
// table whose part and what to do with it are two cells, a compound broken at its hyphen, "every day's production",
// kinds of equipment the catalogue lacked (steam kettles, beverage dispensers, filter systems, toasters), and kinds
// that hands name apart from the catalogue (toasters; door-type and conveyor dishwashers, "dish machines" to some).
import { describe, expect, it } from "vitest";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { readMaker } from "@server/documents/extract/maker";
import { declaredBrands } from "@server/documents/extract/maker-brands";
import type { Word } from "@server/documents/text/words";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";

const tasks = (text: string) => extractManualRules(text).tasks.map((t) => [t.task, t.intervalDays] as [string, number]);
const sure = (c: number) => c >= LOW_CONFIDENCE;

describe("a brand the page declares", () => {
  it("reads the names before 'is a (registered) trademark', 'is a brand of' and a trademark sign", () => {
    expect(declaredBrands("Sorrel Peak is a registered trademark of Hallam Cold Co.")).toEqual(["Sorrel Peak"]);
    expect(declaredBrands("BrewNova is a brand of Tarrant Drinks Equipment Ltd.")).toEqual(["BrewNova"]);
    expect(declaredBrands("Ask for genuine Quillfire(R) parts. Ovenmark™ racks fit too.")).toEqual(["Quillfire", "Ovenmark"]);
    expect(declaredBrands("The Maker is not liable for misuse. Open the Right (R) door.")).toEqual([]);
  });

  it("gives way to the company that owns it, named once in a footer", () => {
    const page = [
      "BrewNova",
      "BrewNova BN-12 Cold Brew Beverage Dispenser — Care",
      "Model BN-12 · Serial TD-4471",
      "Rinse the bowl every day.",
      "BrewNova BN-12 | Care Guide",
      "BrewNova is a brand of Tarrant Drinks Equipment Ltd., 9 Canal Row, Stockport.",
    ].join("\n");
    // The brand set large atop the page, as a wordmark.
    const words: Word[] = page.split("\n").flatMap((line, i) =>
      line.split(" ").map((text, k) => ({ text, x: 40 + k * 70, y: 30 + i * 40, w: text.length * 8, h: i === 0 ? 40 : 12, page: 1 })),
    );
    const maker = readMaker(page, "BN-12", [{ page: 1, width: 612, height: 792, words }]);
    expect(maker.value).toBe("Tarrant Drinks Equipment Ltd.");
    expect(sure(maker.confidence)).toBe(true);
  });

  it("names no maker as the trademark's owner's rival: 'X is a registered trademark of Y' gives Y", () => {
    const page = [
      "Sorrel Peak",
      "Sorrel Peak SP-60 Under-Sink Water Filtration System",
      "Model SP-60 · Serial HC-20931",
      "Replace the cartridge every 6 months.",
      "Sorrel Peak is a registered trademark of Hallam Cold Co.",
    ].join("\n");
    expect(readMaker(page, "SP-60").value).toBe("Hallam Cold Co.");
  });

  it("is no maker beside a company in the running header, and the company is shown for checking", () => {
    const page = [
      "Kestrel Coldroom Corp. - IceVault Walk-In Systems - Bulletin 7",
      "IceVault Walk-In Freezer – Care",
      "Model KV-9 Serial KC-1100",
      "Task\tFrequency",
      "Clean the evaporator coil\tQuarterly",
      "IceVault is a trademark. Printed in USA.",
    ].join("\n");
    const maker = readMaker(page, "KV-9");
    expect(maker.value).toBe("Kestrel Coldroom Corp.");
    expect(sure(maker.confidence)).toBe(false);
  });
});

describe("a maker the page does not name as the maker", () => {
  const header = "Dunmore Appliance Co. | Cinderflame Kitchen Systems | Owner's Manual";
  it("is shown for checking when the header prints a second company's name beside it", () => {
    const page = [header, "Cinderflame Griddle — Care", "Model CF-30", "Clean the plate every day.", header].join("\n");
    expect(sure(readMaker(page, "CF-30").confidence)).toBe(false);
  });

  it("is not made sure by a model whose letters are its initials: a brand's initials open its models too", () => {
    const page = [header, "Cinderflame Griddle — Care", "Model DA-30", "Clean the plate every day.", header].join("\n");
    expect(sure(extractManualRules(page).manufacturer.confidence)).toBe(false);
  });

  it("stays sure when the page names it as the maker", () => {
    const page = ["Dunmore Appliance Co. | Cinderflame Series | Owner's Manual", "Cinderflame Griddle — Care", "Model CF-30", "Manufactured by Dunmore Appliance Co., 4 Quay Street, Bristol."].join("\n");
    const maker = readMaker(page, "CF-30");
    expect(maker.value).toBe("Dunmore Appliance Co.");
    expect(sure(maker.confidence)).toBe(true);
  });
});

describe("a care table whose part and what to do with it are two cells", () => {
  const page = [
    "Part\tWhat to do\tHow often",
    "Crumb tray\tEmpty and wipe dry\tDaily",
    "Heating elements\tBrush off carbon with the soft brush\tWeekly",
    "Conveyor belt\tClean the conveyor belt with warm water\tMonthly",
  ].join("\n");
  it("reads the job as what to do with the part", () => {
    const read = tasks(page);
    expect(read).toContainEqual(["Crumb tray — Empty and wipe dry", 1]);
    expect(read).toContainEqual(["Heating elements — Brush off carbon with the soft brush", 7]);
  });
  it("keeps an order that already names its part as it is", () => {
    expect(tasks(page)).toContainEqual(["Clean the conveyor belt with warm water", 30]);
  });
});

describe("running text", () => {
  it("joins a compound broken at its hyphen at the end of a line", () => {
    const page = ["Water system. To keep the plate free of scale, descale the ice-", "making section every six months with the kit."].join("\n");
    expect(tasks(page)[0]![0]).toContain("ice-making section");
  });
  it("takes 'at the end of every day's production' whole as the interval", () => {
    expect(tasks("Wash the pan interior at the end of every day's production with warm water.")).toEqual([["Wash the pan interior with warm water", 1]]);
  });
});

describe("kinds of equipment the catalogue lacked", () => {
  const type = (title: string) => extractManualRules(`${title}\nModel QX-10`).equipmentType;
  it("reads steam-jacketed kettles and beverage dispensers, sure when printed so", () => {
    expect(type("QX-10 Tilting Steam Jacketed Kettle — Routine Care")).toEqual({ value: "Steam kettle", confidence: expect.any(Number) });
    expect(sure(type("QX-10 Tilting Steam Jacketed Kettle — Routine Care").confidence)).toBe(true);
    expect(type("QX-10 Cold Beverage Dispenser").value).toBe("Beverage dispenser");
  });
  it("names a filtration system a water filter system, for checking", () => {
    const t = type("QX-10 Triple Filtration System — Maintenance");
    expect(t.value).toBe("Water filter system");
    expect(sure(t.confidence)).toBe(false);
  });
  it("shows toasters for checking: hands name them by the printed kind or by the class", () => {
    const t = type("QX-10 Conveyor Toaster — Daily Care");
    expect(t.value).toBe("Conveyor toaster");
    expect(sure(t.confidence)).toBe(false);
    expect(type("QX-10 Pop-Up Toaster").value).toBe("Toaster");
    expect(sure(type("QX-10 Pop-Up Toaster").confidence)).toBe(false);
  });
  it("shows a door-type or conveyor dishwasher for checking (a 'dish machine' to some), not an undercounter one", () => {
    expect(sure(type("QX-10 Door-Type Dishwasher — Care").confidence)).toBe(false);
    expect(sure(type("QX-10 Conveyor Dishwasher").confidence)).toBe(false);
    expect(type("QX-10 Undercounter Dishwasher")).toEqual({ value: "Dishwasher", confidence: 0.9 });
  });
});

describe("two schedule tables side by side, the right one's jobs wrapped around their interval", () => {
  // Word boxes as a text layer gives them: left table (job, interval) and right table (job over two lines, its
  // interval set level with the middle), no "Task / Frequency" captions.
  const words: Word[] = [];
  const put = (text: string, x: number, y: number) => {
    let at = x;
    for (const t of text.split(" ")) {
      words.push({ text: t, x: at, y, w: t.length * 5, h: 9, page: 1 });
      at += t.length * 5 + 3;
    }
  };
  put("INSPECT", 50, 140);
  put("REPLACE", 310, 140);
  put("Check the gauge readings", 50, 160);
  put("Daily", 250, 160);
  put("Replace the prefilter", 310, 160);
  put("Every 3 months", 450, 166);
  put("pad", 310, 172);
  put("Drain the sump", 50, 180);
  put("Weekly", 250, 180);
  put("Replace the polishing", 310, 192);
  put("Every 6 months", 450, 198);
  put("cartridge", 310, 204);
  put("Replace the softener resin", 310, 224);
  put("Every 12 months", 450, 230);
  put("bed", 310, 236);
  put("Every 4,000 running", 450, 256);
  put("Replace the UV lamp", 310, 262);
  put("hours", 450, 268);
  const text = [
    "INSPECT\tREPLACE",
    "Check the gauge readings Daily\tReplace the prefilter",
    "Every 3 months",
    "pad",
    "Drain the sump\tWeekly",
    "Replace the polishing",
    "Every 6 months",
    "cartridge",
    "Replace the softener resin",
    "Every 12 months",
    "bed",
    "Every 4,000 running",
    "Replace the UV lamp",
    "hours",
  ].join("\n");
  const read = () => extractManualRules(text, { words: [{ page: 1, width: 612, height: 792, words }] }).tasks.map((t) => [t.task, t.intervalDays]);
  it("gives each wrapped job the interval level with its middle", () => {
    expect(read()).toContainEqual(["Replace the prefilter pad", 90]);
    expect(read()).toContainEqual(["Replace the polishing cartridge", 180]);
    expect(read()).toContainEqual(["Replace the softener resin bed", 365]);
  });
  it("drops the lines' reading of those jobs with another row's interval, and gives a running-hours job none", () => {
    expect(read().filter(([t]) => String(t).startsWith("Replace the polishing"))).toEqual([["Replace the polishing cartridge", 180]]);
    expect(read().filter(([t]) => String(t).includes("UV lamp"))).toEqual([]);
  });
});
