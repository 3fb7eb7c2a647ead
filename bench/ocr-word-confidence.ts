// Calibration data for the OCR word-confidence bars (`SURE_WORD`, server/documents/extract/ocr-evidence.ts): for
// every OCR'd license of the given generated sets (read from the bench's --cache), each field read with its
// confidence, the least sure OCR word of its value, the page's mean OCR confidence, and whether it was right.
// Run after `npm run bench:extraction -- --dir tmp/generated/<set> --cache` (its kept text, of the current reader):
//   npx tsx bench/ocr-word-confidence.ts tune pages dates rough > tmp/ocr-rows.tsv
// then count wrong among sure values by word-confidence band (the bars sit where about half turn wrong).
import fs from "node:fs";
import path from "node:path";
import { extractLicenseRules } from "../server/documents/extract/license-rules";
import { valueOcrConfidence } from "../server/documents/extract/ocr-evidence";
import { LICENSE_FIELDS, licenseFieldCorrect, type LicenseTruth } from "../server/documents/accuracy";
import { LICENSE_TYPE_NAMES } from "../server/features/licenses/catalogue/types";
import { textReaderVersion } from "./support/text-cache";

console.log(["set", "field", "confidence", "least sure word", "page OCR", "right", "value"].join("\t"));
for (const set of process.argv.slice(2)) {
  const dir = path.join("tmp/generated", set, ".text/licenses");
  for (const f of fs.readdirSync(dir)) {
    const kept = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
    if (kept.readerVersion !== textReaderVersion()) throw new Error(`${path.join(dir, f)} was read by another version of the text reader: run the bench with --cache again`);
    const t = kept.text;
    if (t.method !== "ocr") continue;
    const truth = JSON.parse(fs.readFileSync(path.join("tmp/generated", set, "licenses", f.replace(/\.\w+\.json$/, ".expected.json")), "utf8")) as LicenseTruth;
    const fields = extractLicenseRules(t.text, { licenseTypeNames: [...LICENSE_TYPE_NAMES], fromOcr: true, words: t.words });
    for (const k of LICENSE_FIELDS) {
      const v = fields[k].value;
      if (!v || k === "state" || k === "licenseType") continue;
      const right = licenseFieldCorrect(k, v, truth) ? 1 : 0;
      console.log([set, k, fields[k].confidence, valueOcrConfidence(v, t.words), t.confidence?.toFixed(2), right, v].join("\t"));
    }
  }
}
