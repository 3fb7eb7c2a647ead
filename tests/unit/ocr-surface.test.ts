// Issue 30 (time per page): the grainy surface around a photographed page (cork, carpet, stone) is painted out
// before the OCR only when the page's outline is clear, and never into the page. Invented photos drawn with @napi-rs/canvas: a
// page of text turned a little on a grainy board; the same page whose lighting fades into a dark corner (no edge);
// a page whose dark banner runs across its top edge.
import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { flattenPhoto, photoBase, toGray } from "../../server/documents/text/worker/preprocess.mjs";
// @ts-expect-error plain JavaScript module of the text worker (no type declarations)
import { busySurface, findPage, paintSurface } from "../../server/documents/text/worker/surface.mjs";

const W = 1200, H = 1500;

interface Page {
  keep: Uint8Array | null;
  cell: number;
  gw: number;
  reason?: string;
}

/** A board of grain, like cork: speckles of brown around `level`. */
function drawBoard(ctx: SKRSContext2D, level: number) {
  let s = 7;
  const rand = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  ctx.fillStyle = `rgb(${level + 30}, ${level}, ${level - 30})`;
  ctx.fillRect(0, 0, W, H);
  for (let k = 0; k < 60000; k++) {
    const v = level + Math.round((rand() - 0.5) * 120);
    ctx.fillStyle = `rgb(${v + 30}, ${v}, ${v - 30})`;
    ctx.fillRect(rand() * W, rand() * H, 2 + rand() * 5, 2 + rand() * 5);
  }
}

/** The page's corners: a 760 × 1000 sheet centred at (600, 760), turned 4°. */
function pageCorners(): [number, number][] {
  const a = (4 * Math.PI) / 180, c = Math.cos(a), s = Math.sin(a);
  return [[-380, -500], [380, -500], [380, 500], [-380, 500]].map(([x, y]) => [600 + x! * c - y! * s, 760 + x! * s + y! * c]);
}

/** A sheet of text on the board, turned 4°; `banner` draws a dark band with light letters across its top edge. */
function drawPage(ctx: SKRSContext2D, { banner = false } = {}) {
  ctx.save();
  ctx.translate(600, 760);
  ctx.rotate((4 * Math.PI) / 180);
  ctx.fillStyle = "rgb(236, 234, 228)";
  ctx.fillRect(-380, -500, 760, 1000);
  if (banner) {
    // Mid-dark, as a photo shows a printed band: not dark enough for the band inversion to take it for one.
    ctx.fillStyle = "rgb(100, 102, 108)";
    ctx.fillRect(-380, -500, 760, 110);
    ctx.fillStyle = "rgb(245, 245, 245)";
    ctx.font = "bold 56px sans-serif";
    ctx.fillText("COUNTY PERMIT OFFICE", -330, -425);
  }
  ctx.fillStyle = "rgb(20, 20, 20)";
  ctx.font = "28px sans-serif";
  for (let row = 0; row < 20; row++) ctx.fillText(`Line ${row + 1}: permit holder, premises and dates`, -340, -340 + row * 40);
  ctx.restore();
}

function pixels(canvas: Canvas) {
  return toGray(canvas.getContext("2d").getImageData(0, 0, W, H).data, W, H, 4) as Uint8ClampedArray;
}

function find(gray: Uint8ClampedArray): Page {
  return findPage(photoBase(gray, W, H), W, H) as Page;
}

const kept = (page: Page, x: number, y: number) => page.keep![Math.floor(y / page.cell) * page.gw + Math.floor(x / page.cell)] === 1;

function histogram(gray: Uint8ClampedArray) {
  const counts = new Array<number>(256).fill(0);
  for (const v of gray) counts[v]!++;
  return counts;
}

/** Dark/light changes along the rows of the surface (outside the kept cells), at mid grey. */
function rowChanges(gray: Uint8ClampedArray, page: Page) {
  let n = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 1; x < W; x++) if (!kept(page, x, y) && gray[y * W + x]! < 128 !== gray[y * W + x - 1]! < 128) n++;
  }
  return n;
}

/** Points on a grid over the quad `corners` (convex, clockwise on screen). */
function insideQuad(corners: [number, number][], x: number, y: number) {
  for (let k = 0; k < 4; k++) {
    const [ax, ay] = corners[k]!, [bx, by] = corners[(k + 1) % 4]!;
    if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) < 0) return false;
  }
  return true;
}

