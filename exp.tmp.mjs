import { createWorker } from "tesseract.js";
import { loadImage, createCanvas } from "@napi-rs/canvas";
import fs from "node:fs"; import path from "node:path";
import * as P from "./server/documents/text/worker/preprocess.mjs";
const langPath = path.resolve("node_modules/@tesseract.js-data/eng/4.0.0_best_int");
const w = await createWorker("eng", 1, { langPath, gzip: true, cacheMethod: "none" });
const variant = process.argv[2];
for (const f of process.argv.slice(3)) {
  const t0 = Date.now();
  const img = await loadImage(fs.readFileSync(f));
  const c = createCanvas(img.width, img.height); const ctx = c.getContext("2d");
  ctx.drawImage(img, 0, 0);
  const id = ctx.getImageData(0, 0, img.width, img.height);
  let g = P.toGray(id.data, img.width, img.height, 4);
  if (variant.includes("blur")) g = P.blur3(g, img.width, img.height);
  if (variant.includes("flat")) g = P.flattenBackground(g, img.width, img.height, 32);
  if (variant.includes("stretch")) g = P.stretchContrast(g);
  if (variant.includes("otsu")) { const t = P.otsu(g); console.log("otsu", t); g = P.threshold(g, t); }
  const oc = createCanvas(img.width, img.height);
  const octx = oc.getContext("2d");
  const od = octx.createImageData(img.width, img.height); od.data.set(P.grayToRgba(g)); octx.putImageData(od, 0, 0);
  const png = oc.toBuffer("image/png");
  const t1 = Date.now();
  fs.writeFileSync(`/tmp/ocr/${path.basename(f)}.${variant}.png`, png);
  const r = await w.recognize(png, { rotateAuto: true });
  fs.writeFileSync(`/tmp/ocr/${path.basename(f)}.${variant}.txt`, r.data.text);
  console.log(path.basename(f), "prep", t1 - t0, "ocr", Date.now() - t1, "conf", r.data.confidence);
}
await w.terminate();
