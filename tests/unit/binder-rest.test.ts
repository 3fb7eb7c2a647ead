import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { buildBinderPdf } from "@server/features/binder/pdf";
import type { BinderContent } from "@server/features/binder/load";

const WORK_MS = 30;

/** A binder of three licenses whose documents each take WORK_MS of the builder's CPU to read. */
async function timedBuild(restShare: number | undefined): Promise<number[]> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("License");
  const bytes = await pdf.save();
  const licenses = ["A", "B", "C"].map((n) => ({ typeName: "Business License", licenseNumber: n, expirationDate: "2030-01-01" }));
  const content = {
    view: { location: { id: "l", name: "Depot", address: "1 Main St", state: "WY" }, today: "2026-11-28", licenses, tasks: [], missing: [], pdfUrl: "" },
    organizationId: "o",
    licenseDocumentIds: ["a", "b", "c"],
    pdfRecords: [],
    attachmentDocumentIds: new Map(),
  } as unknown as BinderContent;
  const read = async () => {
    const until = performance.now() + WORK_MS;
    while (performance.now() < until) {
      // busy: a document's parsing holds the builder's thread like this
    }
    return { bytes, contentType: "application/pdf", name: "license.pdf" };
  };
  const placedAt: number[] = [];
  await buildBinderPdf(content, read, { madeBy: "Ana", onProgress: () => void placedAt.push(performance.now()), ...(restShare === undefined ? {} : { restShare }) });
  return placedAt.slice(1).map((t, i) => t - placedAt[i]!);
}

describe("the binder builder's rests", () => {
  it("rests after each document as long as it worked, so the next comes no sooner than twice the work", async () => {
    const gaps = await timedBuild(undefined);
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(2 * WORK_MS - 2);
  });

  it("does not rest with a rest share of 0", async () => {
    const rested = await timedBuild(2);
    for (const gap of rested) expect(gap).toBeGreaterThanOrEqual(3 * WORK_MS - 2);
    const flat = await timedBuild(0);
    // Without rests each gap is the work alone; with a share of 2 it was three times that.
    expect(Math.min(...rested)).toBeGreaterThan(Math.min(...flat));
  });
});
