// Worker thread that turns an uploaded document into text: PDF parsing, page rendering, image
// clean-up and OCR all happen here, off the server's event loop. Plain JavaScript so it runs the
// same under tsx, Vitest and plain node without a loader.
import { parentPort } from "node:worker_threads";
import { DocError } from "./errors.mjs";
import { openPdf, pageTextLines, renderPageGray } from "./pdf.mjs";
import { decodeImage } from "./image.mjs";
import { closeEngine, ocrPixels } from "./ocr.mjs";

/** A page whose text layer has fewer visible characters than this is treated as a scan. */
const MIN_TEXT_CHARS = 40;

async function readPdf(bytes, opts) {
  const pdf = await openPdf(bytes);
  try {
    const pages = Math.min(pdf.numPages, opts.maxPages);
    const texts = [];
    const confidences = [];
    const words = [];
    let ocrPages = 0;
    for (let n = 1; n <= pages; n++) {
      const page = await pdf.getPage(n);
      let lines = [];
      let pageWords = null;
      try {
        ({ lines, words: pageWords } = await pageTextLines(page));
      } catch {
        lines = [];
      }
      const visible = lines.join("").replace(/\s/g, "").length;
      if (visible < MIN_TEXT_CHARS && ocrPages < opts.maxOcrPages) {
        ocrPages++;
        const pixels = await renderPageGray(page, opts.dpi);
        const ocr = await ocrPixels(pixels, opts);
        if (ocr.lines.join("").replace(/\s/g, "").length > visible) {
          lines = ocr.lines;
          confidences.push(ocr.confidence);
          pageWords = { page: n, width: ocr.width, height: ocr.height, words: ocr.words.map((w) => ({ ...w, page: n })), ...(ocr.turned ? { turned: ocr.turned } : {}) };
        }
      }
      texts.push(lines.join("\n"));
      words.push(pageWords ?? { page: n, width: 0, height: 0, words: [] });
      page.cleanup();
    }
    const result = { text: texts.join("\n\f\n").trim(), pages: pdf.numPages, method: ocrPages > 0 ? "ocr" : "pdf-text", words };
    if (confidences.length > 0) {
      result.confidence = confidences.reduce((a, b) => a + b, 0) / confidences.length / 100;
    }
    return result;
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

async function readImage(bytes, opts) {
  const pixels = await decodeImage(bytes, opts.contentType);
  const ocr = await ocrPixels(pixels, opts);
  const words = [{ page: 1, width: ocr.width, height: ocr.height, words: ocr.words, ...(ocr.turned ? { turned: ocr.turned } : {}) }];
  return { text: ocr.lines.join("\n").trim(), pages: 1, method: "ocr", confidence: ocr.confidence / 100, words };
}

async function handle(job) {
  const bytes = new Uint8Array(job.bytes);
  const opts = job.options;
  if (job.contentType === "application/pdf") return readPdf(bytes, opts);
  if (job.contentType === "image/png" || job.contentType === "image/jpeg") {
    return readImage(bytes, { ...opts, contentType: job.contentType });
  }
  throw new DocError("unsupported", `Unsupported document type: ${job.contentType}`);
}

parentPort.on("message", async (msg) => {
  if (msg.type === "close") {
    await closeEngine();
    parentPort.postMessage({ type: "closed" });
    return;
  }
  try {
    const result = await handle(msg);
    parentPort.postMessage({ type: "result", id: msg.id, ok: true, result });
  } catch (err) {
    const code = err instanceof DocError ? err.code : "ocr-failed";
    const message = err instanceof DocError ? err.message : `Reading the document failed: ${err?.message ?? err}`;
    parentPort.postMessage({ type: "result", id: msg.id, ok: false, error: { code, message } });
  }
});
