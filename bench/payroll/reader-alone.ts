// The payroll reader (find the header, read every row, merge employees) on the calling thread.
import { readFileSync } from "node:fs";
import path from "node:path";
import { readPayrollUpload } from "../../server/features/payroll/reader";

const file = process.argv[2]!;
const bytes = new Uint8Array(readFileSync(file));
const base = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const started = performance.now();
const result = readPayrollUpload([{ fileName: path.basename(file), bytes }]);
const ms = performance.now() - started;
const used = process.cpuUsage(cpu0);
const cpuMs = (used.user + used.system) / 1000;
const peakMb = (process.resourceUsage().maxRSS * 1024 - base) / 1048576;
console.log(JSON.stringify({ ms, cpuMs, peakMb, employees: result.employeeCount, totalTipsCents: result.totalTipsCents }));
