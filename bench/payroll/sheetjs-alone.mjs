// Baseline: SheetJS reading the workbook, nothing else. Prints { ms, cpuMs, peakMb } on stdout.
import { readFileSync } from "node:fs";
import * as XLSX from "xlsx";

const bytes = readFileSync(process.argv[2]);
const base = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const started = performance.now();
const book = XLSX.read(bytes, { type: "buffer" }); // SheetJS defaults
const ms = performance.now() - started;
const used = process.cpuUsage(cpu0);
const cpuMs = (used.user + used.system) / 1000;
if (!book.SheetNames.length) throw new Error("no sheets");
const peakMb = (process.resourceUsage().maxRSS * 1024 - base) / 1048576;
console.log(JSON.stringify({ ms, cpuMs, peakMb }));
