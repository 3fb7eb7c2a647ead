import { loadImage, createCanvas } from "@napi-rs/canvas";
import fs from "node:fs"; import path from "node:path";
for (const f of process.argv.slice(2)) {
  const img = await loadImage(fs.readFileSync(f));
  const scale = Math.min(1, 1400 / img.width);
  const c = createCanvas(Math.round(img.width*scale), Math.round(img.height*scale));
  c.getContext("2d").drawImage(img, 0, 0, c.width, c.height);
  fs.writeFileSync(`/tmp/ocr/${path.basename(f)}.png`, c.toBuffer("image/png"));
  console.log(f, img.width, img.height);
}
