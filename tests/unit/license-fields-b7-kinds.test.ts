// Issue 30 (2026-11-27, fourth session): kinds of misses a seventh hand-written set showed, each on an invented
// page — two address blocks side by side (the premises stacked in its column, a mailing PO box in the next); a
// board that "hereby grants to" the licensee, with its kind of company and its agent after the name.
import { describe, expect, it } from "vitest";
import { extractLicenseRules } from "@server/documents/extract/license-rules";
import { LICENSE_TYPE_NAMES } from "@server/features/licenses/catalogue/types";

const read = (...lines: string[]) =>
  extractLicenseRules(lines.join("\n"), {
    licenseTypeNames: [...LICENSE_TYPE_NAMES],
  });

describe("premises address", () => {
  it("takes the city line stacked under the street, not the mailing block's city printed level with it", () => {
    const f = read(
      "TOWN OF BIRCH LANDING, OREGON\tLICENSE NO. 26-1180",
      "Finance Office — Business License\tISSUED 02/01/26",
      "BUSINESS NAME\tMAILING ADDRESS",
      "Copper Fern Bakery LLC\tCopper Fern Bakery LLC",
      "LOCATION\tPO Box 411",
      "72 Alder Mill Rd\tBirch Landing, OR 97399",
      "Birch Landing, OR 97388\tNAICS 311811",
      "This license is issued for the privilege of doing business in the Town of Birch Landing.",
    );
    expect(f.address.value).toBe("72 Alder Mill Rd, Birch Landing, OR 97388");
  });
});

describe("licensee in a sentence", () => {
  it("the business a board 'hereby grants to', not its kind of company or its agent", () => {
    const f = read(
      "TOWN OF CEDAR BEND",
      "RETAIL BEER LICENSE",
      "No. 2026-RB-12",
      "KNOW ALL PERSONS BY THESE PRESENTS, that the Town Board of Cedar Bend, having received the application, hereby",
      "grants to Lantern Row Tavern, Inc., a Vermont corporation, whose appointed agent is Dana K. Holm, this license",
      "to sell fermented malt beverages at retail on the premises known as 41 Mill Pond Road, Cedar Bend, VT 05999.",
    );
    expect(f.licenseeName.value).toBe("Lantern Row Tavern, Inc.");
  });
});
