// Issue 30 (time per page): a poor scan (grain and a lamp's falloff on paper that passes as evenly lit) is told
// before the OCR pass by how much of the page its global threshold would take for ink, and is prepared as a photo
// once instead of being read twice.
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { POOR_SCAN_INK, evenlyLit, inkShare, poorScan, prepareForOcr } from "../../server/documents/text/worker/preprocess.mjs";

const W = 640, H = 640;
/** A lamp's falloff from the top-left corner. */
const falloff = (x: number, y: number) => 250 - 60 * Math.min(1, Math.hypot(x, y) / (W * 1.2));

/** Paper at `paper(x, y)` with text strokes of gray `ink` (short bars) on a grid of lines. */
function page(paper: (x: number, y: number) => number, noise = 0, ink = 30, seed = 7): Uint8ClampedArray {
  const out = new Uint8ClampedArray(W * H);
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) - 0.5;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const inLine = y % 40 >= 12 && y % 40 < 24 && x >= 40 && x < W - 40;
      const stroke = inLine && x % 12 < 3;
      out[y * W + x] = stroke ? ink : paper(x, y) + noise * rand();
    }
  }
  return out;
}

describe("poor scans told before the OCR pass", () => {
  it("a clean scan's ink share is a few percent: not poor", () => {
    const clean = page(() => 235, 6);
    expect(evenlyLit(clean, W, H)).toBe(true);
    expect(inkShare(clean)).toBeLessThan(0.1);
    expect(poorScan(clean)).toBe(false);
  });

  it("a grainy scan with a lamp's falloff that passes as evenly lit is poor", () => {
    // Brightness falls off from the top-left corner; the grain keeps every block's brightest pixel near white,
    // so the page passes as evenly lit, yet Otsu's threshold lands inside the paper's gradient (gray print).
    const grainy = page(falloff, 100, 110);
    expect(evenlyLit(grainy, W, H)).toBe(true);
    expect(inkShare(grainy)).toBeGreaterThan(POOR_SCAN_INK);
    expect(poorScan(grainy)).toBe(true);
  });

  it("flattening a poor scan brings its ink share back to a page's", () => {
    const grainy = page(falloff, 100, 110);
    expect(inkShare(prepareForOcr(grainy, W, H, { flatten: true }))).toBeLessThan(POOR_SCAN_INK);
  });

  it("an empty image has no ink", () => {
    expect(inkShare(new Uint8ClampedArray(0))).toBe(0);
  });
});
