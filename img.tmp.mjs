import { extractImages, getDocumentProxy, renderPageAsImage } from "unpdf";
import { createCanvas } from "@napi-rs/canvas";
import fs from "node:fs"; import path from "node:path";
for (const f of process.argv.slice(2)) {
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(f)));
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const vp = page.getViewport({ scale: 1 });
    const t0 = Date.now();
    const imgs = await extractImages(pdf, p);
    console.log(f, p, "viewport", vp.width, vp.height, "imgs", imgs.map(i => [i.width, i.height, i.channels, i.key]), Date.now()-t0, "ms");
    const t1 = Date.now();
    const png = await renderPageAsImage(pdf, p, { scale: 200/72, canvasImport: () => import("@napi-rs/canvas") });
    fs.writeFileSync(`/tmp/ocr/${path.basename(f)}-p${p}.png`, Buffer.from(png));
    console.log(" render", Date.now()-t1, "ms", png.byteLength);
  }
}
