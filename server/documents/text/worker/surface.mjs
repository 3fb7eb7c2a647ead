// The surface around a photographed page (a desk, a board, a floor): the page is found on a coarse grid, and a grainy
// surface is painted out before the OCR, so its texture is neither read as specks nor paid for. Nothing is warped
// and nothing inside the page (or its margin) changes. Plain JavaScript (runs in the worker thread).
import { otsu } from "./preprocess.mjs";

/** Cells along the long side of the coarse grid the page is looked for on. */
const GRID_LONG_SIDE = 320;

/**
 * The page is cut out only when its boundary is clear:
 * - the bright region is one large piece (≥ 20 % of the photo) that fills its convex hull (≥ 90 %: a page is
 *   convex, a shadowed or folded page whose lit part is ragged is left as taken),
 * - the surface left around it is worth removing (≥ 8 % of the photo, after the margin),
 * - the surface is far darker than the page (medians ≥ 45 levels apart), so a lit part of one sheet is not taken
 *   for the whole,
 * - the hull's outline lies on a step of brightness: along 90 % of it (`STEP_SHARE` is the share allowed below) the
 *   cells just inside are ≥ 20 levels brighter than those just outside (a lighting gradient or a shadow across the
 *   page has no step, and a cut along it would go through the page),
 * - nothing paper-bright is left in the surface (at most 0.2 % of its cells with ≥ 10 % of their pixels at 0.9 of
 *   the page's level): letters of a dark banner across the page's edge, or a part of the page the bright region
 *   missed, keep the photo as taken.
 */
const MIN_PAGE_SHARE = 0.2;
const MIN_SOLIDITY = 0.9;
const MIN_SURFACE_SHARE = 0.08;
const MIN_CONTRAST = 45;
const STEP_SHARE = 0.1;
const MIN_STEP = 20;
const MAX_PRINTED_SHARE = 0.002;
/**
 * Margin kept around the page's hull, as a share of the photo's long side: the cut never reaches the page, and the
 * lines at the page's edge keep the surroundings the OCR read them with (at 2 % one photo's license number lost a
 * letter, "SC" read "5C").
 */
const MARGIN_SHARE = 0.04;

/** Block means of `gray` on a grid of `cell` × `cell` pixels. */
function coarse(gray, width, height, cell) {
  const gw = Math.ceil(width / cell), gh = Math.ceil(height / cell);
  const sum = new Float64Array(gw * gh), count = new Uint32Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0; x < width; x++) {
      const i = row + Math.floor(x / cell);
      sum[i] += gray[y * width + x];
      count[i]++;
    }
  }
  const out = new Uint8ClampedArray(gw * gh);
  for (let i = 0; i < out.length; i++) out[i] = sum[i] / count[i];
  return { grid: out, gw, gh };
}

/** The largest 4-connected piece of `mask` (cells set to 1), as a mask. */
function largestPiece(mask, gw, gh) {
  const label = new Int32Array(gw * gh).fill(-1);
  let best = -1, bestSize = 0;
  const stack = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start] !== -1) continue;
    let size = 0;
    label[start] = start;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop();
      size++;
      const x = i % gw;
      for (const j of [x > 0 ? i - 1 : -1, x < gw - 1 ? i + 1 : -1, i - gw, i + gw]) {
        if (j >= 0 && j < mask.length && mask[j] && label[j] === -1) {
          label[j] = start;
          stack.push(j);
        }
      }
    }
    if (size > bestSize) { best = start; bestSize = size; }
  }
  const out = new Uint8Array(gw * gh);
  for (let i = 0; i < out.length; i++) out[i] = label[i] === best ? 1 : 0;
  return out;
}

