// OCR side of the document worker: one tesseract.js engine per worker thread, created on first
// use with the traineddata shipped in @tesseract.js-data/eng (nothing is downloaded).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { threadId } from "node:worker_threads";
import { ungzip } from "pako";
import { createWorker } from "tesseract.js";
import { evenlyLit, flattenPhoto, halve, measureSlant, photoBase, poorScan, prepareForOcr, rotatePage, toGray, toPgm } from "./preprocess.mjs";
import { busySurface, findPage, pageOnly, paintSurface } from "./surface.mjs";
import { arrangePage, lineCells, lineText } from "./layout.mjs";

const require = createRequire(import.meta.url);
const languagePackage = require.resolve("@tesseract.js-data/eng/package.json");
const langPath = path.join(path.dirname(languagePackage), "4.0.0_best_int");

/**
 * The traineddata unpacked once per machine into the temporary directory, unpacked here with pako: left to
 * tesseract.js, its thread would gunzip it with Node's zlib on every engine start, and Node 20 aborts the whole
 * process when a worker is terminated (a document past its time limit) between a zlib handle's creation and its
 * init. Written under a temporary name and renamed, so a reader never sees half a file. Null: keep the .gz.
 */
async function unpackedLanguageDir() {
  try {
    const packed = path.join(langPath, "eng.traineddata.gz");
    const { version } = JSON.parse(await fs.readFile(languagePackage, "utf8"));
    const { size } = await fs.stat(packed);
    const dir = path.join(os.tmpdir(), `sous-tessdata-eng-${version}-${size}`);
    const file = path.join(dir, "eng.traineddata");
    const existing = await fs.stat(file).catch(() => null);
    if (existing?.isFile() && existing.size > 0) return dir;
    await fs.mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}-${threadId}.partial`;
    await fs.writeFile(partial, ungzip(await fs.readFile(packed)));
    await fs.rename(partial, file);
    return dir;
  } catch {
    return null;
  }
}

async function startEngine() {
  const unpacked = await unpackedLanguageDir();
  return createWorker("eng", 1, {
    langPath: unpacked ?? langPath,
    gzip: unpacked === null,
    cacheMethod: "none",
    logger: () => {},
    errorHandler: () => {},
  });
}

/**
 * Two engines: one reads the page at full size, the other the half-size copy (sparse text, for headline-size type)
 * at the same time, on the machine's other core. Each keeps its own page segmentation mode.
 */
const engines = new Map();

/** The engine for `role` ("page": full size, page segmentation 6; "large": half size, sparse text). */
function engine(role = "page") {
  if (!engines.has(role)) {
    engines.set(
      role,
      startEngine().then(async (w) => {
        await w.setParameters({ preserve_interword_spaces: "0", debug_file: "/dev/null", tessedit_pageseg_mode: role === "page" ? "6" : "11" });
        return w;
      }),
    );
  }
  return engines.get(role);
}

export async function closeEngine() {
  const started = [...engines.values()];
  engines.clear();
  for (const p of started) {
    try {
      await (await p).terminate();
    } catch {
      // already gone
    }
  }
}

/** Lines of a recognised page, with their top edge, for merging passes. */
function resultLines(data, scale) {
  const out = [];
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs ?? []) {
      for (const line of para.lines ?? []) {
        const words = (line.words ?? []).filter((w) => w.text.trim() !== "");
        if (words.length === 0) continue;
        // Words tesseract put on one line share its baseline: their cells take the line's height (a word's own
        // box grows with its descenders and capitals, which is not a different baseline).
        const cells = lineCells(
          words.map((w) => ({ text: w.text, x0: w.bbox.x0 * scale, x1: w.bbox.x1 * scale, y0: w.bbox.y0 * scale, y1: w.bbox.y1 * scale })),
          1.6,
        ).map((c) => ({ ...c, y0: line.bbox.y0 * scale, y1: line.bbox.y1 * scale }));
        out.push({
          text: lineText({ cells }),
          cells,
          words: words.map((w) => ({ text: w.text, x: w.bbox.x0 * scale, y: w.bbox.y0 * scale, w: (w.bbox.x1 - w.bbox.x0) * scale, h: (w.bbox.y1 - w.bbox.y0) * scale, page: 1, conf: Math.round(w.confidence) / 100 })),
          x0: line.bbox.x0 * scale,
          y0: line.bbox.y0 * scale,
          y1: line.bbox.y1 * scale,
          confidence: line.confidence,
        });
      }
    }
  }
  return out;
}

const wordsOf = (s) => s.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [];

function bigrams(s) {
  const t = s.toLowerCase().replace(/[^a-z0-9]/g, "");
  const out = new Map();
  for (let i = 0; i < t.length - 1; i++) out.set(t.slice(i, i + 2), (out.get(t.slice(i, i + 2)) ?? 0) + 1);
  return out;
}

/** Dice similarity of character bigrams, ignoring spaces and punctuation. */
function similarity(a, b) {
  const x = bigrams(a), y = bigrams(b);
  let common = 0, total = 0;
  for (const [k, n] of x) {
    common += Math.min(n, y.get(k) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total === 0 ? 0 : (2 * common) / total;
}

/**
 * Drops the specks OCR reads from borders and backgrounds: 1-2 character cells at either end of
 * a line that has real content, and lines without any word of three letters or digits.
 */
function cleanLine(text) {
  const cells = text.split("\t").map((c) => c.trim()).filter((c) => c !== "");
  const hasContent = cells.some((c) => c.length >= 4);
  while (hasContent && cells.length > 1 && cells[0].length <= 2) cells.shift();
  while (hasContent && cells.length > 1 && cells[cells.length - 1].length <= 2) cells.pop();
  const joined = cells.join("\t");
  return /[A-Za-z0-9]{3,}/.test(joined) ? joined : "";
}

/**
 * Adds what only the half-size pass read (headline-size type is often dropped at full size): a
 * fragment beside a full-size line becomes a cell of that line (a value whose label was read),
 * anything else a line of its own before the first line below it. A fragment is new when no
 * full-size line at the same height already holds most of its words.
 */
function mergeLargeType(lines, extra) {
  const merged = lines.map((l) => ({ ...l }));
  for (const line of extra) {
    const words = wordsOf(line.text);
    const long = words.filter((w) => /[a-z]/.test(w) && (w.length >= 6 || words.length >= 2));
    if (line.confidence < 75 || long.length === 0) continue;
    const h = line.y1 - line.y0;
    const near = merged.filter((l) => l.y1 > line.y0 - h && l.y0 < line.y1 + h);
    const nearWords = new Set(near.flatMap((l) => wordsOf(l.text)));
    const fresh = words.filter((w) => !nearWords.has(w)).length;
    if (fresh * 2 < words.length) continue;
    if (near.some((l) => [l.text, ...l.text.split("\t")].some((c) => similarity(c, line.text) > 0.6))) continue;
    const beside = near.find((l) => Math.min(l.y1, line.y1) - Math.max(l.y0, line.y0) > 0.5 * Math.min(h, l.y1 - l.y0));
    if (beside) {
      beside.text = line.x0 > beside.x0 ? `${beside.text}\t${line.text}` : `${line.text}\t${beside.text}`;
      continue;
    }
    const at = merged.findIndex((l) => l.y0 > line.y0);
    merged.splice(at === -1 ? merged.length : at, 0, { ...line });
  }
  return merged;
}

/** A page's mean word confidence (0..100) under which it is read a second time with its lighting flattened. */
const LOW_PAGE_CONFIDENCE = 60;

/**
 * A photo's slant is undone only when it is clear: at least `DESKEW_MIN_DEGREES` (tesseract's own line finding
 * copes with less, and a smaller turn only resamples letters it read already) and with a row profile at least
 * `DESKEW_MIN_GAIN` times sharper than the upright one (a page bent by perspective has no one slant: its gain stays
 * low and it is left as taken).
 */
export const DESKEW_MIN_DEGREES = 3;
export const DESKEW_MIN_GAIN = 1.3;
/**
 * A steep slant (at least `DESKEW_STEEP_DEGREES`) is undone with a weaker gain: tesseract reads lines that steep
 * poorly or not at all, while a page bent by perspective rarely makes a profile that steep sharpest.
 */
export const DESKEW_STEEP_DEGREES = 10;
export const DESKEW_STEEP_MIN_GAIN = 1.15;

/** The turn (degrees) that sets a photo's clear slant upright, or 0 when its slant is small or unclear. */
export function clearSlant(gray, width, height) {
  const { angle, gain } = measureSlant(gray, width, height);
  const steep = Math.abs(angle) >= DESKEW_STEEP_DEGREES;
  return Math.abs(angle) >= DESKEW_MIN_DEGREES && gain >= (steep ? DESKEW_STEEP_MIN_GAIN : DESKEW_MIN_GAIN) ? angle : 0;
}

/** The lines the sparse-text engine reads on a half-size copy, in full-size pixels. */
async function readLargeType(small) {
  const w = await engine("large");
  const half = await w.recognize(toPgm(small.gray, small.width, small.height), { rotateAuto: true }, { blocks: true });
  return resultLines(half.data, 2);
}

/**
 * Reads text from decoded pixels. `largeTypePass` re-reads a half-size copy to catch headline-size
 * text. Returns lines (cells separated by tabs), the mean word confidence 0..100 and the full-size pass's
 * words with their boxes in pixels.
 */
export async function ocrPixels({ data, width: w0, height: h0, channels }, { largeTypePass = true } = {}) {
  let width = w0, height = h0;
  // Both engines start at once on a worker's first page.
  if (largeTypePass) engine("large").catch(() => {});
  const w = await engine();
  const source = toGray(data, width, height, channels);
  const scan = evenlyLit(source, width, height);
  // A poor scan (grain and a lamp's falloff, though its paper looks evenly lit) is told by the page itself and
  // prepared as a photo (lighting flattened) for its one pass.
  const poor = scan && poorScan(source);
  let gray, page = null;
  if (scan && !poor) gray = prepareForOcr(source, width, height, { flatten: false });
  else {
    // A photo: the page is looked for before its lighting is flattened (which makes the surface as bright as it).
    // (`photoBase` then `flattenPhoto` is the poor scan's clean-up too.)
    const base = photoBase(source, width, height);
    page = findPage(base, width, height);
    // A poor scan is a photo after all when a page lies on a patterned surface in it: a checked cloth's squares keep
    // every block of the image as bright as paper, so it passes as evenly lit.
    if (poor && !page.patterned) page = null;
    gray = flattenPhoto(base, width, height);
  }
  const photo = !scan || Boolean(page?.patterned);
  // A photo (never a scan: its half-degree tilts are read fine, and turning them changed single letters) whose
  // slant is clear is turned upright; the words' boxes are then those of the turned page. The slant is measured on
  // the photo as taken (surface included), as before the surface was painted out — but for a patterned surface,
  // whose rows of squares would be the sharpest profile, upright.
  let slant = photo && !page?.patterned ? clearSlant(gray, width, height) : 0;
  // The grainy or patterned surface around a clearly outlined page is painted out: its texture is neither read nor
  // paid for.
  if (page?.keep && (page.patterned || busySurface(gray, width, height, page))) paintSurface(gray, width, height, page);
  if (page?.patterned) slant = clearSlant(pageOnly(gray, width, height, page), width, height);
  if (slant !== 0) ({ gray, width, height } = rotatePage(gray, width, height, slant));
  // The half-size copy is read (sparse text: headline lines the page layout analysis drops as graphics) on the other
  // engine while the page is read: the same two readings as one after the other, in the time of the longer.
  const largeType = largeTypePass && width >= 1000 && height >= 1000 ? readLargeType(halve(gray, width, height)) : null;
  largeType?.catch(() => {});
  let full = await w.recognize(toPgm(gray, width, height), { rotateAuto: true }, { text: true, blocks: true });
  // A scan the measure did not call poor but read as mostly specks is read again with the lighting flattened;
  // the surer reading stays. A page flattened already (a photo, a poor scan) is not: the same clean-up again
  // would only cost time.
  let reread = false;
  if (full.data.confidence < LOW_PAGE_CONFIDENCE && scan && !poor) {
    const flat = prepareForOcr(source, width, height, { flatten: true });
    const again = await w.recognize(toPgm(flat, width, height), { rotateAuto: true }, { text: true, blocks: true });
    if (again.data.confidence > full.data.confidence + 10) {
      full = again;
      gray = flat;
      reread = true;
    }
  }
  const read = resultLines(full.data, 1).filter((l) => l.confidence >= 10);
  const words = read.flatMap((l) => l.words);
  // The page as a page: tick matrices and two-column stretches (layout.mjs) before the specks are dropped.
  let lines = arrangePage(read, width)
    .map((l) => ({ ...l, x0: l.cells[0]?.x0 ?? 0, text: cleanLine(lineText(l)) }))
    .filter((l) => l.text !== "");
  if (largeType) {
    const half = await largeType;
    // A page read again flattened has its half-size copy read again from the flattened page, as before.
    lines = mergeLargeType(lines, reread ? await readLargeType(halve(gray, width, height)) : half);
  }
  const text = lines.map((l) => cleanLine(l.text)).filter((l) => l !== "");
  return { lines: text, confidence: full.data.confidence, words, width, height, turned: slant };
}
