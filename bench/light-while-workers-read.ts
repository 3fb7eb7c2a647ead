/**
 * Light requests on a web instance while separate workers read scanned documents (issue 21's "Must show"):
 * one web instance (`server/index.ts`, RUN_JOBS_IN_WEB=false, at normal priority) and WORKERS (2) workers
 * (`server/worker.ts`, npm run worker, at nice 19 in SCHED_IDLE) as processes on a throw-away PostgreSQL database, as the
 * README's "Deploying" lays them out. A prober in its own process (bench/support/probe-client.ts, normal
 * priority) sends GET /api/health and GET /api/organization (signed in: session, tenancy and a query) back to
 * back: idle for IDLE_SECONDS, then while the workers read READINGS (50) scanned licenses (scanned PDFs and PNGs
 * of tests/fixtures, queued through POST /api/reading-jobs before the loaded phase starts) until the last is read.
 * Target: loaded p99 at most 1.5× idle. Also prints each process's CPU seconds per phase (the reading must land on
 * the workers, not the web instance) and the load average.
 * Run: `npx tsx bench/light-while-workers-read.ts` (BENCH_READINGS, BENCH_WORKERS, BENCH_IDLE_SECONDS, BENCH_WORKER_SCHED,
 * BENCH_DATABASE_URL). Start it under `nice -n 19` on a shared machine: the web instance and the prober are put
 * back to normal priority (which needs root), the workers stay at 19.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AppProcess, freePort, productionEnv, ROOT, sleep } from "../scripts/faults/app";
import { bootstrap, type Session } from "../scripts/faults/http";
import { adminQuery, createThrowAwayDatabase, isAccepting } from "../scripts/faults/postgres";

/** As bench/support/bench-app.ts's (not imported: it loads the whole server into this process). */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const READINGS = Number(process.env.BENCH_READINGS ?? 50);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
// Long enough that the idle p99 rests on a few thousand requests, as the loaded one does.
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const WORKER_NICE = 19;
/**
 * The workers also run in SCHED_IDLE (chrt --idle 0, as the README's "Deploying" suggests for a worker beside web
 * instances): they get only CPU nobody else wants, which nice 19 alone does not promise (a niced process still
 * gets a share). BENCH_WORKER_SCHED=nice measures nice 19 alone.
 */
const SCHED_IDLE = process.env.BENCH_WORKER_SCHED !== "nice";
const TARGET = 1.5;
const PATHS = ["/api/health", "/api/organization"];
/** Image-only documents, so every reading is OCR (see tests/fixtures/README.md). */
const SCANS = [
  "licenses/il-oak-prairie-business-license.pdf",
  "licenses/tx-cedar-bluff-certificate-of-occupancy.pdf",
  "licenses/ca-vista-linda-business-license.png",
  "licenses/tx-food-manager-certificate-vasquez.png",
];
const DEADLINE_MS = 20 * 60_000;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** CPU seconds (user + system, every thread) a process has used so far (Linux /proc); NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The niceness of a process's main thread now (Linux /proc); something else on a shared machine may have changed it. */
function niceness(pid: number | undefined): string {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[16]!;
  } catch {
    return "?";
  }
}

/** The prober, started at normal priority; `stop()` resolves with its samples. */
function startProber(session: Session) {
  const script = fileURLToPath(new URL("./support/probe-client.ts", import.meta.url));
  const command = ["nice", "-n", String(0 - os.getPriority()), process.execPath, "--import", "tsx", script, session.base, session.cookie, ...PATHS];
  const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const finished = new Promise<Array<{ path: string; at: number; ms: number }>>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(stdout.trim().split("\n").at(-1)!)) : reject(new Error(`prober exited ${code}`))));
  });
  return {
    stop() {
      child.stdin.end();
      return finished;
    },
  };
}

async function waitForLog(p: AppProcess, text: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!p.alive()) throw new Error(`${p.logFile}: exited while starting\n${p.logTail(10)}`);
    if (fs.existsSync(p.logFile) && fs.readFileSync(p.logFile, "utf8").includes(text)) return;
    await sleep(200);
  }
  throw new Error(`${p.logFile}: no "${text}" within ${timeoutMs} ms`);
}