describe("the surface around a photographed page", () => {
  it("is found on a grainy board, and the whole page is kept with a margin", () => {
    const canvas = createCanvas(W, H);
    const ctx = canvas.getContext("2d");
    drawBoard(ctx, 110);
    drawPage(ctx);
    const gray = pixels(canvas);
    const page = find(gray);
    expect(page.keep).not.toBeNull();
    const corners = pageCorners();
    let pagePoints = 0, surfacePoints = 0, surfaceCut = 0;
    for (let y = 2; y < H; y += 10) {
      for (let x = 2; x < W; x += 10) {
        if (insideQuad(corners, x, y)) {
          pagePoints++;
          expect(kept(page, x, y)).toBe(true);
        } else {
          surfacePoints++;
          if (!kept(page, x, y)) surfaceCut++;
        }
      }
    }
    expect(pagePoints).toBeGreaterThan(5000);
    // The margin keeps a rim of the board; most of it goes.
    expect(surfaceCut / surfacePoints).toBeGreaterThan(0.6);
    // Painted out: the page's pixels stay, the surface keeps its grey levels (so the image's histogram, and the
    // OCR's global threshold, are as taken) but laid out brightest near the page, darkest at the photo's edge.
    const painted = paintSurface(new Uint8ClampedArray(gray), W, H, page) as Uint8ClampedArray;
    expect(painted.filter((v, i) => v !== gray[i] && insideQuad(corners, i % W, Math.floor(i / W))).length).toBe(0);
    expect(histogram(painted)).toEqual(histogram(gray));
    const surfaceDarkest = gray.reduce((a, v, i) => (kept(page, i % W, Math.floor(i / W)) ? a : Math.min(a, v)), 255);
    expect(painted[2 * W + 2]).toBe(surfaceDarkest);
    expect(rowChanges(painted, page)).toBeLessThan(rowChanges(gray, page) / 5);
  });

  it("is painted out only when it is grainy enough to cost the OCR", () => {
    const grainy = createCanvas(W, H);
    drawBoard(grainy.getContext("2d"), 110);
    drawPage(grainy.getContext("2d"));
    const plain = createCanvas(W, H);
    const ctx = plain.getContext("2d");
    ctx.fillStyle = "rgb(110, 90, 70)";
    ctx.fillRect(0, 0, W, H);
    drawPage(ctx);
    for (const [canvas, busy] of [[grainy, true], [plain, false]] as const) {
      const base = photoBase(pixels(canvas), W, H);
      const page = findPage(base, W, H) as Page;
      expect(page.keep).not.toBeNull();
      expect(busySurface(flattenPhoto(base, W, H), W, H, page)).toBe(busy);
    }
  });

  it("is left in place when the page fades into shadow without an edge", () => {
    // The sheet fills the photo; the light falls off smoothly to a dark corner.
    const canvas = createCanvas(W, H);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "rgb(236, 234, 228)";
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "rgb(20, 20, 20)";
    ctx.font = "28px sans-serif";
    for (let row = 0; row < 30; row++) ctx.fillText(`Line ${row + 1}: permit holder, premises and dates`, 80, 100 + row * 44);
    const shade = ctx.createRadialGradient(W, H, 0, W, H, 1.3 * H);
    shade.addColorStop(0, "rgba(0, 0, 0, 0)");
    shade.addColorStop(0.45, "rgba(0, 0, 0, 0)");
    shade.addColorStop(1, "rgba(0, 0, 0, 0.8)");
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, W, H);
    const page = find(pixels(canvas));
    expect(page.keep).toBeNull();
    expect(page.reason).toBe("no clear edge");
  });

  it("is left in place when a dark banner with letters runs across the page's edge", () => {
    const canvas = createCanvas(W, H);
    const ctx = canvas.getContext("2d");
    drawBoard(ctx, 90);
    drawPage(ctx, { banner: true });
    const page = find(pixels(canvas));
    expect(page.keep).toBeNull();
    expect(page.reason).toBe("print outside the page");
  });

  it("is left in place when the board is nearly as bright as the page", () => {
    const canvas = createCanvas(W, H);
    const ctx = canvas.getContext("2d");
    drawBoard(ctx, 200);
    drawPage(ctx);
    expect(find(pixels(canvas)).keep).toBeNull();
  });
});
