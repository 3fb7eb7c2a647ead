import { describe, expect, it } from "vitest";
import { binderPdfName } from "@server/features/binder/pdf-name";

describe("the binder PDF's file name", () => {
  it("keeps the location's words with one space where signs were dropped", () => {
    expect(binderPdfName("Harbor & Vine – Hudson Yards", "2026-11-28")).toBe(
      "Inspection binder - Harbor Vine Hudson Yards - 2026-11-28.pdf",
    );
  });

  it("keeps dots, hyphens and underscores, letters without their accents, and drops path signs", () => {
    expect(binderPdfName("St. Mark's Café/Bar_2", "2026-01-05")).toBe(
      "Inspection binder - St. Marks Cafe Bar_2 - 2026-01-05.pdf",
    );
  });
});
