// Issue 30 (time per page): the small skew tesseract.js's `rotateAuto` undoes is found by its layout pass on the
// half-size copy the page is read at anyway, not by a second layout pass on the full page. Invented scans drawn with
// @napi-rs/canvas: a page of text tilted by a degree or less, as a flatbed scan is.
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { halve, toGray } from "../../server/documents/text/worker/preprocess.mjs";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { closeEngine, layoutSkew, ocrPixels } from "../../server/documents/text/worker/ocr.mjs";

const W = 1275, H = 1650;
const LINES = ["MUNICIPAL LICENSING DIVISION", "Permit number: TR-40417", "Issued: March 9, 2026", "Expires: March 8, 2027", "Holder: Quillfeather Bakery LLC"];

/** A scan of a page of text tilted `degrees` (positive: the right end lower). */
function tiltedScan(degrees: number) {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "rgb(246, 246, 244)";
  ctx.fillRect(0, 0, W, H);
  ctx.translate(W / 2, H / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.fillStyle = "rgb(24, 24, 24)";
  ctx.font = "bold 44px sans-serif";
  ctx.fillText(LINES[0]!, -520, -620);
  ctx.font = "30px sans-serif";
  for (let row = 1; row < LINES.length; row++) ctx.fillText(LINES[row]!, -520, -520 + row * 60);
  for (let row = 0; row < 14; row++) ctx.fillText(`Condition ${row + 1}: the premises are kept clean and open to inspection.`, -520, -120 + row * 48);
  return { data: ctx.getImageData(0, 0, W, H).data, width: W, height: H, channels: 4 };
}

afterAll(async () => {
  await closeEngine();
});

describe("the skew a scan is read at", () => {
  it("found on the half-size copy is the full page's, to a few hundredths of a degree", async () => {
    for (const degrees of [0.9, -0.6]) {
      const page = tiltedScan(degrees);
      const gray = toGray(page.data, W, H, 4);
      const small = halve(gray, W, H);
      const full = await layoutSkew(gray, W, H);
      const half = await layoutSkew(small.gray, small.width, small.height);
      // tesseract's gradient is the turn that undoes the tilt: opposite in sign, about the same size.
      expect(Math.abs(full + (degrees * Math.PI) / 180)).toBeLessThan(0.004);
      expect(Math.abs(half - full)).toBeLessThan(0.0015);
    }
  }, 60_000);

  it("is none on an upright page (under the 0.005 rad tesseract ignores)", async () => {
    const page = tiltedScan(0);
    const small = halve(toGray(page.data, W, H, 4), W, H);
    expect(await layoutSkew(small.gray, small.width, small.height)).toBe(0);
  }, 60_000);

  it("leaves a tilted scan's lines read whole", async () => {
    const { lines } = await ocrPixels(tiltedScan(0.9));
    const text = lines.join("\n");
    for (const line of LINES.slice(1)) expect(text).toContain(line);
    expect(text).toMatch(/MUNICIPAL LICENSING DIVISION/);
  }, 60_000);
});
