// One list of the words that name an agency (agency-words.ts), shared by the reader's choice of the issuing agency
// and its check of the agency it chose: a word on the list counts in both, on invented pages.
import { describe, expect, it } from "vitest";
import { AGENCY_WORDS, agencyWord } from "@server/documents/extract/agency-words";
import { checkAuthority } from "@server/documents/extract/plausibility";
import { readLicense as read } from "../support/invented-license";

describe("one list of agency words", () => {
  it("every word on the list names an agency for the check too", () => {
    for (const w of AGENCY_WORDS) {
      expect(agencyWord.test(`Harlow Basin ${w}`)).toBe(true);
      expect(checkAuthority(`Harlow Basin ${w}`)).not.toMatchObject({ why: "no word that names an agency" });
    }
  });
  it("a registrar's office is an agency, under a state's heading and alone", () => {
    const underHeading = read(
      "STATE OF NEVADA",
      "REGISTRAR OF CONTRACTORS",
      "CONTRACTOR LICENSE",
      "License No. ROC-448120",
      "Licensee: Juniper Flats Builders LLC",
      "Issued: 03/02/2026 Expires: 03/31/2028",
    );
    expect(underHeading.issuingAuthority.value).toBe("State of Nevada Registrar of Contractors");
    const alone = read(
      "REGISTRAR OF MOTOR VEHICLES",
      "FOOD TRUCK REGISTRATION",
      "Registration No. FT-20931",
      "Owner: Saltgrass Tacos LLC",
      "Issued: 03/02/2026 Expires: 03/31/2027",
    );
    expect(alone.issuingAuthority.value).toBe("Registrar of Motor Vehicles");
  });
  it("a person signing as registrar is no agency", () => {
    const f = read("BUSINESS LICENSE", "License No. BL-2231", "Licensee: Copper Kettle LLC", "Issued: 03/02/2026 Expires: 03/31/2027", "Dana Voss, Registrar");
    expect(f.issuingAuthority.value).toBeNull();
  });
  it("a name made only of agency words names no place, a treasury's and a fire & rescue service's too", () => {
    expect(checkAuthority("Fire & Rescue Department")).toMatchObject({ kind: "doubt", why: "names no place" });
    expect(checkAuthority("Treasury Department")).toMatchObject({ kind: "doubt", why: "names no place" });
    expect(checkAuthority("Harlow Basin Fire & Rescue Department").kind).toBe("ok");
  });
});
