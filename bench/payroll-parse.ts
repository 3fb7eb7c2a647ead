/**
 * Payroll parsing benchmark: time and peak memory to read a 10 MB workbook, as ratios to SheetJS reading
 * the same file alone in the same run. Each measurement runs in its own process (peak RSS is per process),
 * three times; the median is reported. Run: `npx tsx bench/payroll-parse.ts`.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { benchWorkbookPath } from "./payroll/workbook";

interface Measure {
  ms: number;
  peakMb: number;
  employees?: number;
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const RUNS = 3;

function run(script: string, file: string, typescript: boolean): Measure {
  const args = typescript ? ["--import", "tsx", here(script), file] : [here(script), file];
  const out = execFileSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Measure;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function measure(script: string, file: string, typescript: boolean): Measure {
  const runs = Array.from({ length: RUNS }, () => run(script, file, typescript));
  return { ms: median(runs.map((r) => r.ms)), peakMb: median(runs.map((r) => r.peakMb)), employees: runs[0]!.employees };
}

export function runPayrollParseBench(): Array<{ name: string; ms: number; peakMb: number; timeRatio: number; memoryRatio: number }> {
  const file = benchWorkbookPath();
  const mb = statSync(file).size / 1048576;
  const baseline = measure("./payroll/sheetjs-alone.mjs", file, false);
  const reader = measure("./payroll/reader-alone.ts", file, true);
  const pooled = measure("./payroll/through-pool.ts", file, true);
  const rows = [
    { name: "SheetJS XLSX.read alone (baseline)", ...baseline },
    { name: `payroll reader (${reader.employees?.toLocaleString("en-US")} employees)`, ...reader },
    { name: "upload path: parse worker thread", ...pooled },
  ].map((r) => ({ name: r.name, ms: r.ms, peakMb: r.peakMb, timeRatio: r.ms / baseline.ms, memoryRatio: r.peakMb / baseline.peakMb }));

  console.log(`\nPayroll parsing: ${mb.toFixed(2)} MB .xlsx, 85,000 rows (median of ${RUNS} runs, each in a fresh process)`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(44)} ${(r.ms / 1000).toFixed(2).padStart(6)} s  ×${r.timeRatio.toFixed(2)}   peak +${r.peakMb.toFixed(0).padStart(5)} MB  ×${r.memoryRatio.toFixed(2)}`,
    );
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) runPayrollParseBench();
