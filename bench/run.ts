/**
 * `npm run bench`: every benchmark, each printing its figures as ratios against a baseline measured in
 * the same run. Each runs in its own process so one's memory and worker threads do not disturb another.
 */
import { spawnSync } from "node:child_process";

const BENCHES: Array<{ name: string; script: string }> = [
  { name: "payroll parsing vs SheetJS alone", script: "bench/payroll-parse.ts" },
  { name: "document extraction vs the text-layer baseline", script: "bench/documents.ts" },
  { name: "authenticated list endpoints vs a minimal server on the same SQL", script: "bench/list-endpoints.ts" },
  { name: "light endpoint p99 under payroll uploads vs idle", script: "bench/light-under-load.ts" },
  { name: "light endpoint p99 during a 5,000-row import vs idle", script: "bench/import-under-load.ts" },
  { name: "light endpoint p99 on a web instance while separate workers read 50 scans vs idle", script: "bench/light-while-workers-read.ts" },
  { name: "a 500-location organization's screens vs a one-location organization's", script: "bench/large-org.ts" },
  { name: "the group view for 500 locations vs 50", script: "bench/group-overview.ts" },
  { name: "inspection binder PDF (20 licenses, 30 records) vs reading its bytes; light p99 while it builds vs idle", script: "bench/binder.ts" },
  { name: "a correct sign-in during 80 refused sign-ups at 16 in flight vs idle (target 1.5×)", script: "bench/signup-burst.ts" },
  { name: "first-screen JavaScript (gzip) vs target and the whole build", script: "bench/client-size.ts" },
  { name: "Lighthouse performance, accessibility and best practices (landing, dashboard; mobile, desktop) vs 97, 100, 95", script: "bench/lighthouse.ts" },
];

let failed = 0;
for (const bench of BENCHES) {
  console.log(`\n=== ${bench.name} (${bench.script})`);
  const result = spawnSync(process.execPath, ["--import", "tsx", bench.script], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
