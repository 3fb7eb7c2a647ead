// Pixel-level image clean-up before OCR (runs inside the document worker thread).
// Plain JavaScript so the worker needs no TypeScript loader. Images are 8-bit gray, row-major.

/** RGBA (or gray/RGB) pixels → 8-bit luma. */
export function toGray(data, width, height, channels = 4) {
  const n = width * height;
  const out = new Uint8ClampedArray(n);
  if (channels === 1) {
    out.set(data.subarray(0, n));
    return out;
  }
  for (let i = 0, j = 0; i < n; i++, j += channels) {
    out[i] = (data[j] * 77 + data[j + 1] * 150 + data[j + 2] * 29) >> 8;
  }
  return out;
}

/**
 * Flattens uneven lighting: estimates the paper brightness per block (a high percentile),
 * smooths that map, and divides every pixel by it. Dark text stays dark, shadows turn white.
 */
export function flattenBackground(gray, width, height, block = 32) {
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const bg = new Float32Array(bw * bh);
  const hist = new Uint32Array(256);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      hist.fill(0);
      const x0 = bx * block, y0 = by * block;
      const x1 = Math.min(width, x0 + block), y1 = Math.min(height, y0 + block);
      for (let y = y0; y < y1; y++) {
        const row = y * width;
        for (let x = x0; x < x1; x++) hist[gray[row + x]]++;
      }
      const total = (x1 - x0) * (y1 - y0);
      let acc = 0, v = 255;
      const target = total * 0.1;
      for (; v > 0; v--) {
        acc += hist[v];
        if (acc >= target) break;
      }
      bg[by * bw + bx] = v;
    }
  }
  // Spread the brightest neighbours (text-heavy blocks read too dark), then smooth.
  const dil = maxFilter(bg, bw, bh, 1);
  const smooth = boxBlur(dil, bw, bh, 2);
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(fy), y1 = Math.min(bh - 1, y0 + 1), ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(fx), x1 = Math.min(bw - 1, x0 + 1), tx = fx - x0;
      const b =
        (smooth[y0 * bw + x0] * (1 - tx) + smooth[y0 * bw + x1] * tx) * (1 - ty) +
        (smooth[y1 * bw + x0] * (1 - tx) + smooth[y1 * bw + x1] * tx) * ty;
      const i = y * width + x;
      out[i] = b > 8 ? (gray[i] * 255) / b : gray[i];
    }
  }
  return out;
}

function maxFilter(src, w, h, r) {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let dy = -r; dy <= r; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -r; dx <= r; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const v = src[yy * w + xx];
          if (v > m) m = v;
        }
      }
      out[y * w + x] = m;
    }
  }
  return out;
}

function boxBlur(src, w, h, r) {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0, c = 0;
      for (let dy = -r; dy <= r; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -r; dx <= r; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          s += src[yy * w + xx];
          c++;
        }
      }
      out[y * w + x] = s / c;
    }
  }
  return out;
}

/** Linear stretch so that the 1st..99th percentiles span 0..255. */
export function stretchContrast(gray, lowPct = 0.01, highPct = 0.99) {
  const hist = new Uint32Array(256);
  for (let i = 0; i < gray.length; i++) hist[gray[i]]++;
  const lowTarget = gray.length * lowPct, highTarget = gray.length * highPct;
  let acc = 0, lo = 0, hi = 255;
  for (let v = 0; v < 256; v++) {
    acc += hist[v];
    if (acc >= lowTarget) { lo = v; break; }
  }
  acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += hist[v];
    if (acc >= highTarget) { hi = v; break; }
  }
  if (hi - lo < 16) return gray;
  const out = new Uint8ClampedArray(gray.length);
  const k = 255 / (hi - lo);
  for (let i = 0; i < gray.length; i++) out[i] = (gray[i] - lo) * k;
  return out;
}

