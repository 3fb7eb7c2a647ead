/**
 * Issue 33 #1: a burst of refused sign-ups must not slow a correct sign-in. The real app (createApp) with sign-up
 * closed on a throw-away PostgreSQL database (PGlite if unreachable); a correct sign-in (POST /api/login, one scrypt)
 * is timed idle, then back to back during each of ROUNDS bursts of 80 sign-ups sent 16 at a time (all refused:
 * 403, then 429 once the address has used its 30), each round from an address of its own, sent by a separate
 * process (bench/support/signup-burst-client.ts) so the attacker's work does not share the app's event loop.
 * Every sign-in that started before its burst ended is a sample. Prints the median and worst sign-in of each
 * phase, the ratio of the medians and of the worst against the target of 1.5×, the refusals by status, the
 * statements on the shared per-address count, and the load average (a shared machine inflates both phases).
 * Run: `npx tsx bench/signup-burst.ts` (SIGNUP_ROUNDS, default 7).
 */
import { spawn } from "node:child_process";
import os from "node:os";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";
import { openBenchDatabase, startApp } from "./support/bench-app";
import { installSqlCapture, startCapture, stopCapture } from "./support/sql-capture";

const SIGNUPS = 80;
const IN_FLIGHT = 16;
const IDLE_SIGN_INS = 9;
const ROUNDS = Number(process.env.SIGNUP_ROUNDS ?? 7);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function timedSignIn(url: string, email: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.1" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return performance.now() - started;
}

async function main() {
  const database = await openBenchDatabase();
  const app = await startApp(database, { trustProxy: true });
  const client = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./support/signup-burst-client.ts", import.meta.url)), app.url, String(SIGNUPS), String(IN_FLIGHT)],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const answers = readline.createInterface({ input: client.stdout! })[Symbol.asyncIterator]();
  try {
    const user = await createUser(database.db, { role: "super_admin" });
    await timedSignIn(app.url, user.email); // warm-up
    const idle: number[] = [];
    for (let i = 0; i < IDLE_SIGN_INS; i++) idle.push(await timedSignIn(app.url, user.email));

    installSqlCapture();
    const during: number[] = [];
    const statuses: Record<string, number> = {};
    const burstMs: number[] = [];
    let statements = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let done = false;
      startCapture();
      client.stdin!.write(`203.0.113.${10 + round}\n`);
      const answered = answers.next().then((r) => {
        done = true;
        return JSON.parse(String(r.value)) as { statuses: Record<string, number>; ms: number };
      });
      while (!done) during.push(await timedSignIn(app.url, user.email));
      const { statuses: s, ms } = await answered;
      statements += stopCapture().filter((c) => c.values.some((v) => typeof v === "string" && v.startsWith("signup-ip:"))).length;
      burstMs.push(ms);
      for (const [k, v] of Object.entries(s)) statuses[k] = (statuses[k] ?? 0) + v;
    }

    const idleMedian = median(idle);
    const duringMedian = median(during);
    const ratio = duringMedian / idleMedian;
    const worstRatio = Math.max(...during) / Math.max(...idle);
    console.log(`refused sign-ups: ${ROUNDS} rounds × ${SIGNUPS} at ${IN_FLIGHT} in flight, an address each → ${JSON.stringify(statuses)}; a burst took ${median(burstMs).toFixed(0)} ms (median)`);
    console.log(`statements on the shared per-address count (signup-ip) during the bursts: ${statements} (${(statements / (ROUNDS * SIGNUPS)).toFixed(2)} per refusal)`);
    console.log(`correct sign-in idle:   median ${idleMedian.toFixed(1)} ms, worst ${Math.max(...idle).toFixed(1)} ms (${idle.length})`);
    console.log(`correct sign-in burst:  median ${duringMedian.toFixed(1)} ms, worst ${Math.max(...during).toFixed(1)} ms (${during.length} samples)`);
    console.log(`ratio burst/idle: median ${ratio.toFixed(2)}×, worst ${worstRatio.toFixed(2)}× (target ≤ 1.5×) ${ratio <= 1.5 ? "MET" : "NOT MET"}`);
    console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} (${os.cpus().length} CPUs)`);
  } finally {
    client.stdin!.end();
    await app.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
