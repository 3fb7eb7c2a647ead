// OCR side of the document worker: one tesseract.js engine per worker thread, created on first
// use with the traineddata shipped in @tesseract.js-data/eng (nothing is downloaded).
import path from "node:path";
import { createRequire } from "node:module";
import { createWorker } from "tesseract.js";
import { halve, prepareForOcr, toGray, toPgm } from "./preprocess.mjs";
import { joinLine } from "./layout.mjs";

const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

let enginePromise = null;

function engine() {
  enginePromise ??= createWorker("eng", 1, {
    langPath,
    gzip: true,
    cacheMethod: "none",
    logger: () => {},
    errorHandler: () => {},
  }).then(async (w) => {
    await w.setParameters({ preserve_interword_spaces: "0", debug_file: "/dev/null" });
    return w;
  });
  return enginePromise;
}

export async function closeEngine() {
  if (!enginePromise) return;
  const p = enginePromise;
  enginePromise = null;
  try {
    await (await p).terminate();
  } catch {
    // already gone
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
        const text = joinLine(
          words.map((w) => ({ text: w.text, x0: w.bbox.x0, x1: w.bbox.x1, y0: w.bbox.y0, y1: w.bbox.y1 })),
          1.6,
        );
        out.push({ text, y0: line.bbox.y0 * scale, y1: line.bbox.y1 * scale, confidence: line.confidence });
      }
    }
  }
  return out;
}

const wordsOf = (s) => s.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [];

/**
 * Adds the lines that only the half-size pass read (very large type such as a name printed as a
 * headline is often dropped at full size), each placed before the first line below it.
 */
function mergeLargeType(lines, extra) {
  const known = new Set(lines.flatMap((l) => wordsOf(l.text)));
  const merged = [...lines];
  for (const line of extra) {
    const words = wordsOf(line.text);
    if (line.confidence < 70 || words.length === 0) continue;
    if (!/[A-Za-z]{3,}/.test(line.text)) continue;
    const fresh = words.filter((w) => !known.has(w)).length;
    if (fresh * 2 < words.length + 1) continue;
    const at = merged.findIndex((l) => l.y0 > line.y0);
    merged.splice(at === -1 ? merged.length : at, 0, line);
    for (const w of words) known.add(w);
  }
  return merged;
}

/**
 * Reads text from decoded pixels. `largeTypePass` re-reads a half-size copy to catch headline-size
 * text. Returns lines (cells separated by tabs) and the mean word confidence 0..100.
 */
export async function ocrPixels({ data, width, height, channels }, { largeTypePass = true } = {}) {
  const w = await engine();
  const gray = prepareForOcr(toGray(data, width, height, channels), width, height);
  const full = await w.recognize(toPgm(gray, width, height), { rotateAuto: true }, { text: true, blocks: true });
  let lines = resultLines(full.data, 1);
  if (largeTypePass && width >= 1000 && height >= 1000) {
    const small = halve(gray, width, height);
    const half = await w.recognize(toPgm(small.gray, small.width, small.height), { rotateAuto: true }, { blocks: true });
    lines = mergeLargeType(lines, resultLines(half.data, 2));
  }
  return { lines: lines.map((l) => l.text), confidence: full.data.confidence };
}
