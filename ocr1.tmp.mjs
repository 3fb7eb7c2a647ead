import { createWorker } from "tesseract.js";
import fs from "node:fs";
import path from "node:path";
const langPath = path.resolve("node_modules/@tesseract.js-data/eng/4.0.0_best_int");
const w = await createWorker("eng", 1, { langPath, gzip: true, cacheMethod: "none" });
for (const f of process.argv.slice(2)) {
  const t0 = Date.now();
  const r = await w.recognize(fs.readFileSync(f), { rotateAuto: true });
  const out = `/tmp/ocr/${path.basename(f)}.txt`;
  fs.writeFileSync(out, r.data.text);
  console.log(f, Date.now() - t0, "ms conf", r.data.confidence, "rot", r.data.rotateRadians);
}
await w.terminate();
