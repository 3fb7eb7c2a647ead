import { loadImage, createCanvas } from "@napi-rs/canvas";
import fs from "node:fs";
const [f, x, y, w, h, out] = process.argv.slice(2);
const img = await loadImage(fs.readFileSync(f));
const c = createCanvas(+w, +h); c.getContext("2d").drawImage(img, +x, +y, +w, +h, 0, 0, +w, +h);
fs.writeFileSync(out, c.toBuffer("image/png"));
