import { describe, expect, it } from "vitest";
import { extractManualRules } from "@server/documents/extract/manual-rules";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";

const typeOf = (...lines: string[]) => extractManualRules([...lines, "Daily: wipe the exterior."].join("\n")).equipmentType;

describe("equipment type: the kind the title names", () => {
  it.each([
    ["Brisca BCT-1400 Conveyor Toaster", "Conveyor toaster"],
    ["Model CB-3T Twin Coffee Brewer", "Coffee brewer"],
    ["EM-2 Two-Group Espresso Machine", "Espresso machine"],
    ["Countertop Coffee Maker CM-10", "Coffee maker"],
    ["Food Processor FP-40", "Food processor"],
    ["PC-18 Proofing Cabinet", "Proofing cabinet"],
    ["Dough Proofer DP-12", "Proofer"],
    ["HH-12 Hot-Holding Cabinet", "Hot-holding cabinet"],
    ["Rice Cooker RC-55", "Rice cooker"],
    ["Gas Tilting Skillet TS-30", "Tilting skillet"],
    ["SK-40 Steam-Jacketed Kettle", "Steam kettle"],
    ["Salamander Broiler SB-36", "Salamander"],
    ["Double Panini Grill PG-2", "Panini grill"],
    ["Soft-Serve Freezer SS-2 Operator's Manual", "Soft-serve freezer"],
    ["High-Performance Blender BL-1", "Blender"],
    ["Undercounter Dishwasher UC-44", "Dishwasher"],
    ["Reach-In Blast Chiller BC-5", "Blast chiller"],
    ["Heated Display Case HD-4", "Heated display case"],
    ["Refrigerated Display Case RD-6", "Refrigerated display case"],
    ["Sandwich Prep Table SP-48", "Refrigerated prep table"],
    ["Conveyor Oven CO-32", "Conveyor oven"],
    ["Conveyor Pizza Oven CP-32", "Pizza oven"],
    ["Pressure Fryer PF-8", "Pressure fryer"],
    ["Iced Tea Brewer IT-3", "Iced tea brewer"],
    ["Glass Washer GW-400", "Glass washer"],
    ["WALK-IN COOLER WC-810", "Walk-in cooler"],
    ["Meat Slicer MS-13", "Slicer"],
    ["Soft Ice Cream Machine IC-2", "Ice cream machine"],
    ["Popcorn Machine PM-8", "Popcorn machine"],
  ])("%s → %s", (title, type) => {
    const f = typeOf(title, "Care and Cleaning");
    expect(f.value).toBe(type);
    expect(f.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
  });

  it("takes the title's kind over a tagline naming other kinds", () => {
    expect(typeOf("Makers of fryers, ovens and ice machines since 1962", "Model GF-40 Gas Fryer", "Owner's Manual").value).toBe("Fryer");
    expect(typeOf("BC-5 Blast Chiller", "Trusted by kitchens that also run our refrigerators and freezers").value).toBe("Blast chiller");
  });

  it("takes the kind from a cover that opens with a product family's name", () => {
    expect(typeOf("THE ARCTIX SERIES", "Professional Refrigeration Solutions", "Model AX-200 Blast Chiller").value).toBe("Blast chiller");
    expect(typeOf("EMBERLINE PRO LINE", "Model EL-6 Rice Cooker", "Service Manual").value).toBe("Rice cooker");
  });

  it("does not take equipment the product is for as its kind", () => {
    const kit = typeOf("Descaling Kit DK-1 — for use with coffee brewers and espresso machines", "Instructions");
    expect(kit.value === null || kit.confidence < LOW_CONFIDENCE).toBe(true);
    const filter = typeOf("Water Filter WF-10", "Compatible with all ice machines and coffee brewers", "Installation Guide");
    expect(filter.value === null || filter.confidence < LOW_CONFIDENCE).toBe(true);
  });

  it("reads the manual's kind, not a list of compatible products, beside the title", () => {
    expect(typeOf("Model HC-9 Holding Cabinet", "Also fits under our fryers, griddles and charbroilers").value).toBe("Holding cabinet");
  });

  it("does not take a part named in a job for the kind", () => {
    const f = extractManualRules(
      ["Preventive Maintenance Schedule", ...Array.from({ length: 12 }, (_, i) => `Note ${i + 1}.`), "Test the booster heater element.", "Copyright Northbay Warewashing Corp."].join("\n"),
    ).equipmentType;
    expect(f.value).toBe("Dishwasher");
  });

  it("names a kind the catalogue does not know as the title prints it, for a person to check", () => {
    const f = typeOf("Model NC-8 Noodle Cooker", "Care Guide");
    expect(f.value).toBe("Noodle cooker");
    expect(f.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it("leaves the type blank when the title names no kind", () => {
    expect(typeOf("Model ZX-9", "Operator's Manual").value).toBeNull();
  });
});
