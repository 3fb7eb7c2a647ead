/**
 * The "Download binder" side of bench/binder.ts, in a process of its own so that polling the builds and receiving
 * tens of megabytes of PDF never runs on the server's event loop (a phone or a browser does that, not the app).
 * One warm-up build (the binder thread starts on first use), then `pairs` times: an idle phase of `idleMs`, then a
 * building phase of `builds` binders one after another as the screen does (POST …/binder-builds, poll while queued
 * or building, download). Prints one JSON line per phase boundary as it happens — `{ event: "idle" | "build" |
 * "built", at }` (epoch ms; "built" also carries the phase's download spans) — so the bench can read its CPU meters there, then `{ event: "done", warmupMs, buildMs,
 * queued }`. Writes the last PDF to `pdfPath`. Args: baseUrl cookie locationId pairs builds idleMs pdfPath
 */
import { writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

const [baseUrl, cookie, locationId, pairsArg, buildsArg, idleArg, pdfPath] = process.argv.slice(2) as [string, string, string, string, string, string, string];
const headers = { cookie };
/** After a building phase, the server's last writes (the build's row) settle before the idle phase starts. */
const SETTLE_MS = 500;

interface BuildView {
  id: string | null;
  state: string;
  downloadUrl: string | null;
}

let queued = 0;
let last: Uint8Array | null = null;
/** Each download's span (epoch ms): the bench reports light requests while a binder builds apart from while one downloads. */
let downloads: Array<{ from: number; to: number }> = [];

async function buildOne(): Promise<number> {
  const start = performance.now();
  const started = await fetch(`${baseUrl}/api/locations/${locationId}/binder-builds`, { method: "POST", headers });
  let build = (await started.json()) as BuildView;
  if (build.id) queued++;
  // Polled as the screen polls (client/src/lib/poll-job.ts): 400 ms, then a quarter longer each time, at most 3 s.
  for (let wait = 400; build.state === "queued" || build.state === "building"; wait = Math.min(Math.round(wait * 1.25), 3000)) {
    await sleep(wait);
    build = (await (await fetch(`${baseUrl}/api/binder-builds/${build.id}`, { headers })).json()) as BuildView;
  }
  if (build.state !== "done" || !build.downloadUrl) throw new Error(`binder build: ${JSON.stringify(build)}`);
  const from = Date.now();
  const res = await fetch(`${baseUrl}${build.downloadUrl}`, { headers });
  last = new Uint8Array(await res.arrayBuffer());
  downloads.push({ from, to: Date.now() });
  if (res.status !== 200) throw new Error(`binder.pdf: ${res.status}`);
  return performance.now() - start;
}

const say = (line: object) => console.log(JSON.stringify(line));

const warmupMs = await buildOne();
queued = 0;
await sleep(SETTLE_MS);
const buildMs: number[] = [];
for (let pair = 0; pair < Number(pairsArg); pair++) {
  say({ event: "idle", at: Date.now() });
  await sleep(Number(idleArg));
  say({ event: "build", at: Date.now() });
  downloads = [];
  for (let i = 0; i < Number(buildsArg); i++) buildMs.push(await buildOne());
  say({ event: "built", at: Date.now(), downloads });
  await sleep(SETTLE_MS);
}
if (last) writeFileSync(pdfPath, last);
say({ event: "done", warmupMs, buildMs, queued });
