/**
 * A light endpoint while a large import is applied: p99 of GET /api/health while one 5,000-row import
 * (BENCH_IMPORT_ROWS, locations, a CSV) is applied through POST /api/import/locations/apply, as a ratio of its
 * idle p99 measured in the same run, with the server's own event-loop delay per phase. The real app on a
 * throw-away PostgreSQL database (PGlite when unreachable; BENCH_DATABASE_URL=none forces it); the prober runs
 * in a process of its own (bench/support/import-client.ts). Target: loaded p99 at most 3× idle — the apply
 * works in batches and yields between them, so requests interleave with it.
 * Run: `npx tsx bench/import-under-load.ts`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createTenant } from "../tests/support/factories";
import { openBenchDatabase, signIn, startApp } from "./support/bench-app";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const IDLE_SECONDS = 3;
const STATES = ["NY", "CA", "TX", "FL", "IL", "WA"];

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;

function locationsCsv(rows: number): string {
  const lines = ["Name,Address,City,State,ZIP Code,Phone,Manager"];
  for (let i = 1; i <= rows; i++) lines.push(`Store ${i},${i} Main St,Springfield,${STATES[i % STATES.length]},${String(10000 + i)},(518) 555-0100,Manager ${i}`);
  return `${lines.join("\r\n")}\r\n`;
}

async function main() {
  const csvPath = path.join(mkdtempSync(path.join(os.tmpdir(), "sous-import-bench-")), "locations.csv");
  writeFileSync(csvPath, locationsCsv(ROWS));
  const database = await openBenchDatabase();
  try {
    const { admin } = await createTenant(database.db, "Bench Import");
    const app = await startApp(database);
    const cookie = await signIn(app.url, admin.email);
    const client = fileURLToPath(new URL("./support/import-client.ts", import.meta.url));
    const loop = monitorEventLoopDelay({ resolution: 5 });
    const loops: Record<string, { p99: number; max: number }> = {};
    let current = "";
    const snapshot = (name: string) => {
      loops[name] = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
      loop.reset();
    };
    loop.enable();
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", client, app.url, cookie, "locations", csvPath, String(IDLE_SECONDS)], {
        stdio: ["ignore", "pipe", "inherit"],
        timeout: 300_000,
      });
      let stdout = "";
      let pending = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        pending += chunk.toString();
        const lines = pending.split("\n");
        pending = lines.pop()!;
        for (const line of lines) {
          const marker = /^\{"phase":"(\w+)"\}$/.exec(line)?.[1];
          if (!marker) continue;
          snapshot(current);
          current = marker;
        }
      });
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`import client exited ${code}`))));
    });
    snapshot(current);
    loop.disable();
    const r = JSON.parse(out.trim().split("\n").at(-1)!) as { idle: number[]; loaded: number[]; apply: { status: number; ms: number; counts: unknown } };
    const idleP99 = percentile(r.idle, 99);
    const loadedP99 = percentile(r.loaded, 99);
    const ratio = loadedP99 / idleP99;
    console.log(`\nGET /api/health p99 while a ${ROWS}-row locations import is applied; ${database.label}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
    const line = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} requests)`;
    console.log(`  idle:   ${line(r.idle)}`);
    console.log(`  loaded: ${line(r.loaded)}`);
    console.log(`  loaded p99 / idle p99: ×${ratio.toFixed(2)}  (target ≤ ×3: ${ratio <= 3 ? "meets" : "SHORT"})`);
    const loopText = (name: string) => `p99 ${loops[name]?.p99.toFixed(1)} ms, max ${loops[name]?.max.toFixed(1)} ms`;
    console.log(`  server event-loop delay: idle ${loopText("idle")}; loaded ${loopText("loaded")}`);
    console.log(`  apply: ${r.apply.status} in ${(r.apply.ms / 1000).toFixed(1)} s, ${JSON.stringify(r.apply.counts)}`);
    await app.close();
  } finally {
    await database.close();
  }
}

await main();
