import { describe, expect, it } from "vitest";
import { distinguishingLocationNames, middleEllipsis } from "@shared/domain/location-names";

describe("distinguishingLocationNames", () => {
  it("shows the part after the prefix all locations share", () => {
    expect(distinguishingLocationNames(["Harbor & Vine — Downtown", "Harbor & Vine — Waterfront"])).toEqual(["Downtown", "Waterfront"]);
    expect(distinguishingLocationNames(["Main Street Cafe", "Main Street Diner", "Main Street Deli"])).toEqual(["Cafe", "Diner", "Deli"]);
    expect(distinguishingLocationNames(["Sous: North", "Sous: South"])).toEqual(["North", "South"]);
  });

  it("never splits a word: a shared start inside a word stays", () => {
    expect(distinguishingLocationNames(["Harborside", "Harbor View"])).toEqual(["Harborside", "Harbor View"]);
    expect(distinguishingLocationNames(["Harbor & Vine Downtown", "Harbor & Vine Dockside"])).toEqual(["Downtown", "Dockside"]);
  });

  it("shows one location's name whole", () => {
    expect(distinguishingLocationNames(["Harbor & Vine — Downtown"])).toEqual(["Harbor & Vine — Downtown"]);
  });

  it("shows whole names when one is only the shared prefix", () => {
    expect(distinguishingLocationNames(["Harbor", "Harbor East"])).toEqual(["Harbor", "Harbor East"]);
  });

  it("shortens long names without a common prefix in the middle", () => {
    const [a, b] = distinguishingLocationNames(["The Very Long Neighbourhood Kitchen of Elm Street", "Pier 9"]);
    expect(a).toBe("The Very Lon…Elm Street");
    expect([...a!].length).toBeLessThanOrEqual(24);
    expect(b).toBe("Pier 9");
  });

  it("shortens a long distinguishing part too", () => {
    const [a] = distinguishingLocationNames(["Harbor & Vine — Waterfront Terrace and Garden Room", "Harbor & Vine — Downtown"]);
    expect(a).toContain("…");
    expect(a!.startsWith("Waterfront")).toBe(true);
    expect(a!.endsWith("Room")).toBe(true);
  });

  it("keeps the order of the names given, and an empty list empty", () => {
    expect(distinguishingLocationNames(["B — Two", "B — One"])).toEqual(["Two", "One"]);
    expect(distinguishingLocationNames([])).toEqual([]);
  });
});

describe("middleEllipsis", () => {
  it("leaves short text alone and cuts long text to the limit", () => {
    expect(middleEllipsis("Downtown", 24)).toBe("Downtown");
    expect(middleEllipsis("abcdefghijklmnopqrstuvwxyz", 11)).toBe("abcde…vwxyz");
  });
});
