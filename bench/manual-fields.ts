// Manual fields of one or more folders, document by document, from kept text only (no reading of pages):
// each field's value, confidence and whether it is right, the tasks found, and per set and in all the wrong values
// shown as sure and the right ones shown as "please check". For tuning the manual fields' confidences fast.
// Run: npx tsx bench/manual-fields.ts <folder> [<folder> …] [--quiet] [--json out.json]
// A document whose text is not kept (<folder>/.text/manuals/X.json, by the current text reader) is read when it is
// a text PDF and skipped otherwise (say --read to read images too: OCR, heavy).
import fs from "node:fs";
import path from "node:path";
import {
  configureOcr,
  extractText,
  shutdownOcr,
  type DocumentContentType,
} from "../server/documents/text";
import { extractManualRules } from "../server/documents/extract/manual-rules";
import { scoreManual, type ManualTruth } from "../server/documents/accuracy";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";
import { cachedText, textReaderVersion } from "./support/text-cache";

if (process.env.OCR_TIMEOUT_MS) configureOcr({ timeoutMs: Number(process.env.OCR_TIMEOUT_MS) });
const args = process.argv.slice(2);
const quiet = args.includes("--quiet");
const readImages = args.includes("--read");
const jsonAt = args.indexOf("--json");
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const dirs = args.filter(
  (a, i) => !a.startsWith("--") && (jsonAt < 0 || i !== jsonAt + 1),
);
const types: Record<string, DocumentContentType> = {
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};
const FIELDS = ["equipmentType", "manufacturer", "model", "serial"] as const;

interface Tally {
  sure: number;
  sureWrong: number;
  rightUnsure: number;
  right: number;
  n: number;
}
const tally = (): Tally => ({
  sure: 0,
  sureWrong: 0,
  rightUnsure: 0,
  right: 0,
  n: 0,
});
const all = Object.fromEntries(FIELDS.map((f) => [f, tally()])) as Record<
  (typeof FIELDS)[number],
  Tally
>;
const dump: unknown[] = [];
let tasksAll = 0;
let tasksExpAll = 0;

for (const dir of dirs) {
  const root = path.resolve(dir);
  const mdir = path.join(root, "manuals");
  if (!fs.existsSync(mdir)) continue;
  const per = Object.fromEntries(FIELDS.map((f) => [f, tally()])) as Record<
    (typeof FIELDS)[number],
    Tally
  >;
  let tasks = 0;
  let tasksExp = 0;
  let skipped = 0;
  for (const file of fs.readdirSync(mdir).sort()) {
    const type = types[path.extname(file).toLowerCase()];
    const truthFile = path.join(mdir, file.replace(/\.\w+$/, ".expected.json"));
    if (!type || !fs.existsSync(truthFile)) continue;
    const kept = path.join(root, ".text", "manuals", `${file}.json`);
    const fresh =
      fs.existsSync(kept) &&
      (JSON.parse(fs.readFileSync(kept, "utf8")) as { readerVersion?: string })
        .readerVersion === textReaderVersion();
    const format = (
      JSON.parse(fs.readFileSync(truthFile, "utf8")) as { format?: string }
    ).format;
    if (
      !fresh &&
      (type !== "application/pdf" ||
        (format !== undefined && format !== "text-pdf")) &&
      !readImages
    ) {
      skipped++;
      continue;
    }
    const text = await cachedText(kept, () =>
      extractText(fs.readFileSync(path.join(mdir, file)), type),
    );
    const truth = JSON.parse(fs.readFileSync(truthFile, "utf8")) as ManualTruth;
    const fields = extractManualRules(text.text, {
      words: text.words,
      fromOcr: text.method === "ocr",
    });
    const s = scoreManual(fields, truth);
    tasks += s.tasksFound;
    tasksExp += s.tasksExpected;
    const marks: string[] = [];
    for (const f of FIELDS) {
      const v = fields[f];
      const ok = s[f];
      const sure = v.value !== null && v.confidence >= LOW_CONFIDENCE;
      for (const t of [per[f], all[f]]) {
        t.n++;
        if (ok) t.right++;
        if (sure) t.sure++;
        if (sure && !ok) t.sureWrong++;
        if (ok && v.value !== null && !sure) t.rightUnsure++;
      }
      marks.push(
        `${f}=${JSON.stringify(v.value)}(${v.confidence})${ok ? "" : sure ? " WRONG-SURE" : " wrong"}${ok ? "" : ` want ${JSON.stringify(truth.expected[f])}`}`,
      );
    }
    dump.push({
      set: dir,
      file,
      method: text.method,
      fields: Object.fromEntries(
        FIELDS.map((f) => [f, { ...fields[f], right: s[f] }]),
      ),
      tasks: `${s.tasksFound}/${s.tasksExpected}`,
    });
    if (!quiet)
      console.log(
        `${dir}/${file} [${text.method}] tasks ${s.tasksFound}/${s.tasksExpected}\n    ${marks.join("\n    ")}`,
      );
    if (args.includes("--tasks")) {
      if (s.missing.length) console.log(`    missing: ${s.missing.join("; ")}`);
      for (const t of fields.tasks)
        console.log(`      · ${t.task} (${t.intervalDays}, ${t.confidence})`);
    }
  }
  tasksAll += tasks;
  tasksExpAll += tasksExp;
  const line = FIELDS.map(
    (f) =>
      `${f} ${per[f].right}/${per[f].n} sure-wrong ${per[f].sureWrong}/${per[f].sure} unsure-right ${per[f].rightUnsure}`,
  ).join(" | ");
  const sw = FIELDS.reduce((a, f) => a + per[f].sureWrong, 0);
  const su = FIELDS.reduce((a, f) => a + per[f].sure, 0);
  const ru = FIELDS.reduce((a, f) => a + per[f].rightUnsure, 0);
  console.log(
    `SET ${dir}: tasks ${tasks}/${tasksExp}; ${line}; manual fields sure-but-wrong ${sw}/${su}, right-but-unsure ${ru}${skipped ? `; ${skipped} skipped (no kept text)` : ""}`,
  );
}
const sw = FIELDS.reduce((a, f) => a + all[f].sureWrong, 0);
const su = FIELDS.reduce((a, f) => a + all[f].sure, 0);
const ru = FIELDS.reduce((a, f) => a + all[f].rightUnsure, 0);
console.log(
  `ALL: tasks ${tasksAll}/${tasksExpAll}; ${FIELDS.map((f) => `${f} ${all[f].right}/${all[f].n} sw ${all[f].sureWrong}/${all[f].sure} ru ${all[f].rightUnsure}`).join(" | ")}; sure-but-wrong ${sw}/${su} (${su ? ((100 * sw) / su).toFixed(1) : 0} %), right-but-unsure ${ru}`,
);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(dump, null, 1));
await shutdownOcr();
