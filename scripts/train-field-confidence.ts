// Fits the license reader's confidence calibrator (server/documents/extract/calibration/) and writes its weights.
// Run: npx tsx scripts/train-field-confidence.ts [<folder> ...] [--cv]
//   Folders are laid out like tests/fixtures (licenses/X.ext beside X.expected.json); the default is the training
//   sets: tmp/generated/{tune,rough,dates,pages,forms} (write them with tests/fixtures/generator/index.ts --set <name>),
//   tests/fixtures/blind3, tests/fixtures/blind4 (a tuning set since 2026-11-27's second session) and the fixtures.
//   Each document's text is read once and kept under <folder>/.text, as
//   `npm run bench:extraction -- --cache` does, so a retrain after a rule change reads no page again.
//   --cv: also fit once per folder left out and score that folder (how the calibrator holds on a set it never saw).
//   --penalty=<n>: another L2 penalty than the default 1 (1 and 2 put the same share of blind3's
//     sure-but-wrong values under the threshold in --cv-halves; 1 fewer right ones; 5 and 10 many more right ones).
//   --cv-halves: the same for each half of a strict folder (how bars learned on some blind documents hold on others).
//   --score: fit nothing; score the committed weights on the folders given (sets kept out of training), and on the
//     first reads named by --with-first-reads (those the committed weights were not fitted with).
//   --curve: what other bars would cost, per folder.
//   --show: list the values the rules showed as sure that were wrong, with the calibrated probability.
//   --first-read <folder>: fit nothing; read a blind set that nobody has tuned on yet and keep what the reader made of
//     it (each value's features and whether it was right) in tests/fixtures/calibration/first-reads/<set>.json.
//   --with-first-reads[=set,set]: fit on those rows too, all kept or only the sets named, each as the strict set
//     "<set>-first": once a set's misses have been mended, only its first read still shows how the reader errs on a
//     hand it has never seen. Leave out the first read of a set still untouched (it is what verifies the fit). The
//     committed weights were fitted with --with-first-reads=blind4,blind6,blind7,blind8,blind9,blind10 (2026-11-28, fourth session;
//     ARCHITECTURE, "First reads": on the untouched blind5 and blind11 license values sure-but-wrong 1/132 → 0/151).
// Writes server/documents/extract/calibration/license-confidence.json and prints, per folder, the values shown as
// sure but wrong and the right values shown as sure, before (the rules' confidences) and after (calibrated).
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { extractText, shutdownOcr, type DocumentContentType } from "../server/documents/text";
import { readLicenseRules } from "../server/documents/extract/license-rules";
import { toLines } from "../server/documents/extract/doc";
import { licenseFeatures, type FeatureVector, type LicenseFieldKey } from "../server/documents/extract/calibration/license-features";
import { LICENSE_CONFIDENCE_MODEL, probabilityRight, shownConfidence, type ConfidenceModel } from "../server/documents/extract/calibration/calibrator";
import { licenseFieldCorrect, type LicenseTruth } from "../server/documents/accuracy";
import { LOW_CONFIDENCE } from "@shared/domain/confidence";
import { LICENSE_TYPE_NAMES } from "../server/features/licenses/catalogue/types";
import { fitLogistic } from "./field-confidence/logistic";
import { cachedText } from "../bench/support/text-cache";

const DEFAULT_SETS = ["tmp/generated/tune", "tmp/generated/rough", "tmp/generated/dates", "tmp/generated/pages", "tmp/generated/forms", "tests/fixtures/blind3", "tests/fixtures/blind4", "tests/fixtures"];
/** Among the values the calibrated reader shows as sure, at most this share wrong on every training folder. */
const MAX_SURE_WRONG = 0.015;
/** L2 penalty on the weights (the field-wise features are many for under a hundred wrong values). */
const PENALTY = Number(process.argv.find((a) => a.startsWith("--penalty="))?.slice(10) ?? 1);
const OUT = path.resolve("server/documents/extract/calibration/license-confidence.json");
/** The first reads of blind sets, taken before anyone tuned on them (--first-read). */
const FIRST_READS = path.resolve("tests/fixtures/calibration/first-reads");
/** Rows kept of a first read: the model's inputs and the outcome, not the document's values. */
interface FirstRead {
  set: string;
  commit: string;
  takenAt: string;
  rows: Array<Omit<Row, "set">>;
}

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
  return cachedText(path.join(dir, ".text", "licenses", `${file}.json`), () =>
    extractText(fs.readFileSync(path.join(dir, "licenses", file)), CONTENT_TYPES[path.extname(file).toLowerCase()]!),
  );
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
const sureAfter = (model: ConfidenceModel) => (r: Row) => Math.min(r.rule, shownConfidence(model, probabilityRight(model, r.features), r.field)) >= LOW_CONFIDENCE;

