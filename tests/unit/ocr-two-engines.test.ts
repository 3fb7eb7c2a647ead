// Issue 30 (time per page): the half-size sparse-text pass (headline-size type) runs on a second engine while the
// page is read on the first, so a page takes the time of the longer reading, not of both. An invented scan drawn
// with @napi-rs/canvas: the reading holds the page's lines, is the same every time, and survives the engines being
// closed and started again.
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { closeEngine, ocrPixels } from "../../server/documents/text/worker/ocr.mjs";

const W = 1275, H = 1650;
const BODY = ["Permit number: TR-40417", "Issued: March 9, 2026", "Expires: March 8, 2027", "Holder: Quillfeather Bakery LLC"];

/** A scan: a headline in large type over a body in small type. */
function scan() {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "rgb(246, 246, 244)";
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = "rgb(24, 24, 24)";
  ctx.font = "bold 96px sans-serif";
  ctx.fillText("FOOD PERMIT", 120, 220);
  ctx.font = "30px sans-serif";
  BODY.forEach((line, row) => ctx.fillText(line, 120, 360 + row * 60));
  for (let row = 0; row < 12; row++) ctx.fillText(`Condition ${row + 1}: the premises are kept clean and open to inspection.`, 120, 700 + row * 48);
  return { data: ctx.getImageData(0, 0, W, H).data, width: W, height: H, channels: 4 };
}

afterAll(async () => {
  await closeEngine();
});

describe("a page read by two engines at once", () => {
  it("holds the headline and the body, the same on every reading and after the engines restart", async () => {
    const first = await ocrPixels(scan());
    const text = first.lines.join("\n");
    expect(text).toMatch(/FOOD PERMIT/);
    for (const line of BODY) expect(text).toContain(line);
    const again = await ocrPixels(scan());
    expect(again.lines).toEqual(first.lines);
    expect(again.words).toEqual(first.words);
    await closeEngine();
    const restarted = await ocrPixels(scan());
    expect(restarted.lines).toEqual(first.lines);
  }, 120_000);

  it("reads a small page (no half-size pass) on the page engine alone", async () => {
    const canvas = createCanvas(800, 600);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "rgb(246, 246, 244)";
    ctx.fillRect(0, 0, 800, 600);
    ctx.fillStyle = "rgb(24, 24, 24)";
    ctx.font = "30px sans-serif";
    BODY.forEach((line, row) => ctx.fillText(line, 60, 120 + row * 60));
    const small = await ocrPixels({ data: ctx.getImageData(0, 0, 800, 600).data, width: 800, height: 600, channels: 4 });
    for (const line of BODY) expect(small.lines.join("\n")).toContain(line);
  }, 60_000);
});
