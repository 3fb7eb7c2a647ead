import { describe, expect, it } from "vitest";
import { indexByNumber, matchFileName } from "@server/features/import/license-documents/match";

const licenses = [
  { id: "liquor", licenseNumber: "ABC-123" },
  { id: "short", licenseNumber: "ABC-12" },
  { id: "health", licenseNumber: "HD 2024/0042" },
  { id: "twinA", licenseNumber: "dup-1" },
  { id: "twinB", licenseNumber: "DUP 1" },
  { id: "none", licenseNumber: null },
];
const index = indexByNumber(licenses);
const matched = (name: string) => {
  const m = matchFileName(name, index);
  return m.kind === "match" ? m.license.id : m.kind;
};

describe("license documents matched by file name", () => {
  it("ignores case, spaces, dashes and extra words", () => {
    expect(matched("ABC-123.pdf")).toBe("liquor");
    expect(matched("abc 123 liquor.pdf")).toBe("liquor");
    expect(matched("Liquor_ABC123 (scan).JPG")).toBe("liquor");
    expect(matched("hd-2024-0042.png")).toBe("health");
  });

  it("matches whole words only, the longest number winning", () => {
    expect(matched("ABC-12.pdf")).toBe("short");
    expect(matched("ABC-1234.pdf")).toBe("none");
    expect(matched("XABC-123.pdf")).toBe("none");
  });

  it("reports a name that two licenses share as ambiguous", () => {
    expect(matched("DUP1.pdf")).toBe("ambiguous");
  });
});