function tally(rows: Row[], sure: (r: Row) => boolean) {
  const s = rows.filter(sure);
  return { sure: s.length, wrong: s.filter((r) => !r.correct).length, right: s.filter((r) => r.correct).length };
}

/**
 * Folders whose own sure-but-wrong share must be within MAX_SURE_WRONG, not only the pooled one: the set written by
 * other hands, the closest to the documents users bring. A generated set's few sure-but-wrong values (rough photos:
 * three in a hundred) would otherwise set a bar that sends hundreds of right values to "please check".
 */
const STRICT_SETS = ["blind3", "blind4"];
const isStrict = (set: string) => STRICT_SETS.includes(set) || set.endsWith("-first");

/** The first reads to fit with: every one kept, or only the sets named (`--with-first-reads=blind4,blind6`). */
function firstReads(only: string[] | null): Row[] {
  if (!fs.existsSync(FIRST_READS)) return [];
  return fs
    .readdirSync(FIRST_READS)
    .filter((f) => f.endsWith(".json") && (!only || only.includes(path.basename(f, ".json"))))
    .sort()
    .flatMap((f) => {
      const read = JSON.parse(fs.readFileSync(path.join(FIRST_READS, f), "utf8")) as FirstRead;
      return read.rows.map((r) => ({ ...r, set: `${read.set}-first` }));
    });
}

async function keepFirstRead(dir: string): Promise<void> {
  const set = path.basename(dir);
  const rows = await rowsOf(dir);
  await shutdownOcr();
  const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  const read: FirstRead = { set, commit, takenAt: new Date().toISOString().slice(0, 10), rows: rows.map(({ set: _set, ...r }) => r) };
  fs.mkdirSync(FIRST_READS, { recursive: true });
  const out = path.join(FIRST_READS, `${set}.json`);
  fs.writeFileSync(out, `${JSON.stringify(read)}\n`);
  const sure = tally(rows, sureBefore);
  console.log(`${path.relative(process.cwd(), out)}: ${rows.length} values, ${rows.filter((r) => !r.correct).length} wrong, sure-but-wrong ${sure.wrong}/${sure.sure} (commit ${commit})`);
}

const shareOk = (rows: Row[], sure: (r: Row, i: number) => boolean) => {
  const s = rows.filter(sure);
  return s.length === 0 || s.filter((r) => !r.correct).length / s.length <= MAX_SURE_WRONG;
};

/**
 * A bar per field: start every field at the lowest bar (nothing lowered), then, while the pooled share or a strict
 * folder's share of sure values that are wrong is above MAX_SURE_WRONG, raise the bar of the field where the next
 * wrong value of a failing folder is put under the threshold at the fewest right values put under with it.
 */
function chooseBars(weights: Record<string, number>, rows: Row[]): Record<string, number> {
  const p = rows.map((r) => probabilityRight({ weights, sure: 0.5 }, r.features));
  const strict = [...new Set(rows.map((r) => r.set))].filter(isStrict);
  const fields = [...new Set(rows.map((r) => r.field))];
  const bars: Record<string, number> = Object.fromEntries(fields.map((f) => [f, FLOOR]));
  const sure = (r: Row, i: number) => sureBefore(r) && p[i]! >= bars[r.field]!;
  const failing = () => [...(shareOk(rows, sure) ? [] : ["*"]), ...strict.filter((s) => !shareOk(rows, (r, i) => r.set === s && sure(r, i)))];
  for (let fail = failing(); fail.length > 0; fail = failing()) {
    let best: { field: string; bar: number; ratio: number } | null = null;
    for (const field of fields) {
      // The next wrong value still sure in a failing folder: the bar just over it.
      const next = rows
        .map((r, i) => ({ r, i }))
        .filter(({ r, i }) => r.field === field && !r.correct && sure(r, i) && (fail.includes("*") || fail.includes(r.set)))
        .map(({ i }) => p[i]!)
        .sort((a, b) => a - b)[0];
      if (next === undefined) continue;
      const bar = next + 1e-4;
      const dropped = rows.filter((r, i) => r.field === field && r.correct && sure(r, i) && p[i]! < bar).length;
      const removed = rows.filter((r, i) => r.field === field && !r.correct && sure(r, i) && p[i]! < bar).length;
      const ratio = removed / (dropped + 0.5);
      if (!best || ratio > best.ratio) best = { field, bar, ratio };
    }
    if (!best) break;
    bars[best.field] = Math.round(best.bar * 1e4) / 1e4;
  }
  return bars;
}

/** The lowest bar: a value the model gives even odds or better keeps the rule's confidence unless the checks say otherwise. */
const FLOOR = 0.5;

