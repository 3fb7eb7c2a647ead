// Baseline: SheetJS reading the workbook, nothing else. Prints { ms, peakMb } on stdout.
import { readFileSync } from "node:fs";
import * as XLSX from "xlsx";

const bytes = readFileSync(process.argv[2]);
const base = process.memoryUsage().rss;
const started = performance.now();
const book = XLSX.read(bytes, { type: "buffer", dense: true });
const ms = performance.now() - started;
if (!book.SheetNames.length) throw new Error("no sheets");
const peakMb = (process.resourceUsage().maxRSS * 1024 - base) / 1048576;
console.log(JSON.stringify({ ms, peakMb }));
