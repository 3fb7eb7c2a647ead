/**
 * A light endpoint while heavy work runs: p99 of GET /api/health while UPLOADS (4) payroll workbooks of
 * just under 10 MB (85,000 rows, the workbook of bench/payroll-parse.ts) are uploaded at once through
 * POST /api/payroll/upload, as a ratio of its idle p99 measured in the same run. The real app (createApp) on
 * a throw-away PostgreSQL database (PGlite if unreachable); the prober and the uploader run in processes of
 * their own (bench/support/light-client.ts, upload-client.ts), so neither delays the server nor the probes.
 * Target: loaded p99 at most 3× idle (the parsing, and everything else proportional to the rows, must stay
 * off the event loop). The server's own event-loop delay and main-thread CPU per phase are printed too: probe
 * latency also carries the machine's share, which a busy shared machine inflates; CPU time does not.
 * Profile the server's main thread: `node --cpu-prof --cpu-prof-dir=<dir> --import tsx bench/light-under-load.ts`.
 * Run: `npx tsx bench/light-under-load.ts` (BENCH_UPLOADS=n).
 */
import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createTenant } from "../tests/support/factories";
import { benchWorkbookPath } from "./payroll/workbook";
import { openBenchDatabase, signIn, startApp } from "./support/bench-app";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4);
const IDLE_SECONDS = 3;

/** CPU time of this process's main thread (Linux /proc, clock ticks of 10 ms); NaN elsewhere. */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return (
    sorted[
      Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
    ] ?? NaN
  );
};

async function main() {
  const file = benchWorkbookPath(85_000);
  const database = await openBenchDatabase();
  try {
    const { admin, assigned } = await createTenant(database.db, "Bench Tips");
    // The direct upload (no queue): each request waits for its parse, so the loaded phase spans all of them. A
    // queued upload parses in the same worker pool of this process, after its 202.
    const app = await startApp(database, { payrollQueueBytes: Number.MAX_SAFE_INTEGER });
    const cookie = await signIn(app.url, admin.email);
    const client = fileURLToPath(
      new URL("./support/light-client.ts", import.meta.url),
    );
    // The server's own event-loop delay per phase: what the probes see, without the client's and the
    // network's share (and without the machine's other load, which the probes do feel).
    // And the CPU time its main thread spends per phase, which preemption on a busy machine does not inflate.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    const loops: Record<string, { p99: number; max: number; cpuMs: number }> = {};
    let phaseCpu = mainThreadCpuMs();
    const snapshot = (name: string) => {
      const cpu = mainThreadCpuMs();
      loops[name] = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, cpuMs: cpu - phaseCpu };
      loop.reset();
      phaseCpu = cpu;
    };
    let current = "";
    loop.enable();
    // Run asynchronously: a synchronous child would block this process's event loop (the server's).
    const out = await new Promise<string>((resolve, reject) => {
      const args = ["--import", "tsx", client, app.url, cookie, assigned.id, file, String(UPLOADS), String(IDLE_SECONDS)];
      const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"], timeout: 180_000 });
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
      child.on("close", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`light client exited ${code}`))));
    });
    snapshot(current);
    loop.disable();
    const r = JSON.parse(out.trim().split("\n").at(-1)!) as {
      idle: number[];
      loaded: number[];
      uploads: Array<{ status: number; ms: number; mb: number; error?: string }>;
    };
    const idleP99 = percentile(r.idle, 99);
    const loadedP99 = percentile(r.loaded, 99);
    const ratio = loadedP99 / idleP99;
    const mb = statSync(file).size / 1048576;
    console.log(
      `\nGET /api/health p99 while ${UPLOADS} × ${mb.toFixed(2)} MB payroll workbooks upload at once; ${database.label}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(
      `  idle:   p50 ${percentile(r.idle, 50).toFixed(1)} ms, p99 ${idleP99.toFixed(1)} ms, max ${Math.max(...r.idle).toFixed(1)} ms (${r.idle.length} requests)`,
    );
    console.log(
      `  loaded: p50 ${percentile(r.loaded, 50).toFixed(1)} ms, p99 ${loadedP99.toFixed(1)} ms, max ${Math.max(...r.loaded).toFixed(1)} ms (${r.loaded.length} requests)`,
    );
    console.log(
      `  loaded p99 / idle p99: ×${ratio.toFixed(2)}  (target ≤ ×3: ${ratio <= 3 ? "meets" : "SHORT"})`,
    );
    const loopText = (name: string) => `p99 ${loops[name]?.p99.toFixed(1)} ms, max ${loops[name]?.max.toFixed(1)} ms`;
    console.log(`  server event-loop delay: idle ${loopText("idle")}; loaded ${loopText("loaded")}`);
    // Probes cost the same loaded or idle; what the loaded phase spends beyond them is the uploads'.
    // The error comes from the 10 ms ticks of both readings, the idle one multiplied by the loaded probes.
    const perProbe = (loops.idle?.cpuMs ?? NaN) / r.idle.length;
    const perUpload = ((loops.loaded?.cpuMs ?? NaN) - perProbe * r.loaded.length) / UPLOADS;
    const error = (10 + (10 * r.loaded.length) / r.idle.length) / UPLOADS;
    console.log(
      `  server main-thread CPU: ${perProbe.toFixed(1)} ms a probe (idle); loaded phase ${((loops.loaded?.cpuMs ?? NaN) / 1000).toFixed(2)} s: ${perUpload.toFixed(0)} ± ${error.toFixed(0)} ms an upload beyond its probes`,
    );
    console.log(
      `  uploads: ${r.uploads.map((u) => `${u.status} in ${(u.ms / 1000).toFixed(1)} s, ${u.mb.toFixed(1)} MB answer${u.error ? ` (${u.error})` : ""}`).join("; ")}`,
    );
    await app.close();
  } finally {
    await database.close();
  }
}

await main();