/** What each bar would cost: per folder, sure-but-wrong and right values under the threshold. */
function curve(model: ConfidenceModel, rows: Row[], sets: string[]) {
  console.log(`\nbar    ${sets.map((s) => s.padEnd(18)).join("")}  (sure-but-wrong / right and sure)`);
  for (const bar of [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.92, 0.94, 0.96]) {
    const m = { weights: model.weights, sure: bar };
    console.log(`${bar.toFixed(2)}   ${sets.map((s) => { const t = tally(rows.filter((r) => r.set === s), sureAfter(m)); return `${t.wrong}/${t.right}`.padEnd(18); }).join("")}`);
  }
}

function fit(rows: Row[]): ConfidenceModel {
  const weights = fitLogistic(
    rows.map((r) => ({ x: r.features, y: r.correct ? 1 : 0 })),
    PENALTY,
  );
  return { weights, sure: FLOOR, sureByField: chooseBars(weights, rows) };
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
  const firstReadAt = args.indexOf("--first-read");
  if (firstReadAt !== -1) {
    await keepFirstRead(path.resolve(args[firstReadAt + 1] ?? ""));
    return;
  }
  const dirs = args.filter((a) => !a.startsWith("--"));
  const folders = (dirs.length > 0 ? dirs : DEFAULT_SETS).map((d) => path.resolve(d));
  const rows: Row[] = [];
  const scoreOnly = args.includes("--score");
  for (const dir of folders) {
    if (!fs.existsSync(dir)) throw new Error(`${dir} is missing (generate it: npx tsx tests/fixtures/generator/index.ts --set ${path.basename(dir)})`);
    const rs = await rowsOf(dir);
    console.log(`${path.relative(process.cwd(), dir)}: ${rs.length} values read, ${rs.filter((r) => !r.correct).length} wrong`);
    rows.push(...rs);
  }
  await shutdownOcr();
  const withFirst = args.find((a) => a === "--with-first-reads" || a.startsWith("--with-first-reads="));
  if (withFirst) rows.push(...firstReads(withFirst.includes("=") ? withFirst.split("=")[1]!.split(",") : null));
  const sets = [...new Set(rows.map((r) => r.set))];
  if (scoreOnly) {
    report("the committed model", rows, LICENSE_CONFIDENCE_MODEL, sets);
    return;
  }
  const model = fit(rows);
  report(`fitted on every folder (bars ${JSON.stringify(model.sureByField)})`, rows, model, sets);
  if (args.includes("--curve")) curve(model, rows, sets);
  if (args.includes("--show")) {
    console.log("\nshown as sure by the rules but wrong (probability right → sure after?):");
    for (const r of rows.filter((x) => sureBefore(x) && !x.correct)) {
      const p = probabilityRight(model, r.features);
      console.log(`  ${r.set}/${r.file} ${r.field} rule ${r.rule} → p ${p.toFixed(3)}${sureAfter(model)(r) ? "  STILL SURE" : ""}`);
    }
  }
  if (args.includes("--cv-halves")) {
    // The strict folder split in two by document: fitted with one half (its bars held to MAX_SURE_WRONG there), scored on the other.
    for (const s of sets.filter(isStrict)) {
      const files = [...new Set(rows.filter((r) => r.set === s).map((r) => r.file))];
      const held: Row[] = [];
      for (const half of [0, 1]) {
        const out = new Set(files.filter((_, i) => i % 2 === half));
        const m = fit(rows.filter((r) => !(r.set === s && out.has(r.file))));
        held.push(...rows.filter((r) => r.set === s && out.has(r.file)).map((r) => ({ ...r, sureAfter: sureAfter(m)(r) })));
      }
      const b = tally(held, sureBefore);
      const a = tally(held, (r) => (r as Row & { sureAfter: boolean }).sureAfter);
      console.log(`\n${s}, each half scored by a fit on the other: sure-but-wrong ${b.wrong}/${b.sure} → ${a.wrong}/${a.sure}, right and sure ${b.right} → ${a.right}`);
    }
  }
  if (args.includes("--cv")) {
    for (const s of sets) {
      const held = fit(rows.filter((r) => r.set !== s));
      report(`${s} left out of the fit (bars ${JSON.stringify(held.sureByField)})`, rows.filter((r) => r.set === s), held, [s]);
    }
  }
  const rounded = Object.fromEntries(Object.entries(model.weights).map(([k, v]) => [k, Math.round(v * 1e4) / 1e4]).filter(([, v]) => v !== 0));
  const out = { trainedOn: sets, values: rows.length, sure: model.sure, sureByField: model.sureByField, weights: rounded };
  fs.writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), OUT)} (${Object.keys(rounded).length} weights)`);
}

void main();
