/**
 * A CPU profile of the app alone under the list endpoints' load: bench/support/profile-target.ts runs the app under
 * `node --cpu-prof` in its own process, autocannon loads /api/licenses, /api/equipment and /api/vendors from
 * another (50 connections, PROFILE_SECONDS each, default 5), then the app exits, its profile is written to
 * PROFILE_DIR (default a temporary directory) and summarised by self time (by module, by function and caller).
 * Run: `npx tsx bench/profile-app.ts` (PROFILE_ROUTES=licenses,vendors to load fewer).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { load } from "./support/bench-app";
import { summarise } from "./support/cpu-profile-summary";

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const ROUTES = (process.env.PROFILE_ROUTES ?? "licenses,equipment,vendors").split(",");
const dir = process.env.PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "sous-profile-"));

const target = spawn(
  process.execPath,
  ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--import", "tsx", fileURLToPath(new URL("./support/profile-target.ts", import.meta.url))],
  { stdio: ["ignore", "pipe", "inherit"] },
);
const first = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: target.stdout! }).once("line", resolve);
  target.once("exit", (code) => reject(new Error(`profile target exited ${code}`)));
});
const { url, cookie, locationId } = JSON.parse(first) as { url: string; cookie: string; locationId: string };
console.log(`load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores; ${SECONDS} s per route at 50 connections`);
for (const route of ROUTES) {
  const result = await load(`${url}/api/${route}?locationId=${locationId}`, { connections: 50, seconds: SECONDS, headers: { cookie } });
  console.log(`  /api/${route}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ${result.non2xx} non-2xx`);
}
target.kill("SIGINT");
await new Promise((resolve) => target.once("exit", resolve));
const profile = fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]; // the main thread (tsx's loader thread writes a small one)
if (!profile) throw new Error(`no profile in ${dir}`);
console.log(summarise(profile, Number(process.env.PROFILE_TOP ?? 30)));
