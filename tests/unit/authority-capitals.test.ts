// An agency printed in capitals is shown in title case, word by word: the letter after an apostrophe stays small.
import { describe, expect, it } from "vitest";
import { readLicense } from "../support/invented-license";

describe("an agency printed in capitals", () => {
  it("is shown in title case without capitals after apostrophes", () => {
    const f = readLicense(
      "CITY OF BRANTLEY",
      "TREASURER'S OFFICE",
      "BUSINESS LICENSE",
      "License No: BL-2026-0417",
      "Business: Tamsin Grove Bakery LLC",
      "Location: 88 Ferris Ave, Brantley, GA 30117",
      "Issued: 01/14/2026",
      "Expires: 12/31/2026",
    );
    expect(f.issuingAuthority.value).toBe("City of Brantley Treasurer's Office");
  });
});
