// PDF side of the document worker: the text layer as lines, and page rendering for scans.
import "./engine-polyfills.mjs";
import "./fast-decompression.mjs";
import { createIsomorphicCanvasFactory, getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { fragmentsToLines, fragmentWords } from "./layout.mjs";
import { DocError } from "./errors.mjs";
import { usePatchedPdfjs } from "./pdfjs-module.mjs";

/** Opens a PDF, turning pdf.js failures into errors a person can act on. */
export async function openPdf(bytes) {
  if (bytes.length === 0) throw new DocError("empty", "The file is empty.");
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (!head.includes("%PDF-")) throw new DocError("unreadable", "The file is not a PDF document.");
  await usePatchedPdfjs();
  try {
    // A copy: pdf.js takes ownership of (and detaches) the buffer it is given.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (err) {
    const name = err && typeof err === "object" ? err.name : "";
    if (name === "PasswordException") {
      throw new DocError("encrypted", "The PDF is password-protected; upload an unprotected copy.");
    }
    throw new DocError("unreadable", "The PDF is damaged or not a valid PDF document.");
  }
}

function multiply(m, n) {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/**
 * The text layer of one page as lines (rotated text such as seal lettering is left out), and its words with
 * their boxes in PDF points (y down from the top of the page).
 */
export async function pageTextLines(page) {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const fragments = [];
  for (const item of content.items) {
    if (!("str" in item) || !item.str.trim()) continue;
    const t = multiply(viewport.transform, item.transform);
    // Upright text has t = [s, 0, 0, s', x, y] in viewport space (y down); a slanted (oblique) face keeps its
    // baseline level and only shears its glyphs (t[2] up to about 20°), so it is upright text too.
    const size = Math.hypot(t[2], t[3]);
    if (size <= 0 || Math.abs(t[1]) > 0.05 * Math.abs(t[0]) || Math.abs(t[2]) > 0.4 * Math.abs(t[3]) || t[0] <= 0) continue;
    const x0 = t[4];
    const baseline = t[5];
    const width = item.width * (viewport.scale || 1);
    fragments.push({ text: item.str, x0, x1: x0 + width, y0: baseline - size * 0.8, y1: baseline + size * 0.2 });
  }
  fragments.push(...(await annotationFragments(page, viewport)));
  // Check marks and dots drawn as paths (a tick matrix whose marks are no glyphs) are words of the page's boxes only: the
  // matrix reader finds its ticks there; the lines of text stay as printed.
  // Only a page with two interval captions or more printed as short runs of their own ("Daily", "Every", "3 months")
  // is looked at: reading the drawing operators costs about as much again as the text.
  // (A legend that spells out letter columns, "D = daily", "W = weekly", names the intervals of such a matrix too.)
  const captions = content.items.filter((i) => "str" in i && (INTERVAL_CAPTION.test(i.str.trim()) || INTERVAL_LEGEND.test(i.str))).length;
  const ticks = captions >= 2 ? await drawnTicks(page, viewport) : [];
  return {
    lines: fragmentsToLines(fragments, viewport.width),
    words: { page: page.pageNumber, width: viewport.width, height: viewport.height, words: fragmentWords([...fragments, ...ticks], page.pageNumber) },
  };
}

/** A legend of a matrix's letter column: a letter or two set equal to an interval ("D = daily", "SA = semi-annually"). */
const INTERVAL_LEGEND = /(?:^|\s)[A-Z]{1,2}\s*=\s*(?:daily|weekly|monthly|quarterly|annually|yearly|annual|semi-annually|semi-annual)\b/;

/** A short run that is an interval caption of a tick matrix's column, or a part of one. */
const INTERVAL_CAPTION = /^(?:every(?:\s+\S+){0,2}|daily|weekly|monthly|quarterly|yearly|annually|annual|semi-annually|(?:\d+|two|three|six)\s+(?:days?|weeks?|months?|years?)|(?:after\s+)?each\s+(?:use|day|week|month|year|shift)|once\s+a\s+\S+)$/i;

/**
 * Check marks drawn as a stroked path, not printed as a glyph: an open path of three points (a short stroke down to
 * the right, a longer one up to the right), 4 to 24 points wide, as a "✓" word at its box. Nothing else drawn counts.
 */
async function drawnTicks(page, viewport) {
  let OPS;
  let ops;
  try {
    ({ OPS } = await getResolvedPDFJS());
    ops = await page.getOperatorList();
  } catch {
    return [];
  }
  const out = [];
  let ctm = viewport.transform;
  const stack = [];
  for (let i = 0; i < ops.fnArray.length && out.length < 500; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args);
    else if (fn === OPS.constructPath) {
      const tick = tickOf(args, ctm, OPS) ?? dotOf(args, ctm, OPS);
      if (tick) out.push(tick);
    }
  }
  return out;
}

/**
 * A small filled round dot drawn as four curves (a matrix's mark, or a list's bullet), in viewport space, as a "•":
 * a soft mark that the matrix reader counts only under an interval column of a caption row.
 */
function dotOf(args, ctm, OPS) {
  const [paint, data] = args ?? [];
  if ((paint !== OPS.fill && paint !== OPS.eoFill) || !Array.isArray(data) || data.length !== 1) return null;
  const d = data[0];
  if (!d || d[0] !== 0) return null;
  // moveTo x y, then four curveTo (2, six numbers each), then an optional closePath (4).
  let k = 3;
  let curves = 0;
  const xs = [d[1]], ys = [d[2]];
  while (k < d.length && d[k] === 2) {
    for (let j = 0; j < 3; j++) {
      xs.push(d[k + 1 + 2 * j]);
      ys.push(d[k + 2 + 2 * j]);
    }
    k += 7;
    curves++;
  }
  if (k < d.length && d[k] === 4) k++;
  // A drawing program may leave a moveTo after the close (Inkscape does): it draws nothing.
  if (k + 3 === d.length && d[k] === 0) k += 3;
  if (curves !== 4 || k !== d.length) return null;
  const { x0, x1, y0, y1 } = boxOf(xs.map((x, i) => toViewport(ctm, x, ys[i])));
  const w = x1 - x0, h = y1 - y0;
  return w >= 3 && w <= 14 && h >= 3 && h <= 14 && Math.abs(w - h) <= 0.25 * Math.max(w, h) ? { text: "•", x0, x1, y0, y1 } : null;
}

/** A point of a path, through the current transform, in viewport space. */
const toViewport = (ctm, x, y) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]];

