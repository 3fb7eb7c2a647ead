// Fits the license reader's confidence calibrator (server/documents/extract/calibration/) and writes its weights.
// Run: npx tsx scripts/train-field-confidence.ts [<folder> ...] [--cv]
//   Folders are laid out like tests/fixtures (licenses/X.ext beside X.expected.json); the default is the training
//   sets: tmp/generated/{tune,rough,dates,pages,forms} (write them with tests/fixtures/generator/index.ts --set <name>),
//   tests/fixtures/blind3 and the fixtures. Each document's text is read once and kept under <folder>/.text, as
//   `npm run bench:extraction -- --cache` does, so a retrain after a rule change reads no page again.
//   --cv: also fit once per folder left out and score that folder (how the calibrator holds on a set it never saw).
//   --show: list the values the rules showed as sure that were wrong, with the calibrated probability.
// Writes server/documents/extract/calibration/license-confidence.json and prints, per folder, the values shown as
// sure but wrong and the right values shown as sure, before (the rules' confidences) and after (calibrated).
import fs from "node:fs";
import path from "node:path";
import { extractText, shutdownOcr, type DocumentContentType } from "../server/documents/text";
import { readLicenseRules } from "../server/documents/extract/license-rules";
import { toLines } from "../server/documents/extract/doc";
import { licenseFeatures, type FeatureVector, type LicenseFieldKey } from "../server/documents/extract/calibration/license-features";
import { probabilityRight, shownConfidence, type ConfidenceModel } from "../server/documents/extract/calibration/calibrator";
import { licenseFieldCorrect, type LicenseTruth } from "../server/documents/accuracy";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";
import { LICENSE_TYPE_NAMES } from "../server/features/licenses/catalogue/types";
import { fitLogistic } from "./field-confidence/logistic";

const DEFAULT_SETS = ["tmp/generated/tune", "tmp/generated/rough", "tmp/generated/dates", "tmp/generated/pages", "tmp/generated/forms", "tests/fixtures/blind3", "tests/fixtures"];
/** Among the values the calibrated reader shows as sure, at most this share wrong on every training folder. */
const MAX_SURE_WRONG = 0.015;
/** L2 penalty on the weights (the field-wise features are many for a few hundred wrong values). */
const PENALTY = 2;
const OUT = path.resolve("server/documents/extract/calibration/license-confidence.json");

const CONTENT_TYPES: Record<string, DocumentContentType> = { ".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg" };

interface Row {
  set: string;
  file: string;
  field: LicenseFieldKey;
  rule: number;
  features: FeatureVector;
  correct: boolean;
}

async function readText(dir: string, file: string) {
  const cached = path.join(dir, ".text", "licenses", `${file}.json`);
  if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, "utf8")) as Awaited<ReturnType<typeof extractText>>;
  const bytes = fs.readFileSync(path.join(dir, "licenses", file));
  const text = await extractText(bytes, CONTENT_TYPES[path.extname(file).toLowerCase()]!);
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  fs.writeFileSync(cached, JSON.stringify(text));
  return text;
}

async function rowsOf(dir: string): Promise<Row[]> {
  const folder = path.join(dir, "licenses");
  if (!fs.existsSync(folder)) return [];
  const rows: Row[] = [];
  const set = path.basename(dir);
  for (const file of fs.readdirSync(folder).filter((f) => CONTENT_TYPES[path.extname(f).toLowerCase()]).sort()) {
    const truthFile = path.join(folder, file.replace(/\.\w+$/, ".expected.json"));
    if (!fs.existsSync(truthFile)) continue;
    const truth = JSON.parse(fs.readFileSync(truthFile, "utf8")) as LicenseTruth;
    const text = await readText(dir, file);
    const fromOcr = text.method === "ocr";
    const fields = readLicenseRules(text.text, { licenseTypeNames: [...LICENSE_TYPE_NAMES], fromOcr, words: text.words });
    const vectors = licenseFeatures(fields, { text: text.text, lines: toLines(text.text), words: text.words, fromOcr });
    for (const [field, features] of Object.entries(vectors) as [LicenseFieldKey, FeatureVector][]) {
      rows.push({ set, file, field, rule: fields[field].confidence, features, correct: licenseFieldCorrect(field, fields[field].value, truth) });
    }
  }
  return rows;
}

const sureBefore = (r: Row) => r.rule >= LOW_CONFIDENCE;
const sureAfter = (model: ConfidenceModel) => (r: Row) => Math.min(r.rule, shownConfidence(model, probabilityRight(model, r.features))) >= LOW_CONFIDENCE;