/** `piece` with its holes filled: every cell not reachable from the grid's border without crossing it. */
function fillHoles(piece, gw, gh) {
  const outside = new Uint8Array(gw * gh);
  const stack = [];
  const seed = (i) => {
    if (!piece[i] && !outside[i]) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < gw; x++) { seed(x); seed((gh - 1) * gw + x); }
  for (let y = 0; y < gh; y++) { seed(y * gw); seed(y * gw + gw - 1); }
  while (stack.length) {
    const i = stack.pop();
    const x = i % gw;
    if (x > 0) seed(i - 1);
    if (x < gw - 1) seed(i + 1);
    if (i >= gw) seed(i - gw);
    if (i + gw < gw * gh) seed(i + gw);
  }
  const out = new Uint8Array(gw * gh);
  for (let i = 0; i < out.length; i++) out[i] = outside[i] ? 0 : 1;
  return out;
}

const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Convex hull (counter-clockwise, monotone chain) of the corners of every row's outermost cells. */
function hullOf(piece, gw, gh) {
  const pts = [];
  for (let y = 0; y < gh; y++) {
    let x0 = -1, x1 = -1;
    for (let x = 0; x < gw; x++) if (piece[y * gw + x]) { if (x0 < 0) x0 = x; x1 = x; }
    if (x0 >= 0) pts.push([x0, y], [x0, y + 1], [x1 + 1, y], [x1 + 1, y + 1]);
  }
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const lower = [], upper = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  for (let k = pts.length - 1; k >= 0; k--) {
    const p = pts[k];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Cells whose centre lies inside the convex polygon `hull`. */
function rasterHull(hull, gw, gh) {
  const out = new Uint8Array(gw * gh);
  for (let y = 0; y < gh; y++) {
    const cy = y + 0.5;
    let lo = Infinity, hi = -Infinity;
    for (let k = 0; k < hull.length; k++) {
      const a = hull[k], b = hull[(k + 1) % hull.length];
      if ((a[1] <= cy && b[1] > cy) || (b[1] <= cy && a[1] > cy)) {
        const x = a[0] + ((cy - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
    }
    for (let x = 0; x < gw; x++) if (x + 0.5 >= lo && x + 0.5 <= hi) out[y * gw + x] = 1;
  }
  return out;
}

/** Square dilation of a cell mask by `r` cells (rows, then columns). */
function grow(mask, gw, gh, r) {
  const rows = new Uint8Array(gw * gh), out = new Uint8Array(gw * gh);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      if (!mask[y * gw + x]) continue;
      for (let dx = Math.max(0, x - r); dx <= Math.min(gw - 1, x + r); dx++) rows[y * gw + dx] = 1;
    }
  }
  for (let x = 0; x < gw; x++) {
    for (let y = 0; y < gh; y++) {
      if (!rows[y * gw + x]) continue;
      for (let dy = Math.max(0, y - r); dy <= Math.min(gh - 1, y + r); dy++) out[dy * gw + x] = 1;
    }
  }
  return out;
}

function median(values) {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Where the photographed page lies: `{ keep, cell, gw, gh }`, a mask on a grid of `cell`-pixel cells of the page's
 * convex hull grown by a margin, or `{ keep: null, reason }` when the boundary is not clear and the photo is to be
 * read as taken. `gray` is the photo before its lighting is flattened (flattening makes the surface as bright as
 * the page), with dark bands already inverted (a banner across the page's top edge then counts as page).
 */
export function findPage(gray, width, height) {
  const plain = findPlainPage(gray, width, height);
  if (plain.keep) return plain;
  const patterned = findPageOnPattern(gray, width, height);
  return patterned.keep ? patterned : plain;
}

function findPlainPage(gray, width, height) {
  const cell = Math.max(1, Math.ceil(Math.max(width, height) / GRID_LONG_SIDE));
  const { grid, gw, gh } = coarse(gray, width, height, cell);
  const n = gw * gh;
  const t = otsu(grid);
  const bright = new Uint8Array(n);
  for (let i = 0; i < n; i++) bright[i] = grid[i] > t ? 1 : 0;
  const piece = fillHoles(largestPiece(bright, gw, gh), gw, gh);
  let pieceArea = 0;
  for (let i = 0; i < n; i++) pieceArea += piece[i];
  if (pieceArea < MIN_PAGE_SHARE * n) return { keep: null, reason: "no large bright region" };
  const hull = rasterHull(hullOf(piece, gw, gh), gw, gh);
  let hullArea = 0;
  for (let i = 0; i < n; i++) hullArea += hull[i];
  if (pieceArea < MIN_SOLIDITY * hullArea) return { keep: null, reason: "bright region not convex" };
  const keep = grow(hull, gw, gh, Math.ceil((MARGIN_SHARE * Math.max(width, height)) / cell));
  const page = [], surface = [];
  for (let i = 0; i < n; i++) {
    if (piece[i]) page.push(grid[i]);
    else if (!keep[i]) surface.push(grid[i]);
  }
  if (surface.length < MIN_SURFACE_SHARE * n) return { keep: null, reason: "little surface" };
  if (median(page) - median(surface) < MIN_CONTRAST) return { keep: null, reason: "surface not darker" };
  const steps = boundarySteps(grid, hull, gw, gh).sort((a, b) => a - b);
  if (steps.length > 0 && steps[Math.floor(steps.length * STEP_SHARE)] < MIN_STEP) return { keep: null, reason: "no clear edge" };
  if (printedCells(gray, width, height, keep, cell, gw, gh, median(page)) > MAX_PRINTED_SHARE * surface.length) {
    return { keep: null, reason: "print outside the page" };
  }
  return { keep, cell, gw, gh };
}

/**
 * For each cell on the hull's outline (away from the grid's border, where the window would be cut): the mean of the
 * hull's cells minus the mean of the other cells in the (2r+1)² window around it.
 */
function boundarySteps(grid, hull, gw, gh, r = 3) {
  const steps = [];
  for (let y = r + 1; y < gh - r - 1; y++) {
    for (let x = r + 1; x < gw - r - 1; x++) {
      const i = y * gw + x;
      if (!hull[i] || (hull[i - 1] && hull[i + 1] && hull[i - gw] && hull[i + gw])) continue;
      let si = 0, ni = 0, so = 0, no = 0;
      for (let yy = Math.max(0, y - r); yy <= Math.min(gh - 1, y + r); yy++) {
        for (let xx = Math.max(0, x - r); xx <= Math.min(gw - 1, x + r); xx++) {
          const j = yy * gw + xx;
          if (hull[j]) { si += grid[j]; ni++; } else { so += grid[j]; no++; }
        }
      }
      if (ni && no) steps.push(si / ni - so / no);
    }
  }
  return steps;
}

/** How many cells outside `keep` hold paper-bright pixels (≥ 10 % of the cell at 0.9 of the page's level). */
function printedCells(gray, width, height, keep, cell, gw, gh, paper) {
  const count = new Uint32Array(gw * gh), bright = new Uint32Array(gw * gh);
  const t = paper * 0.9;
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0; x < width; x++) {
      const i = row + Math.floor(x / cell);
      if (keep[i]) continue;
      count[i]++;
      if (gray[y * width + x] >= t) bright[i]++;
    }
  }
  let printed = 0;
  for (let i = 0; i < gw * gh; i++) if (count[i] && bright[i] >= 0.1 * count[i]) printed++;
  return printed;
}

/**
 * Ink/paper changes along the rows of the surface, per 1000 pixels of the photo, at or above which the surface is
 * worth painting out: the grain of cork or carpet that the OCR reads as rows of specks (tuning photos at 14 and 36
 * took 9.5 and 14 s of CPU a page). The other tuning photos (wood, steel, stone, laminate, a carpet further off)
 * measured 1–7; painting them out saved little and changed how the page itself was read (fields lost on some,
 * gained on others), so they are left as taken.
 */
const MIN_SURFACE_EDGES = 8;

/** True when the surface around the page (in `gray`, the prepared photo) is grainy enough to cost the OCR. */
export function busySurface(gray, width, height, page) {
  const { keep, cell, gw } = page;
  const t = otsu(gray);
  let edges = 0;
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 1; x < width; x++) {
      if (keep[row + Math.floor(x / cell)]) continue;
      if (gray[y * width + x] <= t !== gray[y * width + x - 1] <= t) edges++;
    }
  }
  return (1000 * edges) / (width * height) >= MIN_SURFACE_EDGES;
}

/**
 * `gray` with the surface (every pixel outside the page's kept cells) rearranged in place: the surface keeps its own
 * grey levels, brightest nearest the page and darkest at the photo's edge, so its texture is gone while the image's
 * histogram — hence the OCR's global (Otsu) threshold, and how it reads the page's own print — stays as taken.
 */
export function paintSurface(gray, width, height, page) {
  const { keep, cell, gw, gh } = page;
  const dist = cellDistances(keep, gw, gh);
  let far = 0;
  for (const d of dist) if (d > far) far = d;
  // Surface pixels counted by grey level and by their cell's distance from the page.
  const levels = new Uint32Array(256), byDistance = new Uint32Array(far + 2);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0; x < width; x++) {
      const c = row + Math.floor(x / cell);
      if (keep[c]) continue;
      levels[gray[y * width + x]]++;
      byDistance[dist[c]]++;
    }
  }
  // Where each distance's pixels start in the brightest-first order of the surface's levels.
  const start = new Uint32Array(far + 2);
  for (let d = 1; d <= far + 1; d++) start[d] = start[d - 1] + byDistance[d - 1];
  const levelAt = new Uint8Array(start[far + 1]);
  for (let v = 255, k = 0; v >= 0; v--) for (let n = 0; n < levels[v]; n++) levelAt[k++] = v;
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0; x < width; x++) {
      const c = row + Math.floor(x / cell);
      if (!keep[c]) gray[y * width + x] = levelAt[start[dist[c]]++];
    }
  }
  return gray;
}