/** The box around points. */
function boxOf(pts) {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

/** A stroked three-point path shaped as a check mark, in viewport space (y down), or null. */
function tickOf(args, ctm, OPS) {
  const [paint, data] = args ?? [];
  if (paint !== OPS.stroke || !Array.isArray(data) || data.length !== 1) return null;
  const d = data[0];
  // moveTo (0) x y, lineTo (1) x y, lineTo (1) x y: nothing more.
  if (!d || d.length !== 9 || d[0] !== 0 || d[3] !== 1 || d[6] !== 1) return null;
  const [a, b, c] = [toViewport(ctm, d[1], d[2]), toViewport(ctm, d[4], d[5]), toViewport(ctm, d[7], d[8])];
  const { x0, x1, y0, y1 } = boxOf([a, b, c]);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 4 || w > 24 || h < 4 || h > 24) return null;
  // Left to right; the middle point lowest on the page; the right stroke rises higher than the left one falls.
  const shaped = a[0] < b[0] && b[0] < c[0] && b[1] > a[1] && b[1] > c[1] && b[1] - c[1] > b[1] - a[1] && c[0] - b[0] > b[0] - a[0];
  return shaped ? { text: "✓", x0, x1, y0, y1 } : null;
}

/** What a person sees written in an annotation: a form field's value, a free-text note's or a stamp's text. */
function annotationText(a) {
  if (a.subtype === "Widget") {
    // Text fields and choice lists; buttons (check boxes, radio buttons) and signatures hold no words.
    if (a.fieldType !== "Tx" && a.fieldType !== "Ch") return "";
    const v = Array.isArray(a.fieldValue) ? a.fieldValue.join(", ") : a.fieldValue;
    return typeof v === "string" ? v : "";
  }
  if (a.subtype === "FreeText" || a.subtype === "Stamp") return a.contentsObj?.str ?? "";
  return "";
}

/**
 * Filled-in form fields (AcroForm widgets), free-text notes and stamps as words at their positions on the
 * page, so a permit a clerk filled in reads like a printed one. Each line of a field's value is a fragment
 * of the field's text size, set where the value is drawn (from the field's left edge, at its middle).
 */
async function annotationFragments(page, viewport) {
  let annotations = [];
  try {
    annotations = await page.getAnnotations({ intent: "display" });
  } catch {
    return [];
  }
  const out = [];
  for (const a of annotations) {
    const text = annotationText(a).replace(/\r\n?/g, "\n");
    if (!text.trim() || a.hidden || !Array.isArray(a.rect)) continue;
    const [x0, ya, x1, yb] = viewport.convertToViewportRectangle(a.rect);
    const left = Math.min(x0, x1);
    const right = Math.max(x0, x1);
    const top = Math.min(ya, yb);
    const bottom = Math.max(ya, yb);
    const rows = text.split("\n").filter((r) => r.trim() !== "");
    const boxH = (bottom - top) / Math.max(1, rows.length);
    const given = a.defaultAppearanceData?.fontSize;
    // Auto-sized fields (font size 0) fill their box.
    const size = Math.min(given > 0 ? given : boxH * 0.7, boxH) || 10;
    rows.forEach((row, i) => {
      const mid = top + boxH * (i + 0.5);
      const width = Math.min(right - left, row.length * size * 0.5);
      out.push({ text: row, x0: left + 2, x1: left + 2 + width, y0: mid - size * 0.5, y1: mid + size * 0.5 });
    });
  }
  return out;
}

let canvasFactoryClass = null;

/** Renders a page to gray pixels at the given resolution (for OCR of scanned pages). */
export async function renderPageGray(page, dpi) {
  canvasFactoryClass ??= await createIsomorphicCanvasFactory(() => import("@napi-rs/canvas"));
  const base = page.getViewport({ scale: 1 });
  // Cap the size so a huge page cannot exhaust memory.
  const scale = Math.min(dpi / 72, 4000 / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const factory = new canvasFactoryClass();
  const width = Math.floor(viewport.width);
  const height = Math.floor(viewport.height);
  const drawing = factory.create(width, height);
  try {
    drawing.context.fillStyle = "#ffffff";
    drawing.context.fillRect(0, 0, width, height);
    await page.render({ canvas: drawing.canvas, canvasContext: drawing.context, viewport }).promise;
    const data = drawing.context.getImageData(0, 0, width, height).data;
    return { data, width, height, channels: 4 };
  } finally {
    factory.destroy(drawing);
  }
}