/** Gray → RGBA for the canvas encoder. */
export function grayToRgba(gray) {
  const out = new Uint8ClampedArray(gray.length * 4);
  for (let i = 0, j = 0; i < gray.length; i++, j += 4) {
    out[j] = out[j + 1] = out[j + 2] = gray[i];
    out[j + 3] = 255;
  }
  return out;
}

/** 3x3 box blur on a gray image: takes the edge off sensor noise and JPEG grain. */
export function blur3(gray, width, height) {
  const out = new Uint8ClampedArray(gray.length);
  for (let y = 0; y < height; y++) {
    const ym = y > 0 ? y - 1 : y, yp = y < height - 1 ? y + 1 : y;
    for (let x = 0; x < width; x++) {
      const xm = x > 0 ? x - 1 : x, xp = x < width - 1 ? x + 1 : x;
      const s =
        gray[ym * width + xm] + gray[ym * width + x] + gray[ym * width + xp] +
        gray[y * width + xm] + gray[y * width + x] + gray[y * width + xp] +
        gray[yp * width + xm] + gray[yp * width + x] + gray[yp * width + xp];
      out[y * width + x] = s / 9;
    }
  }
  return out;
}

/** Otsu's global threshold. */
export function otsu(gray) {
  const hist = new Float64Array(256);
  for (let i = 0; i < gray.length; i++) hist[gray[i]]++;
  const total = gray.length;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * hist[v];
  let sumB = 0, wB = 0, best = 0, thr = 128;
  for (let v = 0; v < 256; v++) {
    wB += hist[v];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += v * hist[v];
    const mB = sumB / wB, mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) { best = between; thr = v; }
  }
  return thr;
}

export function threshold(gray, t) {
  const out = new Uint8ClampedArray(gray.length);
  for (let i = 0; i < gray.length; i++) out[i] = gray[i] > t ? 255 : 0;
  return out;
}

/**
 * Light text on dark bands (banners, title bars) is inverted so the OCR reads it like the rest.
 * A band is a connected group of 16 px blocks far darker than the paper, holding bright letter
 * pixels, and not touching the image edge (that is the table or floor around a photographed page).
 */
export function invertDarkRegions(gray, width, height, block = 16) {
  const paper = percentile(gray, 0.9);
  if (paper < 96) return gray;
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const dark = new Uint8Array(bw * bh);
  const textish = new Uint8Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      const x0 = bx * block, y0 = by * block;
      const x1 = Math.min(width, x0 + block), y1 = Math.min(height, y0 + block);
      let sum = 0, n = 0, veryDark = 0, bright = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const v = gray[y * width + x];
          sum += v;
          if (v < paper * 0.4) veryDark++;
          else if (v > paper * 0.7) bright++;
          n++;
        }
      }
      const i = by * bw + bx;
      dark[i] = sum / n < paper * 0.5 && veryDark > n * 0.4 ? 1 : 0;
      textish[i] = dark[i] && bright > n * 0.03 ? 1 : 0;
    }
  }
  const seeds = new Uint8Array(bw * bh);
  const seen = new Uint8Array(bw * bh);
  const stack = [];
  for (let start = 0; start < bw * bh; start++) {
    if (!dark[start] || seen[start]) continue;
    const members = [];
    let touchesEdge = false, letters = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop();
      members.push(i);
      const x = i % bw, y = (i - x) / bw;
      if (x === 0 || y === 0 || x === bw - 1 || y === bh - 1) touchesEdge = true;
      letters += textish[i];
      for (const j of [x > 0 ? i - 1 : -1, x < bw - 1 ? i + 1 : -1, y > 0 ? i - bw : -1, y < bh - 1 ? i + bw : -1]) {
        if (j >= 0 && dark[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (!touchesEdge && letters >= 3 && members.length >= 12) for (const i of members) seeds[i] = 1;
  }
  // Closing (dilate, then erode) fills the bright letter strokes inside a band so whole letters
  // flip together.
  const keep = morph(morph(seeds, bw, bh, 3, true), bw, bh, 3, false);
  if (!keep.some((v) => v === 1)) return gray;
  const out = new Uint8ClampedArray(gray);
  for (let y = 0; y < height; y++) {
    const by = Math.floor(y / block);
    for (let x = 0; x < width; x++) {
      if (keep[by * bw + Math.floor(x / block)]) out[y * width + x] = 255 - gray[y * width + x];
    }
  }
  return out;
}

/** Binary dilation (grow = true) or erosion on a block mask with a square of radius r. */
function morph(mask, w, h, r, grow) {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let hit = !grow;
      for (let dy = -r; dy <= r && hit !== grow; dy++) {
        for (let dx = -r; dx <= r; dx++) {
          const yy = Math.min(h - 1, Math.max(0, y + dy)), xx = Math.min(w - 1, Math.max(0, x + dx));
          if ((mask[yy * w + xx] === 1) === grow) {
            hit = grow;
            break;
          }
        }
      }
      out[y * w + x] = hit ? 1 : 0;
    }
  }
  return out;
}

