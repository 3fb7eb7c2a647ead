// What an upload pays: the file's bytes moved to a parse worker thread, read there, the tips distributed and
// the stored reading and the answer serialised there, and both sent back as transferred bytes — the job of
// POST /api/payroll/upload (server/features/payroll/parse/jobs.ts), with the worker already started.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PayrollParsePool } from "../../server/features/payroll/parse/pool";

const file = process.argv[2]!;
const bytes = new Uint8Array(readFileSync(file));
const pool = new PayrollParsePool({ size: 1, timeoutMs: 600_000 });
// Start the worker (tsx, SheetJS) first: that is paid once per worker, not per upload.
const coldStarted = performance.now();
await pool.calculate([{ fileName: "warm.csv", bytes: new TextEncoder().encode("Employee,Tips\nA,1\n") }], "as_reported");
const workerStartMs = performance.now() - coldStarted;
const base = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const started = performance.now();
const prepared = await pool.calculate([{ fileName: path.basename(file), bytes }], "as_reported", { transfer: true });
const ms = performance.now() - started;
const used = process.cpuUsage(cpu0);
const cpuMs = (used.user + used.system) / 1000;
const peakMb = (process.resourceUsage().maxRSS * 1024 - base) / 1048576;
await pool.close();
const answerMb = (prepared.stored.byteLength + prepared.breakdown.byteLength) / 1048576;
console.log(JSON.stringify({ ms, cpuMs, peakMb, employees: prepared.totals.employeeCount, workerStartMs, answerMb }));
