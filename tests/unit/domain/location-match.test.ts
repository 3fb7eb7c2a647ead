import { describe, expect, it } from "vitest";
import { compareWithLocation, identityDifferenceText, normalizeAddress, normalizeBusinessName, sameAddress, sameBusinessName } from "@shared/domain/location-match";

const location = { legalName: "Harbor & Pine Kitchen LLC", address: "418 Riverside Ave., Suite 2", city: "Port Halden", state: "NY", zipCode: "10566" };

describe("normalising names and addresses", () => {
  it("drops case, punctuation, company suffixes and spells & as and", () => {
    expect(normalizeBusinessName("HARBOR AND PINE KITCHEN, L.L.C.")).toBe("harbor and pine kitchen");
    expect(normalizeBusinessName("Harbor & Pine Kitchen LLC")).toBe("harbor and pine kitchen");
    expect(normalizeBusinessName("The Golden Fork, Inc.")).toBe("golden fork");
  });

  it("abbreviates street words and takes the unit out of the street", () => {
    expect(normalizeAddress("418 Riverside Avenue, Suite 200, Port Halden, NY 10566")).toEqual({
      street: ["418", "riverside", "ave"],
      unit: "200",
      rest: ["port", "halden", "ny"],
      zip: "10566",
    });
    expect(normalizeAddress("12 North Main St. #4B").unit).toBe("4b");
    expect(normalizeAddress("12 N. Main Street, Ste 4B").street).toEqual(["12", "n", "main", "st"]);
  });
});

describe("sameBusinessName", () => {
  it("matches the same business written differently, or a name holding the other", () => {
    expect(sameBusinessName("Harbor and Pine Kitchen, LLC", "HARBOR & PINE KITCHEN")).toBe(true);
    expect(sameBusinessName("Harbor & Pine Kitchen LLC dba Harbor Diner", "Harbor & Pine Kitchen LLC")).toBe(true);
    expect(sameBusinessName("Golden Fork Holdings LLC", "Harbor & Pine Kitchen LLC")).toBe(false);
  });
});

describe("sameAddress", () => {
  it("accepts abbreviations, punctuation, case and a unit written another way", () => {
    expect(sameAddress("418 RIVERSIDE AVENUE STE. 2, PORT HALDEN, NY 10566", location)).toBe(true);
    expect(sameAddress("418 Riverside Ave #2, Port Halden, New York 10566-1234", location)).toBe(true);
    // A permit that leaves out the suite is still this location.
    expect(sameAddress("418 Riverside Avenue, Port Halden, NY 10566", location)).toBe(true);
  });

  it("flags another street number, another unit, another ZIP or another city", () => {
    expect(sameAddress("420 Riverside Avenue, Port Halden, NY 10566", location)).toBe(false);
    expect(sameAddress("418 Riverside Avenue, Suite 3, Port Halden, NY 10566", location)).toBe(false);
    expect(sameAddress("418 Riverside Avenue, Port Halden, NY 10567", location)).toBe(false);
    expect(sameAddress("418 Riverside Avenue, Carverton, NY", location)).toBe(false);
  });
});

describe("compareWithLocation", () => {
  it("lists nothing when the document agrees or a side is unknown", () => {
    expect(compareWithLocation({ licenseeName: "Harbor & Pine Kitchen, LLC", address: "418 Riverside Avenue, Port Halden, NY 10566" }, location)).toEqual([]);
    expect(compareWithLocation({ licenseeName: "Someone Else LLC" }, { ...location, legalName: null })).toEqual([]);
    expect(compareWithLocation({}, location)).toEqual([]);
  });

  it("lists the licensee and the address that differ, with the warning shown before saving", () => {
    const differences = compareWithLocation({ licenseeName: "Golden Fork Holdings LLC", address: "40 Court Plaza, Carverton, NY 10579" }, location);
    expect(differences.map((d) => d.field)).toEqual(["licensee", "address"]);
    expect(identityDifferenceText(differences[0]!)).toBe(
      "This document is issued to Golden Fork Holdings LLC, but this location's legal name is Harbor & Pine Kitchen LLC. Check that it is the right license for this location.",
    );
    expect(identityDifferenceText(differences[1]!)).toBe(
      "This document is for 40 Court Plaza, Carverton, NY 10579, but this location is at 418 Riverside Ave., Suite 2, Port Halden, NY 10566. Check that it is the right license for this location.",
    );
  });
});
