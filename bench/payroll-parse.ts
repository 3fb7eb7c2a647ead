/**
 * Payroll parsing benchmark: time and peak memory to read a 10 MB workbook, as ratios to SheetJS reading
 * the same file alone in the same run. Every measurement runs in a fresh process (peak RSS is per process);
 * the three kinds are interleaved, RUNS rounds, and the medians are compared, so a busy machine skews all
 * of them alike. CPU time (all threads of the process) is steadier than wall time on a shared machine.
 * The figure that matters is the upload path: what POST /api/payroll/upload has its parse worker do (read,
 * distribute, serialise the stored reading and the answer, bytes moved both ways). Target: at most ×1.3 of
 * SheetJS alone in wall time and peak memory. A cold worker's start-up is reported apart: it is paid once
 * per worker (idle workers stop after a minute), not per upload.
 * Run: `npx tsx bench/payroll-parse.ts` (BENCH_RUNS=n), or call runPayrollParseBench from the bench runner.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { benchWorkbookPath } from "./payroll/workbook";

interface Measure {
  ms: number;
  cpuMs: number;
  peakMb: number;
  employees?: number;
  /** Upload path only: starting the worker (tsx, the reader, SheetJS), and the size of what it answers. */
  workerStartMs?: number;
  answerMb?: number;
}

export interface PayrollBenchRow {
  name: string;
  ms: number;
  cpuMs: number;
  peakMb: number;
  timeRatio: number;
  cpuRatio: number;
  memoryRatio: number;
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const ROWS = 85_000;
const TARGET = 1.3;

const KINDS = [
  { name: "SheetJS XLSX.read alone (defaults)", script: "./payroll/sheetjs-alone.mjs", typescript: false },
  { name: "payroll reader, same thread", script: "./payroll/reader-alone.ts", typescript: true },
  { name: "upload path: parse worker job", script: "./payroll/through-pool.ts", typescript: true },
] as const;

function run(script: string, file: string, typescript: boolean): Measure {
  const args = typescript ? ["--import", "tsx", here(script), file] : [here(script), file];
  const out = execFileSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Measure;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function runPayrollParseBench(runs = Number(process.env.BENCH_RUNS ?? 3)): PayrollBenchRow[] {
  const file = benchWorkbookPath(ROWS);
  const mb = statSync(file).size / 1048576;
  const results: Measure[][] = KINDS.map(() => []);
  for (let round = 0; round < runs; round++) {
    KINDS.forEach((kind, i) => results[i]!.push(run(kind.script, file, kind.typescript)));
  }
  const medians = results.map((rs) => ({ ms: median(rs.map((r) => r.ms)), cpuMs: median(rs.map((r) => r.cpuMs)), peakMb: median(rs.map((r) => r.peakMb)) }));
  const base = medians[0]!;
  const rows = KINDS.map((kind, i) => {
    const m = medians[i]!;
    return { name: kind.name, ...m, timeRatio: m.ms / base.ms, cpuRatio: m.cpuMs / base.cpuMs, memoryRatio: m.peakMb / base.peakMb };
  });

  const load = os.loadavg()[0]!.toFixed(1);
  console.log(`\nPayroll parsing: ${mb.toFixed(2)} MB .xlsx, ${ROWS.toLocaleString("en-US")} rows; median of ${runs} interleaved runs; load average ${load} on ${os.cpus().length} cores`);
  console.log(`  ${"".padEnd(38)} ${"wall".padStart(8)} ${"ratio".padStart(6)} ${"CPU".padStart(8)} ${"ratio".padStart(6)} ${"peak RSS".padStart(10)} ${"ratio".padStart(6)}`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(38)} ${`${(r.ms / 1000).toFixed(2)} s`.padStart(8)} ${`×${r.timeRatio.toFixed(2)}`.padStart(6)} ${`${(r.cpuMs / 1000).toFixed(2)} s`.padStart(8)} ${`×${r.cpuRatio.toFixed(2)}`.padStart(6)} ${`+${r.peakMb.toFixed(0)} MB`.padStart(10)} ${`×${r.memoryRatio.toFixed(2)}`.padStart(6)}`,
    );
  }
  const upload = rows[2]!;
  const uploadRuns = results[2]!;
  const verdict = (ratio: number) => (ratio <= TARGET ? "meets" : "SHORT");
  console.log(
    `  upload path vs SheetJS alone: wall ×${upload.timeRatio.toFixed(2)} (${verdict(upload.timeRatio)}), peak memory ×${upload.memoryRatio.toFixed(2)} (${verdict(upload.memoryRatio)}); target ≤ ×${TARGET}`,
  );
  console.log(
    `  (the upload path also serialises ${median(uploadRuns.map((r) => r.answerMb ?? 0)).toFixed(1)} MB of JSON: the stored reading and the answer; a cold worker first takes ${(median(uploadRuns.map((r) => r.workerStartMs ?? 0)) / 1000).toFixed(2)} s to start)`,
  );
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) runPayrollParseBench();
