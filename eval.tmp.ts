import fs from "node:fs";
import path from "node:path";
import { extractText, shutdownOcr } from "./server/documents/text/index";
import { extractLicenseRules } from "./server/documents/extract/license-rules";
import { scoreLicense, LICENSE_FIELDS } from "./server/documents/accuracy";
const types: Record<string, any> = { ".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg" };
const names = ["Food Service Establishment Permit", "Certificate of Occupancy", "Liquor License", "Business License", "Fire Safety Permit", "Food Protection Certificate", "Sales Tax Certificate", "Sign Permit"];
const dir = "/work/shared/fixtures/licenses";
const totals: Record<string, number> = {};
for (const f of fs.readdirSync(dir).filter((f) => !f.endsWith(".json"))) {
  const cache = `/tmp/ocr/cache-${f}.txt`;
  let text: string;
  if (fs.existsSync(cache) && !process.env.FRESH) text = fs.readFileSync(cache, "utf8");
  else { text = (await extractText(fs.readFileSync(path.join(dir, f)), types[path.extname(f)])).text; fs.writeFileSync(cache, text); }
  const truth = JSON.parse(fs.readFileSync(path.join(dir, f.replace(/\.\w+$/, ".expected.json")), "utf8"));
  const fields = extractLicenseRules(text, { licenseTypeNames: names });
  const score = scoreLicense(fields, truth);
  console.log(`== ${f}: ${Object.values(score).filter(Boolean).length}/8`);
  for (const k of LICENSE_FIELDS) { totals[k] = (totals[k] ?? 0) + (score[k] ? 1 : 0); if (!score[k]) console.log(`   ✗ ${k}: got ${JSON.stringify(fields[k].value)} want ${JSON.stringify(truth.expected[k])}`); }
}
console.log(totals);
await shutdownOcr();
