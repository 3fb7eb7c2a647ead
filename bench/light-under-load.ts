/**
 * A light endpoint while heavy work runs: p99 of GET /api/health while UPLOADS (4) payroll workbooks of
 * just under 10 MB (85,000 rows, the workbook of bench/payroll-parse.ts) are uploaded at once through
 * POST /api/payroll/upload, as a ratio of its idle p99 measured in the same run. The real app (createApp) on
 * a throw-away PostgreSQL database (PGlite if unreachable); the probing and uploading client runs in its own
 * process. Target: loaded p99 at most 3× idle (the parsing must stay off the event loop).
 * Run: `npx tsx bench/light-under-load.ts`.
 */
import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createTenant } from "../tests/support/factories";
import { benchWorkbookPath } from "./payroll/workbook";
import { openBenchDatabase, signIn, startApp } from "./support/bench-app";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4);
const IDLE_SECONDS = 3;

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
    const app = await startApp(database);
    const cookie = await signIn(app.url, admin.email);
    const client = fileURLToPath(
      new URL("./support/light-client.ts", import.meta.url),
    );
    // execFileSync would block this process's event loop (the server's): run the client asynchronously.
    const out = await new Promise<string>((resolve, reject) => {
      const args = [
        "--import",
        "tsx",
        client,
        app.url,
        cookie,
        assigned.id,
        file,
        String(UPLOADS),
        String(IDLE_SECONDS),
      ];
      execFile(
        process.execPath,
        args,
        { maxBuffer: 64 << 20, timeout: 180_000 },
        (err, stdout) => (err ? reject(err) : resolve(stdout)),
      );
    });
    const r = JSON.parse(out.trim().split("\n").at(-1)!) as {
      idle: number[];
      loaded: number[];
      uploads: Array<{ status: number; ms: number; error?: string }>;
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
    console.log(
      `  uploads: ${r.uploads.map((u) => `${u.status} in ${(u.ms / 1000).toFixed(1)} s${u.error ? ` (${u.error})` : ""}`).join("; ")}`,
    );
    await app.close();
  } finally {
    await database.close();
  }
}

await main();