function tally(rows: Row[], sure: (r: Row) => boolean) {
  const s = rows.filter(sure);
  return { sure: s.length, wrong: s.filter((r) => !r.correct).length, right: s.filter((r) => r.correct).length };
}

/** The lowest `sure` bar at which every folder's sure-but-wrong share is within MAX_SURE_WRONG. */
function chooseBar(weights: Record<string, number>, rows: Row[]): number {
  const p = rows.map((r) => probabilityRight({ weights, sure: 0.5 }, r.features));
  const sets = [...new Set(rows.map((r) => r.set))];
  const bars = [...new Set(p.map((x) => Math.round(x * 1000) / 1000))].sort((a, b) => a - b);
  for (const bar of bars) {
    const ok = sets.every((s) => {
      const sure = rows.filter((r, i) => r.set === s && sureBefore(r) && p[i]! >= bar);
      const wrong = sure.filter((r) => !r.correct).length;
      return sure.length === 0 || wrong / sure.length <= MAX_SURE_WRONG;
    });
    if (ok) return Math.min(0.99, Math.max(0.01, bar));
  }
  return 0.99;
}

function fit(rows: Row[]): ConfidenceModel {
  const weights = fitLogistic(
    rows.map((r) => ({ x: r.features, y: r.correct ? 1 : 0 })),
    PENALTY,
  );
  return { weights, sure: chooseBar(weights, rows) };
}

const pct = (a: number, b: number) => (b === 0 ? "—" : `${((100 * a) / b).toFixed(1)} %`);

function report(title: string, rows: Row[], model: ConfidenceModel, sets: string[]) {
  console.log(`\n${title}`);
  console.log("set                 values  right  sure-but-wrong before → after        right and sure before → after (dropped)");
  for (const s of [...sets, "all"]) {
    const rs = s === "all" ? rows : rows.filter((r) => r.set === s);
    const b = tally(rs, sureBefore);
    const a = tally(rs, sureAfter(model));
    const right = rs.filter((r) => r.correct).length;
    console.log(
      `${s.padEnd(20)}${String(rs.length).padStart(6)}${String(right).padStart(7)}  ${`${b.wrong}/${b.sure} (${pct(b.wrong, b.sure)})`.padEnd(17)} → ${`${a.wrong}/${a.sure} (${pct(a.wrong, a.sure)})`.padEnd(17)}  ${String(b.right).padStart(5)} → ${String(a.right).padStart(5)} (${b.right - a.right})`,
    );
  }
}

async function main() {
  const args = process.argv.slice(2);
  const dirs = args.filter((a) => !a.startsWith("--"));
  const folders = (dirs.length > 0 ? dirs : DEFAULT_SETS).map((d) => path.resolve(d));
  const rows: Row[] = [];
  for (const dir of folders) {
    if (!fs.existsSync(dir)) throw new Error(`${dir} is missing (generate it: npx tsx tests/fixtures/generator/index.ts --set ${path.basename(dir)})`);
    const rs = await rowsOf(dir);
    console.log(`${path.relative(process.cwd(), dir)}: ${rs.length} values read, ${rs.filter((r) => !r.correct).length} wrong`);
    rows.push(...rs);
  }
  await shutdownOcr();
  const sets = [...new Set(rows.map((r) => r.set))];
  const model = fit(rows);
  report(`fitted on every folder (sure bar ${model.sure})`, rows, model, sets);
  if (args.includes("--show")) {
    console.log("\nshown as sure by the rules but wrong (probability right → sure after?):");
    for (const r of rows.filter((x) => sureBefore(x) && !x.correct)) {
      const p = probabilityRight(model, r.features);
      console.log(`  ${r.set}/${r.file} ${r.field} rule ${r.rule} → p ${p.toFixed(3)}${sureAfter(model)(r) ? "  STILL SURE" : ""}`);
    }
  }
  if (args.includes("--cv")) {
    for (const s of sets) {
      const held = fit(rows.filter((r) => r.set !== s));
      report(`${s} left out of the fit (sure bar ${held.sure})`, rows.filter((r) => r.set === s), held, [s]);
    }
  }
  const rounded = Object.fromEntries(Object.entries(model.weights).map(([k, v]) => [k, Math.round(v * 1e4) / 1e4]).filter(([, v]) => v !== 0));
  const out = { trainedOn: sets, values: rows.length, sure: Math.round(model.sure * 1e4) / 1e4, weights: rounded };
  fs.writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), OUT)} (${Object.keys(rounded).length} weights)`);
}

void main();