async function queueScans(session: Session): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < READINGS; n++) {
    const fixture = SCANS[n % SCANS.length]!;
    const form = new FormData();
    form.append("kind", "license");
    const type = fixture.endsWith(".png") ? "image/png" : "application/pdf";
    form.append("document", new Blob([fs.readFileSync(path.join(ROOT, "tests/fixtures", fixture))], { type }), path.basename(fixture));
    const res = await fetch(`${session.base}/api/reading-jobs`, { method: "POST", body: form, headers: { cookie: session.cookie, "x-forwarded-proto": "https" } });
    if (res.status !== 202) throw new Error(`queueing ${fixture}: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

async function jobStates(url: string): Promise<Record<string, number>> {
  const rows = await adminQuery<{ state: string; n: number }>(url, "select state, count(*)::int as n from pgboss.job where name = 'read-document' group by state");
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

async function main() {
  const deadline = setTimeout(() => {
    console.error(`light-while-workers-read: gave up after ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  if (!(await isAccepting(SERVER_URL))) {
    console.log(`  (skipped: needs PostgreSQL, none at ${SERVER_URL}; workers cannot share the embedded database)`);
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "sous-bench-workers-"));
  const clientDir = path.join(work, "client");
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Sous</title>");
  const db = await createThrowAwayDatabase(SERVER_URL);
  const env = productionEnv(db.url, {
    LOG_LEVEL: "info",
    CLIENT_DIR: clientDir,
    RUN_JOBS_IN_WEB: "false",
    JOB_CONCURRENCY: "1",
    JOB_TIMEOUT_SECONDS: "600",
  });
  const log = (name: string) => path.join(work, `${name}.log`);
  const web = new AppProcess(await freePort(), env, log("web"), { priority: 0 });
  const workers = Array.from({ length: WORKERS }, (_, n) => new AppProcess(0, env, log(`worker${n + 1}`), { script: "server/worker.ts", priority: WORKER_NICE, schedIdle: SCHED_IDLE }));
  let ok = false;
  try {
    web.start();
    await web.waitReady(300_000);
    for (const w of workers) w.start();
    for (const w of workers) await waitForLog(w, "worker is running queued jobs", 300_000);
    const fx = await bootstrap(web.base);
    const prober = startProber(fx.session);

    const cpu = () => ({ web: cpuSeconds(web.pid), workers: workers.map((w) => cpuSeconds(w.pid)).reduce((a, b) => a + b, 0) });
    await sleep(3_000); // warm-up, not counted
    const idleFrom = Date.now();
    const cpuIdle = cpu();
    await sleep(IDLE_SECONDS * 1000);
    const idleTo = Date.now();
    const cpuQueue = cpu();
    await queueScans(fx.session);
    const loadedFrom = Date.now();
    const cpuLoaded = cpu();
    const loads: number[] = [];
    let states: Record<string, number> = {};
    for (;;) {
      states = await jobStates(db.url);
      loads.push(os.loadavg()[0]!);
      if ((states.completed ?? 0) + (states.failed ?? 0) >= READINGS) break;
      if (workers.some((w) => !w.alive())) throw new Error("a worker exited during the reading");
      await sleep(1_000);
    }
    const loadedTo = Date.now();
    // A second idle phase after the reading: on a shared machine the load drifts, and half the baseline is then
    // measured on each side of the loaded phase.
    const cpuAfter = cpu();
    await sleep(IDLE_SECONDS * 1000);
    const idleAfterTo = Date.now();
    const nice = { web: niceness(web.pid), workers: workers.map((w) => niceness(w.pid)).join("/") };
    const samples = await prober.stop();

    const readings = await adminQuery<{ ok: boolean | null }>(db.url, "select (output->>'ok')::boolean as ok from pgboss.job where name = 'read-document'");
    const read = readings.filter((r) => r.ok === true).length;
    console.log(
      `\nLight GETs on a web instance (RUN_JOBS_IN_WEB=false, started at nice 0, main thread at ${nice.web} at the end) while ${WORKERS} workers (npm run worker, started at nice ${WORKER_NICE}${SCHED_IDLE ? " in SCHED_IDLE" : ""}, at ${nice.workers} at the end; 1 job each) read ${READINGS} scanned licenses (${SCANS.length} scans in turn); PostgreSQL on this machine, ${os.cpus().length} cores`,
    );
    console.log(
      `  readings: ${read}/${READINGS} read (${JSON.stringify(states)}) in ${((loadedTo - loadedFrom) / 1000).toFixed(0)} s after queueing (queueing took ${((loadedFrom - idleTo) / 1000).toFixed(1)} s, not counted)`,
    );
    const within = (from: number, to: number, p?: string) => samples.filter((s) => s.at >= from && s.at < to && (!p || s.path === p)).map((s) => s.ms);
    let worst = 0;
    for (const p of [undefined, ...PATHS]) {
      const idle = [...within(idleFrom, idleTo, p), ...within(loadedTo, idleAfterTo, p)];
      const loaded = within(loadedFrom, loadedTo, p);
      const ratio = percentile(loaded, 99) / percentile(idle, 99);
      if (p === undefined) worst = ratio;
      console.log(
        `  ${(p ?? "both").padEnd(18)} idle p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms (${idle.length}); reading p50 ${percentile(loaded, 50).toFixed(1)} ms, p99 ${percentile(loaded, 99).toFixed(1)} ms, max ${Math.max(...loaded).toFixed(1)} ms (${loaded.length}); p99 ×${ratio.toFixed(2)}`,
      );
    }
    console.log(`  loaded p99 / idle p99 (both paths): ×${worst.toFixed(2)}  (target ≤ ×${TARGET}: ${worst <= TARGET ? "meets" : "SHORT"})`);
    const seconds = (a: number, b: number) => (b - a).toFixed(1);
    console.log(
      `  CPU seconds: idle (first ${IDLE_SECONDS} s) web ${seconds(cpuIdle.web, cpuQueue.web)}, workers ${seconds(cpuIdle.workers, cpuQueue.workers)}; reading web ${seconds(cpuLoaded.web, cpuAfter.web)}, workers ${seconds(cpuLoaded.workers, cpuAfter.workers)}`,
    );
    console.log(
      `  load average (1 min) during the reading: ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}; at the end ${os.loadavg().map((l) => l.toFixed(2)).join(", ")} (the machine is shared: other work shows here)`,
    );
    ok = read === READINGS;
    if (!ok) console.log(`  SHORT: ${READINGS - read} readings did not give fields (logs in ${work})`);
  } finally {
    for (const p of [web, ...workers]) await p.kill("SIGTERM");
    await db.drop().catch((err: Error) => console.error(`could not drop ${db.name}: ${err.message}`));
    if (ok) fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
