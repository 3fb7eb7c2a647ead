import { createWorker } from "tesseract.js";
import { loadImage, createCanvas } from "@napi-rs/canvas";
import fs from "node:fs"; import path from "node:path";
const langPath = path.resolve("node_modules/@tesseract.js-data/eng/4.0.0_best_int");
const w = await createWorker("eng", 1, { langPath, gzip: true, cacheMethod: "none" });
const [psm, scale, ...files] = process.argv.slice(2);
await w.setParameters({ tessedit_pageseg_mode: psm });
for (const f of files) {
  const img = await loadImage(fs.readFileSync(f));
  const W = Math.round(img.width * +scale), H = Math.round(img.height * +scale);
  const c = createCanvas(W, H); c.getContext("2d").drawImage(img, 0, 0, W, H);
  const t1 = Date.now();
  const r = await w.recognize(c.toBuffer("image/png"));
  console.log("=====", path.basename(f), psm, scale, Date.now() - t1, "ms conf", r.data.confidence);
  console.log(r.data.text.split("\n").filter(l => l.trim()).join("\n"));
}
await w.terminate();
