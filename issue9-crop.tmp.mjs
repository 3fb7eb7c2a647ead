import { createCanvas, loadImage } from "@napi-rs/canvas";
import fs from "node:fs";
const [src, dst, x, y, w, h] = process.argv.slice(2);
const img = await loadImage(fs.readFileSync(src));
const c = createCanvas(Number(w), Number(h));
c.getContext("2d").drawImage(img, Number(x), Number(y), Number(w), Number(h), 0, 0, Number(w), Number(h));
fs.writeFileSync(dst, c.toBuffer("image/png"));
