import { loadImage, createCanvas } from "@napi-rs/canvas";
import fs from "node:fs";
import { createWorker } from "tesseract.js";
import path from "node:path";
import * as P from "./server/documents/text/worker/preprocess.mjs";
const langPath = path.resolve("node_modules/@tesseract.js-data/eng/4.0.0_best_int");
const w = await createWorker("eng", 1, { langPath, gzip: true, cacheMethod: "none" });
const img = await loadImage(fs.readFileSync(process.argv[2]));
const c = createCanvas(img.width, img.height); const ctx = c.getContext("2d"); ctx.drawImage(img, 0, 0);
const {width, height} = img;
let g = P.prepareForOcr(P.toGray(ctx.getImageData(0, 0, width, height).data, width, height, 4), width, height);
for (const [name, im] of [["half", P.halve(g, width, height)]]) {
  await w.setParameters({ tessedit_pageseg_mode: process.env.PSM ?? "3" });
  const r = await w.recognize(P.toPgm(im.gray, im.width, im.height), { rotateAuto: true }, { blocks: true });
  for (const b of r.data.blocks) for (const p of b.paragraphs) for (const l of p.lines) if (l.bbox.y0 < im.height / 3) console.log(name, Math.round(l.confidence), l.bbox.y0, JSON.stringify(l.text.trim()));
}
await w.terminate();
