// Issue 30 (seventh blind set's kinds): a date wrapped inside its cell, its year on the next line. Invented pages.
import { describe, expect, it } from "vitest";
import { joinWrappedYears } from "@server/documents/extract/date-wrap";
import { readLicense as read } from "../support/invented-license";


describe("a year wrapped under its date", () => {
  it("puts a lone year back on the date that ends a range", () => {
    expect(joinWrappedYears("VALID\tFEE PAID\nJune 1, 2026 — May 31,\t$300.00\n2027\nThis license is posted.")).toBe(
      "VALID\tFEE PAID\nJune 1, 2026 — May 31, 2027\t$300.00\nThis license is posted.",
    );
  });
  it("takes the year from the same column of a row of as many cells, which keeps its columns", () => {
    expect(joinWrappedYears("Monday, May 4, 2026\tFriday, April 30,\t$80.00\nDate issued\t2027\tFee")).toBe(
      "Monday, May 4, 2026\tFriday, April 30, 2027\t$80.00\nDate issued\t2027\tFee",
    );
  });
  it("leaves a year that ends no date alone", () => {
    const text = "Total paid\t$90.00\n2026\nSeal";
    expect(joinWrappedYears(text)).toBe(text);
  });
  it("reads the term's dates of a licence whose range wraps", () => {
    const f = read(
      "Pine Bluff County Health Department",
      "FOOD SERVICE ESTABLISHMENT LICENSE",
      "LICENSE NUMBER\tESTABLISHMENT ID",
      "2026-0991-FS\t77-00410",
      "LICENSED TO",
      "Gull Rock Chowder Co.",
      "VALID\tLAST INSPECTION\tFEE PAID",
      "June 1, 2026 — May 31,\t5/20/2026\t$300.00",
      "2027",
    );
    expect([f.issueDate.value, f.expirationDate.value]).toEqual(["2026-06-01", "2027-05-31"]);
  });
});
