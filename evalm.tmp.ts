import fs from "node:fs";
import path from "node:path";
import { extractText, shutdownOcr } from "./server/documents/text/index";
import { extractManualRules } from "./server/documents/extract/manual-rules";
import { scoreManual } from "./server/documents/accuracy";
const types: Record<string, any> = { ".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg" };
const dir = "/work/shared/fixtures/manuals";
for (const f of fs.readdirSync(dir).filter((f) => !f.endsWith(".json"))) {
  const cache = `/tmp/ocr/cache-${f}.txt`;
  let text: string;
  if (fs.existsSync(cache) && !process.env.FRESH) text = fs.readFileSync(cache, "utf8");
  else { text = (await extractText(fs.readFileSync(path.join(dir, f)), types[path.extname(f)])).text; fs.writeFileSync(cache, text); }
  const truth = JSON.parse(fs.readFileSync(path.join(dir, f.replace(/\.\w+$/, ".expected.json")), "utf8"));
  const fields = extractManualRules(text);
  const s = scoreManual(fields, truth);
  console.log(`== ${f}`, JSON.stringify({ ...s, missing: undefined }));
  console.log("  ", fields.equipmentType.value, "|", fields.manufacturer.value, "|", fields.model.value, "|", fields.serial.value);
  for (const t of fields.tasks) console.log("   ", t.intervalDays, t.task);
  for (const m of s.missing) console.log("   MISSING", m);
}
await shutdownOcr();