export function percentile(gray, p) {
  const hist = new Uint32Array(256);
  for (let i = 0; i < gray.length; i++) hist[gray[i]]++;
  const target = gray.length * p;
  let acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += hist[v];
    if (acc >= target) return v;
  }
  return 255;
}

/** Halves an image by averaging 2x2 pixels (used for the large-type pass). */
export function halve(gray, width, height) {
  const w = Math.floor(width / 2), h = Math.floor(height / 2);
  const out = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = 2 * y * width + 2 * x;
      out[y * w + x] = (gray[i] + gray[i + 1] + gray[i + width] + gray[i + width + 1]) >> 2;
    }
  }
  return { gray: out, width: w, height: h };
}

/** A binary PGM (P5) that the OCR engine decodes without any image library. */
export function toPgm(gray, width, height) {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, "ascii");
  return Buffer.concat([header, Buffer.from(gray.buffer, gray.byteOffset, gray.byteLength)]);
}

/**
 * Whitens table rules and form underlines: dark runs far longer than any letter stroke. A pixel
 * belongs to a rule when the run through it, counted with a 2 px tolerance across the run, is long
 * enough, so slightly rotated rules are caught too.
 */
export function removeRules(gray, width, height) {
  const t = Math.min(160, otsu(gray));
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = gray[i] < t ? 1 : 0;
  const rule = new Uint8Array(width * height);
  // A rule is thin along most of its length; a run along the serifs of a bold headline is not.
  const thin = (x0, x1, y, horizontal) => {
    let samples = 0, ok = 0;
    for (let k = x0; k < x1; k += 4) {
      let ext = 0;
      for (let d = -12; d <= 12; d++) {
        const xx = horizontal ? k : y + d, yy = horizontal ? y + d : k;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        if (dark[yy * width + xx]) ext++;
      }
      samples++;
      if (ext <= 7) ok++;
    }
    return samples > 0 && ok >= samples * 0.75;
  };
  const minH = Math.max(100, Math.round(width / 12));
  const minV = Math.max(120, Math.round(height / 12));
  const tol = 2;
  // Horizontal: a column position is "on" when any pixel within ±tol rows is dark.
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      let on = false;
      if (x < width) {
        for (let dy = -tol; dy <= tol && !on; dy++) {
          const yy = y + dy;
          if (yy >= 0 && yy < height && dark[yy * width + x]) on = true;
        }
      }
      if (on && start < 0) start = x;
      else if (!on && start >= 0) {
        if (x - start >= minH && thin(start, x, y, true)) for (let k = start; k < x; k++) rule[y * width + k] |= dark[y * width + k];
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      let on = false;
      if (y < height) {
        for (let dx = -tol; dx <= tol && !on; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < width && dark[y * width + xx]) on = true;
        }
      }
      if (on && start < 0) start = y;
      else if (!on && start >= 0) {
        if (y - start >= minV && thin(start, y, x, false)) for (let k = start; k < y; k++) rule[k * width + x] |= dark[k * width + x];
        start = -1;
      }
    }
  }
  const out = new Uint8ClampedArray(gray);
  const white = percentile(gray, 0.9);
  for (let i = 0; i < out.length; i++) if (rule[i]) out[i] = white;
  return out;
}

