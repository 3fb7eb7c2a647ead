// OCR recall on photos and scans: for every image and scanned PDF of the given folders (laid out like
// tests/fixtures: licenses/, manuals/, X.ext beside X.expected.json), the share of ground-truth values found
// verbatim (case and whitespace normalised) in the OCR text, and seconds per page, per kind (photo / PNG scan /
// scanned PDF). It measures the reader's text, before any field rule: a value the OCR lost no rule can find.
// Run: /work/heavy npx tsx bench/ocr-recall.ts tests/fixtures/blind3 tests/fixtures/blind4 tmp/generated/rough
//      --text <dir>: also write each document's OCR text there (for diffing two runs); --only <regex>: the
//      documents whose "format path" matches (e.g. --only photo).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractText, shutdownOcr, type DocumentContentType } from "../server/documents/text";

const contentTypes: Record<string, DocumentContentType> = { ".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg" };

const args = process.argv.slice(2);
const textOut = args.includes("--text") ? args[args.indexOf("--text") + 1]! : null;
const only = args.includes("--only") ? new RegExp(args[args.indexOf("--only") + 1]!) : null;
const dirs = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--text" && args[i - 1] !== "--only");

/** Case, whitespace (tabs between cells too) and dash forms normalised. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[‐‑‒–—−]/g, "-")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
/** Letters and digits only: a near miss (punctuation or spacing lost) still counts here. */
const loose = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The ways a date is commonly printed; the value is found when any of them is. */
function dateForms(iso: string, printed?: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return [iso];
  const [y, mo, d] = [m[1]!, m[2]!, m[3]!];
  const M = String(Number(mo)), D = String(Number(d)), yy = y.slice(2);
  const name = MONTHS[Number(mo) - 1]!;
  const abbr = name.slice(0, 3);
  const ord = D + (["11", "12", "13"].includes(D) ? "th" : ({ "1": "st", "2": "nd", "3": "rd" } as Record<string, string>)[D.slice(-1)] ?? "th");
  const forms = [
    `${mo}/${d}/${y}`, `${M}/${D}/${y}`, `${mo}-${d}-${y}`, `${M}-${D}-${y}`, `${mo}.${d}.${y}`, `${mo}/${d}/${yy}`, `${M}/${D}/${yy}`, `${mo}-${d}-${yy}`,
    `${iso}`, `${y}/${mo}/${d}`,
    `${name} ${D}, ${y}`, `${name} ${D} ${y}`, `${abbr}. ${D}, ${y}`, `${abbr} ${D}, ${y}`, `${abbr} ${D} ${y}`,
    `${D} ${name} ${y}`, `${D} ${abbr} ${y}`, `${D}-${abbr}-${yy}`, `${D}-${abbr}-${y}`, `${d}-${abbr}-${y}`,
    `${name} ${ord}, ${y}`, `${ord} day of ${name}, ${y}`, `${ord} day of ${name} ${y}`,
  ];
  // The date part of the truth's "as printed" note, when it has one ("Issued Oct. 15, 2026").
  const shown = printed?.match(/\b(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|[A-Za-z]{3,9}\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}|\d{1,2}(?:st|nd|rd|th)? (?:day of )?[A-Za-z]{3,9},? \d{4}|\d{1,2}-[A-Za-z]{3}-\d{2,4})\b/);
  if (shown) forms.push(shown[0]);
  return forms;
}

/** The parts of a fixture's ground truth (license-v1 / manual-v1) that name printed values. */
interface Truth {
  format?: string;
  expected: Record<string, unknown> & { tasks?: { task: string }[] };
  alternatives?: Record<string, string[]>;
  asPrinted?: Record<string, string | null>;
  addressParts?: { street?: string; city?: string; zip?: string };
}

interface Probe {
  field: string;
  forms: string[];
}

function licenseProbes(t: Truth): Probe[] {
  const e = t.expected;
  const alt = (k: string) => [e[k], ...(t.alternatives?.[k] ?? [])].filter((v: unknown): v is string => typeof v === "string" && v !== "");
  const out: Probe[] = [];
  for (const k of ["licenseNumber", "issuingAuthority", "licenseeName"]) if (e[k]) out.push({ field: k, forms: alt(k) });
  for (const k of ["issueDate", "expirationDate"]) {
    const v = e[k];
    if (typeof v === "string") out.push({ field: k, forms: dateForms(v, t.asPrinted?.[k] ?? undefined) });
  }
  if (t.addressParts?.street) out.push({ field: "street", forms: [t.addressParts.street] });
  if (t.addressParts?.city) out.push({ field: "city", forms: [t.addressParts.city] });
  if (t.addressParts?.zip) out.push({ field: "zip", forms: [t.addressParts.zip] });
  return out;
}

function manualProbes(t: Truth): Probe[] {
  const e = t.expected;
  const out: Probe[] = [];
  for (const k of ["manufacturer", "model", "serial"]) {
    const v = e[k];
    if (typeof v === "string" && v) out.push({ field: k, forms: [v, ...(t.alternatives?.[k] ?? [])] });
  }
  for (const task of e.tasks ?? []) out.push({ field: "task", forms: [task.task] });
  return out;
}

