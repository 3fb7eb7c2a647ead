import fs from "node:fs";
import path from "node:path";
import { extractText, shutdownOcr } from "./server/documents/text/index";
const types: Record<string, any> = { ".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg" };
for (const f of process.argv.slice(2)) {
  const t0 = Date.now();
  try {
    const r = await extractText(fs.readFileSync(f), types[path.extname(f)]);
    fs.writeFileSync(`/tmp/ocr/${path.basename(f)}.final.txt`, r.text);
    console.log(path.basename(f), r.method, r.pages, r.confidence, Date.now() - t0, "ms");
  } catch (e: any) { console.log(path.basename(f), "ERR", e.code, e.message); }
}
await shutdownOcr();