/** True when the paper brightness varies little over the page (a scan or a clean render). */
export function evenlyLit(gray, width, height, block = 64) {
  const values = [];
  for (let by = 0; by + block <= height; by += block) {
    for (let bx = 0; bx + block <= width; bx += block) {
      let max = 0;
      for (let y = by; y < by + block; y += 2) {
        for (let x = bx; x < bx + block; x += 2) if (gray[y * width + x] > max) max = gray[y * width + x];
      }
      values.push(max);
    }
  }
  if (values.length < 4) return true;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.9)] - values[Math.floor(values.length * 0.1)] < 40;
}

/**
 * Share of the page at or under its Otsu threshold: what tesseract's global threshold would take for ink. A
 * clean scan or render holds 2-7 % ink; a scan whose grain and lamp falloff pass as evenly lit puts the
 * threshold inside the paper's own gradient, and a quarter of the page turns dark (the specks it is read as).
 */
export function inkShare(gray) {
  const t = otsu(gray);
  let dark = 0;
  for (let i = 0; i < gray.length; i++) if (gray[i] <= t) dark++;
  return gray.length === 0 ? 0 : dark / gray.length;
}

/** Ink share above which an evenly lit page is prepared as a photo from the start (`poorScan`). */
export const POOR_SCAN_INK = 0.15;

/**
 * True when an evenly lit page is a poor scan that the photo clean-up (lighting flattened) reads better, told
 * before any OCR pass: its global threshold would take far more of the page for ink than any page has.
 */
export function poorScan(gray) {
  return inkShare(gray) > POOR_SCAN_INK;
}

/**
 * The clean-up before OCR. Photos (uneven light) get noise softening, band inversion, lighting
 * flattening and a contrast stretch. Scans and clean images get band inversion and their table
 * rules removed (on photos, rule removal mostly cuts up the background texture, so it is skipped).
 * `flatten` chooses the path when the caller has decided it (true: the photo path whatever the lighting — a scan
 * with grain and a lamp's falloff can pass as evenly lit while tesseract's global threshold still turns whole
 * paragraphs into specks); left out, the page's lighting decides.
 */
export function prepareForOcr(gray, width, height, { flatten } = {}) {
  if (!(flatten ?? !evenlyLit(gray, width, height))) {
    return removeRules(invertDarkRegions(gray, width, height), width, height);
  }
  return flattenPhoto(photoBase(gray, width, height), width, height);
}

/** The photo path's first steps: sensor grain softened, light text on dark bands inverted. */
export function photoBase(gray, width, height) {
  return invertDarkRegions(blur3(gray, width, height), width, height);
}

/** The photo path's last steps: lighting flattened and contrast stretched. */
export function flattenPhoto(base, width, height) {
  return stretchContrast(flattenBackground(base, width, height, 32));
}

/**
 * Sharpness of the ink's row profile when the page is read along `angle` (radians): the sum of squared row counts
 * over the squared ink count. Text lines read along their own slant make tall peaks and empty gaps; read across
 * it, the rows smear into one another and the sum falls.
 */
function profileSharpness(xs, ys, n, angle, bins) {
  const s = Math.sin(angle), c = Math.cos(angle);
  const rows = new Float64Array(bins.size);
  for (let i = 0; i < n; i++) {
    const r = Math.round(ys[i] * c - xs[i] * s - bins.min);
    if (r >= 0 && r < bins.size) rows[r]++;
  }
  let sum = 0;
  for (let r = 0; r < rows.length; r++) sum += rows[r] * rows[r];
  return n === 0 ? 0 : sum / (n * n);
}

/** Degrees either way the slant is looked for: a card photographed on a desk is often turned 15–20°. */
export const SLANT_RANGE = 20;

/** Most ink pixels the slant measure looks at (an even sample of the page's ink beyond that). */
const SLANT_SAMPLE = 60000;