function kindOf(format: string, file: string): string | null {
  if (/photo/.test(format)) return "photo";
  if (format === "png" || (format !== "text-pdf" && /\.png$/i.test(file))) return "png scan";
  if (format === "scanned-pdf") return "scanned pdf";
  return null;
}

interface Tally {
  docs: number;
  pages: number;
  ms: number;
  cpuMs: number;
  worstMs: number;
  found: number;
  foundLoose: number;
  total: number;
}
const tally = (): Tally => ({ docs: 0, pages: 0, ms: 0, cpuMs: 0, worstMs: 0, found: 0, foundLoose: 0, total: 0 });

async function main() {
  console.log(`ocr recall over ${dirs.join(", ")}  (load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")})`);
  const byKind = new Map<string, Tally>();
  const byField = new Map<string, { found: number; total: number }>();
  let warmed = false;
  for (const dir of dirs) {
    for (const sub of ["licenses", "manuals"]) {
      const folder = path.join(dir, sub);
      if (!fs.existsSync(folder)) continue;
      for (const file of fs.readdirSync(folder).sort()) {
        const type = contentTypes[path.extname(file).toLowerCase()];
        const truthFile = path.join(folder, file.replace(/\.\w+$/, ".expected.json"));
        if (!type || !fs.existsSync(truthFile)) continue;
        const truth = JSON.parse(fs.readFileSync(truthFile, "utf8")) as Truth;
        const kind = kindOf(String(truth.format ?? ""), file);
        if (!kind || (only && !only.test(`${String(truth.format)} ${dir}/${file}`))) continue;
        const bytes = fs.readFileSync(path.join(folder, file));
        if (!warmed) {
          await extractText(bytes, type);
          warmed = true;
        }
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        let res: Awaited<ReturnType<typeof extractText>>;
        try {
          res = await extractText(bytes, type, { timeoutMs: 300_000 });
        } catch (err) {
          console.log(`${path.basename(dir)}/${sub}/${file}: ${String(err)}`);
          continue;
        }
        const ms = performance.now() - t0;
        const cpu = process.cpuUsage(c0);
        const text = norm(res.text);
        const textLoose = loose(res.text);
        const probes = sub === "licenses" ? licenseProbes(truth) : manualProbes(truth);
        let found = 0, foundLoose = 0;
        const missed: string[] = [];
        for (const p of probes) {
          const hit = p.forms.some((f) => text.includes(norm(f)));
          const hitLoose = p.forms.some((f) => loose(f) !== "" && textLoose.includes(loose(f)));
          if (hit) found++;
          else missed.push(p.field);
          if (hitLoose) foundLoose++;
          const bf = byField.get(p.field) ?? { found: 0, total: 0 };
          bf.total++;
          if (hit) bf.found++;
          byField.set(p.field, bf);
        }
        const k = byKind.get(kind) ?? tally();
        const pages = Math.max(1, res.pages);
        k.docs++;
        k.pages += pages;
        k.ms += ms;
        k.cpuMs += (cpu.user + cpu.system) / 1000;
        k.worstMs = Math.max(k.worstMs, ms / pages);
        k.found += found;
        k.foundLoose += foundLoose;
        k.total += probes.length;
        byKind.set(kind, k);
        const name = `${path.basename(dir)}/${sub}/${file}`;
        console.log(`${name.padEnd(90)} ${kind.padEnd(11)} ${String(found).padStart(2)}/${String(probes.length).padEnd(2)} loose ${String(foundLoose).padStart(2)}  ${(ms / pages / 1000).toFixed(2)} s/page  CPU ${((cpu.user + cpu.system) / 1e6 / pages).toFixed(2)}  conf ${(res.confidence ?? 0).toFixed(2)}${missed.length ? `  lost: ${missed.join(", ")}` : ""}`);
        if (textOut) {
          fs.mkdirSync(textOut, { recursive: true });
          fs.writeFileSync(path.join(textOut, `${path.basename(dir)}--${sub}--${file}.txt`), res.text);
        }
      }
    }
  }
  await shutdownOcr();
  console.log(`\n${"kind".padEnd(12)} docs pages  found (verbatim)   loose            s/page wall (worst)  CPU s/page`);
  const all = tally();
  for (const [kind, k] of [...byKind.entries()].sort()) {
    for (const key of Object.keys(all) as (keyof Tally)[]) all[key] = key === "worstMs" ? Math.max(all.worstMs, k.worstMs) : all[key] + k[key];
    console.log(row(kind, k));
  }
  console.log(row("all", all));
  console.log(`\nper field: ${[...byField.entries()].map(([f, v]) => `${f} ${v.found}/${v.total}`).join(", ")}`);
  console.log(`load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
}

function row(kind: string, k: Tally): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, k.total)).toFixed(1)} %`;
  return `${kind.padEnd(12)} ${String(k.docs).padStart(4)} ${String(k.pages).padStart(5)}  ${`${k.found}/${k.total} ${pct(k.found)}`.padEnd(18)} ${`${k.foundLoose} ${pct(k.foundLoose)}`.padEnd(16)} ${(k.ms / k.pages / 1000).toFixed(2)} (${(k.worstMs / 1000).toFixed(2)})          ${(k.cpuMs / k.pages / 1000).toFixed(2)}`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
