import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_PIXELS, PDF_SCRIPT_MESSAGE, sniffDocumentType } from "@server/documents/sniff";
import { findPdfScripts } from "@server/documents/pdf-scripts";
import { readFixture } from "../support/fixtures";

const pdf = (...parts: Array<string | Buffer>) =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), ...parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : p)), Buffer.from("\ntrailer << /Root 1 0 R >>\n%%EOF\n")]);

const catalog = (extra = "") => `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`;

const objectStream = (body: string) => {
  const data = deflateSync(Buffer.from(body, "latin1"));
  return Buffer.concat([
    Buffer.from(`4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >> stream\n`),
    data,
    Buffer.from("\nendstream endobj\n"),
  ]);
};

async function refusal(bytes: Buffer) {
  return sniffDocumentType(bytes).then(
    () => null,
    (e: { status: number; message: string }) => ({ status: e.status, message: e.message }),
  );
}

describe("PDF scripts", () => {
  it("refuses an OpenAction running JavaScript", async () => {
    const bytes = pdf(catalog("/OpenAction 3 0 R "), "3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n");
    expect(await refusal(bytes)).toEqual({ status: 415, message: PDF_SCRIPT_MESSAGE });
  });

  it("refuses a document-level script and a name written with #xx escapes", async () => {
    expect(findPdfScripts(pdf(catalog("/Names << /JavaScript 5 0 R >> "))).scripts).toBe(true);
    expect(findPdfScripts(pdf(catalog("/OpenAction << /S /J#61vaScript /J#53 (x) >> "))).scripts).toBe(true);
    expect(findPdfScripts(pdf(catalog("/AA << /O << /JS 7 0 R >> >> "))).scripts).toBe(true);
  });

  it("refuses JavaScript hidden in a compressed object stream", async () => {
    const bytes = pdf(catalog("/OpenAction 3 0 R "), objectStream("3 0 << /S /JavaScript /JS (app.alert(1)) >>"));
    expect(bytes.includes("JavaScript")).toBe(false);
    expect(await refusal(bytes)).toMatchObject({ status: 415 });
  });

  it("accepts every fixture PDF and binary stream data that merely contains /JS", async () => {
    for (const f of [
      "licenses/ny-tappan-ridge-food-service-permit.pdf",
      "licenses/tx-cedar-bluff-certificate-of-occupancy.pdf",
      "licenses/il-oak-prairie-business-license.pdf",
      "manuals/glacier-peak-gp-500ac-ice-machine.pdf",
    ]) {
      expect(await sniffDocumentType(readFixture(f)), f).toBe("application/pdf");
    }
    const image = Buffer.concat([randomBytes(1000), Buffer.from("/JS (x) /JS "), randomBytes(1000)]);
    const bytes = pdf(catalog(), Buffer.from(`5 0 obj << /Length ${image.length} /Filter /DCTDecode >> stream\n`), image, "\nendstream endobj\n");
    expect(await sniffDocumentType(bytes)).toBe("application/pdf");
  });

  it("checks a 10 MB PDF quickly", async () => {
    const image = randomBytes(10 * 1024 * 1024);
    const bytes = pdf(catalog(), Buffer.from(`5 0 obj << /Length ${image.length} >> stream\n`), image, "\nendstream endobj\n");
    const started = performance.now();
    findPdfScripts(bytes);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

const png = (width: number, height: number) => {
  const b = Buffer.from(readFixture("licenses/ca-vista-linda-business-license.png"));
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
};

/** The fixture photo with its frame header's dimensions rewritten. */
const jpeg = (width: number, height: number) => {
  const b = Buffer.from(readFixture("licenses/fl-coral-tide-liquor-license.jpg"));
  for (let p = 2; p < b.length; ) {
    const marker = b[p + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      b.writeUInt16BE(height, p + 5);
      b.writeUInt16BE(width, p + 7);
      return b;
    }
    p += 2 + b.readUInt16BE(p + 2);
  }
  throw new Error("no frame header in the fixture");
};

describe("image dimensions", () => {
  it("accepts the fixture images", async () => {
    expect(await sniffDocumentType(readFixture("licenses/ca-vista-linda-business-license.png"))).toBe("image/png");
    expect(await sniffDocumentType(readFixture("licenses/fl-coral-tide-liquor-license.jpg"))).toBe("image/jpeg");
    expect(await sniffDocumentType(png(8000, 6000))).toBe("image/png"); // 48 MP: a big phone photo
  });

  it("refuses images claiming more than the pixel limit, with the size in the message", async () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(await refusal(png(100_000, 100_000))).toEqual({
      status: 413,
      message: "The image is too large (100000 × 100000 pixels). Please upload an image of at most 50 megapixels.",
    });
    expect(await refusal(png(0xffffffff, 1))).toMatchObject({ status: 413 });
    expect(await refusal(jpeg(65_000, 65_000))).toMatchObject({ status: 413, message: expect.stringContaining("65000 × 65000") });
  });

  it("refuses images without readable dimensions", async () => {
    expect(await refusal(png(0, 100))).toEqual({ status: 400, message: "The image could not be read. Please upload it again." });
    expect(await refusal(jpeg(100, 0))).toMatchObject({ status: 400 });
  });
});
