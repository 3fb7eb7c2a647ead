import { createWorker } from "tesseract.js";
import { loadImage, createCanvas } from "@napi-rs/canvas";
import fs from "node:fs"; import path from "node:path";
import * as P from "./server/documents/text/worker/preprocess.mjs";
const langPath = path.resolve("node_modules/@tesseract.js-data/eng/4.0.0_best_int");
const w = await createWorker("eng", 1, { langPath, gzip: true, cacheMethod: "none" });
const [mode, ...files] = process.argv.slice(2);
for (const f of files) {
  const img = await loadImage(fs.readFileSync(f));
  const c = createCanvas(img.width, img.height); const ctx = c.getContext("2d"); ctx.drawImage(img, 0, 0);
  const {width, height} = img;
  let g = P.toGray(ctx.getImageData(0, 0, width, height).data, width, height, 4);
  if (mode.includes("prep")) g = P.prepareForOcr(g, width, height);
  for (const opts of [{ rotateAuto: true }, {}]) {
    const t = Date.now();
    const r = await w.recognize(P.toPgm(g, width, height), opts, { blocks: true, text: true });
    console.log(path.basename(f), mode, JSON.stringify(opts), Date.now() - t, "ms conf", r.data.confidence);
  }
}
await w.terminate();
