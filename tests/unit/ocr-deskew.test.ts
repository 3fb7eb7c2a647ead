// Issue 30 point 4: a photographed page is turned upright only when its slant is clear — at least a few degrees,
// and a row profile much sharper along the slant than upright. Invented pages: rows of short strokes ("words")
// drawn along a known slant on white paper.
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { measureSlant, rotatePage } from "../../server/documents/text/worker/preprocess.mjs";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { DESKEW_MIN_DEGREES, DESKEW_MIN_GAIN, DESKEW_STEEP_MIN_GAIN, clearSlant } from "../../server/documents/text/worker/ocr.mjs";

const W = 900, H = 700;

/** Lines of text-like strokes falling `degrees` to the right (positive: the right end lower), 36 px apart. */
function slantedPage(degrees: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(W * H).fill(245);
  const t = Math.tan((degrees * Math.PI) / 180);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const u = y - (x - W / 2) * t; // height on the slanted line grid
      const inLine = u > 60 && u < H - 60 && ((u % 36) + 36) % 36 < 12;
      const stroke = x > 80 && x < W - 80 && x % 14 < 4 && Math.floor(x / 70) % 5 !== 4;
      if (inLine && stroke) out[y * W + x] = 25;
    }
  }
  return out;
}

/** A page without lines: strokes scattered so no direction makes rows (`into`: over a page that has them). */
function scatteredPage(into: Uint8ClampedArray = new Uint8ClampedArray(W * H).fill(245), strokes = 900): Uint8ClampedArray {
  const out = into;
  let s = 11;
  const rand = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let k = 0; k < strokes; k++) {
    const x0 = Math.floor(rand() * (W - 10)), y0 = Math.floor(rand() * (H - 10));
    for (let y = y0; y < y0 + 8; y++) for (let x = x0; x < x0 + 3; x++) out[y * W + x] = 25;
  }
  return out;
}

describe("the slant of a photographed page", () => {
  it("is measured in degrees, positive when the lines fall to the right, with a clear gain", () => {
    for (const d of [6, -4.5, 9]) {
      const { angle, gain } = measureSlant(slantedPage(d), W, H);
      expect(Math.abs(angle - d)).toBeLessThanOrEqual(0.3);
      expect(gain).toBeGreaterThan(1.5);
    }
  });

  it("of an upright page is none, and gains nothing", () => {
    const { angle, gain } = measureSlant(slantedPage(0), W, H);
    expect(Math.abs(angle)).toBeLessThanOrEqual(0.2);
    expect(gain).toBeCloseTo(1, 5);
  });

  it("is undone by turning the page the other way (the whole page kept on a larger canvas)", () => {
    const turned = rotatePage(slantedPage(6), W, H, 6);
    expect(turned.width).toBeGreaterThan(W);
    expect(turned.height).toBeGreaterThan(H);
    expect(Math.abs(measureSlant(turned.gray, turned.width, turned.height).angle)).toBeLessThanOrEqual(0.3);
    // Outside the source is paper.
    expect(turned.gray[0]).toBe(255);
  });

  it("is looked for up to 20° either way (a card photographed on a desk)", () => {
    for (const d of [18, -19]) expect(Math.abs(measureSlant(slantedPage(d), W, H).angle - d)).toBeLessThanOrEqual(0.3);
  });

  it("when steep, is acted on with a weaker gain; a gentle slant with the same gain is not", () => {
    // Lines diluted by scattered strokes: the profile along them is only a little sharper than upright.
    const steep = scatteredPage(slantedPage(18), 2000), gentle = scatteredPage(slantedPage(6), 2000);
    for (const page of [steep, gentle]) {
      const { gain } = measureSlant(page, W, H);
      expect(gain).toBeGreaterThan(DESKEW_STEEP_MIN_GAIN);
      expect(gain).toBeLessThan(DESKEW_MIN_GAIN);
    }
    expect(clearSlant(steep, W, H)).toBeCloseTo(18, 0);
    expect(clearSlant(gentle, W, H)).toBe(0);
  });

  it("is acted on only when clear: a large slant is, a small one or a page without rows is not", () => {
    expect(clearSlant(slantedPage(6), W, H)).toBeCloseTo(6, 0);
    expect(clearSlant(slantedPage(DESKEW_MIN_DEGREES - 1.5), W, H)).toBe(0);
    expect(clearSlant(scatteredPage(), W, H)).toBe(0);
  });
});