/** Each cell's 4-connected distance (in cells) from the nearest kept cell; 0 inside. */
function cellDistances(keep, gw, gh) {
  const dist = new Int32Array(gw * gh).fill(-1);
  let frontier = [];
  for (let i = 0; i < keep.length; i++) if (keep[i]) { dist[i] = 0; frontier.push(i); }
  for (let d = 1; frontier.length > 0; d++) {
    const next = [];
    for (const i of frontier) {
      const x = i % gw;
      for (const j of [x > 0 ? i - 1 : -1, x < gw - 1 ? i + 1 : -1, i >= gw ? i - gw : -1, i + gw < gw * gh ? i + gw : -1]) {
        if (j >= 0 && dist[j] === -1) {
          dist[j] = d;
          next.push(j);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * A patterned surface (a checked cloth, tiles) holds squares as bright as the page, in a lattice around it: the
 * bright region is the page with the squares touching it, and the surface is no darker than the page on the whole.
 * The squares are told by their size: the bright cells (holes filled) opened by a square `PATTERN_RADIUS` cells
 * wide either way lose every piece narrower than that, and keep the page.
 */
const PATTERN_RADIUS = 5;
/** At least this many small bright pieces left in the surface, and this share of its cells bright: a pattern. */
const MIN_PATTERN_PIECES = 20;
const MIN_PATTERN_SHARE = 0.15;
/**
 * The pattern's squares cover most of the surface's bright cells (`MIN_PATTERN_COVER`) and are printed shapes, not
 * specks of grain or glare: the median square is at least `MIN_PATTERN_CELL` cells (3 × 3; grain, carpet and a
 * lamp's glints measure 1–3).
 */
const MIN_PATTERN_COVER = 0.6;
const MIN_PATTERN_CELL = 9;
/**
 * The margin kept around a page on a pattern: a narrow one, since the squares left in it are read as rows of
 * letters and make the upright profile the sharpest (the slant of the page is measured once they are gone).
 */
const PATTERN_MARGIN_SHARE = 0.01;

/**
 * The page on a patterned surface, `{ keep, cell, gw, gh, patterned: true }` as `findPage`'s, or `{ keep: null,
 * reason }`. Kept only when the opened bright region is one large convex piece with a step at its outline, and the
 * surface left is a pattern: many bright pieces, each small enough for the opening to remove, covering a good share
 * of it (a banner's letters or a missed part of the page are few and large).
 */
function findPageOnPattern(gray, width, height) {
  const cell = Math.max(1, Math.ceil(Math.max(width, height) / GRID_LONG_SIDE));
  const { grid, gw, gh } = coarse(gray, width, height, cell);
  const n = gw * gh;
  const t = otsu(grid);
  const bright = new Uint8Array(n);
  for (let i = 0; i < n; i++) bright[i] = grid[i] > t ? 1 : 0;
  const filled = fillHoles(bright, gw, gh);
  const opened = grow(largestPiece(shrink(filled, gw, gh, PATTERN_RADIUS), gw, gh), gw, gh, PATTERN_RADIUS);
  const piece = new Uint8Array(n);
  let pieceArea = 0;
  for (let i = 0; i < n; i++) pieceArea += piece[i] = opened[i] & filled[i];
  if (pieceArea < MIN_PAGE_SHARE * n) return { keep: null, reason: "no large bright region" };
  const hull = rasterHull(hullOf(piece, gw, gh), gw, gh);
  let hullArea = 0;
  for (let i = 0; i < n; i++) hullArea += hull[i];
  if (pieceArea < MIN_SOLIDITY * hullArea) return { keep: null, reason: "bright region not convex" };
  const keep = grow(hull, gw, gh, Math.ceil((PATTERN_MARGIN_SHARE * Math.max(width, height)) / cell));
  let surface = 0, brightSurface = 0;
  const rest = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (keep[i]) continue;
    surface++;
    if (bright[i]) { brightSurface++; rest[i] = 1; }
  }
  if (surface < MIN_SURFACE_SHARE * n) return { keep: null, reason: "little surface" };
  const steps = boundarySteps(grid, hull, gw, gh).sort((a, b) => a - b);
  // The outline runs along the pattern's dark and bright squares, and a banner at the page's edge may be as dark as
  // them: half of it on a step is asked for, not nine tenths.
  if (steps.length > 0 && steps[Math.floor(steps.length / 2)] < MIN_STEP) return { keep: null, reason: "no clear edge" };
  const pieces = pieceSizes(rest, gw, gh).sort((x, y) => x - y);
  const side = 2 * PATTERN_RADIUS + 1;
  const small = pieces.filter((size) => size <= side * side);
  const smallArea = small.reduce((sum, size) => sum + size, 0);
  const pattern =
    brightSurface >= MIN_PATTERN_SHARE * surface &&
    small.length >= MIN_PATTERN_PIECES &&
    smallArea >= MIN_PATTERN_COVER * brightSurface &&
    small[Math.floor(small.length / 2)] >= MIN_PATTERN_CELL;
  if (!pattern) return { keep: null, reason: "no pattern around the page" };
  return { keep, cell, gw, gh, patterned: true };
}

/** Square erosion of a cell mask by `r` cells: a cell stays when its whole (2r+1)² window is set. */
function shrink(mask, gw, gh, r) {
  const inverse = new Uint8Array(gw * gh);
  for (let i = 0; i < inverse.length; i++) inverse[i] = mask[i] ? 0 : 1;
  const grown = grow(inverse, gw, gh, r);
  const out = new Uint8Array(gw * gh);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const border = x < r || y < r || x >= gw - r || y >= gh - r;
      out[y * gw + x] = border || grown[y * gw + x] ? 0 : 1;
    }
  }
  return out;
}

/** Sizes (cells) of the 4-connected pieces of `mask`. */
function pieceSizes(mask, gw, gh) {
  const seen = new Uint8Array(gw * gh);
  const sizes = [];
  const stack = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let size = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop();
      size++;
      const x = i % gw;
      for (const j of [x > 0 ? i - 1 : -1, x < gw - 1 ? i + 1 : -1, i - gw, i + gw]) {
        if (j >= 0 && j < mask.length && mask[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    sizes.push(size);
  }
  return sizes;
}

/** A copy of `gray` with every pixel outside the page's kept cells white: the page's own print, for its slant. */
export function pageOnly(gray, width, height, page) {
  const { keep, cell, gw } = page;
  const out = new Uint8ClampedArray(gray);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0; x < width; x++) if (!keep[row + Math.floor(x / cell)]) out[y * width + x] = 255;
  }
  return out;
}