/**
 * The page's slant: the angle (degrees, within ±`SLANT_RANGE`, 1° then 0.1° steps; positive when the lines fall to the right)
 * whose row profile is sharpest, and `gain`, how much sharper that profile is than the upright one (1: no better).
 * Measured on a half-size copy's ink (under the Otsu cut), so it costs tens of milliseconds.
 */
export function measureSlant(gray, width, height) {
  const small = halve(gray, width, height);
  const t = otsu(small.gray);
  let ink = 0;
  for (let i = 0; i < small.gray.length; i++) if (small.gray[i] <= t) ink++;
  const step = Math.max(1, Math.ceil(ink / SLANT_SAMPLE));
  const xs = new Float32Array(Math.ceil(ink / step) + 1), ys = new Float32Array(xs.length);
  let n = 0, seen = 0;
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      if (small.gray[y * small.width + x] > t) continue;
      if (seen++ % step === 0 && n < xs.length) {
        xs[n] = x;
        ys[n] = y;
        n++;
      }
    }
  }
  const reach = Math.ceil(small.width * Math.sin((SLANT_RANGE * Math.PI) / 180)) + 2;
  const bins = { min: -reach, size: small.height + 2 * reach };
  const rad = (d) => (d * Math.PI) / 180;
  const upright = profileSharpness(xs, ys, n, 0, bins);
  let best = 0, bestSharp = upright;
  for (let d = -SLANT_RANGE; d <= SLANT_RANGE; d++) {
    const sharp = profileSharpness(xs, ys, n, rad(d), bins);
    if (sharp > bestSharp) { best = d; bestSharp = sharp; }
  }
  let fine = best;
  for (let d = best - 0.9; d <= best + 0.9 + 1e-9; d += 0.1) {
    const sharp = profileSharpness(xs, ys, n, rad(d), bins);
    if (sharp > bestSharp) { fine = d; bestSharp = sharp; }
  }
  return { angle: Math.round(fine * 10) / 10, gain: upright > 0 ? bestSharp / upright : 1 };
}

/** Size of the canvas a page of `width` × `height` turned by `angle` degrees needs. */
function turnedSize(width, height, angle) {
  const a = (angle * Math.PI) / 180;
  const c = Math.abs(Math.cos(a)), s = Math.abs(Math.sin(a));
  return { width: Math.ceil(width * c + height * s), height: Math.ceil(width * s + height * c) };
}

/**
 * Where a point of the page turned by `-angle` (`rotatePage`) lies on the page as taken (both in pixels, origin at
 * the top left): the words read on the turned page are found again on the original.
 */
export function turnedToSource(x, y, width, height, angle) {
  const a = (-angle * Math.PI) / 180;
  const c = Math.cos(a), s = Math.sin(a);
  const size = turnedSize(width, height, angle);
  const dx = x - size.width / 2, dy = y - size.height / 2;
  return { x: dx * c + dy * s + width / 2, y: -dx * s + dy * c + height / 2 };
}

/**
 * The page turned by `-angle` degrees (undoing a slant `measureSlant` found), bilinear, on a canvas grown to hold
 * the whole turned page; what falls outside the source is paper white.
 */
export function rotatePage(gray, width, height, angle) {
  const { width: w, height: h } = turnedSize(width, height, angle);
  const out = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // The source pixel this output pixel's centre came from (the inverse turn).
      const p = turnedToSource(x + 0.5, y + 0.5, width, height, angle);
      const sx = p.x - 0.5, sy = p.y - 0.5;
      const x0 = Math.floor(sx), y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) {
        out[y * w + x] = 255;
        continue;
      }
      const tx = sx - x0, ty = sy - y0, i = y0 * width + x0;
      out[y * w + x] = (gray[i] * (1 - tx) + gray[i + 1] * tx) * (1 - ty) + (gray[i + width] * (1 - tx) + gray[i + width + 1] * tx) * ty;
    }
  }
  return { gray: out, width: w, height: h };
}
