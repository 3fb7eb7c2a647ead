// What an upload pays: the bytes sent to a parse worker thread, read there, the result sent back.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PayrollParsePool } from "../../server/features/payroll/parse/pool";

const file = process.argv[2]!;
const bytes = new Uint8Array(readFileSync(file));
const pool = new PayrollParsePool({ size: 1, timeoutMs: 600_000 });
// Start the worker (tsx, SheetJS) first: that is paid once per worker, not per upload.
await pool.read([{ fileName: "warm.csv", bytes: new TextEncoder().encode("Employee,Tips\nA,1\n") }]);
const base = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const started = performance.now();
const result = await pool.read([{ fileName: path.basename(file), bytes }]);
const ms = performance.now() - started;
const used = process.cpuUsage(cpu0);
const cpuMs = (used.user + used.system) / 1000;
const peakMb = (process.resourceUsage().maxRSS * 1024 - base) / 1048576;
await pool.close();
console.log(JSON.stringify({ ms, cpuMs, peakMb, employees: result.employeeCount }));
