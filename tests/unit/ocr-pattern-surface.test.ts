// Issue 30 point 4: a card photographed on a patterned surface (a checked tablecloth) is found — the cloth's squares
// are as bright as the card, and it passes for an evenly lit poor scan — its surface painted out and its slant
// measured on the card alone. Invented photos drawn with @napi-rs/canvas.
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { evenlyLit, flattenPhoto, measureSlant, photoBase, poorScan, toGray } from "../../server/documents/text/worker/preprocess.mjs";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { findPage, pageOnly, paintSurface } from "../../server/documents/text/worker/surface.mjs";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { clearSlant } from "../../server/documents/text/worker/ocr.mjs";

const W = 2400, H = 1800;

interface Page {
  keep: Uint8Array | null;
  cell: number;
  gw: number;
  patterned?: boolean;
  reason?: string;
}

/** A checked cloth: white and red stripes `square` px wide crossing, pink where one colour meets the other. */
function drawCloth(ctx: SKRSContext2D, square = 60) {
  for (let y = 0; y < H; y += square) {
    for (let x = 0; x < W; x += square) {
      const a = (x / square) % 2 === 1, b = (y / square) % 2 === 1;
      ctx.fillStyle = a && b ? "rgb(196, 80, 84)" : a || b ? "rgb(214, 150, 152)" : "rgb(244, 240, 236)";
      ctx.fillRect(x, y, square, square);
    }
  }
}

/** A wallet card of text, 1300 × 900, centred at (1100, 880) and turned `degrees`. */
function drawCard(ctx: SKRSContext2D, degrees: number) {
  ctx.save();
  ctx.translate(1100, 880);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.fillStyle = "rgb(238, 236, 230)";
  ctx.fillRect(-650, -450, 1300, 900);
  ctx.fillStyle = "rgb(24, 24, 24)";
  ctx.font = "bold 46px sans-serif";
  ctx.fillText("FOOD PROTECTION MANAGER", -580, -350);
  ctx.font = "34px sans-serif";
  for (let row = 0; row < 10; row++) ctx.fillText(`Line ${row + 1}: holder, certificate and dates`, -580, -260 + row * 60);
  ctx.restore();
}

function photo(draw: (ctx: SKRSContext2D) => void) {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext("2d");
  draw(ctx);
  return toGray(ctx.getImageData(0, 0, W, H).data, W, H, 4) as Uint8ClampedArray;
}

const kept = (page: Page, x: number, y: number) => page.keep![Math.floor(y / page.cell) * page.gw + Math.floor(x / page.cell)] === 1;

describe("a page on a patterned surface", () => {
  it("passes for an evenly lit poor scan, and its page is found by the size of the pattern's squares", () => {
    const gray = photo((ctx) => {
      drawCloth(ctx);
      drawCard(ctx, 9);
    });
    expect(evenlyLit(gray, W, H)).toBe(true);
    expect(poorScan(gray)).toBe(true);
    const page = findPage(photoBase(gray, W, H), W, H) as Page;
    expect(page.keep).not.toBeNull();
    expect(page.patterned).toBe(true);
    // The card's centre and corners are kept; the cloth far from it is not.
    expect(kept(page, 1100, 880)).toBe(true);
    expect(kept(page, 1100 - 440, 880 - 300)).toBe(true);
    expect(kept(page, 100, 100)).toBe(false);
    expect(kept(page, 2300, 1700)).toBe(false);
  });

  it("has its slant measured on the page once the cloth is painted out (the cloth's rows are sharpest upright)", () => {
    const gray = photo((ctx) => {
      drawCloth(ctx);
      drawCard(ctx, 9);
    });
    const base = photoBase(gray, W, H);
    const page = findPage(base, W, H) as Page;
    const flat = flattenPhoto(base, W, H);
    expect(Math.abs(measureSlant(flat, W, H).angle - 9)).toBeGreaterThan(3);
    paintSurface(flat, W, H, page);
    expect(clearSlant(pageOnly(flat, W, H, page), W, H)).toBeCloseTo(9, 0);
  });

  it("is not found on a plain or grainy surface's specks: those are no pattern", () => {
    // A dark plain surface with bright specks (a lamp's glints), then the card: found the plain way or not at all,
    // never as a page on a pattern.
    const gray = photo((ctx) => {
      ctx.fillStyle = "rgb(90, 84, 78)";
      ctx.fillRect(0, 0, W, H);
      let s = 5;
      const rand = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
      ctx.fillStyle = "rgb(250, 250, 250)";
      for (let k = 0; k < 400; k++) ctx.fillRect(rand() * W, rand() * H, 6, 6);
      drawCard(ctx, 9);
    });
    const page = findPage(photoBase(gray, W, H), W, H) as Page;
    expect(page.patterned).toBeUndefined();
  });

  it("is not taken from a photo with no page on it: a cloth alone", () => {
    const page = findPage(photoBase(photo((ctx) => drawCloth(ctx)), W, H), W, H) as Page;
    expect(page.keep).toBeNull();
  });
});
