import { describe, expect, it, vi } from "vitest";
import { PDFDocument, PDFStream } from "pdf-lib";
import { buildBinderPdf } from "@server/features/binder/pdf";
import type { BinderContent } from "@server/features/binder/load";
import { copyStreamsInOnePiece } from "@server/features/binder/pdf-thread/stream-copy";
import { readFixture } from "../support/fixtures";

async function twoPagePdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(title);
  pdf.addPage().drawText(`${title}, page 2`);
  return pdf.save();
}

/** A binder of one license (a PDF) and one record with a photo, as the binder thread builds it. */
async function binderBytes(): Promise<Uint8Array> {
  const photo = readFixture("licenses/fl-coral-tide-liquor-license.jpg");
  const license = await twoPagePdf("License");
  const content = {
    view: { location: { id: "l", name: "Coral Tide", address: "1 Main St", state: "FL" }, today: "2026-11-27", licenses: [{ typeName: "Liquor", licenseNumber: "L-1", expirationDate: "2030-01-01" }], tasks: [], missing: [], pdfUrl: "" },
    organizationId: "o",
    licenseDocumentIds: ["license"],
    pdfRecords: [{ id: "r", taskName: "Hood cleaning", equipmentName: "Hood", doneOn: "2026-11-01", doneBy: { id: "u", name: "Ana" }, vendor: null, cost: null, notes: null, attachments: [{ id: "a", name: "photo.jpg" }], serviceKind: null }],
    attachmentDocumentIds: new Map([["r", ["photo"]]]),
  } as unknown as BinderContent;
  const read = async (id: string) => (id === "photo" ? { bytes: photo, contentType: "image/jpeg", name: "photo.jpg" } : { bytes: license, contentType: "application/pdf", name: "license.pdf" });
  return buildBinderPdf(content, read, { madeBy: "Ana", now: new Date("2026-11-27T10:00:00Z") });
}

describe("the binder thread's stream copy", () => {
  it("copies streams into the saved PDF in one piece, byte for byte as pdf-lib's own loop, ", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T10:00:00Z") });
    const original = PDFStream.prototype.copyBytesInto;
    try {
      const byLoop = await binderBytes();
      copyStreamsInOnePiece();
      expect(PDFStream.prototype.copyBytesInto).not.toBe(original);
      const inOnePiece = await binderBytes();
      expect(inOnePiece.length).toBeGreaterThan(700_000); // the photo is in it
      expect(Buffer.from(inOnePiece).equals(Buffer.from(byLoop))).toBe(true);
      expect((await PDFDocument.load(inOnePiece)).getPageCount()).toBe(6) // cover, contents, the license's 2 pages, the record's page, the photo;
    } finally {
      PDFStream.prototype.copyBytesInto = original;
      vi.useRealTimers();
    }
  });

});
